//! Charts as self-contained SVG text: scatter plots on log axes with the Pareto front marked,
//! line charts on log axes, and horizontal bars. No scripts, no fonts to fetch: the same file
//! shows in a Markdown viewer, in a browser from `file://`, and inline in the site.

use std::fmt::Write;

const WIDTH: f64 = 760.0;
const HEIGHT: f64 = 500.0;
const LEFT: f64 = 84.0;
const RIGHT: f64 = 150.0;
const TOP: f64 = 48.0;
const BOTTOM: f64 = 78.0;
/// The colours of line series, cycled (the Tableau 10 palette, readable on white).
const PALETTE: [&str; 10] = [
    "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7",
    "#9c755f", "#bab0ac",
];
const FRONT: &str = "#d62728";
const DOMINATED: &str = "#4e79a7";

/// An axis: its title (with the unit) and how its tick values read.
#[derive(Clone, Copy)]
pub(crate) struct Axis<'a> {
    pub(crate) title: &'a str,
    pub(crate) unit: Unit,
}

/// What an axis measures, for its tick labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unit {
    /// Nanoseconds, shown as ns, µs, ms or s.
    Nanoseconds,
    /// Bytes, shown as B, KB, MB.
    Bytes,
    /// A plain count.
    Count,
    /// Seconds.
    Seconds,
}

impl Unit {
    fn label(self, value: f64) -> String {
        let short = |value: f64| {
            let text = format!("{value:.1}");
            text.strip_suffix(".0").map_or(text.clone(), str::to_string)
        };
        match self {
            Unit::Nanoseconds => {
                let (value, unit) = match value {
                    _ if value < 1e3 => (value, "ns"),
                    _ if value < 1e6 => (value / 1e3, "µs"),
                    _ if value < 1e9 => (value / 1e6, "ms"),
                    _ => (value / 1e9, "s"),
                };
                format!("{} {unit}", short(value))
            }
            Unit::Bytes => {
                let (value, unit) = match value {
                    _ if value < 1e3 => (value, "B"),
                    _ if value < 1e6 => (value / 1e3, "KB"),
                    _ => (value / 1e6, "MB"),
                };
                format!("{} {unit}", short(value))
            }
            Unit::Count => crate::table::group(value),
            Unit::Seconds => format!("{} s", short(value)),
        }
    }
}

/// A labelled point.
#[derive(Clone, Debug)]
pub(crate) struct Point {
    pub(crate) label: String,
    pub(crate) x: f64,
    pub(crate) y: f64,
}

/// Where a chart came from, printed under it.
pub(crate) type Footer<'a> = &'a str;

/// The points no other point beats on both axes (smaller x and smaller y), by x.
pub(crate) fn pareto_front(points: &[Point]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..points.len()).collect();
    order.sort_by(|&a, &b| {
        points[a].x.total_cmp(&points[b].x).then(points[a].y.total_cmp(&points[b].y))
    });
    let mut best = f64::INFINITY;
    let mut front = Vec::new();
    for index in order {
        if points[index].y < best {
            best = points[index].y;
            front.push(index);
        }
    }
    front
}

/// A log-scaled axis over the data's range: its bounds (whole or half decades) and ticks.
#[derive(Clone, Debug)]
struct LogScale {
    min: f64,
    max: f64,
    ticks: Vec<f64>,
}

