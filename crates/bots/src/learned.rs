//! The learned bot (`ismcts:1s:net`, issue 25): today's ISMCTS guided by a value-and-policy
//! network ([`crate::net`]). The policy head gives the priors of PUCT selection; the value head
//! corrects the leaf's `evaluate` values (a `residual` network predicts final score minus
//! `evaluate`, per seat). Everything else — determinizations, the leaf's greedy continuation,
//! rewards — is the plain search's ([`crate::ismcts`]).
//!
//! **What the network sees.** Always one seat's observation tensor of a determinization for
//! the searching seat: for priors the mover's, for a leaf the seat to move there. A
//! determinization holds only what the searching seat may know (re-sampled hidden information),
//! so the network never reads the real hidden state.
//!
//! **Where networks come from.** `net` is the network shipped for the game and player count
//! (`crates/bots/nets/`, compiled in), `net=FILE` another `kohle-net/1` file. Files are read
//! once per process and shared by every bot ([`load`]).

use crate::ismcts::{Guide, IsmctsBot, IsmctsConfig};
use crate::net::{softmax_in_place, Net, NetError, NetScratch};
use crate::Bot;
use engine::{Game, Learning, Seat};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// Which network a bot uses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum NetChoice {
    /// The one shipped for the game and player count.
    Shipped,
    /// A `kohle-net/1` file.
    File(PathBuf),
}

/// The networks shipped with kohle: game, player count, the file's bytes. How each was made
/// (data, seeds, commands, training curves): `docs/learning.md`.
const SHIPPED: &[(&str, u8, &[u8])] = &[
    (
        "glueckauf",
        2,
        include_bytes!("../nets/glueckauf-2p.safetensors"),
    ),
    (
        "haspelknecht",
        2,
        include_bytes!("../nets/haspelknecht-2p.safetensors"),
    ),
    (
        "glueckauf",
        3,
        include_bytes!("../nets/glueckauf-3p.safetensors"),
    ),
    (
        "glueckauf",
        4,
        include_bytes!("../nets/glueckauf-4p.safetensors"),
    ),
    (
        "haspelknecht",
        3,
        include_bytes!("../nets/haspelknecht-3p.safetensors"),
    ),
    (
        "haspelknecht",
        4,
        include_bytes!("../nets/haspelknecht-4p.safetensors"),
    ),
];

/// The shipped network of a game and player count, if there is one.
pub fn shipped(game: &str, players: u8) -> Option<&'static [u8]> {
    SHIPPED
        .iter()
        .find(|(g, p, _)| *g == game && *p == players)
        .map(|(_, _, bytes)| *bytes)
}

/// Why a learned bot cannot be built: no network for the game and player count.
pub fn no_shipped(game: &str, players: u8) -> String {
    let list: Vec<String> = SHIPPED
        .iter()
        .map(|(g, p, _)| format!("{g} with {p} players"))
        .collect();
    format!(
        "no network is shipped for {game} with {players} players (shipped: {}); give one with `net=FILE`",
        if list.is_empty() {
            "none".to_string()
        } else {
            list.join(", ")
        }
    )
}

type Cache = Mutex<HashMap<(NetChoice, &'static str, u8), Arc<Net>>>;

/// The network `choice` names for `game` with `players` players, read once per process and
/// checked against the game's observation length and action space.
pub fn load<G: Game>(choice: &NetChoice, players: u8) -> Result<Arc<Net>, String> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = (choice.clone(), G::NAME, players);
    if let Some(net) = cache
        .lock()
        .map_err(|_| "the network cache is poisoned")?
        .get(&key)
    {
        return Ok(net.clone());
    }
    let learning = G::learning().ok_or_else(|| {
        format!(
            "{} has no observation tensor, so no network can guide its search",
            G::NAME
        )
    })?;
    let net = match choice {
        NetChoice::Shipped => {
            let bytes = shipped(G::NAME, players).ok_or_else(|| no_shipped(G::NAME, players))?;
            Net::from_bytes(bytes).map_err(|e| format!("the shipped network: {e}"))?
        }
        NetChoice::File(path) => Net::load(path).map_err(|e| e.to_string())?,
    };
    let probe = G::new_game(&engine::Setup {
        players,
        seed: 0,
        options: G::Options::default(),
    })
    .map_err(|e| e.to_string())?;
    net.check_for(
        G::NAME,
        players,
        (learning.observation_len)(&probe),
        (learning.num_actions)(players),
    )
    .map_err(|e: NetError| match choice {
        NetChoice::File(path) => format!("{}: {e}", shown(path)),
        NetChoice::Shipped => e.to_string(),
    })?;
    let net = Arc::new(net);
    cache
        .lock()
        .map_err(|_| "the network cache is poisoned")?
        .insert(key, net.clone());
    Ok(net)
}

