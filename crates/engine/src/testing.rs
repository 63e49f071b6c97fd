//! What the games' tests share: the set-ups they start from, random play to the end, and the
//! checks every implementation of an optional part of the contract ([`ActionSpace`],
//! [`Observe`]) must pass. Generic over the contract, so one copy serves both games; nothing
//! here runs outside tests.

use crate::action_space::ActionSpace;
use crate::observation::{observation, observation_layout, Observe};
use crate::rng::{below, rng_from_seed};
use crate::{Game, Rng, Seat, Setup};

/// The setup of a game of `players` from `seed` with `options`.
pub fn setup_with<G: Game>(players: u8, seed: u64, options: G::Options) -> Setup<G::Options> {
    Setup {
        players,
        seed,
        options,
    }
}

/// A new game of `players` from `seed` with `options`; panics if the setup is refused.
pub fn new_game_with<G: Game>(players: u8, seed: u64, options: G::Options) -> G {
    G::new_game(&setup_with::<G>(players, seed, options))
        .unwrap_or_else(|e| panic!("{} with {players} players, seed {seed}: {e}", G::NAME))
}

/// A new game of `players` from `seed` with the default options.
pub fn new_game<G: Game>(players: u8, seed: u64) -> G {
    new_game_with(players, seed, G::Options::default())
}

/// The setups of `games` games with the default options: seed `k` for game `k`, and 2, 3, 4,
/// 2, … players.
pub fn setups<G: Game>(games: u64) -> impl Iterator<Item = Setup<G::Options>> {
    (0..games).map(|seed| setup_with::<G>(2 + (seed % 3) as u8, seed, G::Options::default()))
}

/// Plays `game` to its end, every decision at random from `rng`: a seat among those to move,
/// then one of its legal actions, through [`Game::apply`] (which checks it). Before each
/// decision, `visit` sees the state, the seat to decide and the decision's number (from 0).
/// Returns the number of decisions.
pub fn play_random<G: Game>(
    game: &mut G,
    rng: &mut Rng,
    mut visit: impl FnMut(&G, Seat, u64),
) -> u64 {
    let mut buf = Vec::new();
    let mut step = 0;
    while !game.is_over() {
        let movers = game.to_move();
        let seat = movers
            .iter()
            .nth(below(rng, movers.len() as u32) as usize)
            .expect("a seat to move");
        visit(game, seat, step);
        game.legal_actions(seat, &mut buf);
        let a = buf[below(rng, buf.len() as u32) as usize];
        game.apply(seat, a)
            .unwrap_or_else(|e| panic!("{}: legal action {a} refused: {e}", G::NAME));
        step += 1;
    }
    step
}

/// Checks an [`ActionSpace`]: every index of the space names one action whose index is that
/// index and whose notation `game` reads back to it; the index past the end names nothing.
pub fn check_indices_read_back<G: ActionSpace>(game: &G) {
    let n = G::num_distinct_actions(game.players() as u8);
    for i in 0..n {
        let a = G::action_from_index(i).unwrap();
        assert_eq!(G::action_index(a), Some(i), "{a}");
        assert_eq!(game.parse_action(&a.to_string()).unwrap(), a, "{a}");
    }
    assert_eq!(G::action_from_index(n), None);
}

/// Checks an [`ActionSpace`]: in a random game from each of `setups` (decisions from `seed`),
/// every listed legal action has an index that names it.
pub fn check_legal_actions_in_space<G: ActionSpace>(
    setups: impl IntoIterator<Item = Setup<G::Options>>,
    seed: u64,
) {
    let mut rng = rng_from_seed(seed);
    let mut buf = Vec::new();
    for setup in setups {
        let mut g = G::new_game(&setup).unwrap();
        play_random(&mut g, &mut rng, |g, seat, _| {
            g.legal_actions(seat, &mut buf);
            for &a in &buf {
                let i = G::action_index(a).unwrap_or_else(|| panic!("{a} has no index"));
                assert_eq!(G::action_from_index(i), Some(a));
            }
        });
    }
}

/// Checks an [`Observe`]: in a random game from each of `setups` (decisions from `seed`), at
/// every `every`-th decision and for every seat, the observation keeps the length its layout
/// gives and is the same in a determinization for that seat (it shows nothing the seat cannot
/// see).
pub fn check_determinized_observations<G: Observe>(
    setups: impl IntoIterator<Item = Setup<G::Options>>,
    seed: u64,
    every: u64,
) {
    let mut rng = rng_from_seed(seed);
    for setup in setups {
        let mut g = G::new_game(&setup).unwrap();
        let len = observation(&g, 0).len();
        let layout = observation_layout(&g, 0);
        assert_eq!(layout.iter().map(|s| s.len).sum::<usize>(), len);
        play_random(&mut g, &mut rng, |g, _, step| {
            if step % every == 0 {
                for s in 0..setup.players {
                    let obs = observation(g, s);
                    assert_eq!(obs.len(), len);
                    let mut r = rng_from_seed(step);
                    assert_eq!(observation(&g.determinize(s, &mut r), s), obs);
                }
            }
        });
    }
}

