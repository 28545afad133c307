//! Charts as self-contained SVG text: scatter plots on log axes with the Pareto front marked,
//! line charts on log axes, and horizontal bars. No scripts, no fonts to fetch: the same file
//! shows in a Markdown viewer, in a browser from `file://`, and inline in the site.

mod text;

use std::{collections::BTreeMap, fmt::Write};

use text::{Anchor, Rect};

#[cfg(test)]
pub(crate) use text::check::problems;

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
#[derive(Clone, Copy, Debug)]
pub struct Axis<'a> {
    pub title: &'a str,
    pub unit: Unit,
}

/// What an axis measures, for its tick labels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Nanoseconds, shown as ns, µs, ms or s.
    Nanoseconds,
    /// Bytes, shown as B, KB, MB.
    Bytes,
    /// A plain count.
    Count,
    /// Seconds.
    Seconds,
    /// A percentage.
    Percent,
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
            Unit::Percent => format!("{} %", short(value)),
        }
    }
}

/// A labelled point.
#[derive(Clone, Debug)]
pub struct Point {
    pub label: String,
    pub x: f64,
    pub y: f64,
}

/// Where a chart came from, printed under it.
pub type Footer<'a> = &'a str;

/// The points no other point beats on both axes (smaller x and smaller y), by x.
pub fn pareto_front(points: &[Point]) -> Vec<usize> {
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
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// The largest font size up to `size` at which `text` fits in `room` pixels (at least 7).
fn fitted(text: &str, size: f64, bold: bool, room: f64) -> f64 {
    let width = text::width(text, size, bold);
    if width <= room { size } else { (size * room / width).floor().max(7.0) }
}

/// One `<text>` element.
fn text_element(x: f64, y: f64, anchor: Anchor, size: f64, extra: &str, text: &str) -> String {
    format!(
        r#"<text x="{x:.1}" y="{y:.1}" text-anchor="{}" font-size="{size}"{extra}>{}</text>"#,
        anchor.svg(),
        escape(text)
    )
}

/// An SVG element `height` high with a white background and `title` centred on top (in a
/// smaller font if it would not fit).
fn header(title: &str, height: f64) -> String {
    let size = fitted(title, 15.0, true, WIDTH - 16.0);
    format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" font-family="Helvetica, Arial, sans-serif" role="img" aria-label="{label}">
<rect width="100%" height="100%" fill="#ffffff"/>
{title}
"##,
        label = escape(title),
        title =
            text_element(WIDTH / 2.0, 24.0, Anchor::Middle, size, r#" font-weight="bold""#, title)
    )
}

/// The footer line at the bottom of an SVG `height` high, and the closing tag.
fn close(svg: &mut String, footer: Footer<'_>, height: f64) {
    let size = fitted(footer, 10.0, false, WIDTH - 16.0);
    let _ = writeln!(
        svg,
        "{}\n</svg>",
        text_element(8.0, height - 8.0, Anchor::Start, size, r##" fill="#666""##, footer)
    );
}

/// The frame of a plot: grid, ticks and axis titles (the header and footer are the caller's).
fn axes(x: Axis<'_>, y: Axis<'_>, frame: &Frame) -> String {
    let mut svg = String::new();
    let (left, right) = (LEFT, WIDTH - RIGHT);
    let (top, bottom) = (TOP, HEIGHT - BOTTOM);
    for &tick in &frame.x.ticks {
        let (px, _) = frame.place(tick, frame.y.min);
        let _ = writeln!(
            svg,
            r##"<line x1="{px:.1}" y1="{top}" x2="{px:.1}" y2="{bottom}" stroke="#e5e5e5"/>{}"##,
            text_element(
                px,
                bottom + 16.0,
                Anchor::Middle,
                11.0,
                r##" fill="#333""##,
                &x.unit.label(tick)
            )
        );
    }
    for &tick in &frame.y.ticks {
        let (_, py) = frame.place(frame.x.min, tick);
        y_tick(&mut svg, py, &y.unit.label(tick));
    }
    plot_box(&mut svg, y.title);
    let _ = writeln!(
        svg,
        "{}",
        text_element(
            (left + right) / 2.0,
            bottom + 36.0,
            Anchor::Middle,
            fitted(x.title, 12.0, false, WIDTH - 16.0),
            "",
            x.title
        )
    );
    svg
}

/// A horizontal grid line across the plot at `py`, with its tick label left of the plot.
fn y_tick(svg: &mut String, py: f64, label: &str) {
    let (left, right) = (LEFT, WIDTH - RIGHT);
    let _ = writeln!(
        svg,
        r##"<line x1="{left}" y1="{py:.1}" x2="{right}" y2="{py:.1}" stroke="#e5e5e5"/>{}"##,
        text_element(left - 6.0, py + 4.0, Anchor::End, 11.0, r##" fill="#333""##, label)
    );
}

/// The plot's frame and the y axis's title, turned on end left of it.
fn plot_box(svg: &mut String, y_title: &str) {
    let (left, right, top, bottom) = (LEFT, WIDTH - RIGHT, TOP, HEIGHT - BOTTOM);
    let y_size = fitted(y_title, 12.0, false, bottom - top);
    let _ = writeln!(
        svg,
        r##"<rect x="{left}" y="{top}" width="{w}" height="{h}" fill="none" stroke="#888"/>
<text transform="translate(18 {yc}) rotate(-90)" text-anchor="middle" font-size="{y_size}">{y_title}</text>"##,
        w = right - left,
        h = bottom - top,
        yc = (top + bottom) / 2.0,
        y_title = escape(y_title),
    );
}

/// Where a label goes: its text's left end and baseline, and the leader line from its point when
/// it sits away from it.
#[derive(Clone, Copy, Debug)]
struct Placed {
    x: f64,
    y: f64,
    leader: Option<((f64, f64), (f64, f64))>,
}

/// Labels placed so that none covers another, a point, or a leader line, inside a bounding box:
/// each tries spots around its point, nearest first, then further out with a leader line.
struct Layout {
    bounds: Rect,
    points: Vec<Rect>,
    labels: Vec<Rect>,
    leaders: Vec<((f64, f64), (f64, f64))>,
}

/// Room kept around a label, so that rounding the coordinates to a tenth never makes boxes touch.
const GAP: f64 = 1.5;
/// The point marker's radius.
const POINT: f64 = 4.0;
/// How far from its point a label may go, and whether its leader line may cross other labels.
#[derive(Clone, Copy, Debug)]
struct Reach {
    pixels: f64,
    cross_labels: bool,
}

/// A name goes this far (with a leader line) before its point gets a number instead.
const NAME: Reach = Reach { pixels: 200.0, cross_labels: false };
/// A number goes anywhere in the plot.
const NUMBER: Reach = Reach { pixels: WIDTH, cross_labels: false };
const NUMBER_CROSSING: Reach = Reach { pixels: WIDTH, cross_labels: true };

impl Layout {
    fn new(bounds: Rect, points: &[(f64, f64)]) -> Layout {
        let points = points
            .iter()
            .map(|&(x, y)| Rect {
                left: x - POINT,
                top: y - POINT,
                right: x + POINT,
                bottom: y + POINT,
            })
            .collect();
        Layout { bounds, points, labels: Vec::new(), leaders: Vec::new() }
    }

    /// Places `text` near the point (`px`, `py`), at most `reach` pixels away, or returns `None`
    /// when no spot within reach is free.
    fn place(
        &mut self,
        px: f64,
        py: f64,
        text: &str,
        size: f64,
        bold: bool,
        reach: Reach,
    ) -> Option<Placed> {
        let width = text::width(text, size, bold);
        let height = (text::ASCENT + text::DESCENT) * size;
        // Right and left first (labels read best beside their point), then above and below,
        // then the diagonals and between them.
        let angles: [f64; 16] = [
            0.0, 180.0, 90.0, 270.0, 45.0, 135.0, 315.0, 225.0, 22.5, 157.5, 337.5, 202.5, 67.5,
            112.5, 292.5, 247.5,
        ];
        let distances = [POINT + 2.0, 10.0, 18.0, 28.0, 40.0, 54.0, 70.0, 88.0, 110.0, 135.0]
            .into_iter()
            .chain((1..).map(|step| 135.0 + 30.0 * f64::from(step)))
            .take_while(|distance| *distance <= reach.pixels);
        for distance in distances {
            // Far out, a ring is long: more angles, so that no gap between spots goes untried.
            let extra: Vec<f64> = if distance > 100.0 {
                (0..24).map(|step| 7.5 + 15.0 * f64::from(step)).collect()
            } else {
                Vec::new()
            };
            for angle in angles.into_iter().chain(extra) {
                let (cos, sin) = (angle.to_radians().cos(), angle.to_radians().sin());
                let (ax, ay) = (px + distance * cos, py - distance * sin);
                let left = if cos > 0.38 {
                    ax
                } else if cos < -0.38 {
                    ax - width
                } else {
                    ax - width / 2.0
                };
                let top = if sin > 0.38 {
                    ay - height
                } else if sin < -0.38 {
                    ay
                } else {
                    ay - height / 2.0
                };
                let rect = Rect { left, top, right: left + width, bottom: top + height };
                let leader = (distance > POINT + 2.0).then(|| {
                    let to = rect.nearest(px, py);
                    let length = ((to.0 - px).powi(2) + (to.1 - py).powi(2)).sqrt().max(1e-9);
                    let from =
                        (px + (to.0 - px) * POINT / length, py + (to.1 - py) * POINT / length);
                    (from, to)
                });
                if self.free(&rect, leader, reach) {
                    self.labels.push(rect);
                    self.leaders.extend(leader);
                    return Some(Placed {
                        x: rect.left,
                        y: rect.top + text::ASCENT * size,
                        leader,
                    });
                }
            }
        }
        None
    }

    /// Whether a label may take `rect`, reached from its point by `leader`: inside the bounds,
    /// over no point, label or leader line, and its leader across no other label unless `reach`
    /// allows it (a leader may pass over points: in a cluster they overlap one another).
    fn free(&self, rect: &Rect, leader: Option<((f64, f64), (f64, f64))>, reach: Reach) -> bool {
        let padded = rect.grown(GAP);
        if !padded.inside(&self.bounds) {
            return false;
        }
        let hit = |other: &Rect| other.intersects(&padded);
        if self.labels.iter().any(hit) || self.points.iter().any(hit) {
            return false;
        }
        if self.leaders.iter().any(|&(a, b)| padded.crossed_by(a, b)) {
            return false;
        }
        reach.cross_labels
            || leader.is_none_or(|(a, b)| {
                !self.labels.iter().any(|label| label.grown(GAP).crossed_by(a, b))
            })
    }
}

/// A scatter plot of `points` on log axes, the Pareto front (smaller on both axes is better)
/// drawn as a line through its points, in red, with a legend that says what the front means
/// (`front`: "smaller and faster"). Each point is labelled beside it where there is room, further
/// out with a leader line where there is not, and by a number with a key under the chart as a
/// last resort; no label covers another, a point, or the legend.
pub fn scatter(
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
    let front = pareto_front(points);
    let placed: Vec<(f64, f64)> =
        points.iter().map(|point| frame.place(point.x, point.y)).collect();
    let plot = Rect { left: LEFT, top: TOP, right: WIDTH - RIGHT, bottom: HEIGHT - BOTTOM };
    let mut layout = Layout::new(plot, &placed);
    // The front's labels are placed first, so that they are the ones nearest their points.
    let mut order: Vec<usize> = front.clone();
    order.extend((0..points.len()).filter(|index| !front.contains(index)));
    let mut labels: Vec<Option<(String, Placed, f64)>> = vec![None; points.len()];
    let mut numbered = Vec::new();
    for &index in &order {
        let (px, py) = placed[index];
        let bold = front.contains(&index);
        if let Some(spot) = layout.place(px, py, &points[index].label, 10.0, bold, NAME) {
            labels[index] = Some((points[index].label.clone(), spot, 10.0));
        } else {
            numbered.push(index);
        }
    }
    for (number, &index) in numbered.iter().enumerate() {
        let (px, py) = placed[index];
        let text = (number + 1).to_string();
        // A one- or two-digit number fits where a name did not, anywhere in the plot, its
        // leader across other labels if need be; if even that fails, it sits on the point's
        // right (the test over every chart would say so).
        let spot = layout
            .place(px, py, &text, 9.0, true, NUMBER)
            .or_else(|| layout.place(px, py, &text, 9.0, true, NUMBER_CROSSING))
            .unwrap_or(Placed { x: px + POINT + 2.0, y: py + 3.0, leader: None });
        labels[index] = Some((text, spot, 9.0));
    }
    // The key of numbered points, in columns under the axis title.
    let key_columns = 3;
    let key_rows = numbered.len().div_ceil(key_columns);
    let height = HEIGHT + if key_rows > 0 { key_rows as f64 * 13.0 + 4.0 } else { 0.0 };

    let mut svg = header(title, height);
    svg.push_str(&axes(x, y, &frame));
    let path: Vec<String> = front
        .iter()
        .map(|&index| format!("{:.1},{:.1}", placed[index].0, placed[index].1))
        .collect();
    let _ = writeln!(
        svg,
        r##"<polyline points="{}" fill="none" stroke="{FRONT}" stroke-width="1.5" stroke-dasharray="5 3"/>"##,
        path.join(" ")
    );
    for &index in &order {
        let point = &points[index];
        let (px, py) = placed[index];
        let on_front = front.contains(&index);
        let (colour, weight) = if on_front { (FRONT, "bold") } else { (DOMINATED, "normal") };
        let _ = write!(
            svg,
            r##"<g><title>{label}: {xv}, {yv}</title><circle cx="{px:.1}" cy="{py:.1}" r="{POINT}" fill="{colour}" fill-opacity="0.85"/>"##,
            label = escape(&point.label),
            xv = escape(&x.unit.label(point.x)),
            yv = escape(&y.unit.label(point.y)),
        );
        if let Some((text, spot, size)) = &labels[index] {
            if let Some(((x1, y1), (x2, y2))) = spot.leader {
                let _ = write!(
                    svg,
                    r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="#999" stroke-width="0.7"/>"##
                );
            }
            let extra = format!(r##" font-weight="{weight}" fill="#222""##);
            svg.push_str(&text_element(spot.x, spot.y, Anchor::Start, *size, &extra, text));
        }
        svg.push_str("</g>\n");
    }
    for (number, &index) in numbered.iter().enumerate() {
        let (column, row) = (number / key_rows.max(1), number % key_rows.max(1));
        let column_width = (WIDTH - 16.0) / key_columns as f64;
        let text = format!("{}: {}", number + 1, points[index].label);
        let size = fitted(&text, 10.0, false, column_width - 8.0);
        svg.push_str(&text_element(
            8.0 + column as f64 * column_width,
            HEIGHT - 24.0 + row as f64 * 13.0,
            Anchor::Start,
            size,
            r##" fill="#222""##,
            &text,
        ));
        svg.push('\n');
    }
    legend(
        &mut svg,
        &[
            (FRONT, "Pareto front: nothing else is both"),
            ("", front_meaning),
            (DOMINATED, "dominated"),
        ],
    );
    close(&mut svg, footer, height);
    svg
}

/// One line per series on log axes, each named in the right margin beside its last point, the
/// names spread out so that none covers another and joined to their points by leader lines.
pub fn lines(
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
    let mut svg = header(title, HEIGHT);
    svg.push_str(&axes(x, y, &frame));
    let ends: Vec<Option<(f64, f64)>> =
        series.iter().map(|(_, points)| points.last().map(|&(x, y)| frame.place(x, y))).collect();
    let names: Vec<(usize, f64)> =
        ends.iter().enumerate().filter_map(|(index, end)| Some((index, end.as_ref()?.1))).collect();
    let (baselines, size) = spread(&names, TOP, HEIGHT - BOTTOM, 10.0);
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
        if let (Some(&(px, py)), Some(&baseline)) = (placed.last(), baselines.get(&index)) {
            end_label(&mut svg, (px + 3.0, py), baseline, size, colour, label);
        }
        svg.push_str("</g>\n");
    }
    close(&mut svg, footer, HEIGHT);
    svg
}

/// One line of a chart over releases: its name, a value per release (`None`: a gap), and the
/// releases where it takes a flagged step (indices into the values).
#[derive(Clone, Debug)]
pub struct Released {
    pub label: String,
    pub values: Vec<Option<f64>>,
    pub flagged: Vec<usize>,
}

/// A linear axis over the data's range, with ticks at a 1-2-5 step giving four to ten of them.
fn linear_ticks(low: f64, high: f64) -> (f64, f64, Vec<f64>) {
    let span = (high - low).max(high.abs() * 1e-3).max(1e-9);
    let raw = span / 6.0;
    let decade = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0].into_iter().map(|m| m * decade).find(|s| *s >= raw);
    let step = step.unwrap_or(10.0 * decade);
    let min = (low / step).floor() * step;
    let max = ((high / step).ceil() * step).max(min + step);
    let ticks = (0..).map(|k| min + f64::from(k) * step).take_while(|t| *t <= max + step * 1e-6);
    (min, max, ticks.collect())
}

/// One line per series over the releases, evenly spaced on the x axis and named under it (every
/// k-th where they would not fit; in grey where no series has a value), on a linear y axis; each flagged step ringed in red, a gap
/// where a release has no value, and each series named in the right margin beside its last
/// point.
pub fn releases(
    title: &str,
    versions: &[String],
    y: Axis<'_>,
    series: &[Released],
    footer: Footer<'_>,
) -> String {
    let values = || series.iter().flat_map(|one| one.values.iter().flatten().copied());
    let low = values().fold(f64::INFINITY, f64::min);
    let high = values().fold(f64::NEG_INFINITY, f64::max);
    let (low, high) = if low.is_finite() { (low, high) } else { (0.0, 1.0) };
    let (min, max, ticks) = linear_ticks(low, high);
    let (left, right, top, bottom) = (LEFT, WIDTH - RIGHT, TOP, HEIGHT - BOTTOM);
    let slots = versions.len().max(1) as f64;
    let place_x = |release: usize| left + (release as f64 + 0.5) / slots * (right - left);
    let place_y = |value: f64| top + (1.0 - (value - min) / (max - min)) * (bottom - top);
    let mut svg = header(title, HEIGHT);
    for &tick in &ticks {
        y_tick(&mut svg, place_y(tick), &y.unit.label(tick));
    }
    // Version names turned on end, every `every`-th where a line each would not fit.
    let size = 10.0;
    let line = (text::ASCENT + text::DESCENT) * size + 2.0;
    let every = ((line * slots) / (right - left)).ceil().max(1.0) as usize;
    for (index, version) in versions.iter().enumerate() {
        let px = place_x(index);
        // The last release is always named; a k-th too near it gives way.
        let last = versions.len() - 1;
        let named = index == last || (index % every == 0 && last - index >= every);
        let _ = write!(
            svg,
            r##"<line x1="{px:.1}" y1="{bottom}" x2="{px:.1}" y2="{}" stroke="#888"/>"##,
            bottom + 4.0
        );
        if named {
            let fitted = fitted(version, size, false, BOTTOM - 30.0);
            // A release with no value at all (it did not build) is named in grey.
            let counted =
                series.iter().any(|one| one.values.get(index).is_some_and(Option::is_some));
            let colour = if counted { "#333" } else { "#aaa" };
            let _ = writeln!(
                svg,
                r##"<text transform="translate({:.1} {}) rotate(-90)" text-anchor="end" font-size="{fitted}" fill="{colour}">{}</text>"##,
                px + 0.3 * fitted,
                bottom + 7.0,
                escape(version)
            );
        }
    }
    plot_box(&mut svg, y.title);
    let ends: Vec<(usize, f64)> = series
        .iter()
        .enumerate()
        .filter_map(|(index, one)| Some((index, place_y(*one.values.iter().flatten().last()?))))
        .collect();
    let (baselines, label_size) = spread(&ends, TOP, HEIGHT - BOTTOM, 10.0);
    for (index, one) in series.iter().enumerate() {
        let colour = PALETTE[index % PALETTE.len()];
        let _ = write!(svg, "<g><title>{}</title>", escape(&one.label));
        // A polyline per run of releases with values: a release without one is a gap.
        let mut runs: Vec<Vec<(f64, f64)>> = vec![Vec::new()];
        for (release, value) in one.values.iter().enumerate() {
            match value {
                Some(value) => runs.last_mut().into_iter().for_each(|run| {
                    run.push((place_x(release), place_y(*value)));
                }),
                None => runs.push(Vec::new()),
            }
        }
        for run in runs.iter().filter(|run| !run.is_empty()) {
            let path: Vec<String> = run.iter().map(|(px, py)| format!("{px:.1},{py:.1}")).collect();
            let _ = write!(
                svg,
                r##"<polyline points="{}" fill="none" stroke="{colour}" stroke-width="1.8"/>"##,
                path.join(" ")
            );
        }
        for (release, value) in one.values.iter().enumerate() {
            let Some(value) = value else { continue };
            let (px, py) = (place_x(release), place_y(*value));
            let _ = write!(svg, r##"<circle cx="{px:.1}" cy="{py:.1}" r="2.2" fill="{colour}"/>"##);
            if one.flagged.contains(&release) {
                let _ = write!(
                    svg,
                    r##"<circle cx="{px:.1}" cy="{py:.1}" r="5" fill="none" stroke="{FRONT}" stroke-width="1.4"><title>{}: a step of more than 1 % at {}</title></circle>"##,
                    escape(&one.label),
                    escape(&versions[release])
                );
            }
        }
        let last = one.values.iter().enumerate().filter_map(|(r, v)| Some((r, (*v)?))).next_back();
        if let (Some((release, value)), Some(&baseline)) = (last, baselines.get(&index)) {
            let point = (place_x(release) + 6.0, place_y(value));
            end_label(&mut svg, point, baseline, label_size, colour, &one.label);
        }
        svg.push_str("</g>\n");
    }
    close(&mut svg, footer, HEIGHT);
    svg
}

/// A series' name in the right margin at `baseline` (in a font up to `size` that fits the
/// margin), joined by a leader line from `from`, just right of its last point.
fn end_label(
    svg: &mut String,
    from: (f64, f64),
    baseline: f64,
    size: f64,
    colour: &str,
    label: &str,
) {
    let label_x = WIDTH - RIGHT + 14.0;
    let size = fitted(label, size, false, WIDTH - 4.0 - label_x);
    let _ = write!(
        svg,
        r##"<line x1="{x1:.1}" y1="{y1:.1}" x2="{x2:.1}" y2="{y2:.1}" stroke="{colour}" stroke-width="0.7"/>{}"##,
        text_element(
            label_x,
            baseline,
            Anchor::Start,
            size,
            &format!(r#" fill="{colour}""#),
            label
        ),
        x1 = from.0,
        y1 = from.1,
        x2 = label_x - 2.0,
        y2 = baseline - 0.3 * size,
    );
}

/// Baselines for labels that would sit at the given heights, in a column from `top` to
/// `bottom`, at least a line apart and each as near its height as that allows; and the font size,
/// `size` or smaller when the column cannot hold them all at `size`.
fn spread(
    wanted: &[(usize, f64)],
    top: f64,
    bottom: f64,
    size: f64,
) -> (BTreeMap<usize, f64>, f64) {
    let mut order: Vec<(usize, f64)> = wanted.to_vec();
    order.sort_by(|a, b| a.1.total_cmp(&b.1));
    let count = order.len().max(1) as f64;
    let line = (size * 1.2).min((bottom - top) / count);
    let size = size.min(line / 1.2);
    // Baselines: a label's box spans ASCENT above and DESCENT below.
    let (first, last) = (top + text::ASCENT * size + GAP, bottom - text::DESCENT * size - GAP);
    let mut baselines: Vec<f64> = Vec::with_capacity(order.len());
    for &(_, y) in &order {
        let wanted = (y + 0.3 * size).clamp(first, last);
        let lowest = baselines.last().map_or(first, |previous| previous + line);
        baselines.push(wanted.max(lowest));
    }
    // Pushed past the bottom: move up from the end, keeping the spacing.
    let mut limit = last;
    for baseline in baselines.iter_mut().rev() {
        *baseline = baseline.min(limit);
        limit = *baseline - line;
    }
    (order.iter().map(|&(index, _)| index).zip(baselines).collect(), size)
}

/// Horizontal bars, one group per label with a bar per value (linear scale from zero), the
/// values written at the bars' ends.
pub fn bars(
    title: &str,
    axis: Axis<'_>,
    series: &[&str],
    groups: &[(String, Vec<f64>)],
    footer: Footer<'_>,
) -> String {
    let bar = 11.0;
    let gap = 6.0;
    let group_height = bar * series.len() as f64 + gap;
    let (left, right) = (170.0, WIDTH - 90.0);
    // The legend's entries in rows, each as wide as its text.
    let mut legend = Vec::new();
    let (mut x, mut row) = (left, 0.0);
    for (index, name) in series.iter().enumerate() {
        let width = 14.0 + text::width(name, 11.0, false);
        if x + width > WIDTH - 8.0 && x > left {
            (x, row) = (left, row + 16.0);
        }
        legend.push((x, TOP + 2.0 + row, index, *name));
        x += width + 24.0;
    }
    let first_group = TOP + 24.0 + row;
    let height = first_group + group_height * groups.len() as f64 + 40.0;
    let max = groups.iter().flat_map(|(_, values)| values.iter().copied()).fold(0.0, f64::max);
    let max = if max > 0.0 { max } else { 1.0 };
    let mut svg = header(title, height);
    let _ = writeln!(
        svg,
        "{}",
        text_element(
            WIDTH / 2.0,
            TOP - 6.0,
            Anchor::Middle,
            fitted(axis.title, 12.0, false, WIDTH - 16.0),
            "",
            axis.title
        )
    );
    for (x, y, index, name) in legend {
        let _ = writeln!(
            svg,
            r##"<rect x="{x}" y="{y}" width="10" height="10" fill="{colour}"/>{}"##,
            text_element(x + 14.0, y + 9.0, Anchor::Start, 11.0, "", name),
            colour = PALETTE[index % PALETTE.len()],
        );
    }
    for (row, (label, values)) in groups.iter().enumerate() {
        let y = first_group + row as f64 * group_height;
        let size = fitted(label, 11.0, false, left - 10.0);
        let _ = writeln!(
            svg,
            "{}",
            text_element(
                left - 6.0,
                y + bar * series.len() as f64 / 2.0 + 4.0,
                Anchor::End,
                size,
                "",
                label
            )
        );
        for (index, value) in values.iter().enumerate() {
            let width = (value / max * (right - left)).max(0.5);
            let by = y + index as f64 * bar;
            let text = axis.unit.label(*value);
            let _ = writeln!(
                svg,
                r##"<rect x="{left}" y="{by:.1}" width="{width:.1}" height="{h}" fill="{colour}"><title>{label}: {escaped}</title></rect>{}"##,
                text_element(
                    left + width + 4.0,
                    by + bar - 2.5,
                    Anchor::Start,
                    9.0,
                    r##" fill="#333""##,
                    &text
                ),
                h = bar - 1.0,
                colour = PALETTE[index % PALETTE.len()],
                escaped = escape(&text),
                label = escape(label)
            );
        }
    }
    close(&mut svg, footer, height);
    svg
}

/// A legend in the right margin: a swatch (none for a continued line) and its text, wrapped to
/// the margin's width, per entry.
fn legend(svg: &mut String, entries: &[(&str, &str)]) {
    let x = WIDTH - RIGHT + 16.0;
    let room = WIDTH - 4.0 - (x + 8.0);
    let mut y = TOP + 10.0;
    for (colour, text) in entries {
        if !colour.is_empty() {
            let _ = write!(svg, r##"<circle cx="{x}" cy="{y}" r="4" fill="{colour}"/>"##);
        }
        for line in wrap(text, 11.0, room) {
            let _ =
                writeln!(svg, "{}", text_element(x + 8.0, y + 4.0, Anchor::Start, 11.0, "", &line));
            y += 15.0;
        }
    }
}

/// `text` in lines no wider than `room` at `size`, broken between words.
fn wrap(text: &str, size: f64, room: f64) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if text::width(&format!("{line} {word}"), size, false) <= room => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
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

    fn readable(svg: &str) {
        let problems = problems(svg);
        assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    }

    /// Forty points in two tight clusters, with long names: labels move out with leader lines,
    /// and what still finds no room is numbered with a key; nothing overlaps.
    #[test]
    fn a_crowded_scatter_stays_readable() {
        let points: Vec<Point> = (0..40)
            .map(|index| {
                let cluster = if index % 2 == 0 { 1.0 } else { 30.0 };
                let wobble = 1.0 + f64::from(index) * 0.002;
                point(&format!("library-{index}/variant+setting"), cluster * wobble, 5.0 * wobble)
            })
            .collect();
        let axis = |title| Axis { title, unit: Unit::Nanoseconds };
        let svg =
            scatter("crowded", axis("x"), axis("y"), &points, "cheaper to build and faster", "f");
        readable(&svg);
        for index in 0..40 {
            assert!(svg.contains(&format!("library-{index}/variant+setting")), "{index}");
        }
    }

    #[test]
    fn converging_lines_get_their_names_spread_in_the_margin() {
        let series: Vec<(String, Vec<(f64, f64)>)> = (0..35)
            .map(|index| {
                let name = format!("format-{index}/variant");
                (name, vec![(1.0, 100.0 + f64::from(index)), (1000.0, 5.0)])
            })
            .collect();
        let axis = |title| Axis { title, unit: Unit::Count };
        readable(&lines("lines", axis("x"), axis("y"), &series, "footer"));
    }

    #[test]
    fn bars_wrap_their_legend_and_fit_their_labels() {
        let series = ["serialize, a long name", "deserialize, a longer name", "third", "fourth"];
        let groups: Vec<(String, Vec<f64>)> = (0..5)
            .map(|index| (format!("a very long format/variant name {index}"), vec![1e6; 4]))
            .collect();
        let axis = Axis { title: "allocations", unit: Unit::Count };
        readable(&bars("bars", axis, &series, &groups, "footer"));
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
