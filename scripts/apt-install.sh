#!/usr/bin/env bash
# apt-install.sh [--recommends] PACKAGE...: installs Debian packages for the suite's scripts,
# one at a time: the scripts run concurrently in the test suite (PostgreSQL, chromium, podman,
# Prometheus, ...), and two apt-get runs at once fail on dpkg's lock ("Could not get lock").
# A lock of our own serializes our scripts; apt's own lock timeout waits for any other apt.
set -euo pipefail
exec 8>/tmp/kohle-apt.lock
flock 8
recommends=(--no-install-recommends)
if [ "${1:-}" = --recommends ]; then
    recommends=()
    shift
fi
export DEBIAN_FRONTEND=noninteractive
wait=(-o DPkg::Lock::Timeout=600)
apt-get "${wait[@]}" update -qq >&2
apt-get "${wait[@]}" install -y -qq "${recommends[@]}" "$@" >&2
