//! The cost of one network evaluation (issue 25, part 4): a network of the default shape
//! (L → 128 → 128, A policy rows, P = 2 value rows) with random weights, evaluated on the
//! deciding seat's observations of positions from random 2-player games: the value, and the
//! policy's logits of the legal actions only. Prints µs per position for each game (the fastest
//! of five rounds, as the machine may be loaded), and, for comparison, on a dense input (every
//! input non-zero: what the sparse first layer saves).
//!
//! ```sh
//! cargo run --release -p bots --example net_cost -- [POSITIONS] [REPEAT] [--dump DIR]
//! ```
//! `--dump DIR` also writes each game's network (`GAME.net.safetensors`) and positions
//! (`GAME.positions.safetensors`: `obs` `[N, L]` F32, `legal` `[N, A]` U8), to measure the same
//! work with another library.

use bots::net::{softmax_in_place, Net, NetScratch};
use engine::rng::{rng_from_seed, Rng};
use engine::testing::{play_random, setup_with};
use engine::{ActionSpace, Observe};
use rand_core::RngCore;
use safetensors::tensor::TensorView;
use safetensors::Dtype;
use std::collections::HashMap;
use std::hint::black_box;
use std::path::Path;
use std::time::Instant;

const HIDDEN: usize = 128;
const PLAYERS: u8 = 2;

/// A position: the decider's observation and its legal actions' indices.
type Position = (Vec<f32>, Vec<usize>);

/// Positions from random games: the decider's observation and its legal actions' indices.
fn positions<G: Observe + ActionSpace>(count: usize) -> (usize, Vec<Position>) {
    let mut rng = rng_from_seed(25);
    let mut out = Vec::new();
    let mut legal = Vec::new();
    let mut len = 0;
    for seed in 0.. {
        let mut game = G::new_game(&setup_with::<G>(PLAYERS, seed, G::Options::default()))
            .expect("a valid setup");
        game.events_mut().set_recording(false);
        if len == 0 {
            len = engine::observation::observation(&game, 0).len();
        }
        play_random(&mut game, &mut rng, |g, seat, _| {
            g.legal_actions(seat, &mut legal);
            if legal.len() >= 2 && out.len() < count {
                let mut obs = vec![0.0; len];
                g.observe_into(seat, &mut obs);
                let indices = legal
                    .iter()
                    .map(|&a| G::action_index(a).expect("a legal action has an index"))
                    .collect();
                out.push((obs, indices));
            }
        });
        if out.len() >= count {
            break;
        }
    }
    (len, out)
}

