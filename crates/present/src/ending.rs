//! How a game ended: one account per seat (its place, its score and why), made here once and
//! told the same way by every surface: the state message's banner, the log's last line, the
//! game-over mail, My games, the leaderboard's ratings, the replay and the command line.
//!
//! The places: a finished game ranks its seats by score, then tie-break (the rulebooks' order,
//! [`engine::ranks`]); a seat that resigned or forfeited (its time ran out in a game where that
//! forfeits) ranks after every seat that did not, whatever its score, and the text says so. A
//! seat whose time ran out and whose game a bot finished keeps the place of its score. An
//! aborted game (every person agreed, or the server's admin) has no places at all.
//!
//! The catalogue keys are `end-*` (`locales/*/ending.ftl`).

use crate::{catalog, Lang};
use engine::{Arg, Game, Seat};
use serde::{Deserialize, Serialize};

/// How the game as a whole ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum How {
    /// Played to its end (bots may have finished some seats' games).
    Finished,
    /// Ended at once when a seat resigned (`"on_resign": "end"`).
    EndedByResignation,
    /// Every person agreed to abort it.
    AbortedByAgreement,
    /// The server's admin aborted it.
    AbortedByAdmin,
}

/// Why a seat ended where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// First place (alone or shared).
    Won,
    /// A place by its score.
    Placed,
    /// It resigned: last, whatever its score.
    Resigned,
    /// Its time ran out and a bot finished its game: the place of its score.
    OutOfTime,
    /// Its time ran out in a game where that forfeits: last, whatever its score.
    Forfeited,
    AbortedByAgreement,
    AbortedByAdmin,
}

impl Reason {
    pub const ALL: [Reason; 7] = [
        Reason::Won,
        Reason::Placed,
        Reason::Resigned,
        Reason::OutOfTime,
        Reason::Forfeited,
        Reason::AbortedByAgreement,
        Reason::AbortedByAdmin,
    ];

    /// The kebab-case name in catalogue keys (`out-of-time`).
    pub fn key(self) -> &'static str {
        match self {
            Reason::Won => "won",
            Reason::Placed => "placed",
            Reason::Resigned => "resigned",
            Reason::OutOfTime => "out-of-time",
            Reason::Forfeited => "forfeited",
            Reason::AbortedByAgreement => "aborted-agreement",
            Reason::AbortedByAdmin => "aborted-admin",
        }
    }

    /// Whether the seat ranks last whatever its score.
    pub fn ranks_last(self) -> bool {
        matches!(self, Reason::Resigned | Reason::Forfeited)
    }
}

/// What the server knows of a seat at the end beyond its score: who finished its game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Left {
    /// Its player played it to the end (a person, or the bot that sits there).
    #[default]
    Played,
    /// Its time ran out; the bot named finished its game (the place of its score).
    OutOfTime { bot: String },
    /// Its time ran out and the game forfeits: last.
    Forfeited { bot: String },
    /// It resigned: last (`bot`: the bot that finished its game, if the game went on).
    Resigned { bot: Option<String> },
}

impl Left {
    fn bot(&self) -> Option<String> {
        match self {
            Left::Played => None,
            Left::OutOfTime { bot } | Left::Forfeited { bot } => Some(bot.clone()),
            Left::Resigned { bot } => bot.clone(),
        }
    }

    fn ranks_last(&self) -> bool {
        matches!(self, Left::Forfeited { .. } | Left::Resigned { .. })
    }
}

/// One seat as the game left it: what [`Ending::finished`] and [`Ending::aborted`] read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatIn {
    pub name: String,
    pub score: i32,
    /// The game's own rank (0 = first: score, then tie-break; equal ranks share).
    pub rank: u8,
    pub left: Left,
}

/// One seat's account.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatEnd {
    pub seat: Seat,
    pub name: String,
    pub score: i32,
    /// 1 = first; `None` in an aborted game (no result).
    pub place: Option<u8>,
    pub reason: Reason,
    /// Another seat has the same place.
    pub shared: bool,
    /// The bot that finished the seat's game, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bot: Option<String>,
}