impl LogScale {
    /// Bounds at "nice" values (1, 2 or 5 × a power of ten) just outside the data, and ticks at
    /// 1-2-5 steps over up to two decades, at whole decades beyond.
    fn new(values: impl Iterator<Item = f64>) -> LogScale {
        let (mut low, mut high) = (f64::INFINITY, 0.0_f64);
        for value in values.filter(|value| *value > 0.0 && value.is_finite()) {
            low = low.min(value);
            high = high.max(value);
        }
        if !low.is_finite() {
            (low, high) = (1.0, 10.0);
        }
        let nice = |decade: i32, step: f64| 10f64.powi(decade) * step;
        let candidates = |around: f64| {
            let decade = around.log10().floor() as i32;
            (decade - 1..=decade + 1).flat_map(move |d| [1.0, 2.0, 5.0].map(|step| nice(d, step)))
        };
        let min = candidates(low / 1.1).filter(|v| *v <= low / 1.1).fold(0.0, f64::max);
        let max = candidates(high * 1.1).filter(|v| *v >= high * 1.1).fold(f64::INFINITY, f64::min);
        let max = max.max(min * 2.0);
        let decades = (max / min).log10();
        let steps: &[f64] = if decades <= 2.1 { &[1.0, 2.0, 5.0] } else { &[1.0] };
        let mut ticks = Vec::new();
        let first = min.log10().floor() as i32;
        for decade in first..=max.log10().ceil() as i32 {
            for step in steps {
                let tick = nice(decade, *step);
                if tick >= min * 0.999 && tick <= max * 1.001 {
                    ticks.push(tick);
                }
            }
        }
        LogScale { min, max, ticks }
    }

    /// The fraction of the axis `value` sits at.
    fn fraction(&self, value: f64) -> f64 {
        (value.max(self.min).log10() - self.min.log10()) / (self.max.log10() - self.min.log10())
    }
}

/// The plot area's pixel coordinates for a point.
struct Frame {
    x: LogScale,
    y: LogScale,
}

impl Frame {
    fn place(&self, x: f64, y: f64) -> (f64, f64) {
        let plot_width = WIDTH - LEFT - RIGHT;
        let plot_height = HEIGHT - TOP - BOTTOM;
        (LEFT + self.x.fraction(x) * plot_width, TOP + (1.0 - self.y.fraction(y)) * plot_height)
    }
}

/// Text made safe inside XML and HTML, attributes included.
pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// An SVG element `height` high with a white background and `title` centred on top.
fn header(title: &str, height: f64) -> String {
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="{title}">
<rect width="100%" height="100%" fill="#ffffff"/>
<text x="{cx}" y="24" text-anchor="middle" font-size="15" font-weight="bold">{title}</text>
"##,
        cx = WIDTH / 2.0,
        title = escape(title)
    )
}

/// The frame of a chart: the SVG header, title, grid, ticks, axis titles and footer.
fn open(title: &str, x: Axis<'_>, y: Axis<'_>, frame: &Frame, footer: Footer<'_>) -> String {
    let mut svg = header(title, HEIGHT);
    let (left, right) = (LEFT, WIDTH - RIGHT);
    let (top, bottom) = (TOP, HEIGHT - BOTTOM);
    for &tick in &frame.x.ticks {
        let (px, _) = frame.place(tick, frame.y.min);
        let _ = writeln!(
            svg,
            r##"<line x1="{px:.1}" y1="{top}" x2="{px:.1}" y2="{bottom}" stroke="#e5e5e5"/><text x="{px:.1}" y="{ty}" text-anchor="middle" font-size="11" fill="#333">{label}</text>"##,
            ty = bottom + 16.0,
            label = escape(&x.unit.label(tick))
        );
    }
    for &tick in &frame.y.ticks {
        let (_, py) = frame.place(frame.x.min, tick);
        let _ = writeln!(
            svg,
            r##"<line x1="{left}" y1="{py:.1}" x2="{right}" y2="{py:.1}" stroke="#e5e5e5"/><text x="{tx}" y="{ty:.1}" text-anchor="end" font-size="11" fill="#333">{label}</text>"##,
            tx = left - 6.0,
            ty = py + 4.0,
            label = escape(&y.unit.label(tick))
        );
    }
    let _ = write!(
        svg,
        r##"<rect x="{left}" y="{top}" width="{w}" height="{h}" fill="none" stroke="#888"/>
<text x="{xc}" y="{xt}" text-anchor="middle" font-size="12">{xtitle}</text>
<text transform="translate(18 {yc}) rotate(-90)" text-anchor="middle" font-size="12">{ytitle}</text>
<text x="8" y="{fy}" font-size="10" fill="#666">{footer}</text>
"##,
        w = right - left,
        h = bottom - top,
        xc = (left + right) / 2.0,
        xt = bottom + 36.0,
        xtitle = escape(x.title),
        yc = (top + bottom) / 2.0,
        ytitle = escape(y.title),
        fy = HEIGHT - 8.0,
        footer = escape(footer)
    );
    svg
}

