#!/bin/sh
# Starts a throwaway PostgreSQL cluster for the store tests and prints its URL on stdout:
#   export TEST_DATABASE_URL="$(scripts/ci-postgres.sh)"
#   scripts/ci-postgres.sh stop
# Idempotent: a cluster already running on the port is reused. Trust auth on 127.0.0.1 only;
# never point this at data that matters. Everything but the URL goes to stderr.
set -eu

PG_DIR="${CI_PG_DIR:-/tmp/kestrel-pg}"
PG_PORT="${CI_PG_PORT:-54329}"
PG_DB="${CI_PG_DB:-leads_test}"
PG_USER=postgres

log() { echo "ci-postgres: $*" >&2; }

find_bin() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian's postgresql"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2
    BIN="$(find_bin)"
  fi
fi
if [ -z "$BIN" ] || [ ! -x "$BIN/pg_ctl" ]; then
  log "no PostgreSQL binaries found (set PG_BIN or apt-get install postgresql)"
  exit 1
fi

# The server refuses to run as root: as root, run the cluster as the postgres user.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u "$PG_USER" -- "$@"
  else
    "$@"
  fi
}

if [ "${1:-start}" = stop ]; then
  # pg_ctl runs as postgres, which may not enter the caller's folder.
  cd /
  if [ -f "$PG_DIR/postmaster.pid" ]; then
    as_owner "$BIN/pg_ctl" -D "$PG_DIR" -m fast -w stop >&2
  fi
  exit 0
fi

if [ ! -f "$PG_DIR/PG_VERSION" ]; then
  mkdir -p "$PG_DIR"
  [ "$(id -u)" = 0 ] && chown "$PG_USER" "$PG_DIR"
  chmod 700 "$PG_DIR"
  log "initialising a cluster in $PG_DIR"
  as_owner "$BIN/initdb" -D "$PG_DIR" -U "$PG_USER" --auth=trust --encoding=UTF8 --no-instructions >&2
fi

if ! as_owner "$BIN/pg_ctl" -D "$PG_DIR" status >/dev/null 2>&1; then
  log "starting PostgreSQL on 127.0.0.1:$PG_PORT"
  # fsync off: a test cluster trades durability for speed; the tests check behaviour, not crashes.
  as_owner "$BIN/pg_ctl" -D "$PG_DIR" -l "$PG_DIR/server.log" -w -t 60 \
    -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >&2
fi

"$BIN/pg_isready" -h 127.0.0.1 -p "$PG_PORT" -t 30 >&2

if ! "$BIN/psql" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" -tAc "select 1 from pg_database where datname = '$PG_DB'" | grep -q 1; then
  "$BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" "$PG_DB" >&2
fi

echo "postgres://$PG_USER@127.0.0.1:$PG_PORT/$PG_DB"
