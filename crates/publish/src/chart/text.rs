//! Text as a chart's reader sees it: how wide a string is in the charts' font, the box it covers,
//! and, for the tests that hold every chart readable, every text box and point of an SVG this
//! module wrote, with what overlaps what.
//!
//! Widths are Helvetica's advance widths (Adobe's font metrics; Arial and Liberation Sans, what
//! `font-family="Helvetica, Arial, sans-serif"` finds on most systems, share them), in
//! thousandths of an em. A box spans the cap height above the baseline and the descenders below
//! it.

/// Helvetica's advance widths for printable ASCII, space (32) to tilde (126).
const REGULAR: [u16; 95] = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278,
    278, // space../
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0..9
    278, 278, 584, 584, 584, 556, 1015, // :..@
    667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, // A..Z
    278, 278, 278, 469, 556, 333, // [..`
    556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
    278, 556, 500, 722, 500, 500, 500, // a..z
    334, 260, 334, 584, // {..~
];

/// Helvetica-Bold's, in the same order.
const BOLD: [u16; 95] = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278,
    278, // space../
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, // 0..9
    333, 333, 584, 584, 584, 611, 975, // :..@
    722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667,
    611, 722, 667, 944, 667, 667, 611, // A..Z
    333, 278, 333, 584, 556, 333, // [..`
    556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
    333, 611, 556, 778, 556, 556, 500, // a..z
    389, 280, 389, 584, // {..~
];

/// Above the baseline: Helvetica's cap and ascender height, rounded up.
pub(crate) const ASCENT: f64 = 0.75;
/// Below it: its descenders.
pub(crate) const DESCENT: f64 = 0.22;

/// The advance width of one character, in thousandths of an em; characters the tables do not
/// cover count as a full em, which overestimates rather than overlaps.
fn advance(character: char, bold: bool) -> u16 {
    let table = if bold { &BOLD } else { &REGULAR };
    match character {
        ' '..='~' => table[character as usize - 32],
        'µ' | 'μ' => table['u' as usize - 32],
        '·' => 278,
        '×' | '÷' | '−' => 584,
        '–' => 556,
        _ => 1000,
    }
}

/// The width of `text` at `size` pixels.
pub(crate) fn width(text: &str, size: f64, bold: bool) -> f64 {
    text.chars().map(|character| f64::from(advance(character, bold))).sum::<f64>() * size / 1000.0
}

/// How a text's `x` relates to it: SVG's `text-anchor`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    pub(crate) fn svg(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// An axis-aligned box in the SVG's coordinates (y grows downwards).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rect {
    pub(crate) left: f64,
    pub(crate) top: f64,
    pub(crate) right: f64,
    pub(crate) bottom: f64,
}

impl Rect {
    /// Whether the two boxes share any area (touching edges do not).
    pub(crate) fn intersects(&self, other: &Rect) -> bool {
        self.left < other.right
            && other.left < self.right
            && self.top < other.bottom
            && other.top < self.bottom
    }

    pub(crate) fn inside(&self, outer: &Rect) -> bool {
        self.left >= outer.left
            && self.right <= outer.right
            && self.top >= outer.top
            && self.bottom <= outer.bottom
    }

    /// The box grown by `margin` on every side.
    pub(crate) fn grown(&self, margin: f64) -> Rect {
        Rect {
            left: self.left - margin,
            top: self.top - margin,
            right: self.right + margin,
            bottom: self.bottom + margin,
        }
    }

    /// The point of the box nearest to (`x`, `y`).
    pub(crate) fn nearest(&self, x: f64, y: f64) -> (f64, f64) {
        (x.clamp(self.left, self.right), y.clamp(self.top, self.bottom))
    }

