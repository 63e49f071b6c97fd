#!/usr/bin/env bash
# The calibration of the judge's chance to win (docs/analysis.md, "Calibration"): GAMES
# held-out self-play games of each game (2 players, the judge's own search on both seats,
# seeds no training run used), every 8th decision with a choice judged by the default judge;
# the predicted chance by decile against the share of first place actually won. The summary
# lines go to OUT (default target/judge-study). Usage: scripts/analysis-calibration.sh [GAMES] [OUT]
set -euo pipefail
# NICE: the niceness of the runs (default 15).
cd "$(dirname "$0")/.."
games=${1:-40}
out=${2:-target/judge-study}
iterations=$(sed -n 's/^pub const DEFAULT_ITERATIONS: u32 = \([0-9_]*\);/\1/p' crates/analysis/src/judge.rs | tr -d _)
mkdir -p "$out"
cargo build --profile checked -p analysis --example judge_study
for game in haspelknecht glueckauf; do
    nice -n "${NICE:-15}" target/checked/examples/judge_study calibration "$game" "$games" "$iterations" 1000000 \
        | tee "$out/calibration-$game.jsonl"
done
