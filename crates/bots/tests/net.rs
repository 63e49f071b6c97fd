//! The network of `bots::net`: files written here with the safetensors crate's serializer, read
//! back, evaluated and compared with a plain dense computation from the file's own (row-major)
//! weights; every way a file can be refused; malformed bytes never panic; no allocation per
//! evaluation.

use bots::net::{softmax_in_place, Net, NetError, NetScratch, ValueKind};
use engine::rng::{rng_from_seed, Rng};
use rand_core::RngCore;
use safetensors::tensor::TensorView;
use safetensors::Dtype;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::collections::{BTreeMap, HashMap};

/// Counts the allocations of the current thread (tests run on several threads).
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        System.realloc(ptr, layout, new_size)
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> usize {
    ALLOCATIONS.with(Cell::get)
}

/// A network file before serialization: metadata and named tensors (dtype, shape, bytes).
#[derive(Clone)]
struct File {
    meta: BTreeMap<String, String>,
    tensors: BTreeMap<String, (Dtype, Vec<usize>, Vec<u8>)>,
}

impl File {
    fn f32s(&self, name: &str) -> Vec<f32> {
        self.tensors[name]
            .2
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes(b.try_into().unwrap()))
            .collect()
    }

    fn set(&mut self, name: &str, shape: &[usize], values: &[f32]) {
        let bytes = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.tensors
            .insert(name.to_string(), (Dtype::F32, shape.to_vec(), bytes));
    }

    fn bytes(&self) -> Vec<u8> {
        let views = self.tensors.iter().map(|(name, (dtype, shape, data))| {
            (
                name.clone(),
                TensorView::new(*dtype, shape.clone(), data).expect("a consistent tensor"),
            )
        });
        let meta: HashMap<String, String> = self.meta.clone().into_iter().collect();
        safetensors::serialize(views, Some(meta)).expect("serializable")
    }

    fn read(&self) -> Result<Net, NetError> {
        Net::from_bytes(&self.bytes())
    }

    fn players(&self) -> usize {
        self.meta["players"].parse().unwrap()
    }

    fn scale(&self) -> f32 {
        self.meta["value_scale"].parse().unwrap()
    }
}