    /// Whether the segment from `a` to `b` passes through the box (Liang-Barsky clipping).
    pub(crate) fn crossed_by(&self, a: (f64, f64), b: (f64, f64)) -> bool {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let (mut low, mut high) = (0.0_f64, 1.0_f64);
        for (p, q) in [
            (-dx, a.0 - self.left),
            (dx, self.right - a.0),
            (-dy, a.1 - self.top),
            (dy, self.bottom - a.1),
        ] {
            if p == 0.0 {
                if q < 0.0 {
                    return false;
                }
            } else if p < 0.0 {
                low = low.max(q / p);
            } else {
                high = high.min(q / p);
            }
        }
        low < high
    }
}

/// Reading back the SVG this module writes: what the tests that hold every chart readable see.
#[cfg(test)]
pub(crate) mod check {
    use super::{ASCENT, Anchor, DESCENT, Rect, width};

    /// The box a text covers, from its SVG attributes.
    pub(crate) fn text_box(
        x: f64,
        baseline: f64,
        anchor: Anchor,
        size: f64,
        bold: bool,
        text: &str,
    ) -> Rect {
        let width = width(text, size, bold);
        let left = match anchor {
            Anchor::Start => x,
            Anchor::Middle => x - width / 2.0,
            Anchor::End => x - width,
        };
        Rect {
            left,
            top: baseline - ASCENT * size,
            right: left + width,
            bottom: baseline + DESCENT * size,
        }
    }

    /// A text element found in an SVG: its content and the box it covers.
    #[derive(Clone, Debug)]
    pub(crate) struct Found {
        pub(crate) text: String,
        pub(crate) rect: Rect,
    }

    /// What makes a chart hard to read: every pair of texts whose boxes overlap, every text that
    /// leaves the view box, and every text over a point (a `<circle>`), each in a line.
    pub(crate) fn problems(svg: &str) -> Vec<String> {
        let Some(view) = view_box(svg) else { return vec!["no viewBox".into()] };
        let texts = texts(svg);
        let points = circles(svg);
        let mut problems = Vec::new();
        for (index, text) in texts.iter().enumerate() {
            if !text.rect.inside(&view) {
                problems.push(format!("`{}` leaves the view box ({:?})", text.text, text.rect));
            }
            for other in &texts[index + 1..] {
                if text.rect.intersects(&other.rect) {
                    problems.push(format!("`{}` overlaps `{}`", text.text, other.text));
                }
            }
            for point in points.iter().filter(|point| point.intersects(&text.rect)) {
                problems.push(format!("`{}` covers the point at {:?}", text.text, point));
            }
        }
        problems
    }

    /// The SVG's `viewBox`.
    fn view_box(svg: &str) -> Option<Rect> {
        let numbers: Vec<f64> = attribute(svg.split('>').next()?, "viewBox")?
            .split_whitespace()
            .map(str::parse)
            .collect::<Result<_, _>>()
            .ok()?;
        match numbers.as_slice() {
            [left, top, width, height] => {
                Some(Rect { left: *left, top: *top, right: left + width, bottom: top + height })
            }
            _ => None,
        }
    }

    /// Every `<text>` of the SVG with the box it covers; a text rotated by -90 degrees (an axis
    /// title, `transform="translate(x y) rotate(-90)"`) covers its box turned on end.
    pub(crate) fn texts(svg: &str) -> Vec<Found> {
        let mut found = Vec::new();
        let mut rest = svg;
        while let Some(start) = rest.find("<text ") {
            let after = &rest[start..];
            let Some(open_end) = after.find('>') else { break };
            let Some(close) = after.find("</text>") else { break };
            let tag = &after[..open_end];
            let text = unescape(&after[open_end + 1..close]);
            rest = &after[close..];
            let number =
                |name: &str| attribute(tag, name).and_then(|value| value.parse::<f64>().ok());
            let size = number("font-size").unwrap_or(16.0);
            let bold = attribute(tag, "font-weight") == Some("bold");
            let anchor = anchor(attribute(tag, "text-anchor").unwrap_or("start"));
            let rect = match attribute(tag, "transform").and_then(rotated_origin) {
                Some((x, y)) => {
                    // Laid out along x from the origin, then turned a quarter to the left.
                    let flat = text_box(0.0, 0.0, anchor, size, bold, &text);
                    Rect {
                        left: x + flat.top,
                        top: y - flat.right,
                        right: x + flat.bottom,
                        bottom: y - flat.left,
                    }
                }
                None => text_box(
                    number("x").unwrap_or(0.0),
                    number("y").unwrap_or(0.0),
                    anchor,
                    size,
                    bold,
                    &text,
                ),
            };
            found.push(Found { text, rect });
        }
        found
    }