/// How a game ended, every seat's account, in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ending {
    pub how: How,
    /// The seat whose resignation ended the game ([`How::EndedByResignation`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ended_by: Option<Seat>,
    pub seats: Vec<SeatEnd>,
}

/// Places (0 = first) with the seats in `last` after all others: each group keeps the order
/// of `ranks` (the game's own: score, then tie-break); equal keys share a place.
pub fn ranks_with_last(ranks: &[u8], last: &[bool]) -> Vec<u8> {
    let key = |s: usize| (last.get(s).copied().unwrap_or(false), ranks[s]);
    (0..ranks.len())
        .map(|s| (0..ranks.len()).filter(|&o| key(o) < key(s)).count() as u8)
        .collect()
}

impl Ending {
    /// The same ending with each seat named as `names` names it (the reader's language: a
    /// stored ending, such as an export's, was written in another).
    pub fn named(mut self, names: &impl crate::Names) -> Ending {
        for s in &mut self.seats {
            s.name = names.seat_name(s.seat);
        }
        self
    }

    /// A game played to its end (`ended_by`: `Some(seat)` when it ended at once because that
    /// seat resigned).
    pub fn finished(seats: &[SeatIn], ended_by: Option<Seat>) -> Ending {
        let ranks: Vec<u8> = seats.iter().map(|s| s.rank).collect();
        let last: Vec<bool> = seats.iter().map(|s| s.left.ranks_last()).collect();
        let places = ranks_with_last(&ranks, &last);
        let out = seats
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let place = places[i];
                let reason = match &s.left {
                    Left::Resigned { .. } => Reason::Resigned,
                    Left::Forfeited { .. } => Reason::Forfeited,
                    Left::OutOfTime { .. } => Reason::OutOfTime,
                    Left::Played if place == 0 => Reason::Won,
                    Left::Played => Reason::Placed,
                };
                SeatEnd {
                    seat: i as Seat,
                    name: s.name.clone(),
                    score: s.score,
                    place: Some(place + 1),
                    reason,
                    shared: places.iter().filter(|&&p| p == place).count() > 1,
                    bot: s.left.bot(),
                }
            })
            .collect();
        Ending {
            how: if ended_by.is_some() {
                How::EndedByResignation
            } else {
                How::Finished
            },
            ended_by,
            seats: out,
        }
    }

    /// An aborted game: no places.
    pub fn aborted(seats: &[SeatIn], by_admin: bool) -> Ending {
        let reason = if by_admin {
            Reason::AbortedByAdmin
        } else {
            Reason::AbortedByAgreement
        };
        Ending {
            how: if by_admin {
                How::AbortedByAdmin
            } else {
                How::AbortedByAgreement
            },
            ended_by: None,
            seats: seats
                .iter()
                .enumerate()
                .map(|(i, s)| SeatEnd {
                    seat: i as Seat,
                    name: s.name.clone(),
                    score: s.score,
                    place: None,
                    reason,
                    shared: false,
                    bot: None,
                })
                .collect(),
        }
    }

    /// The seats of `game` as they stand (score, the game's own rank), named by `names`
    /// (`seat-name` where a name is missing), each played by its own player.
    pub fn seats_of<G: Game>(game: &G, names: &[String], lang: Lang) -> Vec<SeatIn> {
        let ranks = engine::ranks(game);
        let list = crate::ListNames(lang, names.to_vec());
        (0..game.players() as Seat)
            .map(|s| SeatIn {
                name: crate::Names::seat_name(&list, s),
                score: game.score(s),
                rank: ranks[s as usize],
                left: Left::Played,
            })
            .collect()
    }

    /// A game over by its rules, every seat played by its own player (a record file: what the
    /// command line knows without a server). `None` while the game runs.
    pub fn of_game<G: Game>(game: &G, names: &[String], lang: Lang) -> Option<Ending> {
        game.is_over()
            .then(|| Ending::finished(&Ending::seats_of(game, names, lang), None))
    }

    /// Whether the game has no result (aborted).
    pub fn is_aborted(&self) -> bool {
        matches!(self.how, How::AbortedByAgreement | How::AbortedByAdmin)
    }

    /// The places (0 = first) by seat; `None` when aborted.
    pub fn ranks(&self) -> Option<Vec<u8>> {
        self.seats
            .iter()
            .map(|s| s.place.map(|p| p.saturating_sub(1)))
            .collect()
    }

    /// The seats by place (then seat); in seat order when aborted.
    pub fn order(&self) -> Vec<&SeatEnd> {
        let mut v: Vec<&SeatEnd> = self.seats.iter().collect();
        v.sort_by_key(|s| (s.place.unwrap_or(0), s.seat));
        v
    }

    fn players(&self) -> i64 {
        self.seats.len() as i64
    }

    /// The game's outcome in one or two sentences: who won (or that nobody did, or that it
    /// was aborted), and how it ended when not by its rules.
    pub fn headline(&self, lang: Lang) -> String {
        let cat = catalog(lang);
        match self.how {
            How::AbortedByAgreement => return cat.get("end-aborted-agreement"),
            How::AbortedByAdmin => return cat.get("end-aborted-admin"),
            _ => {}
        }
        let winners: Vec<&SeatEnd> = self
            .seats
            .iter()
            .filter(|s| s.place == Some(1) && !s.reason.ranks_last())
            .collect();
        let outcome = match winners.as_slice() {
            [] => cat.get("end-no-winner"),
            [one] => cat.get_args(
                "end-wins",
                &[
                    ("name", Arg::Text(one.name.clone())),
                    ("score", Arg::Num(one.score as i64)),
                ],
            ),
            many => cat.get_args(
                "end-wins-shared",
                &[
                    (
                        "names",
                        Arg::Text(
                            many.iter()
                                .map(|s| s.name.clone())
                                .collect::<Vec<_>>()
                                .join(", "),
                        ),
                    ),
                    ("score", Arg::Num(many[0].score as i64)),
                ],
            ),
        };
        match self.ended_by.and_then(|s| self.seats.get(s as usize)) {
            Some(s) => format!(
                "{} {outcome}",
                cat.get_args("end-ended-by", &[("name", Arg::Text(s.name.clone()))])
            ),
            None => outcome,
        }
    }

    /// A seat's result with its reason, without its name: "place 2 of 2 with 128 VP:
    /// resigned, last whatever the score" (what My games shows for the person's seat).
    pub fn result(&self, seat: Seat, lang: Lang) -> String {
        let Some(s) = self.seats.get(seat as usize) else {
            return String::new();
        };
        let key = match s.reason {
            Reason::Won if s.shared => "end-result-won-shared".to_string(),
            r => format!("end-result-{}", r.key()),
        };
        catalog(lang).get_args(
            &key,
            &[
                ("place", Arg::Num(s.place.unwrap_or(0) as i64)),
                ("players", Arg::Num(self.players())),
                ("score", Arg::Num(s.score as i64)),
                ("bot", Arg::Text(s.bot.clone().unwrap_or_default())),
            ],
        )
    }

    /// A seat's line: "2. Anna: place 2 of 2 with 128 VP: resigned, last whatever the score".
    pub fn seat_line(&self, seat: Seat, lang: Lang) -> String {
        let Some(s) = self.seats.get(seat as usize) else {
            return String::new();
        };
        let result = self.result(seat, lang);
        match s.place {
            Some(p) => catalog(lang).get_args(
                "end-seat-line",
                &[
                    ("place", Arg::Num(p as i64)),
                    ("name", Arg::Text(s.name.clone())),
                    ("result", Arg::Text(result)),
                ],
            ),
            None => catalog(lang).get_args(
                "end-seat-line-aborted",
                &[
                    ("name", Arg::Text(s.name.clone())),
                    ("result", Arg::Text(result)),
                ],
            ),
        }
    }

    /// Every seat's line, best place first.
    pub fn lines(&self, lang: Lang) -> Vec<String> {
        self.order()
            .iter()
            .map(|s| self.seat_line(s.seat, lang))
            .collect()
    }

    /// The whole account in one paragraph: the headline, then every seat's line (the log's
    /// last line).
    pub fn account(&self, lang: Lang) -> String {
        format!("{} {}", self.headline(lang), self.lines(lang).join("; "))
    }

    /// The account as the API sends it: the data and its words in `lang`.
    pub fn words(&self, lang: Lang) -> EndingWords {
        EndingWords {
            how: self.how,
            headline: self.headline(lang),
            account: self.account(lang),
            seats: self
                .order()
                .into_iter()
                .map(|s| SeatWords {
                    seat: s.seat,
                    name: s.name.clone(),
                    score: s.score,
                    place: s.place,
                    reason: s.reason,
                    shared: s.shared,
                    result: self.result(s.seat, lang),
                    line: self.seat_line(s.seat, lang),
                })
                .collect(),
        }
    }
}