fn metadata(l: usize, a: usize, p: usize, scale: f32) -> BTreeMap<String, String> {
    [
        ("format", "kohle-net/1".to_string()),
        ("game", "glueckauf".to_string()),
        ("players", p.to_string()),
        ("observation_len", l.to_string()),
        ("num_actions", a.to_string()),
        ("value", "residual".to_string()),
        ("value_scale", scale.to_string()),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect()
}

fn uniform(rng: &mut Rng) -> f32 {
    (rng.next_u32() >> 8) as f32 / (1u32 << 24) as f32 * 2.0 - 1.0
}

/// A network of random weights: L inputs, the given hidden widths, A actions, P players.
fn random_file(seed: u64, l: usize, hidden: &[usize], a: usize, p: usize) -> File {
    let mut rng = rng_from_seed(seed);
    let mut file = File {
        meta: metadata(l, a, p, 20.0),
        tensors: BTreeMap::new(),
    };
    let mut layer = |file: &mut File, name: &str, rows: usize, cols: usize| {
        let w: Vec<f32> = (0..rows * cols).map(|_| uniform(&mut rng)).collect();
        let b: Vec<f32> = (0..rows).map(|_| uniform(&mut rng)).collect();
        file.set(&format!("{name}.weight"), &[rows, cols], &w);
        file.set(&format!("{name}.bias"), &[rows], &b);
    };
    let mut inputs = l;
    for (i, &h) in hidden.iter().enumerate() {
        layer(&mut file, &format!("layers.{i}"), h, inputs);
        inputs = h;
    }
    layer(&mut file, "policy", a, inputs);
    layer(&mut file, "value", p, inputs);
    file
}

/// `bias + W · x` with W `[rows, x.len()]` row-major: every input, in order.
fn affine(file: &File, name: &str, x: &[f32]) -> Vec<f32> {
    let w = file.f32s(&format!("{name}.weight"));
    let b = file.f32s(&format!("{name}.bias"));
    b.iter()
        .enumerate()
        .map(|(o, bias)| bias + (0..x.len()).map(|j| w[o * x.len() + j] * x[j]).sum::<f32>())
        .collect()
}

/// The dense reference: (value × scale, all policy logits).
fn reference(file: &File, obs: &[f32]) -> (Vec<f32>, Vec<f32>) {
    let mut h = obs.to_vec();
    let mut i = 0;
    while file.tensors.contains_key(&format!("layers.{i}.weight")) {
        h = affine(file, &format!("layers.{i}"), &h)
            .into_iter()
            .map(|v| v.max(0.0))
            .collect();
        i += 1;
    }
    let value = affine(file, "value", &h)
        .into_iter()
        .map(|v| v * file.scale())
        .collect();
    (value, affine(file, "policy", &h))
}

fn assert_close(found: &[f32], expected: &[f32], what: &str) {
    assert_eq!(found.len(), expected.len(), "{what}");
    for (k, (f, e)) in found.iter().zip(expected).enumerate() {
        assert!(
            (f - e).abs() <= 1e-4 * (1.0 + e.abs()),
            "{what}[{k}]: {f} vs {e}"
        );
    }
}

#[test]
fn a_two_input_net_computes_the_numbers_worked_out_by_hand() {
    let mut file = File {
        meta: metadata(2, 3, 2, 10.0),
        tensors: BTreeMap::new(),
    };
    // h = relu([[1, 2], [-1, 1]] · x + [0, 0.5])
    file.set("layers.0.weight", &[2, 2], &[1.0, 2.0, -1.0, 1.0]);
    file.set("layers.0.bias", &[2], &[0.0, 0.5]);
    file.set("policy.weight", &[3, 2], &[1.0, 0.0, 0.0, 1.0, 1.0, -1.0]);
    file.set("policy.bias", &[3], &[0.0, 0.0, 0.25]);
    file.set("value.weight", &[2, 2], &[0.5, 0.5, -1.0, 0.0]);
    file.set("value.bias", &[2], &[0.1, 0.0]);
    let net = file.read().expect("a valid net");
    assert_eq!(net.meta().value, ValueKind::Residual);
    assert_eq!(net.meta().value_scale, 10.0);
    assert_eq!(net.hidden_sizes(), vec![2]);
    let mut scratch = NetScratch::new();

    // x = (1, 3): h = relu(1 + 6, -1 + 3 + 0.5) = (7, 2.5)
    let out = net.forward(&[1.0, 3.0], &mut scratch);
    assert_eq!(out.last_hidden(), &[7.0, 2.5]);
    // value = 10 · (0.5·7 + 0.5·2.5 + 0.1, −7) = (48.5, −70)
    assert_close(out.value(), &[48.5, -70.0], "value");
    // logits = (7, 2.5, 7 − 2.5 + 0.25); only actions 2 and 0, in that order
    let mut logits = [0.0; 2];
    out.policy_logits(&[2, 0], &mut logits);
    assert_eq!(logits, [4.75, 7.0]);

    // x = (2, −3): h = relu(2 − 6, −2 − 3 + 0.5) = (0, 0)
    let out = net.forward(&[2.0, -3.0], &mut scratch);
    assert_eq!(out.last_hidden(), &[0.0, 0.0]);
    assert_close(out.value(), &[1.0, 0.0], "value");
    let mut logits = [0.0; 3];
    out.policy_logits(&[0, 1, 2], &mut logits);
    assert_eq!(logits, [0.0, 0.0, 0.25]);
}

#[test]
fn forward_equals_the_dense_reference_on_sparse_and_dense_observations() {
    // Widths that are not multiples of the vector lanes, and three hidden layers.
    let (l, a, p) = (37, 23, 3);
    let file = random_file(11, l, &[16, 9, 13], a, p);
    let net = file.read().expect("a valid net");
    assert_eq!(net.hidden_sizes(), vec![16, 9, 13]);
    let mut rng = rng_from_seed(12);
    let mut scratch = NetScratch::new();
    let all: Vec<usize> = (0..a).collect();
    let subset: Vec<usize> = vec![22, 3, 0, 3, 17];
    for round in 0..40 {
        let obs: Vec<f32> = (0..l)
            .map(|_| match round % 3 {
                // One-hot-like: mostly zeros, some ones.
                0 => f32::from(u8::from(rng.next_u32().is_multiple_of(8))),
                // Sparse with arbitrary values.
                1 if rng.next_u32().is_multiple_of(4) => uniform(&mut rng) * 3.0,
                1 => 0.0,
                // Dense.
                _ => uniform(&mut rng),
            })
            .collect();
        let (value, logits) = reference(&file, &obs);
        let out = net.forward(&obs, &mut scratch);
        assert_close(out.value(), &value, "value");
        let mut found = vec![0.0; a];
        out.policy_logits(&all, &mut found);
        assert_close(&found, &logits, "logits");
        let mut some = vec![0.0; subset.len()];
        out.policy_logits(&subset, &mut some);
        let expected: Vec<f32> = subset.iter().map(|&i| logits[i]).collect();
        assert_close(&some, &expected, "subset logits");
        assert_eq!(out.value().len(), file.players());
    }
}

#[test]
fn an_evaluation_allocates_nothing_once_the_scratch_is_sized() {
    let file = random_file(3, 300, &[128, 128], 50, 2);
    let net = file.read().expect("a valid net");
    let mut scratch = NetScratch::new();
    let mut obs = vec![0.0; 300];
    let mut logits = [0.0; 4];
    let indices = [1, 7, 49, 20];
    net.forward(&obs, &mut scratch); // sizes the scratch
    let before = allocations();
    let mut sum = 0.0;
    for k in 0..100 {
        obs[k % 300] = 1.0;
        let out = net.forward(&obs, &mut scratch);
        out.policy_logits(&indices, &mut logits);
        softmax_in_place(&mut logits);
        sum += out.value()[0] + logits[0];
    }
    assert_eq!(allocations(), before, "no allocation per evaluation");
    assert!(sum.is_finite());
}

#[test]
fn softmax_gives_probabilities_in_the_order_of_the_logits() {
    let mut x = [1.0, 2.0, 0.0, 1000.0];
    softmax_in_place(&mut x);
    assert!((x.iter().sum::<f32>() - 1.0).abs() < 1e-6);
    assert!((x[3] - 1.0).abs() < 1e-6, "no overflow on a large logit");
    let mut y = [0.0, (2.0f32).ln()];
    softmax_in_place(&mut y);
    assert_close(&y, &[1.0 / 3.0, 2.0 / 3.0], "softmax");
    let mut empty: [f32; 0] = [];
    softmax_in_place(&mut empty);
}

fn small() -> File {
    random_file(5, 6, &[4, 3], 5, 2)
}

fn error_of(file: &File) -> NetError {
    file.read().expect_err("the file is refused")
}

#[test]
fn missing_or_malformed_metadata_is_refused_naming_the_key() {
    for key in [
        "format",
        "game",
        "players",
        "observation_len",
        "num_actions",
        "value",
        "value_scale",
    ] {
        let mut file = small();
        file.meta.remove(key);
        let err = error_of(&file);
        assert!(
            matches!(err, NetError::MissingMetadata { key: k } if k == key),
            "{key}: {err}"
        );
        assert!(err.to_string().contains(key), "{err}");
    }
    for (key, value) in [
        ("format", "kohle-net/2"),
        ("game", ""),
        ("players", "0"),
        ("players", "two"),
        ("players", "300"),
        ("observation_len", "0"),
        ("observation_len", "-6"),
        ("num_actions", "5.0"),
        ("value", "absolute"),
        ("value_scale", "0"),
        ("value_scale", "-20"),
        ("value_scale", "inf"),
        ("value_scale", "NaN"),
    ] {
        let mut file = small();
        file.meta.insert(key.to_string(), value.to_string());
        let err = error_of(&file);
        assert!(
            matches!(&err, NetError::BadMetadata { key: k, found, .. } if *k == key && found == value),
            "{key}={value}: {err}"
        );
    }
    // No metadata at all.
    let mut file = small();
    file.meta.clear();
    let bytes = {
        let views = file.tensors.iter().map(|(name, (dtype, shape, data))| {
            (
                name.clone(),
                TensorView::new(*dtype, shape.clone(), data).unwrap(),
            )
        });
        safetensors::serialize(views, None).unwrap()
    };
    assert!(matches!(
        Net::from_bytes(&bytes),
        Err(NetError::MissingMetadata { key: "format" })
    ));
}

#[test]
fn missing_extra_and_mistyped_tensors_are_refused_naming_the_tensor() {
    for name in [
        "layers.1.bias",
        "policy.weight",
        "policy.bias",
        "value.weight",
        "value.bias",
    ] {
        let mut file = small();
        file.tensors.remove(name);
        let err = error_of(&file);
        assert!(
            matches!(&err, NetError::MissingTensor { name: n } if n == name),
            "{name}: {err}"
        );
        assert!(err.to_string().contains(name));
    }
    // Without `layers.0.weight` there is no hidden layer (and its bias is left over).
    let mut file = small();
    file.tensors.remove("layers.0.weight");
    assert!(matches!(error_of(&file), NetError::NoHiddenLayer));
    let mut file = small();
    file.tensors.retain(|n, _| !n.starts_with("layers."));
    assert!(matches!(error_of(&file), NetError::NoHiddenLayer));
    // A gap in the layer numbers leaves the later layer over.
    let mut file = small();
    let w = file.tensors.remove("layers.1.weight").unwrap();
    file.tensors.insert("layers.2.weight".into(), w);
    let err = error_of(&file);
    assert!(
        matches!(&err, NetError::UnexpectedTensor { name } if name == "layers.1.bias"),
        "{err}"
    );
    for extra in ["layers.2.bias", "extra", "value.scale"] {
        let mut file = small();
        file.set(extra, &[1], &[1.0]);
        let err = error_of(&file);
        assert!(
            matches!(&err, NetError::UnexpectedTensor { name } if name == extra),
            "{extra}: {err}"
        );
    }
    for (dtype, width) in [(Dtype::F64, 8), (Dtype::F16, 2), (Dtype::I32, 4)] {
        let mut file = small();
        let shape = file.tensors["policy.bias"].1.clone();
        file.tensors.insert(
            "policy.bias".into(),
            (dtype, shape.clone(), vec![0; shape[0] * width]),
        );
        let err = error_of(&file);
        assert!(
            matches!(&err, NetError::WrongDtype { name, found } if name == "policy.bias" && *found == format!("{dtype:?}")),
            "{dtype:?}: {err}"
        );
    }
}

#[test]
fn shapes_that_do_not_chain_are_refused_with_expected_and_found() {
    // small(): L = 6 → 4 → 3, A = 5, P = 2.
    let cases: [(&str, Vec<usize>); 9] = [
        ("layers.0.weight", vec![4, 7]), // input ≠ observation_len
        ("layers.0.weight", vec![0, 6]), // empty layer
        ("layers.0.weight", vec![24]),   // not a matrix
        ("layers.0.bias", vec![3]),      // ≠ out_0
        ("layers.1.weight", vec![3, 5]), // input ≠ out_0
        ("policy.weight", vec![6, 3]),   // rows ≠ num_actions
        ("policy.weight", vec![5, 4]),   // input ≠ the last hidden width
        ("value.weight", vec![3, 3]),    // rows ≠ players
        ("value.bias", vec![2, 1]),      // not a vector
    ];
    for (name, shape) in cases {
        let mut file = small();
        let n: usize = shape.iter().product();
        file.set(name, &shape, &vec![0.5; n]);
        let err = error_of(&file);
        assert!(
            matches!(&err, NetError::WrongShape { name: n, found, .. } if n == name && *found == shape),
            "{name} {shape:?}: {err}"
        );
        let text = err.to_string();
        assert!(text.contains(name) && text.contains("expected"), "{text}");
    }
    let mut file = small();
    file.set("policy.weight", &[6, 3], &[0.0; 18]);
    assert_eq!(
        error_of(&file).to_string(),
        "tensor `policy.weight` has shape [6, 3], expected [5, 3]"
    );
}

#[test]
fn values_that_are_not_finite_are_refused_naming_tensor_and_index() {
    for bad in [f32::NAN, f32::INFINITY, f32::NEG_INFINITY] {
        let mut file = small();
        let mut w = file.f32s("layers.1.weight");
        w[7] = bad;
        file.set("layers.1.weight", &[3, 4], &w);
        let err = error_of(&file);
        assert!(
            matches!(&err, NetError::NotFinite { name, index: 7, .. } if name == "layers.1.weight"),
            "{err}"
        );
    }
}

#[test]
fn a_net_for_another_game_or_player_count_is_refused_by_check_for() {
    let file = small();
    let net = file.read().unwrap();
    net.check_for("glueckauf", 2, 6, 5).expect("fits");
    let err = net.check_for("haspelknecht", 2, 6, 5).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the network was trained for the game glueckauf, not for haspelknecht"
    );
    let err = net.check_for("glueckauf", 3, 6, 5).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the network was trained for 2 players, not for 3"
    );
    let err = net.check_for("glueckauf", 2, 7, 5).unwrap_err();
    assert!(
        matches!(
            err,
            NetError::WrongSize {
                what: "observation length",
                net: 6,
                game: 7
            }
        ),
        "{err}"
    );
    let err = net.check_for("glueckauf", 2, 6, 9).unwrap_err();
    assert!(
        matches!(
            err,
            NetError::WrongSize {
                what: "number of actions",
                net: 5,
                game: 9
            }
        ),
        "{err}"
    );
}