    /// `translate(x y) rotate(-90)`'s origin.
    fn rotated_origin(transform: &str) -> Option<(f64, f64)> {
        let inner = transform.strip_prefix("translate(")?;
        let (numbers, rotation) = inner.split_once(')')?;
        if rotation.trim() != "rotate(-90)" {
            return None;
        }
        let mut numbers = numbers.split([' ', ',']).filter(|part| !part.is_empty());
        Some((numbers.next()?.parse().ok()?, numbers.next()?.parse().ok()?))
    }

    /// Every `<circle>`'s box.
    fn circles(svg: &str) -> Vec<Rect> {
        svg.split("<circle ")
            .skip(1)
            .filter_map(|rest| {
                let tag = format!(" {}", &rest[..rest.find('>')?]);
                let number = |name: &str| attribute(&tag, name)?.parse::<f64>().ok();
                let (x, y, r) = (number("cx")?, number("cy")?, number("r")?);
                Some(Rect { left: x - r, top: y - r, right: x + r, bottom: y + r })
            })
            .collect()
    }

    /// The value of `name="..."` in a tag.
    fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
        let key = format!(" {name}=\"");
        let start = tag.find(&key)? + key.len();
        let end = tag[start..].find('"')? + start;
        Some(&tag[start..end])
    }

    fn unescape(text: &str) -> String {
        text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&amp;", "&")
    }

    fn anchor(text: &str) -> Anchor {
        match text {
            "middle" => Anchor::Middle,
            "end" => Anchor::End,
            _ => Anchor::Start,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{check::*, *};

    #[test]
    fn widths_follow_the_font_metrics() {
        assert_eq!(width("i", 10.0, false), 2.22);
        assert_eq!(width("W", 10.0, false), 9.44);
        assert!(width("bincode", 10.0, true) > width("bincode", 10.0, false));
        assert_eq!(width("µs", 10.0, false), width("us", 10.0, false));
        assert_eq!(width("漢", 10.0, false), 10.0, "unknown characters count a full em");
    }

    #[test]
    fn boxes_follow_the_anchor_and_segments_cross_boxes() {
        let start = text_box(100.0, 50.0, Anchor::Start, 10.0, false, "ab");
        assert_eq!((start.left, start.right), (100.0, 111.12));
        assert_eq!((start.top, start.bottom), (42.5, 52.2));
        let end = text_box(100.0, 50.0, Anchor::End, 10.0, false, "ab");
        assert_eq!(end.right, 100.0);
        assert!(!start.intersects(&end), "touching is not overlapping");
        assert!(start.crossed_by((90.0, 47.0), (120.0, 47.0)));
        assert!(!start.crossed_by((90.0, 30.0), (120.0, 30.0)));
    }

    #[test]
    fn problems_names_overlaps_escapes_and_covered_points() {
        let svg = r#"<svg viewBox="0 0 200 100"><circle cx="20" cy="20" r="4"/>
<text x="10" y="22" font-size="10">over the point</text>
<text x="150" y="60" font-size="10">overlapping</text><text x="160" y="62" font-size="10">this &amp; that</text>
<text transform="translate(18 50) rotate(-90)" text-anchor="middle" font-size="12">axis</text></svg>"#;
        let problems = problems(svg);
        assert!(
            problems.iter().any(|p| p.contains("`over the point` covers the point")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p == "`overlapping` overlaps `this & that`"),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.starts_with("`this & that` leaves the view box")),
            "{problems:?}"
        );
        assert!(!problems.iter().any(|p| p.contains("`axis`")), "{problems:?}");
    }
}
