//! Moves in words for a review: the presentation layer's words for a decision
//! ([`engine::Game::decision_message`], `Anna puts workers on order 4.`), in the reader's
//! language and with the seats' names, so that the page and `kohle analyze --html` say the
//! better move as the game's log would, never re-derived by a front end.
//!
//! The words are looked up by record index and notation: a view asks only for the moves it
//! shows ([`crate::AnalysisReport::view_in_words`]), so a best move hidden from its reader is
//! never put into words for it.

use crate::decisions::AnalysisReport;
use engine::record::{GameRecord, RecordError};
use engine::Game;
use present::{catalog, Lang, ListNames};
use std::collections::HashMap;

/// The words of the moves of an analysis (the move taken and the best move found of each
/// decision), by record index and notation.
#[derive(Clone, Debug, Default)]
pub struct MoveWords {
    said: HashMap<(usize, String), String>,
}

impl MoveWords {
    /// No words (a view in notation only).
    pub fn none() -> Self {
        MoveWords::default()
    }

    /// The words of the moves of `report` in `lang`, the seats named by `names` (seat 0 first;
    /// an empty name: the catalogue's "Seat N"). The record is replayed to read each move in the
    /// position it was judged in; an unknown game or a record that does not replay is an error
    /// that names the action.
    pub fn of(
        record: &GameRecord,
        report: &AnalysisReport,
        lang: Lang,
        names: &[String],
    ) -> Result<Self, RecordError> {
        match record.game.as_str() {
            n if n == <glueckauf::GlueckAuf as Game>::NAME => {
                Self::of_game::<glueckauf::GlueckAuf>(record, report, lang, names)
            }
            n if n == <haspelknecht::Haspelknecht as Game>::NAME => {
                Self::of_game::<haspelknecht::Haspelknecht>(record, report, lang, names)
            }
            other => Err(RecordError::Setup(format!(
                "unknown game `{}`: the review knows glueckauf and haspelknecht",
                engine::quote(other)
            ))),
        }
    }

    fn of_game<G: Game>(
        record: &GameRecord,
        report: &AnalysisReport,
        lang: Lang,
        names: &[String],
    ) -> Result<Self, RecordError> {
        let positions = crate::decisions::positions::<G>(record)?;
        let cat = catalog(lang);
        let names = ListNames(lang, names.to_vec());
        let mut said = HashMap::new();
        for d in &report.decisions {
            let Some(p) = positions.get(d.index) else {
                return Err(RecordError::action(
                    d.index,
                    &d.taken,
                    format!(
                        "the analysis judges action {} but the record has {} actions",
                        d.index,
                        positions.len()
                    ),
                ));
            };
            for notation in [&d.taken, &d.best] {
                let action = p
                    .state
                    .parse_action(notation)
                    .map_err(|e| RecordError::action(d.index, notation, e.to_string()))?;
                let text = cat.text(&G::decision_message(d.seat, action), &names);
                said.insert((d.index, notation.clone()), text);
            }
        }
        Ok(MoveWords { said })
    }

    /// The words of move `notation` of the decision at record index `index`.
    pub fn say(&self, index: usize, notation: &str) -> Option<&str> {
        self.said
            .get(&(index, notation.to_string()))
            .map(String::as_str)
    }
}
