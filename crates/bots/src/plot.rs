//! Score distributions per bot as box plots (median, quartiles, whiskers at the 1.5·IQR
//! fences) with the mean marked by a cross, written as SVG (default) or PNG (when the path ends
//! in `.png`).
//!
//! Pure Rust: text is laid out with `ab_glyph` and the DejaVu Sans font embedded from the
//! `dejavu` crate, so no system font library is needed.

use crate::tournament::GameResult;
use plotters::coord::Shift;
use plotters::prelude::*;
use std::path::Path;
use std::sync::Once;

const FONT: &str = "sans-serif";

fn register_font() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let _ = plotters::style::register_font(FONT, FontStyle::Normal, dejavu::sans::regular());
    });
}

/// Draws the score distribution of every bot of a line-up (`names[i]` for line-up index `i`)
/// over the successful games in `results`.
pub fn plot_scores(
    path: &Path,
    title: &str,
    names: &[String],
    results: &[GameResult],
) -> Result<(), String> {
    register_font();
    let mut scores: Vec<Vec<f64>> = vec![Vec::new(); names.len()];
    for r in results.iter().filter(|r| r.error.is_none()) {
        for (s, &b) in r.bots.iter().enumerate() {
            scores[b].push(r.scores[s] as f64);
        }
    }
    let width = (160 * names.len() as u32).clamp(480, 1600);
    let size = (width, 480);
    let png = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("png"));
    let result = if png {
        draw(
            BitMapBackend::new(path, size).into_drawing_area(),
            title,
            names,
            &scores,
        )
    } else {
        draw(
            SVGBackend::new(path, size).into_drawing_area(),
            title,
            names,
            &scores,
        )
    };
    result.map_err(|e| format!("cannot draw {}: {e}", path.display()))
}

fn draw<DB: DrawingBackend>(
    root: DrawingArea<DB, Shift>,
    title: &str,
    names: &[String],
    scores: &[Vec<f64>],
) -> Result<(), Box<dyn std::error::Error>>
where
    DB::ErrorType: 'static,
{
    root.fill(&WHITE)?;
    let all = scores.iter().flatten().copied();
    let (lo, hi) = all.fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
        (lo.min(v), hi.max(v))
    });
    let (lo, hi) = if lo.is_finite() { (lo, hi) } else { (0.0, 1.0) };
    let pad = ((hi - lo) * 0.08).max(1.0);
    let n = names.len();
    let mut chart = ChartBuilder::on(&root)
        .caption(title, (FONT, 22))
        .margin(12)
        .x_label_area_size(40)
        .y_label_area_size(50)
        .build_cartesian_2d(
            (0..n).into_segmented(),
            (lo - pad) as f32..(hi + pad) as f32,
        )?;
    chart
        .configure_mesh()
        .disable_x_mesh()
        .x_labels(n)
        .x_label_formatter(&|v| match v {
            SegmentValue::CenterOf(i) | SegmentValue::Exact(i) => {
                names.get(*i).cloned().unwrap_or_default()
            }
            SegmentValue::Last => String::new(),
        })
        .y_desc("score")
        .label_style((FONT, 14))
        .draw()?;
    let colors = [
        RGBColor(31, 119, 180),
        RGBColor(214, 39, 40),
        RGBColor(44, 160, 44),
        RGBColor(255, 127, 14),
        RGBColor(148, 103, 189),
        RGBColor(140, 86, 75),
    ];
    for (i, values) in scores.iter().enumerate() {
        if values.is_empty() {
            continue;
        }
        let color = colors[i % colors.len()];
        let quartiles = Quartiles::new(values);
        chart.draw_series(std::iter::once(
            Boxplot::new_vertical(SegmentValue::CenterOf(i), &quartiles)
                .width(40)
                .whisker_width(0.6)
                .style(color.stroke_width(2)),
        ))?;
        let mean = values.iter().sum::<f64>() / values.len() as f64;
        chart.draw_series(std::iter::once(Cross::new(
            (SegmentValue::CenterOf(i), mean as f32),
            6,
            BLACK.stroke_width(2),
        )))?;
    }
    root.present()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results() -> Vec<GameResult> {
        (0..20)
            .map(|k| GameResult {
                game: k,
                seed: k as u64,
                bots: vec![k % 2, 1 - k % 2],
                scores: vec![10 + k as i32 % 7, 3 + k as i32 % 5],
                tiebreaks: vec![0, 0],
                ranks: vec![0, 1],
                decisions: 10,
                error: None,
            })
            .collect()
    }

    #[test]
    fn writes_svg_and_png() {
        let dir = std::env::temp_dir().join(format!("bots-plot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let names = vec!["ismcts:2000".to_string(), "random".to_string()];
        let svg = dir.join("scores.svg");
        plot_scores(&svg, "prizes, 2 players", &names, &results()).unwrap();
        let text = std::fs::read_to_string(&svg).unwrap();
        assert!(text.starts_with("<svg"));
        assert!(text.contains("ismcts:2000") && text.contains("random"));
        let png = dir.join("scores.png");
        plot_scores(&png, "prizes, 2 players", &names, &results()).unwrap();
        let bytes = std::fs::read(&png).unwrap();
        assert_eq!(&bytes[1..4], b"PNG");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