fn uniform(rng: &mut Rng) -> f32 {
    (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0
}

/// A `kohle-net/1` file of random weights (variance 1/inputs, as a freshly initialised net).
fn random_net(game: &str, l: usize, a: usize) -> Vec<u8> {
    let mut rng = rng_from_seed(7);
    let mut tensors: Vec<(String, Vec<usize>, Vec<u8>)> = Vec::new();
    let mut layer = |name: &str, rows: usize, cols: usize| {
        let bound = (3.0 / cols as f32).sqrt();
        let w: Vec<u8> = (0..rows * cols)
            .flat_map(|_| (uniform(&mut rng) * bound).to_le_bytes())
            .collect();
        let b: Vec<u8> = (0..rows)
            .flat_map(|_| (uniform(&mut rng) * 0.1).to_le_bytes())
            .collect();
        tensors.push((format!("{name}.weight"), vec![rows, cols], w));
        tensors.push((format!("{name}.bias"), vec![rows], b));
    };
    layer("layers.0", HIDDEN, l);
    layer("layers.1", HIDDEN, HIDDEN);
    layer("policy", a, HIDDEN);
    layer("value", usize::from(PLAYERS), HIDDEN);
    let meta: HashMap<String, String> = [
        ("format", "kohle-net/1".to_string()),
        ("game", game.to_string()),
        ("players", PLAYERS.to_string()),
        ("observation_len", l.to_string()),
        ("num_actions", a.to_string()),
        ("value", "residual".to_string()),
        ("value_scale", "20".to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let views = tensors.iter().map(|(name, shape, data)| {
        let view = TensorView::new(Dtype::F32, shape.clone(), data).expect("consistent");
        (name.clone(), view)
    });
    safetensors::serialize(views, Some(meta)).expect("serializable")
}

/// µs per evaluation, the fastest of `ROUNDS` rounds (the machine may be shared and loaded).
fn best_time(net: &Net, positions: &[Position], repeat: usize) -> f64 {
    const ROUNDS: usize = 5;
    (0..ROUNDS)
        .map(|_| time_per_position(net, positions, repeat))
        .fold(f64::INFINITY, f64::min)
}

/// µs per evaluation: value, and the legal actions' logits turned into priors.
fn time_per_position(net: &Net, positions: &[Position], repeat: usize) -> f64 {
    let mut scratch = NetScratch::new();
    let mut priors = vec![0.0; net.meta().num_actions];
    let mut sum = 0.0;
    let start = Instant::now();
    for _ in 0..repeat {
        for (obs, legal) in positions {
            let out = net.forward(black_box(obs), &mut scratch);
            let priors = &mut priors[..legal.len()];
            out.policy_logits(legal, priors);
            softmax_in_place(priors);
            sum += out.value()[0] + priors[0];
        }
    }
    let elapsed = start.elapsed().as_secs_f64();
    black_box(sum);
    elapsed * 1e6 / (repeat * positions.len()) as f64
}

fn measure<G: Observe + ActionSpace>(count: usize, repeat: usize, dump: Option<&Path>) {
    let (l, positions) = positions::<G>(count);
    let a = G::num_distinct_actions(PLAYERS);
    let bytes = random_net(G::NAME, l, a);
    let net = Net::from_bytes(&bytes).expect("a valid network");
    net.check_for(G::NAME, PLAYERS, l, a)
        .expect("fits the game");
    let nonzero: usize = positions
        .iter()
        .map(|(obs, _)| obs.iter().filter(|&&x| x != 0.0).count())
        .sum();
    let legal: usize = positions.iter().map(|(_, legal)| legal.len()).sum();
    let n = positions.len() as f64;
    let sparse = best_time(&net, &positions, repeat);
    let dense_positions: Vec<Position> = positions
        .iter()
        .map(|(obs, legal)| (vec![0.5; obs.len()], legal.clone()))
        .collect();
    let dense = best_time(&net, &dense_positions, repeat.div_ceil(4));
    println!(
        "{}: L = {l}, A = {a}, {} positions ({:.1} non-zero inputs, {:.1} legal actions on \
         average): {sparse:.2} µs per position (dense input: {dense:.2} µs)",
        G::NAME,
        positions.len(),
        nonzero as f64 / n,
        legal as f64 / n,
    );
    if let Some(dir) = dump {
        std::fs::create_dir_all(dir).expect("a directory");
        std::fs::write(dir.join(format!("{}.net.safetensors", G::NAME)), &bytes).expect("written");
        let obs: Vec<u8> = positions
            .iter()
            .flat_map(|(obs, _)| obs.iter().flat_map(|x| x.to_le_bytes()))
            .collect();
        let mut mask = vec![0u8; positions.len() * a];
        for (p, (_, legal)) in positions.iter().enumerate() {
            for &i in legal {
                mask[p * a + i] = 1;
            }
        }
        let tensors = [
            (
                "obs",
                TensorView::new(Dtype::F32, vec![positions.len(), l], &obs).expect("consistent"),
            ),
            (
                "legal",
                TensorView::new(Dtype::U8, vec![positions.len(), a], &mask).expect("consistent"),
            ),
        ];
        let file = safetensors::serialize(tensors, None).expect("serializable");
        std::fs::write(dir.join(format!("{}.positions.safetensors", G::NAME)), file)
            .expect("written");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let dump = args
        .iter()
        .position(|a| a == "--dump")
        .map(|i| Path::new(args.get(i + 1).expect("--dump DIR")));
    let mut numbers = args.iter().filter_map(|a| a.parse::<usize>().ok());
    let count = numbers.next().unwrap_or(2000);
    let repeat = numbers.next().unwrap_or(20);
    measure::<glueckauf::GlueckAuf>(count, repeat, dump);
    measure::<haspelknecht::Haspelknecht>(count, repeat, dump);
}
