//! The HTML reports: one self-contained page each (inline CSS and SVG, no scripts, nothing
//! fetched), so that a report can be mailed or archived as one file.

use crate::balance::{BalanceReport, RulesReport};
use crate::decisions::{AnalysisReport, Verdict};
use crate::svg::{bars, escape, lines, Bar, Series};
use crate::view::{win_chart, ChartWords, DecisionView, Reader};
use crate::words::MoveWords;
use engine::record::{GameRecord, RecordError};
use engine::{Arg, Seat};
use present::{catalog, Catalog, DefaultNames, Lang, ListNames, Names};
use std::fmt::Write;

const STYLE: &str = "body{font-family:sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;color:#222}\
table{border-collapse:collapse;margin:.5rem 0 1rem}td,th{border:1px solid #ccc;padding:.2rem .5rem;text-align:right}\
th{background:#f3f3f3}td.l,th.l{text-align:left}.wide{overflow-x:auto;max-width:100%}\
svg{display:block;margin:.5rem 0;max-width:100%;height:auto}\
.good{color:#2a7a2a}.inaccuracy{color:#a07000}.mistake{color:#c05000}.blunder{color:#c00000;font-weight:bold}\
.note{color:#555;font-size:.9rem}.accuracy{font-weight:bold}\
table.decisions td{vertical-align:top}:target{outline:2px solid #c05000;background:#fff4e5}";

fn page(title: &str, body: &str) -> String {
    page_in("en", title, body)
}

fn page_in(lang: &str, title: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>{t}</title><style>{STYLE}</style></head><body><h1>{t}</h1>\n{body}\n</body></html>\n",
        t = escape(title)
    )
}

fn pct(v: f64) -> String {
    format!("{:.1}%", 100.0 * v)
}

fn interval(v: f64, lo: f64, hi: f64, f: &dyn Fn(f64) -> String) -> String {
    format!("{} ({} – {})", f(v), f(lo), f(hi))
}

/// A p-value as people read it: four decimals, or powers of ten when smaller.
pub fn p_value(p: f64) -> String {
    if p >= 1e-4 {
        format!("{p:.4}")
    } else {
        format!("{p:.1e}")
    }
}

fn num(v: f64) -> String {
    format!("{v:.2}")
}