/// A scatter plot of `points` on log axes, the Pareto front (smaller on both axes is better)
/// drawn as a line through its points, in red, with a legend that says what the front means
/// (`front`: "smaller and faster").
pub(crate) fn scatter(
    title: &str,
    x: Axis<'_>,
    y: Axis<'_>,
    points: &[Point],
    front_meaning: &str,
    footer: Footer<'_>,
) -> String {
    let frame = Frame {
        x: LogScale::new(points.iter().map(|point| point.x)),
        y: LogScale::new(points.iter().map(|point| point.y)),
    };
    let mut svg = open(title, x, y, &frame, footer);
    let front = pareto_front(points);
    let path: Vec<String> = front
        .iter()
        .map(|&index| {
            let (px, py) = frame.place(points[index].x, points[index].y);
            format!("{px:.1},{py:.1}")
        })
        .collect();
    let _ = writeln!(
        svg,
        r##"<polyline points="{}" fill="none" stroke="{FRONT}" stroke-width="1.5" stroke-dasharray="5 3"/>"##,
        path.join(" ")
    );
    let mut labels = Labels::default();
    // The front's labels are placed first, so that they are the ones that keep their places.
    let mut order: Vec<usize> = front.clone();
    order.extend((0..points.len()).filter(|index| !front.contains(index)));
    for index in order {
        let point = &points[index];
        let on_front = front.contains(&index);
        let (px, py) = frame.place(point.x, point.y);
        let (colour, weight) = if on_front { (FRONT, "bold") } else { (DOMINATED, "normal") };
        let (lx, ly, anchor) = labels.place(px, py, &point.label);
        let _ = writeln!(
            svg,
            r##"<g><title>{label}: {xv}, {yv}</title><circle cx="{px:.1}" cy="{py:.1}" r="4" fill="{colour}" fill-opacity="0.85"/><text x="{lx:.1}" y="{ly:.1}" text-anchor="{anchor}" font-size="10" font-weight="{weight}" fill="#222">{label}</text></g>"##,
            label = escape(&point.label),
            xv = escape(&x.unit.label(point.x)),
            yv = escape(&y.unit.label(point.y)),
        );
    }
    legend(
        &mut svg,
        &[
            (FRONT, "Pareto front:"),
            ("", "nothing else is both"),
            ("", front_meaning),
            (DOMINATED, "dominated"),
        ],
    );
    svg.push_str("</svg>\n");
    svg
}

