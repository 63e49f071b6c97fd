#!/usr/bin/env bash
# The whole test suite: the README's second command, and what CI runs (.ci/run).
#
#   1. formatting (cargo fmt --check);
#   2. clippy with warnings as errors over every target (tests, examples and benches included);
#   3. the tests, in the `checked` profile (release + overflow checks), sharing the main job's
#      build. Examples are not built again here (clippy checked them; the memory probe runs as
#      the test binary crates/server/tests/memprobe.rs).
#
# The test binaries run in two groups at once: the command line's (`cli`: its Python tests build
# and install the package, and wait on pip) beside all the others. Each group's output goes to
# target/test-logs/GROUP.txt and is printed when both have ended; the exit status is non-zero
# when any part failed, and the last lines say which.
set -uo pipefail
cd "$(dirname "$0")/.."
say() { echo "test.sh: $*" >&2; }

cargo fmt --all -- --check || { say "formatting differs (cargo fmt --all)"; exit 1; }
cargo clippy --workspace --all-targets --profile checked -- -D warnings || { say "clippy failed"; exit 1; }
cargo test --workspace --profile checked --tests --no-run || { say "the tests do not build"; exit 1; }

logs=target/test-logs
mkdir -p "$logs"
started=$SECONDS
run_group() {
    local name=$1
    shift
    local rc=0
    cargo test --profile checked --no-fail-fast "$@" >"$logs/$name.txt" 2>&1 || rc=$?
    echo "$rc" >"$logs/$name.rc"
    echo "===== $name: exit $rc after $((SECONDS - started)) s ($logs/$name.txt) =====" >>"$logs/$name.txt"
    return "$rc"
}
# Both groups select the whole workspace (so cargo resolves the same features and builds
# nothing again) and pick their test binaries by name: the command line's (`cli`) in one, all
# the others in the other, one binary after another. (Three groups at once overloaded two cores:
# CPU-bound tests took four times as long and a server's timeouts missed their limits.) No doc
# tests: the crates' documentation examples are `text`, and the one that plays is a test.
others=$(cargo metadata --format-version 1 --no-deps | python3 -c '
import json, sys
m = json.load(sys.stdin)
members = set(m["workspace_members"])
print(" ".join("--test " + t["name"] for p in m["packages"] if p["id"] in members
               for t in p["targets"] if "test" in t["kind"] and t["name"] != "cli"))') \
    || { say "cargo metadata failed"; exit 1; }
run_group cli --workspace --test cli &
cli=$!
# shellcheck disable=SC2086 # one word per option
run_group rest --workspace --lib --bins $others
wait "$cli"
for g in rest cli; do
    cat "$logs/$g.txt"
done

failed=()
for g in rest cli; do
    [ "$(cat "$logs/$g.rc")" = 0 ] || failed+=("$g")
done
if [ "${#failed[@]}" -gt 0 ]; then
    say "failed: ${failed[*]} (see above, or $logs/)"
    exit 1
fi
say "all tests passed in $((SECONDS - started)) s after the build"
