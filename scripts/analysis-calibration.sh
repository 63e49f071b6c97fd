#!/usr/bin/env bash
# The calibration of the judge's chance to win (docs/analysis.md, "Calibration"): GAMES
# held-out self-play games of each game (2 players, the judge's own search on both seats,
# seeds no training run used), every 8th decision with a choice judged by the default judge;
# the calibrated chance by decile against the share of first place actually won. Game seeds
# are derived from SEED (default 2000000; the slopes in crates/analysis/src/judge.rs were fitted
# on 1000000). The summary lines go to OUT (default target/judge-study).
# Usage: scripts/analysis-calibration.sh [GAMES] [SEED] [OUT]
set -euo pipefail
# NICE: the niceness of the runs (default 15).
cd "$(dirname "$0")/.."
games=${1:-40}
seed=${2:-2000000}
out=${3:-target/judge-study}
iterations=$(sed -n 's/^pub const DEFAULT_ITERATIONS: u32 = \([0-9_]*\);/\1/p' crates/analysis/src/judge.rs | tr -d _)
mkdir -p "$out"
cargo build --profile checked -p analysis --example judge_study
for game in haspelknecht glueckauf; do
    nice -n "${NICE:-15}" target/checked/examples/judge_study calibration "$game" "$games" "$iterations" "$seed" \
        | tee "$out/calibration-$game.jsonl"
done
