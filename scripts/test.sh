#!/usr/bin/env bash
# The whole test suite: the README's second command, and what CI runs (.ci/run).
#
#   1. formatting (cargo fmt --check);
#   2. clippy with warnings as errors over every target (tests, examples and benches included);
#   3. the tests, in the `checked` profile (release + overflow checks), sharing the main job's
#      build. Examples are not built again here (clippy checked them; the memory probe runs as
#      the test binary crates/server/tests/memprobe.rs).
#
# The test binaries run in three groups at once: the command line's (`cli`: its Python tests
# build and install the package and wait on pip), the server's, and all the others. Each group's
# output goes to target/test-logs/GROUP.txt and is printed when all have ended; the exit status
# is non-zero when any part failed, and the last lines say which.
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
# Every group selects the whole workspace (so cargo resolves the same features and builds
# nothing again) and picks its test binaries by name: the command line's (`cli`), the server's
# (`server`, whose browser tests and two-server runs wait more than they compute) and all the
# others, three at once.
others=$(cargo metadata --format-version 1 --no-deps | python3 -c '
import json, sys
m = json.load(sys.stdin)
members = set(m["workspace_members"])
print(" ".join("--test " + t["name"] for p in m["packages"] if p["id"] in members
               for t in p["targets"] if "test" in t["kind"] and t["name"] not in ("cli", "server")))') \
    || { say "cargo metadata failed"; exit 1; }
run_group cli --workspace --test cli &
cli=$!
run_group server --workspace --test server &
server=$!
# shellcheck disable=SC2086 # one word per option
run_group rest --workspace --lib --bins $others
run_group doc --workspace --doc
wait "$server"
wait "$cli"
for g in rest doc server cli; do
    cat "$logs/$g.txt"
done

failed=()
for g in rest doc server cli; do
    [ "$(cat "$logs/$g.rc")" = 0 ] || failed+=("$g")
done
if [ "${#failed[@]}" -gt 0 ]; then
    say "failed: ${failed[*]} (see above, or $logs/)"
    exit 1
fi
say "all tests passed in $((SECONDS - started)) s after the build"