fn rules_section(out: &mut String, r: &RulesReport, heading: &str) {
    let n = r.seats.len();
    let _ = write!(
        out,
        "<h2>{}</h2><p>{} games, {:.1} decisions per game. All seats equal? χ² = {:.2} with {} degrees of freedom, p = {}{}.</p>",
        escape(heading),
        r.games,
        r.decisions_per_game,
        r.all_seats_equal.statistic,
        r.all_seats_equal.degrees_of_freedom,
        p_value(r.all_seats_equal.p_value),
        if r.all_seats_equal.p_value < 0.05 { " (the seats differ at the 5% level)" } else { "" }
    );
    out.push_str("<div class=wide><table><tr><th class=l>seat</th><th class=l>bot</th><th>wins</th><th>win rate (95% CI)</th><th>mean score (95% CI)</th><th>min</th><th>p10</th><th>median</th><th>p90</th><th>max</th></tr>");
    for s in &r.seats {
        let _ = write!(
            out,
            "<tr><td class=l>{}</td><td class=l>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            s.seat,
            escape(&s.bot),
            s.wins,
            interval(s.win_rate.value, s.win_rate.low, s.win_rate.high, &pct),
            interval(s.mean_score.value, s.mean_score.low, s.mean_score.high, &num),
            s.score.min,
            s.score.p10,
            s.score.median,
            s.score.p90,
            s.score.max
        );
    }
    out.push_str("</table></div>");
    let seat_bars =
        |f: &dyn Fn(&crate::balance::SeatReport) -> crate::stats::Estimate| -> Vec<Bar> {
            r.seats
                .iter()
                .map(|s| {
                    let e = f(s);
                    Bar {
                        label: format!("seat {}", s.seat),
                        value: e.value,
                        low: e.low,
                        high: e.high,
                    }
                })
                .collect()
        };
    out.push_str(&bars(
        "Win rate by seat (95% CI; dashed: the mean)",
        &seat_bars(&|s| s.win_rate),
        Some(r.base_win_rate),
        &pct,
    ));
    out.push_str(&bars(
        "Mean score by seat (95% CI)",
        &seat_bars(&|s| s.mean_score),
        None,
        &num,
    ));
    let series: Vec<Series> = r
        .seats
        .iter()
        .map(|s| Series {
            label: format!("seat {}", s.seat),
            points: s
                .score
                .histogram
                .iter()
                .map(|&(score, c)| (f64::from(score), c as f64 / r.games as f64))
                .collect(),
            links: Vec::new(),
        })
        .collect();
    out.push_str(&lines(
        "Score distribution per seat (share of games by final score)",
        "final score",
        &series,
        None,
        &pct,
    ));
    if r.items.is_empty() {
        return;
    }
    let _ = write!(
        out,
        "<h3>What the seats acquired</h3><p class=note>Purchase rate: the share of games in which some seat acquired it (in that {p}). Buyer win rate: how often a seat that acquired it won; compare with the base win rate {b} of any seat. {n} seats.</p>",
        p = r.period,
        b = pct(r.base_win_rate),
        n = n
    );
    let mut kinds: Vec<&str> = r.items.iter().map(|i| i.kind).collect();
    kinds.dedup();
    for kind in kinds {
        let _ = write!(
            out,
            "<h4>{}</h4><div class=wide><table><tr><th class=l>item</th><th class=l>{}</th><th>acquired</th><th>per game</th><th>purchase rate (95% CI)</th><th>buyers</th><th>buyer win rate (95% CI)</th></tr>",
            escape(kind),
            r.period
        );
        let mut rows: Vec<_> = r.items.iter().filter(|i| i.kind == kind).collect();
        rows.sort_by(|a, b| {
            natural(&a.item)
                .cmp(&natural(&b.item))
                .then(a.period.unwrap_or(0).cmp(&b.period.unwrap_or(0)))
        });
        for i in &rows {
            let _ = write!(
                out,
                "<tr><td class=l>{}</td><td class=l>{}</td><td>{}</td><td>{:.3}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                escape(&i.item),
                i.period.map_or("all".to_string(), |p| p.to_string()),
                i.acquired,
                i.per_game,
                interval(i.purchase_rate.value, i.purchase_rate.low, i.purchase_rate.high, &pct),
                i.buyers,
                interval(i.buyer_win_rate.value, i.buyer_win_rate.low, i.buyer_win_rate.high, &pct),
            );
        }
        out.push_str("</table></div>");
        let whole: Vec<Bar> = rows
            .iter()
            .filter(|i| i.period.is_none())
            .map(|i| Bar {
                label: i.item.clone(),
                value: i.buyer_win_rate.value,
                low: i.buyer_win_rate.low,
                high: i.buyer_win_rate.high,
            })
            .collect();
        out.push_str(&bars(
            &format!("{kind}: win rate of its buyers (95% CI; dashed: base win rate)"),
            &whole,
            Some(r.base_win_rate),
            &pct,
        ));
    }
}

/// Numbers before words, numbers by value (`2` before `10`).
fn natural(s: &str) -> (u8, u64, String) {
    match s.parse::<u64>() {
        Ok(n) => (0, n, String::new()),
        Err(_) => (1, 0, s.to_string()),
    }
}

/// The balance report as one HTML page.
pub fn balance_page(r: &BalanceReport) -> String {
    let mut out = String::new();
    let _ = write!(
        out,
        "<p>{} players, {} games per rule set, seed {}, bots {}. Reproduce: <code>kohle balance --game {} --players {} --games {} --seed {} --bots {}{}</code>. A shared victory counts as a win for every winner.</p>",
        r.players,
        r.games,
        r.seed,
        escape(&r.bots.join(",")),
        escape(&r.game),
        r.players,
        r.games,
        r.seed,
        escape(&r.bots.join(",")),
        r.option_effects
            .iter()
            .map(|e| format!(" --option {}", escape(&e.option)))
            .collect::<String>()
    );
    rules_section(&mut out, &r.default, "Default rules");
    if !r.option_effects.is_empty() {
        out.push_str("<h2>Rule options against the default</h2><p class=note>The same games (seeds) with one option changed; differences with 95% intervals for independent runs.</p><div class=wide><table><tr><th class=l>option</th><th class=l>seat</th><th>win rate change</th><th>mean score change</th></tr>");
        for e in &r.option_effects {
            for (s, (w, m)) in e
                .win_rate_change
                .iter()
                .zip(&e.mean_score_change)
                .enumerate()
            {
                let _ = write!(
                    out,
                    "<tr><td class=l>{}</td><td class=l>{}</td><td>{}</td><td>{}</td></tr>",
                    escape(&e.option),
                    s,
                    interval(w.value, w.low, w.high, &pct),
                    interval(m.value, m.low, m.high, &num)
                );
            }
            let a = e.all_seats_score_change;
            let _ = write!(
                out,
                "<tr><td class=l>{}</td><td class=l>all</td><td></td><td>{}</td></tr>",
                escape(&e.option),
                interval(a.value, a.low, a.high, &num)
            );
        }
        out.push_str("</table></div>");
        let effect_bars: Vec<Bar> = r
            .option_effects
            .iter()
            .map(|e| Bar {
                label: e.option.clone(),
                value: e.all_seats_score_change.value,
                low: e.all_seats_score_change.low,
                high: e.all_seats_score_change.high,
            })
            .collect();
        out.push_str(&bars(
            "Mean score change of each option (all seats, 95% CI)",
            &effect_bars,
            Some(0.0),
            &num,
        ));
        for e in &r.option_effects {
            rules_section(&mut out, &e.report, &format!("With {}", e.option));
        }
    }
    page(
        &format!("Balance report: {}, {} players", r.game, r.players),
        &out,
    )
}

