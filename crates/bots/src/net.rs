//! The learned evaluation of issue 25: a small value-and-policy network (a multi-layer
//! perceptron) read from a safetensors file and evaluated on one observation at a time, inside
//! the search, without allocating per call.
//!
//! The file format is `kohle-net/1` (docs/learning.md): hidden
//! layers `layers.{i}.weight` `[out_i, in_i]` and `layers.{i}.bias` `[out_i]` with a ReLU after
//! each, then two heads on the last hidden layer, `policy.*` (`[A, h]`, one logit per action of
//! the game's [`engine::ActionSpace`]) and `value.*` (`[P, h]`, one output per seat relative to
//! the observer). All tensors are F32. The `__metadata__` names the game, the player count, the
//! observation length L, the number of actions A, the kind of value and its scale.
//!
//! Why by hand and not with a tensor library: the search evaluates one position at a time
//! (batch size 1) and the observations are sparse (mostly zeros, one-hot blocks), so the first
//! layer — by far the largest, L × 128 — is stored transposed and only the columns of non-zero
//! inputs are added up; the later layers skip the inputs the ReLU zeroed the same way. The policy
//! head computes only the rows of the actions asked for (the legal ones). Measured against
//! candle in `examples/net_cost.rs`.
//!
//! Everything in the file is checked when it is read ([`Net::from_bytes`]): malformed bytes give
//! a [`NetError`] that says what and where, never a panic.

use safetensors::tensor::TensorView;
use safetensors::{Dtype, SafeTensorError, SafeTensors};
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// The `format` a network file names in its metadata.
pub const FORMAT: &str = "kohle-net/1";

/// What the value head predicts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// For each seat relative to the observer, (final score − the game's `evaluate(seat)`) /
    /// `value_scale`: a correction of the hand-written evaluation, in units of `value_scale` VP.
    Residual,
}

impl ValueKind {
    /// The name in the file's metadata.
    pub fn name(self) -> &'static str {
        match self {
            ValueKind::Residual => "residual",
        }
    }

    fn parse(text: &str) -> Option<ValueKind> {
        match text {
            "residual" => Some(ValueKind::Residual),
            _ => None,
        }
    }
}

/// What a network was trained for, from its file's metadata.
#[derive(Clone, Debug, PartialEq)]
pub struct NetMeta {
    /// The game's name (`glueckauf`, `haspelknecht`), as [`engine::Game::NAME`].
    pub game: String,
    pub players: u8,
    /// L, the length of the game's observation for this player count.
    pub observation_len: usize,
    /// A, the size of the game's action space for this player count.
    pub num_actions: usize,
    pub value: ValueKind,
    /// VP per unit of the value head.
    pub value_scale: f32,
}

