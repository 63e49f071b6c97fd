//! A fixed observation workload for instruction counts (callgrind): 2-player random games
//! (decisions from a fixed seed); before every decision the deciding seat's observation is
//! written `REPEAT` times, from its view (`view`: build the view, encode it) or straight from
//! the state (`direct`: `Observe::observe_into` into one reused buffer), or not at all (`none`).
//! The difference to `none`, divided by the observations written, is the cost of one. It also
//! prints the time per observation (wall clock around the writes; run it a few times on a busy
//! machine). Callgrind counts a `rep stosb` once per byte, so the direct encoder's one clearing
//! `memset` (about 10 KB in Glück Auf, done with `rep stosb` by glibc) inflates its count far
//! beyond its cost.
//!
//! ```sh
//! cargo build --release -p bots --example observe_count
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//!     target/release/examples/observe_count glueckauf view|direct|none [GAMES] [REPEAT]
//! ```

use engine::observation::{observation, Observer};
use engine::rng::rng_from_seed;
use engine::testing::{play_random, setup_with};
use engine::Observe;
use std::hint::black_box;

fn run<G: Observe>(mode: &str, games: u64, repeat: u32) {
    let mut rng = rng_from_seed(5);
    let mut observer = Observer::new();
    let mut buf = Vec::new();
    let (mut decisions, mut written, mut sum) = (0u64, 0u64, 0f64);
    let mut time = std::time::Duration::ZERO;
    for seed in 0..games {
        let mut game =
            G::new_game(&setup_with::<G>(2, seed, G::Options::default())).expect("a valid setup");
        game.events_mut().set_recording(false);
        if buf.is_empty() {
            buf = vec![0.0; observation(&game, 0).len()];
        }
        decisions += play_random(&mut game, &mut rng, |g, seat, _| {
            let start = std::time::Instant::now();
            for _ in 0..repeat {
                match mode {
                    "view" => {
                        observer.clear();
                        g.observe(seat, &mut observer);
                        sum += f64::from(black_box(observer.values())[7]);
                    }
                    "direct" => {
                        g.observe_into(seat, black_box(&mut buf));
                        sum += f64::from(buf[7]);
                    }
                    _ => return,
                }
                written += 1;
            }
            time += start.elapsed();
        });
    }
    println!(
        "{}: {games} games, {decisions} decisions, {written} observations ({mode}), {:.0} ns each; \
         checksum {sum}",
        G::NAME,
        time.as_nanos() as f64 / written.max(1) as f64
    );
}

fn main() {
    let mut args = std::env::args().skip(1);
    let game = args.next().unwrap_or_default();
    let mode = args.next().unwrap_or_else(|| "direct".into());
    let games = args.next().and_then(|a| a.parse().ok()).unwrap_or(20);
    let repeat = args.next().and_then(|a| a.parse().ok()).unwrap_or(4);
    match game.as_str() {
        "glueckauf" => run::<glueckauf::GlueckAuf>(&mode, games, repeat),
        "haspelknecht" => run::<haspelknecht::Haspelknecht>(&mode, games, repeat),
        _ => eprintln!(
            "usage: observe_count glueckauf|haspelknecht view|direct|none [GAMES] [REPEAT]"
        ),
    }
}