/// How a review is written: the reader's language, the seats' names (seat 0 first) and the
/// moves in words.
pub struct Reading<'a> {
    pub lang: Lang,
    pub names: &'a [String],
    pub words: &'a MoveWords,
}

/// The review of a game as one HTML page, as the replay page of `kohle serve` tells it, in the
/// same words: the chart of each seat's chance to win (a point links to its decision), each
/// seat's accuracy and verdicts with a link to its first mistake, and every decision with its
/// verdict; a flagged one (an inaccuracy, a mistake, a blunder) with the better move in words,
/// the loss, the chance to win before and after, and links to the seat's previous and next
/// mistake. Once a game is over everyone sees everything ([`Reader::Everyone`]).
pub fn analysis_page(r: &AnalysisReport, reading: &Reading) -> String {
    let cat = catalog(reading.lang);
    let view = r.view_in_words(Reader::Everyone, reading.words);
    let name = |seat: Seat| {
        reading
            .names
            .get(usize::from(seat))
            .filter(|n| !n.is_empty())
            .cloned()
            .unwrap_or_else(|| DefaultNames(reading.lang).seat_name(seat))
    };
    let text = |s: String| Arg::Text(s);
    let mut out = String::new();
    let _ = write!(
        out,
        "<p>{}</p>",
        escape(&cat.get_args(
            "analysis-page-judged",
            &[
                ("bot", text(r.bot.clone())),
                ("inaccuracy", text(pct(r.thresholds.inaccuracy))),
                ("mistake", text(pct(r.thresholds.mistake))),
                ("blunder", text(pct(r.thresholds.blunder))),
            ],
        ))
    );
    let names: Vec<String> = (0..r.players).map(name).collect();
    out.push_str(&win_chart(
        &view,
        &ChartWords {
            title: &cat.get("analysis-chart-title"),
            x_label: &cat.get("analysis-chart-x"),
            seats: &names,
        },
    ));
    let _ = write!(
        out,
        "<p class=note>{}</p>",
        escape(&cat.get("analysis-chart-hint"))
    );
    // The flagged decisions of each seat, in order: where "previous/next mistake" go.
    let flagged = |seat: Seat| -> Vec<usize> {
        view.decisions
            .iter()
            .filter(|d| d.seat == seat && d.verdict != Verdict::Good)
            .map(|d| d.step)
            .collect()
    };
    let _ = write!(
        out,
        "<div class=wide><table><tr><th class=l>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th>{}</th><th class=l></th></tr>",
        escape(&cat.get("analysis-col-player")),
        escape(&cat.get("analysis-col-accuracy")),
        escape(&cat.get("analysis-col-decisions")),
        escape(&cat.get("analysis-verdict-good")),
        escape(&cat.get("analysis-verdict-inaccuracy")),
        escape(&cat.get("analysis-verdict-mistake")),
        escape(&cat.get("analysis-verdict-blunder")),
        escape(&cat.get("analysis-col-mean-loss")),
    );
    for (s, accuracy) in view.seats.iter().zip(&view.accuracy) {
        let first = match flagged(s.seat).first() {
            Some(step) => format!(
                "<a href=\"#d{step}\">{}</a>",
                escape(&cat.get("analysis-first-mistake"))
            ),
            None => escape(&cat.get("analysis-no-mistake")),
        };
        let _ = write!(
            out,
            "<tr class=\"seat-{seat}\"><td class=l>{}</td><td class=accuracy>{:.0}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=l>{first}</td></tr>",
            escape(&name(s.seat)),
            accuracy,
            s.decisions,
            s.good,
            s.inaccuracies,
            s.mistakes,
            s.blunders,
            pct(s.mean_loss),
            seat = s.seat,
        );
    }
    let _ = write!(
        out,
        "</table></div><div class=wide><table class=decisions><tr><th>{}</th><th class=l>{}</th><th class=l>{}</th><th class=l>{}</th></tr>",
        escape(&cat.get("analysis-col-number")),
        escape(&cat.get("analysis-col-player")),
        escape(&cat.get("analysis-col-move")),
        escape(&cat.get("analysis-col-verdict")),
    );
    for d in &view.decisions {
        let mv = match &d.taken_words {
            Some(w) => format!("{} <code>{}</code>", escape(w), escape(&d.taken)),
            None => format!("<code>{}</code>", escape(&d.taken)),
        };
        let word = if d.taken_estimate.is_none() {
            cat.get("analysis-only-move")
        } else {
            cat.get(&format!("analysis-verdict-{}", d.verdict.word()))
        };
        let mut verdict = format!(
            "<span class=\"verdict {v}\" data-verdict=\"{v}\">{}</span>",
            escape(&word),
            v = d.verdict.word()
        );
        if d.verdict != Verdict::Good {
            for line in flagged_lines(cat, d) {
                let _ = write!(verdict, "<br>{}", escape(&line));
            }
            let own = flagged(d.seat);
            let at = own.iter().position(|s| *s == d.step).unwrap_or(0);
            let who = [("name", text(name(d.seat)))];
            if let Some(prev) = at.checked_sub(1).and_then(|i| own.get(i)) {
                let _ = write!(
                    verdict,
                    "<br><a href=\"#d{prev}\" class=prev-mistake>◀ {}</a>",
                    escape(&cat.get_args("analysis-prev-mistake", &who))
                );
            }
            if let Some(next) = own.get(at + 1) {
                let _ = write!(
                    verdict,
                    "<br><a href=\"#d{next}\" class=next-mistake>{} ▶</a>",
                    escape(&cat.get_args("analysis-next-mistake", &who))
                );
            }
        }
        let _ = write!(
            out,
            "<tr id=\"d{step}\" class=\"seat-{seat}\"><td>{}</td><td class=l>{}</td><td class=l>{mv}</td><td class=l>{verdict}</td></tr>",
            d.index.unwrap_or(d.step),
            escape(&name(d.seat)),
            step = d.step,
            seat = d.seat,
        );
    }
    out.push_str("</table></div>");
    let title = cat.get_args(
        "analysis-page-title",
        &[
            ("game", text(cat.get(&format!("game-{}", r.game)))),
            ("players", Arg::Num(i64::from(r.players))),
        ],
    );
    page_in(reading.lang.code(), &title, &out)
}

