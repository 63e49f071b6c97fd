//! After the game: what designers and players learn from games once they are played.
//!
//! - [`balance`]: many bot games under the default rules and under each rule option;
//!   win rate and score by seat with 95% intervals and a chi-square test of "all seats equal",
//!   what the seats acquired ([`acquisitions`]) and how the buyers fared, score distributions.
//! - [`decisions`]: every decision of a game record judged by the ISMCTS bot from the deciding
//!   seat's information only: chance to win and score margin of the move taken and of the best
//!   move found, and a verdict.
//! - [`capped`]: the analysis of a whole game within a time cap, on one thread (a server's job);
//!   [`view`]: what one viewer may see of it (its log's decisions, no other seat's secrets)
//!   and the chart of each seat's chance to win.
//! - [`words`]: the moves of a review in the presentation layer's words.
//! - [`html`] pages with [`svg`] charts; [`stats`]: intervals and the chi-square test.
//!
//! `kohle balance` and `kohle analyze` are the command-line front ends; `kohle serve` analyses
//! a finished game on request. The feature `openapi` derives `utoipa`'s schemas of what a
//! server sends.

pub mod accuracy;
pub mod acquisitions;
pub mod balance;
pub mod capped;
pub mod decisions;
pub mod flags;
pub mod html;
pub mod judge;
pub mod stats;
pub mod svg;
pub mod view;
pub mod words;

pub use acquisitions::{Acquisition, Acquisitions};
pub use balance::{balance, BalanceConfig, BalanceReport};
pub use capped::{analyze_capped, CappedError};
pub use decisions::{analyze, analyze_with, positions, AnalysisReport, AnalyzeConfig, Verdict};
pub use judge::{default_bot, Judge};
pub use view::{win_chart, AnalysisView, ChartWords, DecisionView, Reader};
pub use words::MoveWords;
