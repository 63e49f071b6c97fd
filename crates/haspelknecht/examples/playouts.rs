//! Random playouts for profiling: `cargo run --release -p haspelknecht --example playouts -- [PLAYERS] [GAMES]`.
//! Prints games per second and nanoseconds per decision (legal_actions + apply).

fn main() {
    engine::testing::profile_playouts::<haspelknecht::Haspelknecht>();
}
