#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on 127.0.0.1 for the storage tests and prints its URL.
# PostgreSQL refuses to run as root, so the cluster belongs to the 'postgres' system user.
set -euo pipefail
port="${ERRET_PG_PORT:-55432}"
dir="${ERRET_PG_DIR:-/tmp/erret-pg-$port}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if ! as_pg "$bin/pg_isready" -h 127.0.0.1 -p "$port" -q 2>/dev/null; then
  rm -rf "$dir"; mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_pg "$bin/initdb" -D "$dir/data" -U erret --auth=trust -E UTF8 >/dev/null
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -o "-p $port -k /tmp -c listen_addresses=127.0.0.1" -w start >/dev/null
fi
as_pg "$bin/psql" -h 127.0.0.1 -p "$port" -U erret -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='erret_test'" | grep -q 1 \
  || as_pg "$bin/createdb" -h 127.0.0.1 -p "$port" -U erret erret_test
echo "postgres://erret@127.0.0.1:$port/erret_test"
