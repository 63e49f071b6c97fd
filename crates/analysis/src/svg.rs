//! Small SVG charts for the HTML reports: bars with 95% intervals and line charts. Written as
//! text (a few rectangles, lines and labels), so that a report is one file with no scripts, no
//! fonts and nothing fetched.

use std::fmt::Write;

/// The size of a chart, in its own units, and its font size. A chart is drawn at most this
/// wide (`max-width: 100%` shrinks it), so its text is `font` pixels at full size.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Frame {
    pub width: f64,
    pub height: f64,
    pub font: f64,
    /// Room left of the plot (the y axis's labels) and below it (the x axis and the legend).
    pub left: f64,
    pub bottom: f64,
}

/// The charts of the balance report: 680 wide, 12-pixel text.
pub const WIDE: Frame = Frame {
    width: 680.0,
    height: 300.0,
    font: 12.0,
    left: 60.0,
    bottom: 50.0,
};

/// A chart that stays readable on a phone: 360 wide with 15-pixel text, so that shrunk to a
/// 390-pixel screen's column (about 300 pixels) its text is still above 12 pixels.
pub const NARROW: Frame = Frame {
    width: 360.0,
    height: 240.0,
    font: 15.0,
    left: 50.0,
    bottom: 44.0,
};

const RIGHT: f64 = 14.0;

/// The colours of seats 0..3 (and further series).
pub const COLOURS: [&str; 6] = [
    "#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
];

/// Text made safe for SVG and HTML.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// One bar: its value and 95% interval.
pub struct Bar {
    pub label: String,
    pub value: f64,
    pub low: f64,
    pub high: f64,
}

