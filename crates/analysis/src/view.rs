//! What one viewer (a seat, or a spectator) may see of the analysis of a game: the part of an
//! [`AnalysisReport`] its log would show, and the chart of each seat's chance to win over it.
//!
//! The report holds every decision with the record's index; a server keeps it and sends each
//! viewer its [`AnalysisView`], built as an allow-list like a game's view:
//! - a private decision (the game's [`engine::Game::decision_visibility`]) only to its own seat;
//! - no record index, but the decision's `step` among the decisions this viewer's log shows
//!   (the gaps between record indices would count the decisions hidden from it);
//! - the best move found of another seat's decision only when it is the move taken: another
//!   move may name what only that seat knew (a card it saw in a top-5 draw and left);
//! - each seat's summary over the decisions of the view, so it counts no hidden decision.
//!
//! The estimates themselves stay: a chance to win and a margin are the bot's opinion of a
//! position, computed from the deciding seat's information.
//!
//! Once a game has ended everyone sees everything ([`Reader::Everyone`]: every decision, with
//! its record index and best move), as its replay shows; `kohle serve` analyses only finished
//! games and answers every token so.

use crate::decisions::{
    summary, AnalysisReport, Counted, Judged, SeatSummary, Thresholds, Verdict,
};
use crate::svg::{lines_in, Series, NARROW};
use crate::words::MoveWords;
use engine::Seat;
use serde::Serialize;

/// Who reads an analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    /// A seat, or a spectator (`None`): what its log shows, as while the game runs.
    Viewer(Option<Seat>),
    /// Everyone, once the game has ended: every decision with its record index and best move
    /// (the replay of an ended game shows everything too; the server analyses only those).
    Everyone,
}

/// One decision as a viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct DecisionView {
    /// The decision's index in the record (0-based): only when everyone sees everything.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<usize>,
    /// The decision's place among those this viewer's log shows: step `k` is the `k`-th line
    /// of kind `decision` in its log (0-based).
    pub step: usize,
    #[cfg_attr(feature = "openapi", schema(value_type = u8))]
    pub seat: Seat,
    /// The move taken, in notation.
    pub taken: String,
    /// The best move found, in notation; `null` for another seat's decision when it is not
    /// the move taken (it could name what only that seat knew).
    pub best: Option<String>,
    /// How many legal moves the seat had.
    pub legal: usize,
    /// The estimates of the move taken and of the best move; `null` when the seat had one
    /// legal move (not searched).
    pub taken_estimate: Option<Judged>,
    pub best_estimate: Option<Judged>,
    /// Best minus taken chance to win, at least 0.
    pub loss: f64,
    pub verdict: Verdict,
    /// The move taken in words, as the game's log says it ([`crate::words`]); `null` in a
    /// view without words.
    pub taken_words: Option<String>,
    /// The best move found in words; `null` where `best` is `null` (never said to a reader who
    /// may not see it), or in a view without words.
    pub best_words: Option<String>,
    /// The deciding seat's chance to win before the decision (with the best move found) and
    /// after it (with the move taken); `null` when not searched.
    pub chance_before: Option<f64>,
    pub chance_after: Option<f64>,
}

/// What a viewer may see of an analysis.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct AnalysisView {
    /// `glueckauf` or `haspelknecht`.
    pub game: String,
    pub players: u8,
    /// The bot that judged and its budget, in words.
    pub bot: String,
    /// The seat this view is for; `null` for a spectator.
    #[cfg_attr(feature = "openapi", schema(value_type = Option<u8>))]
    pub viewer: Option<Seat>,
    /// The losses in chance to win from which a move is an inaccuracy, a mistake, a blunder.
    pub thresholds: Thresholds,
    /// Per seat: how its decisions of this view were judged.
    pub seats: Vec<SeatSummary>,
    /// Per seat of `seats`, in that order: its accuracy, 0 to 100, over its judged decisions
    /// of this view ([`crate::accuracy`]).
    pub accuracy: Vec<f64>,
    /// The decisions this viewer's log shows, in order.
    pub decisions: Vec<DecisionView>,
}

impl AnalysisReport {
    /// What `reader` may see of this analysis (see the module's documentation), moves in
    /// notation only.
    pub fn view(&self, reader: Reader) -> AnalysisView {
        self.view_in_words(reader, &MoveWords::none())
    }

