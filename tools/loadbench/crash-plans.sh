#!/usr/bin/env bash
# The crash list's queries timed in the database (docs/benchmarks.md): page 1, page 21 by number (an offset), the
# same page by key (the "older" link of page 20: before its last row) and a week's chart by reason and by language, each EXPLAIN (ANALYZE, BUFFERS) three times in one session (as the site's pooled
# connections run them; the first run in a new backend pays for its cold start), then the middle of the three.
#   ARENA_DATA_DIR=... tools/loadbench/crash-plans.sh [classes]     classes: default platform/target/classes
# The chart's week ends at the hour after the newest game, so that runs on the same data compare.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
classes="${1:-$here/../../platform/target/classes}"
if [[ -n "${ARENA_DATA_DIR:-}" ]]; then
  socket_dir="$(cd "$ARENA_DATA_DIR/postgres-socket" && pwd)"
  socket="$(ls -A "$socket_dir" | grep -E '^\.s\.PGSQL\.[0-9]+$' | head -n 1 || true)"
  [[ -n "$socket" ]] || { echo "no PostgreSQL socket in $socket_dir: is the site running?" >&2; exit 1; }
  export PGHOST="$socket_dir" PGPORT="${socket##*.}" PGUSER=postgres PGDATABASE=postgres
  PGPASSWORD="$(cat "$ARENA_DATA_DIR/postgres.password")"
  export PGPASSWORD
fi
# the refusals a page may answer with are Spring's messages: its context and core jars, from the local Maven repository
spring="$(find "${MAVEN_REPOSITORY:-$HOME/.m2/repository}/org/springframework" -name 'spring-context-[0-9]*.jar' -o \
  -name 'spring-core-[0-9]*.jar' | sort | tr '\n' ':')"
classes="$classes:$spring"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
javac -d "$work" -cp "$classes" "$here/CrashSql.java"
to="$(psql -At -c "select to_char((date_trunc('hour', max(finished_at)) + interval '1 hour') at time zone 'UTC',
  'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') from matches")"
key="$(java -cp "$work:$classes" arena.platform.admin.crash.CrashSql key 20 | psql -At)"
echo "load $(cut -d' ' -f1-3 /proc/loadavg); the chart's week ends at $to; page 20 ends at $key"
for query in "page 1" "page 21" "before $key" "reason $to" "language $to"; do
  { echo "explain (analyze, buffers)"; java -cp "$work:$classes" arena.platform.admin.crash.CrashSql $query; } > "$work/query.sql"
  for run in 1 2 3; do cat "$work/query.sql"; done | psql -At > "$work/plans"
  times=($(grep -o 'Execution Time: [0-9.]*' "$work/plans" | grep -o '[0-9.]*$'))
  echo "${query%% 20*}: ${times[*]} ms; middle $(printf '%s\n' "${times[@]}" | sort -n | sed -n 2p) ms"
done
echo "load $(cut -d' ' -f1-3 /proc/loadavg)"
