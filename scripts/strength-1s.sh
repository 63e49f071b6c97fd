#!/usr/bin/env bash
# Issue 25, part 5: the learned bots against today's ISMCTS at 1 s per decision, 400 two-player
# games per game, seats alternating (about 27 hours of one core per game on the project's
# machine). Each tournament keeps every finished game in a journal, so the run can be stopped
# (Ctrl-C, kill, a reboot) and started again with the same command: it plays only the games its
# journal does not hold yet, and prints the report of all of them. The default DIR is in the
# repository (docs/strength-1s): commit its journals as they grow, so that a run spread over
# several working sessions on fresh checkouts goes on where the last one stopped.
#   scripts/strength-1s.sh [DIR] [GAMES] [TIME]   (default docs/strength-1s, 400, 1s)
# Both games run side by side, one thread each (the searches are single-threaded). KOHLE=PATH
# uses that binary instead of building the release one (the test suite runs a small version).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-docs/strength-1s}"
games="${2:-400}"
time="${3:-1s}"
mkdir -p "$dir"
kohle="${KOHLE:-}"
if [ -z "$kohle" ]; then
  cargo build --quiet --release -p kohle
  kohle=target/release/kohle
fi
pids=()
for game in glueckauf haspelknecht; do
  "$kohle" tournament --game "$game" --players 2 --games "$games" --seed 2026 \
    --threads 1 --bots "ismcts:$time:net,ismcts:$time" \
    --journal "$dir/$game-$time.jsonl" --csv "$dir/$game-$time.csv" \
    > "$dir/$game-$time.txt" 2> "$dir/$game-$time.err" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
cat "$dir"/*-"$time".txt
[ "$status" = 0 ] || { cat "$dir"/*-"$time".err >&2; exit 1; }
