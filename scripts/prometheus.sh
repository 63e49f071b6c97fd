#!/usr/bin/env bash
# Makes Prometheus and promtool available for kohle's metrics tests (Debian's `prometheus`
# package, installed as root when missing; no service is started: the tests start their own
# Prometheus on a free port). Prints the directory that holds both binaries.
set -euo pipefail
exec 9>/tmp/kohle-prometheus-install.lock
flock 9
say() { echo "prometheus.sh: $*" >&2; }
if ! command -v prometheus >/dev/null || ! command -v promtool >/dev/null; then
    if [ "$(id -u)" != 0 ]; then
        say "Prometheus is not installed and this is not root: run 'apt-get install prometheus' as root"
        exit 1
    fi
    say "installing Debian's prometheus package"
    export DEBIAN_FRONTEND=noninteractive
    # Never start the packaged service: the tests run their own instance.
    created_policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
        chmod +x /usr/sbin/policy-rc.d
        created_policy=1
    fi
    apt-get update -qq >&2
    apt-get install -y -qq --no-install-recommends prometheus >&2
    [ -n "$created_policy" ] && rm -f /usr/sbin/policy-rc.d
fi
dirname "$(command -v prometheus)"