/// What the review says of a flagged decision besides its verdict: the better move (in words
/// where the view has them), the loss, and the chance to win before and after.
pub fn flagged_lines(cat: &Catalog, d: &DecisionView) -> Vec<String> {
    let mut lines = Vec::new();
    if let Some(best) = d.best_words.clone().or_else(|| d.best.clone()) {
        lines.push(cat.get_args("analysis-better", &[("move", Arg::Text(best))]));
    }
    lines.push(cat.get_args(
        "analysis-loss",
        &[("points", Arg::Text(format!("{:.1}", 100.0 * d.loss)))],
    ));
    if let (Some(before), Some(after)) = (d.chance_before, d.chance_after) {
        lines.push(cat.get_args(
            "analysis-chances",
            &[
                ("before", Arg::Text(pct(before))),
                ("after", Arg::Text(pct(after))),
            ],
        ));
    }
    lines
}

/// The review of `report` as one HTML page ([`analysis_page`]) for the game of `record`, in
/// `lang`, the seats named by `names` or else as the record names them (a person by name, a
/// bot as `Seat 1 (greedy)`). Fails when the record does not hold the analysed moves.
pub fn analysis_page_of(
    record: &GameRecord,
    report: &AnalysisReport,
    lang: Lang,
    names: Option<&[String]>,
) -> Result<String, RecordError> {
    let names = match names {
        Some(n) => n.to_vec(),
        None => ListNames::of_seats(lang, &record.seats).1,
    };
    let words = MoveWords::of(record, report, lang, &names)?;
    Ok(analysis_page(
        report,
        &Reading {
            lang,
            names: &names,
            words: &words,
        },
    ))
}
