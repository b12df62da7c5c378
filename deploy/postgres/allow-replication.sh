#!/bin/sh
# Run once, when the primary's data directory is created: let the read replica (profile "replica" of
# docker-compose.yml) stream the write-ahead log with the database user's password.
set -e
echo "host replication ${POSTGRES_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