/// The network's side of a search: its buffers, made once per bot.
struct NetGuide<G: Game> {
    net: Arc<Net>,
    learning: Learning<G>,
    scratch: NetScratch,
    obs: Vec<f32>,
    indices: Vec<usize>,
    /// Evaluations of the network in the bot's life (for measurements).
    evaluations: u64,
    /// The weight of the value head's correction of the leaf values (`netvalue=`; 0: the
    /// value head is not evaluated).
    value_weight: f32,
}

impl<G: Game> NetGuide<G> {
    fn new(net: Arc<Net>, learning: Learning<G>, value_weight: f32) -> Self {
        let len = net.meta().observation_len;
        NetGuide {
            net,
            learning,
            scratch: NetScratch::new(),
            obs: vec![0.0; len],
            indices: Vec::with_capacity(64),
            evaluations: 0,
            value_weight,
        }
    }
}

impl<G: Game> Guide<G> for NetGuide<G> {
    fn priors(&mut self, state: &G, mover: Seat, legal: &[G::Action], out: &mut Vec<f32>) {
        (self.learning.observe_into)(state, mover, &mut self.obs);
        self.indices.clear();
        out.clear();
        let mut missing = false;
        for &a in legal {
            match (self.learning.action_index)(a) {
                Some(i) if i < self.net.meta().num_actions => self.indices.push(i),
                _ => missing = true,
            }
        }
        if missing {
            // Not an action of the network's space (never for the games' legal actions):
            // uniform priors rather than a wrong one.
            out.resize(legal.len(), 1.0 / legal.len() as f32);
            return;
        }
        self.evaluations += 1;
        out.resize(legal.len(), 0.0);
        let forward = self.net.forward(&self.obs, &mut self.scratch);
        forward.policy_logits(&self.indices, out);
        softmax_in_place(out);
    }

    fn adjust_values(&mut self, state: &G, values: &mut [f32]) {
        if self.value_weight == 0.0 {
            return;
        }
        let Some(seat) = state.to_move().first() else {
            return;
        };
        (self.learning.observe_into)(state, seat, &mut self.obs);
        self.evaluations += 1;
        let forward = self.net.forward(&self.obs, &mut self.scratch);
        let n = values.len();
        for (r, residual) in forward.value().iter().take(n).enumerate() {
            values[(seat as usize + r) % n] += self.value_weight * residual;
        }
    }
}

/// ISMCTS guided by a network: `ismcts:…:net`.
pub struct LearnedBot<G: Game> {
    search: IsmctsBot,
    guide: NetGuide<G>,
    label: String,
}

impl<G: Game> LearnedBot<G> {
    /// A bot searching with `config` and guided by `choice`'s network for `players` players.
    pub fn new(
        seed: u64,
        config: IsmctsConfig,
        choice: &NetChoice,
        players: u8,
        label: String,
    ) -> Result<Self, String> {
        let net = load::<G>(choice, players)?;
        let learning = G::learning().expect("load checked that the game has one");
        let config = config.for_game(G::NAME, players.into());
        Ok(LearnedBot {
            search: IsmctsBot::new(seed, config),
            guide: NetGuide::new(net, learning, config.net_value.unwrap_or_default()),
            label,
        })
    }

    /// Iterations of the last decision, and network evaluations over the bot's life.
    pub fn counts(&self) -> (u64, u64) {
        (self.search.last_iterations, self.guide.evaluations)
    }