/// Checks a game's direct encoder ([`Observe::observe_into`]) against its view-based one: in a
/// random game from each of `setups` (decisions from `seed`), before every decision and for
/// every seat, the numbers written into a buffer full of NaN (so a slot an encoder leaves
/// unwritten shows) equal the observation from the seat's view, bit for bit, and so do those of a
/// determinization for that seat (whose hidden parts differ). The view is the allow-list of
/// what the seat may see, so equality means the direct encoder shows exactly that. Returns the
/// number of states checked.
pub fn check_direct_observations<G: Observe>(
    setups: impl IntoIterator<Item = Setup<G::Options>>,
    seed: u64,
) -> u64 {
    let mut rng = rng_from_seed(seed);
    let mut states = 0;
    let mut buf = Vec::new();
    for setup in setups {
        let mut g = G::new_game(&setup).unwrap();
        let len = observation(&g, 0).len();
        play_random(&mut g, &mut rng, |g, _, step| {
            states += 1;
            let mut r = rng_from_seed(step ^ setup.seed.rotate_left(32));
            for s in 0..setup.players {
                for state in [g.clone(), g.determinize(s, &mut r)] {
                    let expected = observation(&state, s);
                    assert_eq!(expected.len(), len);
                    buf.clear();
                    buf.resize(len, f32::NAN);
                    state.observe_into(s, &mut buf);
                    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                    if bits(&buf) != bits(&expected) {
                        let first = (0..len).find(|&i| buf[i].to_bits() != expected[i].to_bits());
                        let at = first.unwrap_or(0);
                        let name = observation_layout(&state, s)
                            .into_iter()
                            .find(|seg| seg.start <= at && at < seg.start + seg.len)
                            .map_or_else(String::new, |seg| seg.name);
                        panic!(
                            "{} ({} players, seed {}), decision {step}, seat {s}: slot {at} \
                             ({name}) is {} directly, {} from the view",
                            G::NAME,
                            setup.players,
                            setup.seed,
                            buf[at],
                            expected[at]
                        );
                    }
                }
            }
        });
    }
    states
}

/// Records `g` under its evaluation key ([`Game::write_evaluation_key`]) in `seen`, with
/// `evaluate` of every seat as bits; panics if an earlier state had the key and other values,
/// or if a state has a key while over (or none while not). Returns the key. The games' tests of
/// the key call it on many states of random games.
pub fn record_evaluation_key<G: Game>(
    seen: &mut std::collections::HashMap<crate::EvalKey, (Vec<u32>, String)>,
    memo: &mut crate::EvalMemo,
    g: &G,
    what: &str,
) -> Option<crate::EvalKey> {
    let key = memo.key(g);
    assert_eq!(
        key.is_none(),
        g.is_over(),
        "{what}: a key exactly while not over"
    );
    let k = key?;
    let values: Vec<u32> = (0..g.players() as u8)
        .map(|s| g.evaluate(s).to_bits())
        .collect();
    match seen.get(&k) {
        Some((old, first)) => assert_eq!(
            old, &values,
            "{what}: the key of {first} with other evaluations\n{g:?}"
        ),
        None => {
            seen.insert(k, (values, what.to_string()));
        }
    }
    key
}

/// The games' `playouts` examples (for profiling): `[PLAYERS] [GAMES]` from the command line,
/// then random playouts of `G` with default options; prints games per second and nanoseconds
/// per decision (legal_actions + apply).
pub fn profile_playouts<G: Game>()
where
    G::Options: Default,
{
    let mut args = std::env::args().skip(1);
    let players: u8 = args.next().map_or(2, |s| s.parse().expect("PLAYERS"));
    let games: u64 = args.next().map_or(20_000, |s| s.parse().expect("GAMES"));
    let mut buf = Vec::with_capacity(256);
    let mut decisions = 0u64;
    let start = std::time::Instant::now();
    for seed in 0..games {
        let mut g: G = new_game_with(players, seed, G::Options::default());
        decisions += crate::random_playout(
            &mut g,
            &mut crate::rng::rng_from_seed(seed ^ 0xABCD),
            &mut buf,
        );
    }
    let t = start.elapsed().as_secs_f64();
    println!(
        "{players} players: {games} games in {t:.2} s = {:.0} games/s, {:.1} decisions/game, {:.0} ns/decision",
        games as f64 / t,
        decisions as f64 / games as f64,
        t * 1e9 / decisions as f64
    );
}