/// An [`Ending`] in words (state messages, the replay, `kohle replay --json`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndingWords {
    pub how: How,
    /// Who won, or why nobody did.
    pub headline: String,
    /// The headline and every seat's line in one paragraph (the log's last line).
    pub account: String,
    /// Best place first (seat order when aborted).
    pub seats: Vec<SeatWords>,
}

/// One seat of an [`EndingWords`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatWords {
    pub seat: Seat,
    pub name: String,
    pub score: i32,
    pub place: Option<u8>,
    pub reason: Reason,
    pub shared: bool,
    /// The result with its reason, without the name.
    pub result: String,
    /// `PLACE. NAME: RESULT`.
    pub line: String,
}

/// The catalogue keys of the events by which the games announce their end by score alone
/// (Glück Auf's winner, Haspelknecht's standings): a log that tells the [`Ending`] as its last
/// line leaves these out, so that it tells one story.
pub const GAME_OVER_EVENT_KEYS: [&str; 3] =
    ["ga-ev-game-won", "ga-ev-game-won-shared", "hk-ev-game-ends"];

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str, score: i32, rank: u8, left: Left) -> SeatIn {
        SeatIn {
            name: name.into(),
            score,
            rank,
            left,
        }
    }

    #[test]
    fn a_resigned_seat_ranks_last_whatever_its_score() {
        let e = Ending::finished(
            &[
                seat(
                    "Anna",
                    128,
                    0,
                    Left::Resigned {
                        bot: Some("greedy".into()),
                    },
                ),
                seat("Piotr", 122, 1, Left::Played),
            ],
            None,
        );
        assert_eq!(e.ranks(), Some(vec![1, 0]));
        assert_eq!(e.seats[0].reason, Reason::Resigned);
        assert_eq!(e.seats[1].reason, Reason::Won);
        assert_eq!(e.headline(Lang::En), "Piotr wins with 122 VP.");
        let anna = e.seat_line(0, Lang::En);
        assert!(anna.starts_with("2. Anna:"), "{anna}");
        assert!(anna.contains("resigned") && anna.contains("128"), "{anna}");
        assert_eq!(e.lines(Lang::En)[0], e.seat_line(1, Lang::En));
        let de = e.headline(Lang::De);
        assert!(de.contains("Piotr") && !de.contains("Anna"), "{de}");
    }

    #[test]
    fn ties_share_and_an_abort_has_no_places() {
        let seats = [
            seat("A", 50, 0, Left::Played),
            seat("B", 50, 0, Left::Played),
            seat(
                "C",
                40,
                2,
                Left::OutOfTime {
                    bot: "greedy".into(),
                },
            ),
        ];
        let e = Ending::finished(&seats, None);
        assert!(e.seats[0].shared && e.seats[1].shared);
        assert_eq!(e.seats[2].place, Some(3));
        assert_eq!(e.seats[2].reason, Reason::OutOfTime);
        assert!(e.result(2, Lang::En).contains("greedy"));
        assert!(e.headline(Lang::En).contains("A, B"));
        let a = Ending::aborted(&seats, false);
        assert_eq!(a.ranks(), None);
        assert!(a.headline(Lang::En).contains("agreed"));
        assert!(Ending::aborted(&seats, true)
            .headline(Lang::En)
            .contains("admin"));
        let back: Ending = serde_json::from_str(&serde_json::to_string(&e).unwrap()).unwrap();
        assert_eq!(back, e);
    }
}
