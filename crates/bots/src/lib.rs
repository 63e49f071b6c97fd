//! Bots, generic over the engine contract. A bot sees the state only through what its seat may
//! know: searching bots call [`engine::Game::determinize`] before they look.
//!
//! - [`random`]: uniform over the legal actions.
//! - [`greedy`]: one-step lookahead on the game's [`engine::Game::evaluate`], on
//!   determinizations, continuing through the same seat's sub-decisions.
//! - [`ismcts`]: single-observer information-set MCTS with availability counts; budget in
//!   iterations or milliseconds per decision; multi-player and simultaneous decisions.
//! - [`net`]: the learned value-and-policy network (issue 25), read from a safetensors file and
//!   evaluated one position at a time without allocating.
//! - [`spec`]: bots as text (`random`, `greedy`, `ismcts`, `ismcts:2000`, `ismcts:500ms`).
//! - [`tournament`]: K games in parallel (rayon) with seat rotation and derived seeds; per-bot
//!   win rates with Wilson intervals, scores, ranks, Elo (Bradley–Terry); per-seat statistics;
//!   CSV of the raw results. [`plot`]: score box plots (SVG/PNG). [`stats`]: the statistics.
//! - [`sprt`]: the sequential probability ratio test of one bot against another on pairs of
//!   games (fishtest's pentanomial LLR), played by [`sprt_run::run_sprt`].
//!
//! Tests and benchmarks also play `testgame::Prizes` (crates/testgame, a dev-dependency).
//!
//! Strength figures: `cargo run --release -p bots --example strength -- GAME PLAYERS GAMES
//! BOT...`; speed: `cargo bench -p bots --bench ismcts`. Measured figures: `STRENGTH.md`.

pub mod greedy;
pub mod ismcts;
pub mod learned;
pub mod net;
pub mod plot;
pub mod random;
pub mod selfplay;
pub mod simulate;
pub mod spec;
pub mod sprt;
pub mod sprt_run;
pub mod stats;
pub mod tournament;

pub use greedy::GreedyBot;
pub use ismcts::{Budget, IsmctsBot, IsmctsConfig, RootStats};
pub use random::RandomBot;
pub use spec::{parse_bot_spec, parse_served_bot_spec, BotSpec};
pub use tournament::{
    bot_names, run_game_range, run_games, run_selected_games, run_tournament, seat_stats,
    summarize, write_csv, GameResult, Tournament, TournamentConfig,
};

use engine::{Game, Seat};

/// A player that is not a person.
pub trait Bot<G: Game>: Send {
    /// A short name for tables (`random`, `greedy`, `ismcts:2000`).
    fn name(&self) -> String;

    /// Chooses one of `legal` (never empty) for `seat` in `game`.
    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action;
}

/// Plays a game to its end, asking `bots[seat]` for every decision. Returns the number of
/// decisions taken. `buf` is reused for legal-action lists.
pub fn play_out<G: Game>(
    game: &mut G,
    bots: &mut [Box<dyn Bot<G>>],
    buf: &mut Vec<G::Action>,
) -> u64 {
    let mut decisions = 0;
    loop {
        let to_move = game.to_move();
        let Some(seat) = to_move.first() else {
            return decisions;
        };
        game.legal_actions(seat, buf);
        assert!(
            !buf.is_empty(),
            "{}: seat {seat} is to move but has no legal action",
            G::NAME
        );
        let action = bots[seat as usize].choose(game, seat, buf);
        // A bot chooses from `buf`, the list just made for this state.
        game.apply_legal(seat, action)
            .unwrap_or_else(|e| panic!("{}: legal action {action} refused: {e}", G::NAME));
        decisions += 1;
    }
}
