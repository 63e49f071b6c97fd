#!/usr/bin/env bash
# Whether the analysis's flags hold up (docs/analysis.md, "Flags that hold up"): GAMES games of
# each game between greedy and ismcts:300, judged by the default judge under two seeds and
# checked ten times deeper; and games between ismcts:1s:net and greedy, judged once (the mean
# loss of each). One JSON line per game and a summary line per study, into OUT (default
# target/judge-study). Usage: scripts/analysis-flags.sh [GAMES] [LOSS_GAMES] [OUT]
set -euo pipefail
# NICE: the niceness of the runs (default 15).
cd "$(dirname "$0")/.."
games=${1:-20}
loss_games=${2:-10}
out=${3:-target/judge-study}
iterations=$(sed -n 's/^pub const DEFAULT_ITERATIONS: u32 = \([0-9_]*\);/\1/p' crates/analysis/src/judge.rs | tr -d _)
mkdir -p "$out"
cargo build --profile checked -p analysis --example judge_study
study=target/checked/examples/judge_study
for game in haspelknecht glueckauf; do
    nice -n "${NICE:-15}" "$study" flags "$game" "$games" ismcts:300 "$iterations" 10 39 | tee "$out/flags-$game.jsonl"
done
for game in haspelknecht glueckauf; do
    nice -n "${NICE:-15}" "$study" loss "$game" "$loss_games" ismcts:1s:net "$iterations" 39 | tee "$out/loss-$game.jsonl"
done
