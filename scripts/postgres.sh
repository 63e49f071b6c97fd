#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for kohle's tests and prints its URL on stdout
# (postgres://postgres@127.0.0.1:PORT/postgres, password-less, local connections only).
#
# - Installs Debian's `postgresql` package when no PostgreSQL server is installed (as root).
# - The cluster lives in $KOHLE_PG_DIR (default /tmp/kohle-pg), runs as the `postgres` user when
#   called as root (PostgreSQL refuses to run as root), on the first free port from 25432 on.
# - Called again while its cluster runs, it prints the same URL (safe to call concurrently).
# - `scripts/postgres.sh stop` stops the cluster and deletes it.
# - `scripts/postgres.sh restart` restarts the running cluster (fast shutdown: its connections
#   are cut), keeping its data and port; for the test of a PostgreSQL restart under a server.
# - A cluster found stopped (the machine restarted, or it was killed) is deleted and made anew,
#   unless KOHLE_PG_KEEP=1: then it is started again with its data, on its port (for a study's
#   cluster that holds what took long to make, such as the load test's idle-game template).
set -euo pipefail

DIR="${KOHLE_PG_DIR:-/tmp/kohle-pg}"
mkdir -p "$(dirname "$DIR")"
exec 9>"$DIR.lock"
flock 9

say() { echo "postgres.sh: $*" >&2; }

find_bin() {
    local d
    for d in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
        if [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then
            echo "$d"
            return 0
        fi
    done
    return 1
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
    if [ "$(id -u)" != 0 ]; then
        say "PostgreSQL is not installed and this is not root: run 'apt-get install postgresql' as root"
        exit 1
    fi
    say "installing Debian's postgresql package"
    bash "$(dirname "$0")/apt-install.sh" --recommends postgresql
    BIN="$(find_bin || true)"
    [ -n "$BIN" ] || { say "PostgreSQL could not be installed"; exit 1; }
fi

RUNAS=()
if [ "$(id -u)" = 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
        useradd --system --no-create-home --shell /usr/sbin/nologin postgres
    fi
    RUNAS=(runuser -u postgres --)
    # The cluster runs as `postgres`: it must reach $DIR (a TMPDIR under a private directory
    # such as /root does not do).
    if ! runuser -u postgres -- test -x "$(dirname "$DIR")"; then
        say "the postgres user cannot reach $(dirname "$DIR"): choose a KOHLE_PG_DIR under a directory it can enter (such as /tmp)"
        exit 1
    fi
fi

if [ "${1:-}" = stop ]; then
    if [ -d "$DIR/data" ]; then
        "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
    fi
    rm -rf "$DIR" "$DIR.lock"
    exit 0
fi

if [ "${1:-}" = restart ]; then
    [ -d "$DIR/data" ] || { say "no cluster in $DIR to restart"; exit 1; }
    "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -m fast -w -t 60 restart 9>&- >/dev/null \
        || { cat "$DIR/server.log" >&2; say "the restart failed"; exit 1; }
    echo "postgres://postgres@127.0.0.1:$(cat "$DIR/port")/postgres"
    exit 0
fi

if [ -f "$DIR/port" ] && "$BIN/pg_isready" -q -h 127.0.0.1 -p "$(cat "$DIR/port")"; then
    echo "postgres://postgres@127.0.0.1:$(cat "$DIR/port")/postgres"
    exit 0
fi

# Starts the cluster in $DIR/data on port $1 (its log: $DIR/server.log).
start_on() {
    "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t "${2:-60}" 9>&- \
        -o "-p $1 -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=300" start >/dev/null
}

# A stale cluster (the machine was restarted, or it was killed): started again with its data
# when asked to keep it, else made afresh.
if [ "${KOHLE_PG_KEEP:-}" = 1 ] && [ -f "$DIR/port" ] && [ -d "$DIR/data" ]; then
    p=$(cat "$DIR/port")
    if start_on "$p" 120; then
        say "the stopped cluster in $DIR runs again on port $p, with its data (KOHLE_PG_KEEP=1)"
        echo "postgres://postgres@127.0.0.1:$p/postgres"
        exit 0
    fi
    say "the stopped cluster in $DIR did not start again (its log: $DIR/server.log); making a new one"
fi
if [ -d "$DIR/data" ]; then
    "${RUNAS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
fi
rm -rf "$DIR"
mkdir -p "$DIR"
if [ "$(id -u)" = 0 ]; then
    chown postgres "$DIR"
fi

"${RUNAS[@]}" "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 \
    || { cat "$DIR/initdb.log" >&2; say "initdb failed"; exit 1; }

# Ports below Linux's ephemeral range (32768 on): a port in it can be taken between the check
# and the bind by the local end of any outgoing connection (the tests open thousands). Should
# one be taken all the same, the next is tried.
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
PORT=""
for p in $(seq 25432 25531); do
    port_free "$p" || continue
    rm -f "$DIR/server.log"
    if start_on "$p"; then
        PORT="$p"
        break
    fi
    if ! grep -q "could not bind\|Address already in use" "$DIR/server.log" 2>/dev/null; then
        cat "$DIR/server.log" >&2
        say "the server did not start"
        exit 1
    fi
    say "port $p was taken meanwhile; trying the next"
done
[ -n "$PORT" ] || { say "no free port in 25432-25531"; exit 1; }
echo "$PORT" >"$DIR/port"
say "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') running on port $PORT (data in $DIR)"
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