/// One line per series on log axes, each labelled at its last point.
pub(crate) fn lines(
    title: &str,
    x: Axis<'_>,
    y: Axis<'_>,
    series: &[(String, Vec<(f64, f64)>)],
    footer: Footer<'_>,
) -> String {
    let all = || series.iter().flat_map(|(_, points)| points.iter());
    let frame = Frame {
        x: LogScale::new(all().map(|point| point.0)),
        y: LogScale::new(all().map(|point| point.1)),
    };
    let mut svg = open(title, x, y, &frame, footer);
    for (index, (label, points)) in series.iter().enumerate() {
        let colour = PALETTE[index % PALETTE.len()];
        let placed: Vec<(f64, f64)> = points.iter().map(|&(x, y)| frame.place(x, y)).collect();
        let path: Vec<String> = placed.iter().map(|(px, py)| format!("{px:.1},{py:.1}")).collect();
        let _ = writeln!(
            svg,
            r##"<g><title>{label}</title><polyline points="{}" fill="none" stroke="{colour}" stroke-width="1.8"/>"##,
            path.join(" "),
            label = escape(label)
        );
        for (px, py) in &placed {
            let _ = write!(svg, r##"<circle cx="{px:.1}" cy="{py:.1}" r="2.5" fill="{colour}"/>"##);
        }
        if let Some((px, py)) = placed.last() {
            let _ = write!(
                svg,
                r##"<text x="{lx:.1}" y="{ly:.1}" font-size="10" fill="{colour}">{label}</text>"##,
                lx = px + 5.0,
                ly = py + 3.5,
                label = escape(label)
            );
        }
        svg.push_str("</g>\n");
    }
    svg.push_str("</svg>\n");
    svg
}

/// Horizontal bars, one group per label with a bar per value (linear scale from zero), the
/// values written at the bars' ends.
pub(crate) fn bars(
    title: &str,
    axis: Axis<'_>,
    series: &[&str],
    groups: &[(String, Vec<f64>)],
    footer: Footer<'_>,
) -> String {
    let bar = 9.0;
    let gap = 6.0;
    let group_height = bar * series.len() as f64 + gap;
    let height = TOP + 30.0 + group_height * groups.len() as f64 + 40.0;
    let (left, right) = (170.0, WIDTH - 90.0);
    let max = groups.iter().flat_map(|(_, values)| values.iter().copied()).fold(0.0, f64::max);
    let max = if max > 0.0 { max } else { 1.0 };
    let mut svg = header(title, height);
    let _ = writeln!(
        svg,
        r##"<text x="{cx}" y="{at}" text-anchor="middle" font-size="12">{axis}</text>"##,
        cx = WIDTH / 2.0,
        at = TOP - 6.0,
        axis = escape(axis.title)
    );
    for (index, name) in series.iter().enumerate() {
        let x = left + index as f64 * 160.0;
        let _ = writeln!(
            svg,
            r##"<rect x="{x}" y="{y}" width="10" height="10" fill="{colour}"/><text x="{tx}" y="{ty}" font-size="11">{name}</text>"##,
            y = TOP + 2.0,
            colour = PALETTE[index % PALETTE.len()],
            tx = x + 14.0,
            ty = TOP + 11.0,
            name = escape(name)
        );
    }
    for (row, (label, values)) in groups.iter().enumerate() {
        let y = TOP + 24.0 + row as f64 * group_height;
        let _ = writeln!(
            svg,
            r##"<text x="{lx}" y="{ly:.1}" text-anchor="end" font-size="11">{label}</text>"##,
            lx = left - 6.0,
            ly = y + bar * series.len() as f64 / 2.0 + 4.0,
            label = escape(label)
        );
        for (index, value) in values.iter().enumerate() {
            let width = (value / max * (right - left)).max(0.5);
            let by = y + index as f64 * bar;
            let _ = writeln!(
                svg,
                r##"<rect x="{left}" y="{by:.1}" width="{width:.1}" height="{h}" fill="{colour}"><title>{label}: {text}</title></rect><text x="{tx:.1}" y="{ty:.1}" font-size="9" fill="#333">{text}</text>"##,
                h = bar - 1.0,
                colour = PALETTE[index % PALETTE.len()],
                tx = left + width + 4.0,
                ty = by + bar - 1.5,
                text = escape(&axis.unit.label(*value)),
                label = escape(label)
            );
        }
    }
    let _ = write!(
        svg,
        r##"<text x="8" y="{fy}" font-size="10" fill="#666">{footer}</text>
</svg>
"##,
        fy = height - 8.0,
        footer = escape(footer)
    );
    svg
}

/// A legend in the right margin: a swatch (none for a continued line) and a line of text per
/// entry.
fn legend(svg: &mut String, entries: &[(&str, &str)]) {
    let x = WIDTH - RIGHT + 16.0;
    for (index, (colour, text)) in entries.iter().enumerate() {
        let y = TOP + 10.0 + index as f64 * 15.0;
        if !colour.is_empty() {
            let _ = write!(svg, r##"<circle cx="{x}" cy="{y}" r="4" fill="{colour}"/>"##);
        }
        let _ = writeln!(
            svg,
            r##"<text x="{tx}" y="{ty}" font-size="11">{text}</text>"##,
            tx = x + 8.0,
            ty = y + 4.0,
            text = escape(text)
        );
    }
}

/// Point labels placed where they overlap no label placed before: each tries spots around its
/// point and takes the first free one, or the least crowded.
#[derive(Default)]
struct Labels {
    /// Boxes taken: left, top, right, bottom.
    taken: Vec<(f64, f64, f64, f64)>,
}

impl Labels {
    /// Where `text`, labelling the point at (`px`, `py`), goes: x, baseline y, text-anchor.
    fn place(&mut self, px: f64, py: f64, text: &str) -> (f64, f64, &'static str) {
        // About the advance of an average character at font-size 10.
        let width = text.chars().count() as f64 * 5.6;
        let spots: [(f64, f64, &str); 8] = [
            (px + 6.0, py + 3.5, "start"),
            (px - 6.0, py + 3.5, "end"),
            (px + 5.0, py - 6.0, "start"),
            (px + 5.0, py + 13.0, "start"),
            (px - 5.0, py - 6.0, "end"),
            (px - 5.0, py + 13.0, "end"),
            (px, py - 8.0, "middle"),
            (px, py + 16.0, "middle"),
        ];
        let frame = |(x, y, anchor): (f64, f64, &str)| {
            let left = match anchor {
                "start" => x,
                "end" => x - width,
                _ => x - width / 2.0,
            };
            (left, y - 9.0, left + width, y + 2.0)
        };
        let crowding = |spot: (f64, f64, &str)| {
            let (l, t, r, b) = frame(spot);
            let outside =
                f64::from(u8::from(l < LEFT || r > WIDTH - 4.0 || t < TOP || b > HEIGHT - BOTTOM));
            self.taken
                .iter()
                .map(|&(l2, t2, r2, b2)| {
                    (r.min(r2) - l.max(l2)).max(0.0) * (b.min(b2) - t.max(t2)).max(0.0)
                })
                .sum::<f64>()
                + outside * 1e6
        };
        let best = spots
            .iter()
            .copied()
            .find(|spot| crowding(*spot) == 0.0)
            .or_else(|| spots.iter().copied().min_by(|a, b| crowding(*a).total_cmp(&crowding(*b))))
            .unwrap_or(spots[0]);
        self.taken.push(frame(best));
        let anchor = match best.2 {
            "start" => "start",
            "end" => "end",
            _ => "middle",
        };
        (best.0, best.1, anchor)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(label: &str, x: f64, y: f64) -> Point {
        Point { label: label.into(), x, y }
    }

    #[test]
    fn the_pareto_front_keeps_what_nothing_beats_on_both_axes() {
        let points = [
            point("small slow", 10.0, 100.0),
            point("big fast", 100.0, 10.0),
            point("dominated", 50.0, 200.0),
            point("middle", 40.0, 40.0),
        ];
        let front: Vec<&str> =
            pareto_front(&points).into_iter().map(|i| points[i].label.as_str()).collect();
        assert_eq!(front, ["small slow", "middle", "big fast"]);
    }

    #[test]
    fn log_axes_cover_the_data_in_whole_decades_with_readable_ticks() {
        let scale = LogScale::new([120.0, 45_000.0].into_iter());
        assert_eq!((scale.min, scale.max), (100.0, 50_000.0));
        assert_eq!(scale.ticks, [100.0, 1_000.0, 10_000.0]);
        let narrow = LogScale::new([3.0, 7.0].into_iter());
        assert_eq!((narrow.min, narrow.max), (2.0, 10.0));
        assert_eq!(narrow.ticks, [2.0, 5.0, 10.0]);
        assert_eq!(Unit::Nanoseconds.label(2_500.0), "2.5 µs");
        assert_eq!(Unit::Bytes.label(1_000_000.0), "1 MB");
    }

    #[test]
    fn a_scatter_is_one_svg_with_every_label_its_axes_and_its_footer() {
        let axis = |title| Axis { title, unit: Unit::Bytes };
        let svg = scatter(
            "log <size>",
            axis("encoded size"),
            axis("time"),
            &[point("a/b", 10.0, 20.0), point("c/d", 30.0, 5.0)],
            "smaller and faster",
            "commit abc",
        );
        assert!(svg.starts_with("<svg") && svg.trim_end().ends_with("</svg>"));
        for text in ["log &lt;size&gt;", ">a/b<", ">c/d<", "encoded size", "commit abc", "Pareto"] {
            assert!(svg.contains(text), "{text}");
        }
    }
}