/// The lines of `text` that fit `width` at font size `font` (a sans-serif letter is taken as
/// 0.6 of the font size wide, which holds for Latin and Cyrillic text).
pub fn wrap(text: &str, width: f64, font: f64) -> Vec<String> {
    let fits = ((width / (0.6 * font)).floor() as usize).max(8);
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > fits {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// `text` cut to `chars` letters, with an ellipsis where it was cut.
fn clip(text: &str, chars: usize) -> String {
    if text.chars().count() <= chars {
        return text.to_string();
    }
    let mut cut: String = text.chars().take(chars.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

/// Opens the chart with its title (wrapped to the width); returns where the plot may start.
fn open(out: &mut String, f: &Frame, title: &str, height: f64) -> f64 {
    let title_font = f.font + 2.0;
    let rows = wrap(title, f.width - 2.0 * RIGHT, title_font);
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {w} {height}" width="{w}" height="{height}" role="img" font-family="sans-serif" font-size="{font}"><title>{t}</title>"#,
        w = f.width,
        font = f.font,
        t = escape(title),
    );
    let mut y = 4.0;
    for row in &rows {
        y += title_font + 3.0;
        let _ = write!(
            out,
            r#"<text x="{x}" y="{y:.1}" text-anchor="middle" font-size="{title_font}" font-weight="bold">{}</text>"#,
            escape(row),
            x = f.width / 2.0,
        );
    }
    y + title_font
}

/// Where values go: the plot's box within the frame.
#[derive(Clone, Copy)]
struct Plot {
    left: f64,
    right: f64,
    top: f64,
    bottom: f64,
}

impl Plot {
    fn y_of(&self, v: f64, lo: f64, hi: f64) -> f64 {
        let span = (hi - lo).max(1e-9);
        self.top + (self.bottom - self.top) * (1.0 - (v - lo) / span)
    }

    fn x_of(&self, v: f64, lo: f64, hi: f64) -> f64 {
        let span = (hi - lo).max(1e-9);
        self.left + (self.right - self.left) * (v - lo) / span
    }
}

/// Horizontal grid lines with labels at "nice" steps between `lo` and `hi`.
fn y_axis(out: &mut String, p: &Plot, font: f64, lo: f64, hi: f64, fmt: &dyn Fn(f64) -> String) {
    let span = (hi - lo).max(1e-9);
    let raw = span / 5.0;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 2.5, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag);
    let mut v = (lo / step).ceil() * step;
    while v <= hi + 1e-9 {
        let y = p.y_of(v, lo, hi);
        let _ = write!(
            out,
            r##"<line x1="{x1}" x2="{x2}" y1="{y:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{x}" y="{ty:.1}" text-anchor="end">{label}</text>"##,
            x1 = p.left,
            x2 = p.right,
            x = p.left - 6.0,
            ty = y + font / 3.0,
            label = escape(&fmt(v))
        );
        v += step;
    }
}

/// Bars with their 95% intervals as whiskers, and an optional dashed reference line (e.g. the
/// win rate every seat would have if the game were fair). Drawn in the [`WIDE`] frame.
pub fn bars(
    title: &str,
    bars: &[Bar],
    reference: Option<f64>,
    fmt: &dyn Fn(f64) -> String,
) -> String {
    let f = WIDE;
    let mut out = String::new();
    let top = open(&mut out, &f, title, f.height);
    let p = Plot {
        left: f.left,
        right: f.width - RIGHT,
        top,
        bottom: f.height - f.bottom,
    };
    let mut lo = bars
        .iter()
        .map(|b| b.low.min(b.value))
        .fold(0.0f64, f64::min);
    let mut hi = bars
        .iter()
        .map(|b| b.high.max(b.value))
        .fold(f64::MIN, f64::max);
    if let Some(r) = reference {
        lo = lo.min(r);
        hi = hi.max(r);
    }
    if hi <= lo {
        hi = lo + 1.0;
    }
    hi += (hi - lo) * 0.05;
    y_axis(&mut out, &p, f.font, lo, hi, fmt);
    let n = bars.len().max(1) as f64;
    let slot = (p.right - p.left) / n;
    let zero = p.y_of(0.0, lo, hi);
    for (i, b) in bars.iter().enumerate() {
        let x = p.left + slot * i as f64 + slot * 0.2;
        let w = slot * 0.6;
        let y = p.y_of(b.value, lo, hi);
        let (top, height) = if y < zero {
            (y, zero - y)
        } else {
            (zero, y - zero)
        };
        let cx = x + w / 2.0;
        let _ = write!(
            out,
            r##"<rect x="{x:.1}" y="{top:.1}" width="{w:.1}" height="{height:.1}" fill="{c}" fill-opacity="0.75"><title>{tip}</title></rect><line x1="{cx:.1}" x2="{cx:.1}" y1="{yl:.1}" y2="{yh:.1}" stroke="#000"/><line x1="{a:.1}" x2="{b:.1}" y1="{yl:.1}" y2="{yl:.1}" stroke="#000"/><line x1="{a:.1}" x2="{b:.1}" y1="{yh:.1}" y2="{yh:.1}" stroke="#000"/><text x="{cx:.1}" y="{ty:.1}" text-anchor="middle">{label}</text>"##,
            c = COLOURS[i % COLOURS.len()],
            tip = escape(&format!(
                "{}: {} ({} to {})",
                b.label,
                fmt(b.value),
                fmt(b.low),
                fmt(b.high)
            )),
            yl = p.y_of(b.low, lo, hi),
            yh = p.y_of(b.high, lo, hi),
            a = cx - 6.0,
            b = cx + 6.0,
            ty = p.bottom + 16.0,
            label = escape(&b.label),
        );
    }
    if let Some(r) = reference {
        let y = p.y_of(r, lo, hi);
        let _ = write!(
            out,
            r##"<line x1="{x1}" x2="{x2}" y1="{y:.1}" y2="{y:.1}" stroke="#444" stroke-dasharray="5,4"/>"##,
            x1 = p.left,
            x2 = p.right
        );
    }
    let _ = write!(
        out,
        r##"<line x1="{x1}" x2="{x2}" y1="{zero:.1}" y2="{zero:.1}" stroke="#000"/></svg>"##,
        x1 = p.left,
        x2 = p.right
    );
    out
}

/// One line of a line chart.
pub struct Series {
    pub label: String,
    pub points: Vec<(f64, f64)>,
    /// Per point (when not empty): what it stands for, as the id of an element of the page
    /// (`d12`). The point is then a link to `#id` with `data-id`, so that a page without
    /// scripts jumps there and a page with scripts can do more.
    pub links: Vec<String>,
}

/// Lines over a common x axis, with a legend; points as small circles with their values as
/// tooltips.
pub fn lines(
    title: &str,
    x_label: &str,
    series: &[Series],
    y_range: Option<(f64, f64)>,
    fmt: &dyn Fn(f64) -> String,
) -> String {
    lines_in(&WIDE, title, x_label, series, y_range, fmt)
}

/// [`lines`] in frame `f`. The legend names each series on a row of its own when the frame is
/// too narrow for one row, each name cut to the width.
pub fn lines_in(
    f: &Frame,
    title: &str,
    x_label: &str,
    series: &[Series],
    y_range: Option<(f64, f64)>,
    fmt: &dyn Fn(f64) -> String,
) -> String {
    let letter = 0.6 * f.font;
    // The legend's columns fit the longest name, as many to a row as the width holds.
    let longest = series
        .iter()
        .map(|s| s.label.chars().count())
        .max()
        .unwrap_or(0);
    let column = 130.0f64.max(24.0 + letter * longest as f64);
    let legend_left = 8.0;
    let per_row = (((f.width - legend_left) / column).floor() as usize).max(1);
    let legend_rows = series.len().div_ceil(per_row).max(1);
    let row_height = f.font + 6.0;
    let height = f.height + row_height * (legend_rows - 1) as f64;
    let mut out = String::new();
    let top = open(&mut out, f, title, height);
    let p = Plot {
        left: f.left,
        right: f.width - RIGHT,
        top,
        bottom: height - f.bottom - row_height * (legend_rows - 1) as f64,
    };
    let all = || series.iter().flat_map(|s| s.points.iter());
    let (x_lo, x_hi) = all().fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.0), b.max(p.0)));
    let (x_lo, x_hi) = if x_lo > x_hi {
        (0.0, 1.0)
    } else {
        (x_lo, x_hi.max(x_lo + 1.0))
    };
    let (lo, hi) = y_range.unwrap_or_else(|| {
        let (a, b) = all().fold((f64::MAX, f64::MIN), |(a, b), p| (a.min(p.1), b.max(p.1)));
        if a > b {
            (0.0, 1.0)
        } else {
            (a.min(0.0), b.max(a + 1e-9) * 1.05)
        }
    });
    y_axis(&mut out, &p, f.font, lo, hi, fmt);
    for (i, s) in series.iter().enumerate() {
        let c = COLOURS[i % COLOURS.len()];
        let pts: Vec<String> = s
            .points
            .iter()
            .map(|q| format!("{:.1},{:.1}", p.x_of(q.0, x_lo, x_hi), p.y_of(q.1, lo, hi)))
            .collect();
        let _ = write!(
            out,
            r##"<polyline fill="none" stroke="{c}" stroke-width="1.8" points="{}"/>"##,
            pts.join(" ")
        );
        if s.points.len() <= 400 || !s.links.is_empty() {
            for (k, q) in s.points.iter().enumerate() {
                let circle = format!(
                    r##"<circle cx="{:.1}" cy="{:.1}" r="2.6" fill="{c}"><title>{}</title></circle>"##,
                    p.x_of(q.0, x_lo, x_hi),
                    p.y_of(q.1, lo, hi),
                    escape(&format!("{} at {}: {}", s.label, q.0, fmt(q.1)))
                );
                match s.links.get(k) {
                    Some(id) => {
                        let _ = write!(
                            out,
                            r##"<a href="#{id}" data-id="{id}">{circle}</a>"##,
                            id = escape(id)
                        );
                    }
                    None => out.push_str(&circle),
                }
            }
        }
        let lx = legend_left + column * (i % per_row) as f64;
        let ly = height - 10.0 - row_height * (legend_rows - 1 - i / per_row) as f64;
        let fits = ((column - 20.0) / letter).floor() as usize;
        let label = if per_row == 1 {
            clip(&s.label, ((f.width - lx - 20.0) / letter).floor() as usize)
        } else {
            clip(&s.label, fits)
        };
        let _ = write!(
            out,
            r##"<rect x="{lx:.1}" y="{ry:.1}" width="12" height="12" fill="{c}"/><text x="{tx:.1}" y="{ly:.1}">{}</text>"##,
            escape(&label),
            ry = ly - 11.0,
            tx = lx + 16.0,
        );
    }
    let axis_y = p.bottom + f.font + 2.0;
    let _ = write!(
        out,
        r##"<text x="{x:.1}" y="{axis_y:.1}" text-anchor="end">{}</text><text x="{x1}" y="{axis_y:.1}">{}</text><text x="{xm:.1}" y="{axis_y:.1}" text-anchor="middle" fill="#555">{}</text></svg>"##,
        escape(&format!("{}", x_hi)),
        escape(&format!("{}", x_lo)),
        escape(&clip(
            x_label,
            ((p.right - p.left - 8.0 * letter) / letter) as usize
        )),
        x = p.right,
        x1 = p.left,
        xm = (p.left + p.right) / 2.0,
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn charts_are_svg_with_escaped_text() {
        let b = bars(
            "a <b> & c",
            &[Bar {
                label: "seat 0".into(),
                value: 0.5,
                low: 0.4,
                high: 0.6,
            }],
            Some(0.5),
            &|v| format!("{v:.2}"),
        );
        assert!(b.starts_with("<svg") && b.ends_with("</svg>"));
        assert!(b.contains("a &lt;b&gt; &amp; c") && !b.contains("<b>"));
        let l = lines(
            "t",
            "x",
            &[Series {
                label: "s".into(),
                points: vec![(0.0, 0.1), (1.0, 0.9)],
                links: vec![],
            }],
            Some((0.0, 1.0)),
            &|v| format!("{v}"),
        );
        assert!(l.contains("<polyline") && l.ends_with("</svg>"));
    }
}