#[test]
fn load_names_the_file_and_says_when_it_is_missing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("net.safetensors");
    let err = Net::load(&path).unwrap_err();
    assert!(matches!(err, NetError::Missing { .. }), "{err}");
    assert_eq!(
        err.to_string(),
        format!("the network file {} is missing", path.display())
    );

    let file = small();
    std::fs::write(&path, file.bytes()).unwrap();
    let net = Net::load(&path).expect("a valid file");
    assert_eq!(net.meta().observation_len, 6);

    let mut broken = small();
    broken.tensors.remove("value.bias");
    std::fs::write(&path, broken.bytes()).unwrap();
    let err = Net::load(&path).unwrap_err();
    assert_eq!(
        err.to_string(),
        format!(
            "the network file {}: tensor `value.bias` is missing",
            path.display()
        )
    );

    std::fs::write(&path, b"not a network").unwrap();
    let err = Net::load(&path).unwrap_err();
    assert!(
        matches!(&err, NetError::InFile { source, .. } if matches!(**source, NetError::Safetensors(_))),
        "{err}"
    );

    // A directory is not a file.
    let err = Net::load(dir.path()).unwrap_err();
    assert!(matches!(err, NetError::Io { .. }), "{err}");
}

#[test]
fn truncated_and_bit_flipped_files_are_errors_or_nets_never_panics() {
    let file = small();
    let bytes = file.bytes();
    assert!(Net::from_bytes(&bytes).is_ok());
    for len in 0..bytes.len() {
        assert!(
            Net::from_bytes(&bytes[..len]).is_err(),
            "a file cut at {len} bytes is refused"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(Net::from_bytes(&longer).is_err());

    let (mut refused, mut read) = (0, 0);
    let mut scratch = NetScratch::new();
    for byte in 0..bytes.len() {
        for bit in 0..8 {
            let mut flipped = bytes.clone();
            flipped[byte] ^= 1 << bit;
            match Net::from_bytes(&flipped) {
                Err(_) => refused += 1,
                Ok(net) => {
                    // What is read is usable.
                    let m = net.meta().clone();
                    let obs = vec![1.0; m.observation_len];
                    let out = net.forward(&obs, &mut scratch);
                    assert_eq!(out.value().len(), usize::from(m.players));
                    let mut logits = vec![0.0; m.num_actions];
                    let all: Vec<usize> = (0..m.num_actions).collect();
                    out.policy_logits(&all, &mut logits);
                    read += 1;
                }
            }
        }
    }
    // Flips in the header are mostly refused; flips in the weights mostly read.
    assert!(
        refused > 100 && read > 100,
        "{refused} refused, {read} read"
    );
}

#[test]
fn one_net_is_shared_by_threads_each_with_its_own_scratch() {
    fn shareable<T: Send + Sync + 'static>() {}
    shareable::<Net>();
    shareable::<NetError>();
    let net = std::sync::Arc::new(small().read().unwrap());
    let obs = vec![1.0; 6];
    let values: Vec<Vec<f32>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|_| {
                let (net, obs) = (&net, &obs);
                s.spawn(move || {
                    let mut scratch = NetScratch::new();
                    net.forward(obs, &mut scratch).value().to_vec()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(values[0], values[1]);
}
