#!/usr/bin/env bash
# Installs what the tests need beyond npm packages: Debian's Chromium for the end-to-end
# tests, pg_dump and psql for the backup tests, and a running PostgreSQL server for the API
# tests on PostgreSQL.
set -euo pipefail

if [ ! -x /usr/bin/chromium ]; then
  echo "Installing Chromium (Debian package)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

if ! command -v pg_dump >/dev/null || ! command -v psql >/dev/null; then
  echo "Installing postgresql-client (pg_dump and psql, for backups and restores)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-client >/dev/null
fi

if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
  echo "Starting PostgreSQL..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
fi
pg_isready -h 127.0.0.1 -p 5432
