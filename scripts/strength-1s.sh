#!/usr/bin/env bash
# Issue 25, part 5: the learned bots against today's ISMCTS at 1 s per decision.
#   scripts/strength-1s.sh [DIR] [GAMES] [TIME] [PLAYERS]   (default docs/strength-1s, 400, 1s, 2)
# With 2 players: the learned bot against the plain search, 400 games per game, seats
# alternating (about 27 hours of one core per game on the project's machine). With 3 or 4: the
# Elo table of the learned bot, the plain search and greedy (twice with 4 players), seats
# rotated, the same line-up as the README's 30 ms tables (give GAMES, e.g. 60).
# Each tournament keeps every finished game in a journal, so the run can be stopped (Ctrl-C, kill,
# a reboot) and started again with the same command: it plays only the games its journal does not
# hold yet, and prints the report of all of them. The default DIR is in the repository
# (docs/strength-1s): commit its journals as they grow, so that a run spread over several working
# sessions on fresh checkouts goes on where the last one stopped.
# Both games run side by side, one thread each (the searches are single-threaded). KOHLE=PATH
# uses that binary instead of building the release one (the test suite runs a small version).
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:-docs/strength-1s}"
games="${2:-400}"
time="${3:-1s}"
players="${4:-2}"
case "$players" in
  2) bots="ismcts:$time:net,ismcts:$time"; name="$time" ;;
  3) bots="ismcts:$time:net,ismcts:$time,greedy"; name="${players}p-$time" ;;
  4) bots="ismcts:$time:net,ismcts:$time,greedy,greedy"; name="${players}p-$time" ;;
  *) echo "strength-1s.sh: PLAYERS must be 2, 3 or 4, not '$players'" >&2; exit 2 ;;
esac
mkdir -p "$dir"
kohle="${KOHLE:-}"
if [ -z "$kohle" ]; then
  cargo build --quiet --release -p kohle
  kohle=target/release/kohle
fi
pids=()
for game in glueckauf haspelknecht; do
  "$kohle" tournament --game "$game" --players "$players" --games "$games" --seed 2026 \
    --threads 1 --bots "$bots" \
    --journal "$dir/$game-$name.jsonl" --csv "$dir/$game-$name.csv" \
    > "$dir/$game-$name.txt" 2> "$dir/$game-$name.err" &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
# By full name: a glob such as *-1s.txt would also take the 3- and 4-player reports.
cat "$dir/glueckauf-$name.txt" "$dir/haspelknecht-$name.txt"
[ "$status" = 0 ] || { cat "$dir/glueckauf-$name.err" "$dir/haspelknecht-$name.err" >&2; exit 1; }
