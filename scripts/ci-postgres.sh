#!/usr/bin/env bash
# Runs the API integration suite against a real PostgreSQL: installs Debian's postgresql when missing, starts a
# private throw-away cluster on 127.0.0.1 (its own port and socket folder; initdb runs as the postgres user because
# it refuses root), runs `vitest --project integration` with DATABASE_URL set, and always stops the cluster.
#
#   bash scripts/ci-postgres.sh                 # whole integration suite
#   bash scripts/ci-postgres.sh tests/integration/accounts.test.ts
#   bash scripts/ci-postgres.sh --run npm run bench:api   # any command, with DATABASE_URL set
set -euo pipefail
cd "$(dirname "$0")/.."

PG_PORT="${PG_PORT:-55432}"
PG_USER=postgres

find_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  [ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

BIN="$(find_bin || true)"
if [ -z "$BIN" ]; then
  echo "Installing PostgreSQL (Debian package)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  BIN="$(find_bin)"
fi
echo "Using $("$BIN/postgres" --version)"

as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

WORK="$(mktemp -d /tmp/ci-pg.XXXXXX)"
chmod 755 "$WORK"
mkdir -p "$WORK/data" "$WORK/socket"
if [ "$(id -u)" -eq 0 ]; then chown -R postgres:postgres "$WORK"; else PG_USER="$(id -un)"; fi

cleanup() {
  as_postgres "$BIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_postgres "$BIN/initdb" -D "$WORK/data" -U "$PG_USER" --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
as_postgres "$BIN/pg_ctl" -D "$WORK/data" -l "$WORK/postgres.log" -w -t 60 start \
  -o "-h 127.0.0.1 -p $PG_PORT -k $WORK/socket -c fsync=off -c synchronous_commit=off -c full_page_writes=off"

as_postgres "$BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U "$PG_USER" credito_ci

export DATABASE_URL="postgres://$PG_USER@127.0.0.1:$PG_PORT/credito_ci"
echo "PostgreSQL ready on 127.0.0.1:$PG_PORT"
if [ "${1:-}" = "--run" ]; then
  shift
  "$@"
else
  npx vitest run --project integration "$@"
fi
