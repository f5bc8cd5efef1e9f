#!/bin/sh
# Creates the cluster on the first start (user and database arena, the password from POSTGRES_PASSWORD_FILE),
# then runs PostgreSQL in the foreground as the user postgres.
set -eu
bin=/usr/lib/postgresql/15/bin
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -r "$POSTGRES_PASSWORD_FILE" ] || { echo "POSTGRES_PASSWORD_FILE=$POSTGRES_PASSWORD_FILE is not readable" >&2; exit 2; }
  install -d -o postgres -g postgres -m 0700 "$PGDATA"
  pwfile=$(mktemp) && tr -d '\n' < "$POSTGRES_PASSWORD_FILE" > "$pwfile" && chown postgres "$pwfile"
  runuser -u postgres -- "$bin/initdb" -D "$PGDATA" -U arena --pwfile="$pwfile" --auth=scram-sha-256 --encoding=UTF8 >&2
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  echo "CREATE DATABASE arena" | runuser -u postgres -- "$bin/postgres" --single -D "$PGDATA" postgres >/dev/null
fi
exec runuser -u postgres -- "$bin/postgres" -D "$PGDATA"
