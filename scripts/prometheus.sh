#!/usr/bin/env bash
# Makes Prometheus, promtool, Alertmanager and amtool available for kohle's metrics tests
# (Debian's `prometheus` and `prometheus-alertmanager` packages, installed as root when missing;
# no service is started: the tests start their own on free ports). Prints the directory that
# holds the binaries (`prometheus`, `promtool`, `prometheus-alertmanager`, `amtool`).
set -euo pipefail
exec 9>/tmp/kohle-prometheus-install.lock
flock 9
say() { echo "prometheus.sh: $*" >&2; }
missing=()
command -v prometheus >/dev/null && command -v promtool >/dev/null || missing+=(prometheus)
command -v prometheus-alertmanager >/dev/null && command -v amtool >/dev/null \
    || missing+=(prometheus-alertmanager)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
        say "${missing[*]} not installed and this is not root: run 'apt-get install ${missing[*]}' as root"
        exit 1
    fi
    say "installing Debian's ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # Never start the packaged service: the tests run their own instance.
    created_policy=""
    if [ ! -e /usr/sbin/policy-rc.d ]; then
        printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
        chmod +x /usr/sbin/policy-rc.d
        created_policy=1
    fi
    bash "$(dirname "$0")/apt-install.sh" "${missing[@]}"
    [ -n "$created_policy" ] && rm -f /usr/sbin/policy-rc.d
fi
dirname "$(command -v prometheus)"
