#!/usr/bin/env bash
# Load at federation scale with late games (issue 40): live games imported from records 200 to
# 220 decisions in (both games, a person against a random bot) beside idle open turn-based
# games, against real kohle-serve processes; prints the load generator's report and the
# machine's load average (1 min, sampled every 10 s) during the run.
#
#   scripts/load.sh [--live 10000] [--idle 100000] [--db sqlite|postgres] [--servers 1|2] \
#                   [--restart-after 60] [-- MORE OPTIONS OF examples/load.rs]
#
# --servers 2 needs --db postgres and restarts server 0 60 s into the measurement (rolling
# restart) unless --restart-after 0. Options after `--` go to the generator as they are, e.g.
# `-- --server-arg --unload-after --server-arg 60 --rss-cap-mb 8000 --seconds 120`.
# `-- --idle-template` (PostgreSQL) keeps the idle games in a template database made by the
# first such run and copies it in seconds for the next ones, instead of importing them again.
# Data (records cache, SQLite files, server logs) goes to target/load/; the run's database is
# removed afterwards (`-- --keep-db` keeps it). Exit status: the generator's (1 if a move was
# lost, an error came back, or a server went beyond the memory cap).
# Built with the hosts' `release` profile (deploy/Containerfile); the test suite's `checked`
# build optimises the server less. KOHLE_LOAD_PROFILE=checked measures that one instead (the
# figures in docs/load.md up to 29 November were measured with it, at full optimisation then).
set -euo pipefail
cd "$(dirname "$0")/.."

live=10000
idle=100000
db=sqlite
servers=1
restart=60
while [ $# -gt 0 ]; do
    case "$1" in
    --live) live="$2"; shift 2 ;;
    --idle) idle="$2"; shift 2 ;;
    --db) db="$2"; shift 2 ;;
    --servers) servers="$2"; shift 2 ;;
    --restart-after) restart="$2"; shift 2 ;;
    --) shift; break ;;
    *) echo "load.sh: unknown option $1 (see the comment at the top)" >&2; exit 2 ;;
    esac
done
case "$db" in sqlite | postgres*) ;; *) echo "load.sh: --db is sqlite or postgres, not $db" >&2; exit 2 ;; esac
case "$servers" in 1 | 2) ;; *) echo "load.sh: --servers is 1 or 2, not $servers" >&2; exit 2 ;; esac
if [ "$servers" = 2 ] && [ "$db" = sqlite ]; then
    echo "load.sh: two servers share a PostgreSQL database: add --db postgres" >&2
    exit 2
fi
extra=()
if [ "$servers" = 2 ] && [ "$restart" != 0 ]; then
    extra+=(--restart-after "$restart")
fi

profile=${KOHLE_LOAD_PROFILE:-release}
cargo build --profile "$profile" -p server --bin kohle-serve --example load >&2
mkdir -p target/load
samples="target/load/loadavg-$$.txt"
: >"$samples"
(while sleep 10; do cut -d' ' -f1 /proc/loadavg >>"$samples"; done) &
sampler=$!
trap 'kill "$sampler" 2>/dev/null || true' EXIT

echo "load.sh: $(git rev-parse --short HEAD) ($profile) live $live idle $idle db $db servers $servers, $(date -u '+%F %T') UTC" >&2
status=0
target/"$profile"/examples/load --late-from 200 --games "$live" --idle "$idle" --db "$db" \
    --servers "$servers" "${extra[@]}" "$@" || status=$?
echo "load average (1 min, every 10 s) during the run: $(sort -n "$samples" | sed -n '1p;$p' | paste -sd' ' | sed 's/ / to /')"
rm -f "$samples"
exit "$status"
