#!/usr/bin/env bash
# Starts the services kohle's tests use and prints the environment for them. Use before the
# tests (CI does):
#
#     eval "$(scripts/test-services.sh)"
#     cargo test --workspace
#
# Today: a throwaway PostgreSQL cluster (installed from Debian's packages when missing) for the
# server's multi-process tests, as KOHLE_TEST_PG. Without this step those tests start the same
# cluster themselves; where PostgreSQL cannot be had they fail, they never skip.
set -euo pipefail
url="$("$(dirname "$0")/postgres.sh")"
echo "export KOHLE_TEST_PG='$url'"
