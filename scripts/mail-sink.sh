#!/usr/bin/env bash
# Starts the mail sink of kohle's tests (scripts/mail_sink.py: aiosmtpd, a real SMTP server on
# 127.0.0.1 that writes every message it accepts to a directory). Makes the virtualenv
# target/mail-venv with aiosmtpd from PyPI on the first run (python3 with venv is needed).
#   scripts/mail-sink.sh DIR [--refuse N] [--starttls CERT KEY]
# Prints the port on stdout, then runs until killed.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="${KOHLE_MAIL_VENV:-$(pwd)/target/mail-venv}"
python="${PYTHON:-python3}"
mkdir -p "$(dirname "$venv")"
exec 9>"$venv.lock"
flock 9
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import aiosmtpd" 2>/dev/null; then
  echo "mail-sink.sh: making $venv with aiosmtpd" >&2
  "$python" -m venv "$venv" >&2
  "$venv/bin/pip" install --quiet --disable-pip-version-check "aiosmtpd>=1.4,<2" >&2
fi
flock -u 9
exec "$venv/bin/python" scripts/mail_sink.py "$@"