/// Why a network file was refused, or does not fit the game it is used for.
#[derive(Debug, thiserror::Error)]
pub enum NetError {
    #[error("the network file {} is missing", path.display())]
    Missing { path: PathBuf },
    #[error("cannot read the network file {}: {source}", path.display())]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    /// Anything below, found in the file at `path`.
    #[error("the network file {}: {source}", path.display())]
    InFile {
        path: PathBuf,
        source: Box<NetError>,
    },
    #[error("not a safetensors file: {0}")]
    Safetensors(#[from] SafeTensorError),
    #[error("the metadata has no `{key}` (a {FORMAT} file names format, game, players, observation_len, num_actions, value and value_scale)")]
    MissingMetadata { key: &'static str },
    #[error("the metadata's `{key}` is {found:?}, expected {expected}")]
    BadMetadata {
        key: &'static str,
        found: String,
        expected: &'static str,
    },
    #[error("the network has no hidden layer (tensor `layers.0.weight` is missing)")]
    NoHiddenLayer,
    #[error("tensor `{name}` is missing")]
    MissingTensor { name: String },
    #[error("tensor `{name}` is not part of a {FORMAT} file")]
    UnexpectedTensor { name: String },
    #[error("tensor `{name}` has dtype {found}, expected F32")]
    WrongDtype { name: String, found: String },
    #[error("tensor `{name}` has shape {found:?}, expected {expected}")]
    WrongShape {
        name: String,
        expected: String,
        found: Vec<usize>,
    },
    #[error("tensor `{name}` holds a value that is not finite ({value}) at index {index}")]
    NotFinite {
        name: String,
        index: usize,
        value: f32,
    },
    #[error("the network was trained for the game {net}, not for {wanted}")]
    WrongGame { net: String, wanted: String },
    #[error("the network was trained for {net} players, not for {wanted}")]
    WrongPlayers { net: u8, wanted: u8 },
    #[error("the network's {what} is {net}, the game's is {game} (was the game's encoding changed since it was trained?)")]
    WrongSize {
        what: &'static str,
        net: usize,
        game: usize,
    },
}

/// A hidden layer, stored transposed: `weight_t[j * outputs + o]` is the weight from input `j`
/// to output `o`, so one input's weights are contiguous and a zero input is skipped whole.
#[derive(Clone, Debug)]
struct Hidden {
    outputs: usize,
    weight_t: Vec<f32>,
    bias: Vec<f32>,
}

/// A head, stored as in the file: `weight[o * inputs + j]`, one row per output, so the policy
/// computes only the rows of the actions asked for.
#[derive(Clone, Debug)]
struct Head {
    inputs: usize,
    weight: Vec<f32>,
    bias: Vec<f32>,
}

impl Head {
    fn row(&self, o: usize) -> &[f32] {
        &self.weight[o * self.inputs..(o + 1) * self.inputs]
    }
}

/// A value-and-policy network, read from a `kohle-net/1` file. Immutable once read: one `Net`
/// is shared by every search thread, each with its own [`NetScratch`].
#[derive(Clone, Debug)]
pub struct Net {
    meta: NetMeta,
    hidden: Vec<Hidden>,
    policy: Head,
    value: Head,
}

/// The buffers of one evaluation, made once per search (or thread) and reused: [`Net::forward`]
/// sizes them on first use and never allocates again for the same network.
#[derive(Clone, Debug, Default)]
pub struct NetScratch {
    /// The activations of each hidden layer (after the ReLU).
    hidden: Vec<Vec<f32>>,
    /// The value head's outputs, times `value_scale`.
    value: Vec<f32>,
}

/// The result of [`Net::forward`] on one observation: the value, and the policy's logits on
/// demand.
pub struct Forward<'a> {
    net: &'a Net,
    scratch: &'a NetScratch,
}

impl Net {
    /// Reads the network file at `path`. A missing file says so; every other error names the
    /// file.
    pub fn load(path: &Path) -> Result<Net, NetError> {
        let bytes = std::fs::read(path).map_err(|source| {
            if source.kind() == std::io::ErrorKind::NotFound {
                NetError::Missing {
                    path: path.to_path_buf(),
                }
            } else {
                NetError::Io {
                    path: path.to_path_buf(),
                    source,
                }
            }
        })?;
        Net::from_bytes(&bytes).map_err(|source| NetError::InFile {
            path: path.to_path_buf(),
            source: Box::new(source),
        })
    }

