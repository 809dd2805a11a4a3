#!/usr/bin/env bash
# Start a throwaway PostgreSQL on a loopback port for the game server's tests, installing
# Debian's PostgreSQL when it is missing; prints the DATABASE_URL to use. Safe to run again
# (a server already running on the port is reused). Usage:
#   export DATABASE_URL=$(bash scripts/postgres.sh)   # then scripts/test.sh runs both ways
#   bash scripts/postgres.sh stop
set -euo pipefail
PORT="${SM_PG_PORT:-55432}"
DIR="${SM_PG_DIR:-/tmp/spanish-main-pg-$PORT}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    echo "Installing PostgreSQL" >&2
    $sudo apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

# PostgreSQL will not run as root: as root, run it as the package's postgres user.
as_pg() {
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if [ "${1:-}" = "stop" ]; then
    [ -f "$DIR/postmaster.pid" ] && as_pg "$BIN/pg_ctl" -D "$DIR" stop -m fast >&2
    exit 0
fi

if ! as_pg "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" 2>/dev/null; then
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" -eq 0 ] && chown postgres "$DIR"
    as_pg "$BIN/initdb" -D "$DIR" -A trust -U postgres >/dev/null
    as_pg "$BIN/pg_ctl" -D "$DIR" -l "$DIR/server.log" -w \
        -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" \
        start >&2
fi
as_pg "$BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = 'spanish_main_test'" | grep -q 1 ||
    as_pg "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres spanish_main_test
echo "postgres://postgres@127.0.0.1:$PORT/spanish_main_test"
