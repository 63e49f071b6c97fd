#!/usr/bin/env bash
# Issue 41: sequential probability ratio tests (SPRT) of the learned bots against today's plain
# ISMCTS at equal time per decision, 2 players, in Glück Auf and Haspelknecht.
#   scripts/sprt.sh [DIR] [TIME] [GAMES] [GAME...]
#   (defaults: docs/sprt, 1s, 2000, glueckauf haspelknecht)
# Each test is `kohle tournament --sprt elo0=0,elo1=50` (alpha = beta = 0.05, logistic Elo) of
# ismcts:TIME:net against ismcts:TIME, the bots of scripts/strength-1s.sh: pairs of games on one
# seed with the seats swapped, until the log-likelihood ratio crosses a bound (H0: the learned
# bot is not 50 Elo stronger; H1: it is stronger than equal), or GAMES games with no decision.
# The issue's runs: `scripts/sprt.sh docs/sprt 1s` and `scripts/sprt.sh docs/sprt 100ms`.
# Each test keeps every finished game in a journal, DIR/GAME-TIME.jsonl, so the run can be
# stopped (Ctrl-C, kill, a reboot) and started again with the same command: it plays only the
# games its journal does not hold yet, and reports the test as an uninterrupted run would. The
# default DIR is in the repository: commit its journals as they grow, so that a run spread over
# several working sessions goes on where the last one stopped. The games run side by side, one
# thread each (the searches are single-threaded). KOHLE=PATH uses that binary instead of
# building the release one (the test suite runs a small version).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-docs/sprt}"
time="${2:-1s}"
games="${3:-2000}"
shift $(( $# < 3 ? $# : 3 ))
list=("$@")
[ "${#list[@]}" -gt 0 ] || list=(glueckauf haspelknecht)
for game in "${list[@]}"; do
  case "$game" in
    glueckauf|haspelknecht) ;;
    *) echo "sprt.sh: GAME must be glueckauf or haspelknecht, not '$game'" >&2; exit 2 ;;
  esac
done
mkdir -p "$dir"
kohle="${KOHLE:-}"
if [ -z "$kohle" ]; then
  cargo build --quiet --release -p kohle
  kohle=target/release/kohle
fi
pids=()
for game in "${list[@]}"; do
  "$kohle" tournament --game "$game" --players 2 --games "$games" --seed 2026 --threads 1 \
    --bots "ismcts:$time:net,ismcts:$time" --sprt elo0=0,elo1=50 --alpha 0.05 --beta 0.05 \
    --journal "$dir/$game-$time.jsonl" --csv "$dir/$game-$time.csv" \
    > "$dir/$game-$time.txt" 2> "$dir/$game-$time.err" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
for game in "${list[@]}"; do cat "$dir/$game-$time.txt"; done
if [ "$status" != 0 ]; then
  for game in "${list[@]}"; do cat "$dir/$game-$time.err" >&2; done
  exit 1
fi