    /// Reads a network from the bytes of a `kohle-net/1` safetensors file, checking everything:
    /// the metadata, that every tensor is there (and no other), F32, with shapes that chain from
    /// the observation length through the hidden layers to A policy rows and P value rows, and
    /// finite values.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let (_, header) = SafeTensors::read_metadata(bytes)?;
        let meta = read_meta(header.metadata().as_ref())?;
        let mut file = Tensors {
            file: SafeTensors::deserialize(bytes)?,
            taken: BTreeSet::new(),
        };
        let mut hidden = Vec::new();
        let mut inputs = meta.observation_len;
        while file.has(&format!("layers.{}.weight", hidden.len())) {
            let i = hidden.len();
            let name = format!("layers.{i}.weight");
            let view = file.take(&name)?;
            let outputs = match view.shape() {
                &[out, inn] if out > 0 && inn == inputs => out,
                found => {
                    return Err(NetError::WrongShape {
                        name,
                        expected: format!("[out_{i} > 0, {inputs}]"),
                        found: found.to_vec(),
                    })
                }
            };
            let weight = floats(&name, &view)?;
            let name = format!("layers.{i}.bias");
            let bias = vector(&name, &file.take(&name)?, outputs)?;
            let mut weight_t = vec![0.0; weight.len()];
            for (o, row) in weight.chunks_exact(inputs).enumerate() {
                for (j, &w) in row.iter().enumerate() {
                    weight_t[j * outputs + o] = w;
                }
            }
            hidden.push(Hidden {
                outputs,
                weight_t,
                bias,
            });
            inputs = outputs;
        }
        if hidden.is_empty() {
            return Err(NetError::NoHiddenLayer);
        }
        // A layer's tensor past a gap in the numbers is named before the heads' shapes are.
        file.none_left_under("layers.")?;
        let policy = head(&mut file, "policy", meta.num_actions, inputs)?;
        let value = head(&mut file, "value", usize::from(meta.players), inputs)?;
        file.none_left()?;
        Ok(Net {
            meta,
            hidden,
            policy,
            value,
        })
    }

    /// What the network was trained for.
    pub fn meta(&self) -> &NetMeta {
        &self.meta
    }

    /// The widths of the hidden layers.
    pub fn hidden_sizes(&self) -> Vec<usize> {
        self.hidden.iter().map(|h| h.outputs).collect()
    }

    /// Checks that the network fits a game: the same game and player count, and the observation
    /// length and action space it was trained on. The caller passes the game's figures
    /// ([`engine::Game::NAME`], the observation's length, [`engine::ActionSpace::num_distinct_actions`]).
    pub fn check_for(
        &self,
        game: &str,
        players: u8,
        observation_len: usize,
        num_actions: usize,
    ) -> Result<(), NetError> {
        let m = &self.meta;
        if m.game != game {
            return Err(NetError::WrongGame {
                net: m.game.clone(),
                wanted: game.to_string(),
            });
        }
        if m.players != players {
            return Err(NetError::WrongPlayers {
                net: m.players,
                wanted: players,
            });
        }
        for (what, net, game) in [
            ("observation length", m.observation_len, observation_len),
            ("number of actions", m.num_actions, num_actions),
        ] {
            if net != game {
                return Err(NetError::WrongSize { what, net, game });
            }
        }
        Ok(())
    }

    /// Evaluates the network on one observation (`observation_len` numbers, as
    /// [`engine::Observe::observe_into`] writes them): the hidden activations and the value,
    /// into `scratch`. The policy's logits are computed on demand by
    /// [`Forward::policy_logits`], for the actions asked for only.
    ///
    /// # Panics
    /// When `obs` is not `observation_len` long (a caller's mistake; [`Net::check_for`] tells
    /// whether the network fits the game).
    pub fn forward<'a>(&'a self, obs: &[f32], scratch: &'a mut NetScratch) -> Forward<'a> {
        assert_eq!(
            obs.len(),
            self.meta.observation_len,
            "the observation's length is not the network's"
        );
        scratch.fit(self);
        let mut input = obs;
        for (layer, out) in self.hidden.iter().zip(scratch.hidden.iter_mut()) {
            layer.apply(input, out);
            input = out;
        }
        let scale = self.meta.value_scale;
        for (o, v) in scratch.value.iter_mut().enumerate() {
            *v = (self.value.bias[o] + dot(self.value.row(o), input)) * scale;
        }
        Forward { net: self, scratch }
    }
}

