#!/usr/bin/env bash
# Fills an Arena database with the load benchmark's data (generate.sql; see docs/benchmarks.md).
#   tools/loadbench/generate.sh [users] [games] [crash-percent]      defaults: 10000 1000000 2
# The database: an embedded one of a running site when ARENA_DATA_DIR names its data folder (the socket's port
# and the generated password are read from there), otherwise psql's usual PGHOST, PGPORT, PGUSER, PGPASSWORD,
# PGDATABASE. The site must have started on it once (migrations and contests).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
users="${1:-10000}"
games="${2:-1000000}"
crash="${3:-2}"
for value in "$users" "$games" "$crash"; do
  [[ "$value" =~ ^[0-9]+(\.[0-9]+)?$ ]] || { echo "not a number: $value" >&2; exit 2; }
done
if [[ -n "${ARENA_DATA_DIR:-}" ]]; then
  socket_dir="$(cd "$ARENA_DATA_DIR/postgres-socket" && pwd)"
  socket="$(ls -A "$socket_dir" | grep -E '^\.s\.PGSQL\.[0-9]+$' | head -n 1 || true)"
  [[ -n "$socket" ]] || { echo "no PostgreSQL socket in $socket_dir: is the site running?" >&2; exit 1; }
  export PGHOST="$socket_dir" PGPORT="${socket##*.}" PGUSER=postgres PGDATABASE=postgres
  PGPASSWORD="$(cat "$ARENA_DATA_DIR/postgres.password")"
  export PGPASSWORD
fi
export PGOPTIONS="-c loadbench.users=$users -c loadbench.games=$games -c loadbench.crash_percent=$crash"
time psql -v ON_ERROR_STOP=1 --single-transaction -q -f "$here/generate.sql"
psql -At -c "select 'users ' || count(*) from users" -c "select 'games ' || count(*) from matches" \
  -c "select 'seats ' || count(*) from match_seats" -c "select 'crashed seats ' || count(*) from match_seats where verdict <> 'OK'" \
  -c "select 'rejected submissions ' || count(*) from submissions where status = 'REJECTED'" \
  -c "select 'rating changes ' || count(*) from rating_changes" -c "select 'database ' || pg_size_pretty(pg_database_size(current_database()))"
