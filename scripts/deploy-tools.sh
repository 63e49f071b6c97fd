#!/usr/bin/env bash
# Installs what the tests of deploy/ need, from Debian's packages, when missing (as root):
# podman and runc (build the image, run a game against it) and systemd's systemd-analyze (check
# the unit). Nothing is started. Safe to run again and concurrently.
set -euo pipefail
exec 9>/tmp/kohle-deploy-tools.lock
flock 9
missing=()
command -v podman >/dev/null || missing+=(podman)
command -v runc >/dev/null || missing+=(runc)
command -v systemd-analyze >/dev/null || missing+=(systemd)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
        echo "deploy-tools.sh: ${missing[*]} missing and this is not root: apt-get install ${missing[*]}" >&2
        exit 1
    fi
    echo "deploy-tools.sh: installing ${missing[*]}" >&2
    bash "$(dirname "$0")/apt-install.sh" "${missing[@]}"
fi