impl Forward<'_> {
    /// The value head's outputs times `value_scale`, in VP: one per seat relative to the
    /// observer (0 = the observer, 1 = the next clockwise, ...). For a
    /// [`ValueKind::Residual`] network, the predicted final score minus the game's
    /// `evaluate(seat)`.
    pub fn value(&self) -> &[f32] {
        &self.scratch.value
    }

    /// Writes the policy's logit of each action index of `indices` into `out` (the same length):
    /// only those rows of the policy head are computed.
    ///
    /// # Panics
    /// When the lengths differ or an index is past `num_actions` (a caller's mistake).
    pub fn policy_logits(&self, indices: &[usize], out: &mut [f32]) {
        assert_eq!(indices.len(), out.len(), "one logit per index");
        let head = &self.net.policy;
        let last = self
            .scratch
            .hidden
            .last()
            .expect("at least one hidden layer");
        for (&a, logit) in indices.iter().zip(out.iter_mut()) {
            *logit = head.bias[a] + dot(head.row(a), last);
        }
    }

    /// The activations of the last hidden layer.
    pub fn last_hidden(&self) -> &[f32] {
        self.scratch
            .hidden
            .last()
            .expect("at least one hidden layer")
    }
}

impl NetScratch {
    pub fn new() -> NetScratch {
        NetScratch::default()
    }

    /// Sizes the buffers for `net`: allocates on first use only.
    fn fit(&mut self, net: &Net) {
        self.hidden.resize_with(net.hidden.len(), Vec::new);
        for (buf, layer) in self.hidden.iter_mut().zip(&net.hidden) {
            buf.resize(layer.outputs, 0.0);
        }
        self.value.resize(usize::from(net.meta.players), 0.0);
    }
}

impl Hidden {
    /// `out = relu(bias + W · input)`, adding up only the columns of non-zero inputs.
    fn apply(&self, input: &[f32], out: &mut [f32]) {
        out.copy_from_slice(&self.bias);
        for (column, &x) in self.weight_t.chunks_exact(self.outputs).zip(input) {
            if x != 0.0 {
                // Same lengths, no bounds checks: the compiler vectorises this.
                for (o, &w) in out.iter_mut().zip(column) {
                    *o += x * w;
                }
            }
        }
        for o in out.iter_mut() {
            *o = o.max(0.0);
        }
    }
}

/// The dot product of two slices of the same length, with eight independent sums so that the
/// compiler vectorises it (one running sum would fix the order of the additions).
fn dot(a: &[f32], b: &[f32]) -> f32 {
    const LANES: usize = 8;
    let mut sums = [0.0f32; LANES];
    let (a_chunks, b_chunks) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let tail: f32 = a_chunks
        .remainder()
        .iter()
        .zip(b_chunks.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in a_chunks.zip(b_chunks) {
        for k in 0..LANES {
            sums[k] += x[k] * y[k];
        }
    }
    sums.iter().sum::<f32>() + tail
}

/// Turns `logits` into probabilities in place (the largest first subtracted, so no overflow).
/// Empty input stays empty.
pub fn softmax_in_place(logits: &mut [f32]) {
    let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let mut sum = 0.0;
    for x in logits.iter_mut() {
        *x = (*x - max).exp();
        sum += *x;
    }
    for x in logits.iter_mut() {
        *x /= sum;
    }
}

fn read_meta(metadata: Option<&HashMap<String, String>>) -> Result<NetMeta, NetError> {
    let get = |key: &'static str| {
        metadata
            .and_then(|m| m.get(key))
            .map(String::as_str)
            .ok_or(NetError::MissingMetadata { key })
    };
    let bad = |key: &'static str, found: &str, expected: &'static str| NetError::BadMetadata {
        key,
        found: found.to_string(),
        expected,
    };
    let format = get("format")?;
    if format != FORMAT {
        return Err(bad("format", format, FORMAT));
    }
    let game = get("game")?;
    if game.is_empty() {
        return Err(bad("game", game, "a game's name"));
    }
    let positive = |key: &'static str| -> Result<usize, NetError> {
        let text = get(key)?;
        text.parse()
            .ok()
            .filter(|&n: &usize| n > 0)
            .ok_or_else(|| bad(key, text, "a positive integer"))
    };
    let players = get("players")?;
    let players = players
        .parse()
        .ok()
        .filter(|&n: &u8| n > 0)
        .ok_or_else(|| bad("players", players, "a player count"))?;
    let observation_len = positive("observation_len")?;
    let num_actions = positive("num_actions")?;
    let value = get("value")?;
    let value = ValueKind::parse(value).ok_or_else(|| bad("value", value, "`residual`"))?;
    let scale = get("value_scale")?;
    let value_scale = scale
        .parse()
        .ok()
        .filter(|s: &f32| s.is_finite() && *s > 0.0)
        .ok_or_else(|| bad("value_scale", scale, "a positive number"))?;
    Ok(NetMeta {
        game: game.to_string(),
        players,
        observation_len,
        num_actions,
        value,
        value_scale,
    })
}

