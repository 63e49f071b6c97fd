#!/usr/bin/env bash
# kohle's speed beside OpenSpiel's hearts, measured in one run on this machine (issue 14).
# Installs open_spiel (PyPI) in a virtualenv under target/ (or uses the one OPENSPIEL_VENV names),
# builds kohle's `speed` example, runs both on one core (taskset -c 0), three times each and
# interleaved, and prints tables of decisions/s and ISMCTS iterations/s with the ratios to
# OpenSpiel's hearts (every figure, ours and OpenSpiel's, the best of its three runs).
#   scripts/bench-vs-openspiel.sh [SECONDS]     (default 3 s per figure)
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-3}"
venv="${OPENSPIEL_VENV:-target/openspiel-venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "open_spiel==2.0.2"
fi
cargo build --quiet --release -p bots --example speed
# Best of three runs per figure, for both sides: the machine is shared, and a figure only ever
# comes out lower than the engine's speed.
ours=""
theirs=""
for _ in 1 2 3; do
  ours+=$(taskset -c 0 target/release/examples/speed "$secs")$'\n'
  theirs+=$(taskset -c 0 "$venv/bin/python" scripts/openspiel_hearts.py "$secs")$'\n'
done
python3 - "$ours" "$theirs" <<'PY'
import json, sys
best = {}
for d in (json.loads(l) for l in sys.argv[1].splitlines() if l.strip()):
    key = (d["game"], d.get("players"), d.get("ismcts"))
    value = d.get("decisions_per_second", d.get("iterations_per_second"))
    if key not in best or value > best[key].get("decisions_per_second", best[key].get("iterations_per_second")):
        best[key] = d
ours = list(best.values())
rows = [json.loads(l) for l in sys.argv[2].splitlines() if l.strip()]
theirs, ismcts = {}, {}
for d in rows:
    if "decisions_per_second" in d:
        theirs[d["loop"]] = max(theirs.get(d["loop"], 0), d["decisions_per_second"])
    elif d["loop"] == "ismcts":
        ismcts[d["at"]] = max(ismcts.get(d["at"], 0), d["iterations_per_second"])
hearts = theirs["cpp"]
print(f"OpenSpiel 2.0.2 hearts, C++ core: {hearts:,.0f} decisions/s (Python per-step loop: {theirs['python']:,.0f}/s)")
print(f"OpenSpiel 2.0.2 ISMCTS (C++, random rollouts) on hearts: {ismcts['start']:,.0f} iterations/s at the start, {ismcts['mid']:,.0f} mid-hand")
print()
print("| game | players | decisions/s per core | ratio to hearts (C++) |")
print("|---|---|---|---|")
for d in ours:
    if "players" in d:
        r = d["decisions_per_second"] / hearts
        print(f"| {d['game']} | {d['players']} | {d['decisions_per_second']:,.0f} | {r:.1f}x |")
print()
print("| game | ISMCTS at | iterations/s (2 players) | ratio to OpenSpiel's ISMCTS on hearts |")
print("|---|---|---|---|")
for d in ours:
    if "ismcts" in d:
        r = d["iterations_per_second"] / ismcts[d["ismcts"]]
        print(f"| {d['game']} | {d['ismcts']} | {d['iterations_per_second']:,.0f} | {r:.1f}x |")
PY
