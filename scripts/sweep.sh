#!/usr/bin/env bash
# The full browser sweep: every page in all six languages at 390 and 1280 px (172 loads, about
# four minutes). The suite runs the same sweep with the desktop width in English and German only.
# Screenshots: target/web-sweep/. Extra arguments go to the test binary (e.g. --nocapture).
set -euo pipefail
cd "$(dirname "$0")/.."
KOHLE_SWEEP=full exec cargo test --profile checked -p server --test server -- \
  sweep::every_page_in_every_language_at_both_widths --exact "$@"