    /// What `reader` may see of this analysis, with the moves it shows in `words`: a best move
    /// the reader may not see is neither named nor said.
    pub fn view_in_words(&self, reader: Reader, words: &MoveWords) -> AnalysisView {
        let (viewer, everyone) = match reader {
            Reader::Viewer(v) => (v, false),
            Reader::Everyone => (None, true),
        };
        let decisions: Vec<DecisionView> = self
            .decisions
            .iter()
            .filter(|d| everyone || d.public || viewer == Some(d.seat))
            .enumerate()
            .map(|(step, d)| {
                let best = (everyone || viewer == Some(d.seat) || d.best == d.taken)
                    .then(|| d.best.clone());
                let say = |notation: &str| words.say(d.index, notation).map(str::to_string);
                DecisionView {
                    index: everyone.then_some(d.index),
                    step,
                    seat: d.seat,
                    taken_words: say(&d.taken),
                    best_words: best.as_deref().and_then(say),
                    taken: d.taken.clone(),
                    best,
                    legal: d.legal,
                    taken_estimate: d.taken_estimate,
                    best_estimate: d.best_estimate,
                    loss: d.loss,
                    verdict: d.verdict,
                    // Analyses stored before these fields: the estimates' chances.
                    chance_before: d.chance_before.or(d.best_estimate.map(|e| e.win)),
                    chance_after: d.chance_after.or(d.taken_estimate.map(|e| e.win)),
                }
            })
            .collect();
        let counted = self
            .decisions
            .iter()
            .filter(|d| everyone || d.public || viewer == Some(d.seat))
            .map(Counted::from);
        let seats: Vec<SeatSummary> = self
            .seats
            .iter()
            .map(|s| summary(s.seat, counted.clone()))
            .collect();
        let accuracy = seats.iter().map(|s| s.accuracy).collect();
        AnalysisView {
            game: self.game.clone(),
            players: self.players,
            bot: self.bot.clone(),
            viewer,
            thresholds: self.thresholds.clone(),
            seats,
            accuracy,
            decisions,
        }
    }
}

/// The words of a chart: its title, the x axis's label, each seat's name (seat 0 first).
pub struct ChartWords<'a> {
    pub title: &'a str,
    pub x_label: &'a str,
    pub seats: &'a [String],
}

