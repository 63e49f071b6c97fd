//! Small SVG charts for the HTML reports: bars with 95% intervals and line charts. Written as
//! text (a few rectangles, lines and labels), so that a report is one file with no scripts, no
//! fonts and nothing fetched.

use std::fmt::Write;

const WIDTH: f64 = 680.0;
const HEIGHT: f64 = 300.0;
const LEFT: f64 = 60.0;
const RIGHT: f64 = 20.0;
const TOP: f64 = 34.0;
const BOTTOM: f64 = 50.0;

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

fn open(out: &mut String, title: &str) {
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" role="img" font-family="sans-serif" font-size="12"><title>{t}</title><text x="{x}" y="20" text-anchor="middle" font-size="14" font-weight="bold">{t}</text>"#,
        t = escape(title),
        x = WIDTH / 2.0
    );
}

/// Horizontal grid lines with labels at "nice" steps between `lo` and `hi`.
fn y_axis(out: &mut String, lo: f64, hi: f64, fmt: &dyn Fn(f64) -> String) {
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
        let y = y_of(v, lo, hi);
        let _ = write!(
            out,
            r##"<line x1="{LEFT}" x2="{x2}" y1="{y:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{x}" y="{ty:.1}" text-anchor="end">{label}</text>"##,
            x2 = WIDTH - RIGHT,
            x = LEFT - 6.0,
            ty = y + 4.0,
            label = escape(&fmt(v))
        );
        v += step;
    }
}

fn y_of(v: f64, lo: f64, hi: f64) -> f64 {
    let span = (hi - lo).max(1e-9);
    TOP + (HEIGHT - TOP - BOTTOM) * (1.0 - (v - lo) / span)
}

fn x_of(v: f64, lo: f64, hi: f64) -> f64 {
    let span = (hi - lo).max(1e-9);
    LEFT + (WIDTH - LEFT - RIGHT) * (v - lo) / span
}

/// Bars with their 95% intervals as whiskers, and an optional dashed reference line (e.g. the
/// win rate every seat would have if the game were fair).
pub fn bars(
    title: &str,
    bars: &[Bar],
    reference: Option<f64>,
    fmt: &dyn Fn(f64) -> String,
) -> String {
    let mut out = String::new();
    open(&mut out, title);
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
    y_axis(&mut out, lo, hi, fmt);
    let n = bars.len().max(1) as f64;
    let slot = (WIDTH - LEFT - RIGHT) / n;
    let zero = y_of(0.0, lo, hi);
    for (i, b) in bars.iter().enumerate() {
        let x = LEFT + slot * i as f64 + slot * 0.2;
        let w = slot * 0.6;
        let y = y_of(b.value, lo, hi);
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
            yl = y_of(b.low, lo, hi),
            yh = y_of(b.high, lo, hi),
            a = cx - 6.0,
            b = cx + 6.0,
            ty = HEIGHT - BOTTOM + 16.0,
            label = escape(&b.label),
        );
    }
    if let Some(r) = reference {
        let y = y_of(r, lo, hi);
        let _ = write!(
            out,
            r##"<line x1="{LEFT}" x2="{x2}" y1="{y:.1}" y2="{y:.1}" stroke="#444" stroke-dasharray="5,4"/>"##,
            x2 = WIDTH - RIGHT
        );
    }
    let _ = write!(
        out,
        r##"<line x1="{LEFT}" x2="{x2}" y1="{zero:.1}" y2="{zero:.1}" stroke="#000"/></svg>"##,
        x2 = WIDTH - RIGHT
    );
    out
}

/// One line of a line chart.
pub struct Series {
    pub label: String,
    pub points: Vec<(f64, f64)>,
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
    let mut out = String::new();
    open(&mut out, title);
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
    y_axis(&mut out, lo, hi, fmt);
    for (i, s) in series.iter().enumerate() {
        let c = COLOURS[i % COLOURS.len()];
        let pts: Vec<String> = s
            .points
            .iter()
            .map(|p| format!("{:.1},{:.1}", x_of(p.0, x_lo, x_hi), y_of(p.1, lo, hi)))
            .collect();
        let _ = write!(
            out,
            r##"<polyline fill="none" stroke="{c}" stroke-width="1.8" points="{}"/>"##,
            pts.join(" ")
        );
        if s.points.len() <= 400 {
            for p in &s.points {
                let _ = write!(
                    out,
                    r##"<circle cx="{:.1}" cy="{:.1}" r="2.2" fill="{c}"><title>{}</title></circle>"##,
                    x_of(p.0, x_lo, x_hi),
                    y_of(p.1, lo, hi),
                    escape(&format!("{} at {}: {}", s.label, p.0, fmt(p.1)))
                );
            }
        }
        let lx = LEFT + 10.0 + 130.0 * i as f64;
        let _ = write!(
            out,
            r##"<rect x="{lx:.1}" y="{ly:.1}" width="12" height="12" fill="{c}"/><text x="{tx:.1}" y="{ty:.1}">{}</text>"##,
            escape(&s.label),
            ly = HEIGHT - 22.0,
            tx = lx + 16.0,
            ty = HEIGHT - 12.0
        );
    }
    let _ = write!(
        out,
        r##"<text x="{x:.1}" y="{y:.1}" text-anchor="end">{}</text><text x="{LEFT}" y="{y:.1}">{}</text><text x="{x2:.1}" y="{y2:.1}" text-anchor="end" fill="#555">{}</text></svg>"##,
        escape(&format!("{}", x_hi)),
        escape(&format!("{}", x_lo)),
        escape(x_label),
        x = WIDTH - RIGHT,
        y = HEIGHT - BOTTOM + 16.0,
        x2 = WIDTH - RIGHT,
        y2 = HEIGHT - 12.0,
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
            }],
            Some((0.0, 1.0)),
            &|v| format!("{v}"),
        );
        assert!(l.contains("<polyline") && l.ends_with("</svg>"));
    }
}