    /// The guided search's statistics of the root children ([`IsmctsBot::search_root`]).
    pub fn search_root(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
    ) -> Vec<crate::RootStats<G::Action>> {
        self.search_root_forced(game, seat, legal, None)
    }

    /// [`LearnedBot::search_root`], with `force` as in [`IsmctsBot::search_root`]: every
    /// iteration begins with that action (what an analysis of a game's decisions needs).
    pub fn search_root_forced(
        &mut self,
        game: &G,
        seat: Seat,
        legal: &[G::Action],
        force: Option<G::Action>,
    ) -> Vec<crate::RootStats<G::Action>> {
        self.search
            .search_guided(game, seat, legal, force, Some(&mut self.guide))
    }
}

impl<G: Game> Bot<G> for LearnedBot<G> {
    fn name(&self) -> String {
        self.label.clone()
    }

    fn choose(&mut self, game: &G, seat: Seat, legal: &[G::Action]) -> G::Action {
        if legal.len() == 1 {
            return legal[0];
        }
        let stats = self.search_root(game, seat, legal);
        let best = stats
            .iter()
            .max_by(|x, y| x.visits.cmp(&y.visits).then(x.reward.total_cmp(&y.reward)))
            .expect("legal is not empty");
        // Every iteration visits a root child, so the most visited one has been searched.
        best.action
    }
}

/// `path` as an error message shows it.
pub fn shown(path: &Path) -> String {
    engine::quote(&path.display().to_string())
}

/// The bytes of a `kohle-net/1` file for `G` with `players` players and hidden layers of
/// `hidden` widths, with small random weights from `seed`: an untrained network, for tests and
/// benchmarks (its priors and corrections are noise, but of the right shapes and sizes).
pub fn random_network<G: Game>(
    players: u8,
    hidden: &[usize],
    seed: u64,
) -> Result<Vec<u8>, String> {
    use safetensors::tensor::TensorView;
    let learning = G::learning().ok_or_else(|| format!("{} has no observation", G::NAME))?;
    let probe = G::new_game(&engine::Setup {
        players,
        seed: 0,
        options: G::Options::default(),
    })
    .map_err(|e| e.to_string())?;
    let l = (learning.observation_len)(&probe);
    let a = (learning.num_actions)(players);
    let mut rng = engine::rng::rng_from_seed(seed);
    let mut tensors: Vec<(String, Vec<usize>, Vec<u8>)> = Vec::new();
    let mut layer = |name: String, rows: usize, cols: usize| {
        let scale = 1.0 / (cols as f32).sqrt();
        let mut values = |n: usize| -> Vec<u8> {
            (0..n)
                .flat_map(|_| {
                    let u = engine::rng::below(&mut rng, 1 << 24) as f32 / (1u32 << 24) as f32;
                    ((u * 2.0 - 1.0) * scale).to_le_bytes()
                })
                .collect()
        };
        let (w, b) = (values(rows * cols), values(rows));
        tensors.push((format!("{name}.weight"), vec![rows, cols], w));
        tensors.push((format!("{name}.bias"), vec![rows], b));
    };
    let mut inputs = l;
    for (i, &h) in hidden.iter().enumerate() {
        layer(format!("layers.{i}"), h, inputs);
        inputs = h;
    }
    layer("policy".into(), a, inputs);
    layer("value".into(), usize::from(players), inputs);
    let views = tensors
        .iter()
        .map(|(name, shape, data)| {
            TensorView::new(safetensors::Dtype::F32, shape.clone(), data)
                .map(|v| (name.clone(), v))
                .map_err(|e| e.to_string())
        })
        .collect::<Result<Vec<_>, String>>()?;
    let meta: HashMap<String, String> = [
        ("format", crate::net::FORMAT.to_string()),
        ("game", G::NAME.to_string()),
        ("players", players.to_string()),
        ("observation_len", l.to_string()),
        ("num_actions", a.to_string()),
        ("value", "residual".to_string()),
        ("value_scale", "1".to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    safetensors::serialize(views, Some(meta)).map_err(|e| e.to_string())
}