/// Each seat's chance to win over the game as this view shows it: one line per seat of the
/// view's summaries, through the seat's estimate of the move it took at each of its decisions
/// with a choice (x: the step), on a scale from 0 to 100%. Drawn narrow enough to be read on a
/// phone ([`NARROW`]); each point links to `#d{step}` (`data-id`), its decision.
pub fn win_chart(view: &AnalysisView, words: &ChartWords) -> String {
    let series: Vec<Series> = view
        .seats
        .iter()
        .map(|s| Series {
            label: words
                .seats
                .get(usize::from(s.seat))
                .cloned()
                .unwrap_or_else(|| format!("{}", s.seat)),
            points: view
                .decisions
                .iter()
                .filter(|d| d.seat == s.seat)
                .filter_map(|d| d.taken_estimate.map(|e| (d.step as f64, e.win)))
                .collect(),
            links: view
                .decisions
                .iter()
                .filter(|d| d.seat == s.seat && d.taken_estimate.is_some())
                .map(|d| format!("d{}", d.step))
                .collect(),
        })
        .collect();
    lines_in(
        &NARROW,
        words.title,
        words.x_label,
        &series,
        Some((0.0, 1.0)),
        &|v| format!("{:.0}%", 100.0 * v),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decisions::{report, DecisionReport};

    fn decision(index: usize, seat: Seat, public: bool, best: &str, loss: f64) -> DecisionReport {
        let judged = |win| Judged {
            win,
            margin: 0.0,
            visits: 10,
        };
        DecisionReport {
            index,
            seat,
            taken: format!("move {index}"),
            best: best.to_string(),
            legal: 3,
            taken_estimate: Some(judged(0.5)),
            best_estimate: Some(judged(0.5 + loss)),
            chance_before: Some(0.5 + loss),
            chance_after: Some(0.5),
            loss,
            loss_se: 0.0,
            score_loss: 0.0,
            score_se: 0.0,
            points_left: 0.0,
            verdict: Verdict::of_loss(loss),
            public,
            deeper: false,
        }
    }

    #[test]
    fn a_view_shows_what_the_viewer_log_shows() {
        let r = report(
            "glueckauf",
            2,
            "ismcts",
            None,
            vec![
                decision(0, 0, true, "move 0", 0.0),
                decision(1, 1, false, "secret 1", 0.3),
                decision(2, 0, true, "other 2", 0.12),
                decision(3, 1, true, "card seen 3", 0.06),
            ],
        );
        assert_eq!(r.seats[1].decisions, 2);

        let spectator = r.view(Reader::Viewer(None));
        let steps: Vec<(usize, &str)> = spectator
            .decisions
            .iter()
            .map(|d| (d.step, d.taken.as_str()))
            .collect();
        assert_eq!(steps, [(0, "move 0"), (1, "move 2"), (2, "move 3")]);
        // The best move of a decision is shown when it is the move taken, never another's.
        let best: Vec<Option<&str>> = spectator
            .decisions
            .iter()
            .map(|d| d.best.as_deref())
            .collect();
        assert_eq!(best, [Some("move 0"), None, None]);
        // Seat 1's summary counts its public decision only: no trace of the hidden one.
        assert_eq!(spectator.seats[1].decisions, 1);
        assert_eq!(spectator.seats[1].inaccuracies, 1);
        assert_eq!(spectator.seats[1].blunders, 0);

        let seat1 = r.view(Reader::Viewer(Some(1)));
        assert_eq!(seat1.decisions.len(), 4);
        assert_eq!(seat1.decisions[1].best.as_deref(), Some("secret 1"));
        assert_eq!(seat1.decisions[2].best, None, "seat 0's other move");
        assert_eq!(seat1.decisions[3].best.as_deref(), Some("card seen 3"));
        assert_eq!(seat1.seats[1].blunders, 1);
        let seat0 = r.view(Reader::Viewer(Some(0)));
        assert_eq!(seat0.decisions.len(), 3);
        assert_eq!(seat0.decisions[1].best.as_deref(), Some("other 2"));
        // Nothing of the hidden decision in the JSON either.
        let json = serde_json::to_string(&seat0).unwrap();
        assert!(
            !json.contains("secret") && !json.contains("card seen"),
            "{json}"
        );
    }

    #[test]
    fn a_seat_s_mean_loss_and_accuracy_count_the_loss_beyond_the_noise() {
        let mut noisy = decision(1, 0, true, "other 1", 0.03);
        noisy.loss_se = 0.01;
        let mut sure = decision(2, 0, true, "other 2", 0.30);
        sure.loss_se = 0.03;
        let r = report(
            "glueckauf",
            2,
            "ismcts",
            None,
            vec![decision(0, 0, true, "move 0", 0.0), noisy, sure],
        );
        // 0.03 is within 2·√(0.01² + 0.04²) = 0.082 of nothing; 0.30 less 2·√(0.03² + 0.04²)
        // = 0.10 is 0.20.
        let expected = 0.20 / 3.0;
        for s in [&r.seats[0], &r.view(Reader::Everyone).seats[0]] {
            assert!((s.mean_loss - expected).abs() < 1e-9, "{s:?}");
            assert!((s.accuracy - crate::accuracy::of_mean_loss(expected)).abs() < 1e-9);
        }
        let all = r.view(Reader::Everyone);
        assert_eq!(all.accuracy, [all.seats[0].accuracy, all.seats[1].accuracy]);
        // The decision's own loss is reported as estimated.
        assert_eq!(all.decisions[1].loss, 0.03);
    }

    #[test]
    fn once_the_game_has_ended_everyone_sees_every_decision() {
        let r = report(
            "glueckauf",
            2,
            "ismcts",
            None,
            vec![
                decision(0, 0, true, "move 0", 0.0),
                decision(1, 1, false, "secret 1", 0.3),
                decision(2, 0, true, "other 2", 0.12),
            ],
        );
        let all = r.view(Reader::Everyone);
        let seen: Vec<(Option<usize>, Option<&str>)> = all
            .decisions
            .iter()
            .map(|d| (d.index, d.best.as_deref()))
            .collect();
        assert_eq!(
            seen,
            [
                (Some(0), Some("move 0")),
                (Some(1), Some("secret 1")),
                (Some(2), Some("other 2"))
            ]
        );
        assert_eq!(all.seats[1].blunders, 1);
        assert_eq!(all.viewer, None);
        // A viewer's view names no record index.
        assert!(r
            .view(Reader::Viewer(Some(1)))
            .decisions
            .iter()
            .all(|d| d.index.is_none()));
    }

    #[test]
    fn the_chart_has_a_line_per_seat_through_its_judged_decisions() {
        let r = report(
            "glueckauf",
            2,
            "ismcts",
            None,
            vec![
                decision(0, 0, true, "move 0", 0.0),
                decision(1, 1, true, "move 1", 0.0),
                decision(2, 0, true, "move 2", 0.0),
            ],
        );
        let names = ["Ada <A>".to_string(), "Bo".to_string()];
        let svg = win_chart(
            &r.view(Reader::Viewer(None)),
            &ChartWords {
                title: "Chance",
                x_label: "decision",
                seats: &names,
            },
        );
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
        assert_eq!(svg.matches("<polyline").count(), 2);
        assert_eq!(svg.matches("<circle").count(), 3);
        assert!(svg.contains("Ada &lt;A&gt;") && svg.contains(">Bo<"));
    }
}
