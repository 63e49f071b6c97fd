#!/bin/sh
# Installs what the browser tests of `kohle serve` and the checks of its page need: Debian's
# chromium (when missing), and playwright-core, TypeScript, ESLint and json-schema-to-typescript
# from npm (crates/server/web-tests, from its package-lock.json). Run by
# crates/server/tests/server/web.rs; safe to run again (does nothing when all is in place).
set -eu
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
    echo "web-test-setup: installing chromium (apt-get)" >&2
    if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
    $SUDO bash scripts/apt-install.sh --recommends chromium
fi
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    echo "web-test-setup: node and npm are needed (Debian: apt-get install nodejs npm)" >&2
    exit 1
fi

dir=crates/server/web-tests
stamp="$dir/node_modules/.kohle-lock"
if ! cmp -s "$dir/package-lock.json" "$stamp" 2>/dev/null; then
    echo "web-test-setup: npm ci in $dir" >&2
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error >&2)
    cp "$dir/package-lock.json" "$stamp"
fi
command -v chromium