/// The tensors of a file, and which of them were read: any other is an error.
struct Tensors<'d> {
    file: SafeTensors<'d>,
    taken: BTreeSet<String>,
}

impl<'d> Tensors<'d> {
    fn has(&self, name: &str) -> bool {
        self.file.tensor(name).is_ok()
    }

    fn take(&mut self, name: &str) -> Result<TensorView<'d>, NetError> {
        let view = self
            .file
            .tensor(name)
            .map_err(|_| NetError::MissingTensor {
                name: name.to_string(),
            })?;
        self.taken.insert(name.to_string());
        Ok(view)
    }

    /// An error naming a tensor that was not read (the first by name).
    fn none_left(&self) -> Result<(), NetError> {
        self.none_left_under("")
    }

    /// An error naming a tensor whose name starts with `prefix` that was not read.
    fn none_left_under(&self, prefix: &str) -> Result<(), NetError> {
        let mut names = self.file.names();
        names.sort_unstable();
        let left = names.into_iter().filter(|n| n.starts_with(prefix));
        match left.into_iter().find(|n| !self.taken.contains(*n)) {
            Some(name) => Err(NetError::UnexpectedTensor {
                name: name.to_string(),
            }),
            None => Ok(()),
        }
    }
}

/// A head `{prefix}.weight` `[rows, inputs]` and `{prefix}.bias` `[rows]`.
fn head(
    file: &mut Tensors<'_>,
    prefix: &str,
    rows: usize,
    inputs: usize,
) -> Result<Head, NetError> {
    let name = format!("{prefix}.weight");
    let view = file.take(&name)?;
    if view.shape() != [rows, inputs] {
        return Err(NetError::WrongShape {
            name,
            expected: format!("{:?}", [rows, inputs]),
            found: view.shape().to_vec(),
        });
    }
    let weight = floats(&name, &view)?;
    let name = format!("{prefix}.bias");
    let bias = vector(&name, &file.take(&name)?, rows)?;
    Ok(Head {
        inputs,
        weight,
        bias,
    })
}

/// A bias vector of `len` values.
fn vector(name: &str, view: &TensorView<'_>, len: usize) -> Result<Vec<f32>, NetError> {
    if view.shape() != [len] {
        return Err(NetError::WrongShape {
            name: name.to_string(),
            expected: format!("[{len}]"),
            found: view.shape().to_vec(),
        });
    }
    floats(name, view)
}

/// The tensor's values: F32 (little-endian, as safetensors stores them), all finite.
fn floats(name: &str, view: &TensorView<'_>) -> Result<Vec<f32>, NetError> {
    if view.dtype() != Dtype::F32 {
        return Err(NetError::WrongDtype {
            name: name.to_string(),
            found: format!("{:?}", view.dtype()),
        });
    }
    let values: Vec<f32> = view
        .data()
        .chunks_exact(4)
        .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
        .collect();
    if let Some((index, &value)) = values.iter().enumerate().find(|(_, v)| !v.is_finite()) {
        return Err(NetError::NotFinite {
            name: name.to_string(),
            index,
            value,
        });
    }
    Ok(values)
}
