#!/bin/sh
# Creates (or updates) one database role per service, each owning only its own schema, in the
# database PGDATABASE. Connection from the standard PG* variables; passwords from
# <SERVICE>_DB_PASSWORD. Role names are DB_ROLE_PREFIX + schema (default prefix "elite_").
# Run by the db-init container of docker-compose.yml; on Kubernetes the managed database's
# operator runs it once (k8s/README in the main README's operator section).
set -eu
here=$(dirname "$0")
prefix=${DB_ROLE_PREFIX-elite_}

psql -v ON_ERROR_STOP=1 -q <<SQL
-- Nobody but the owner and the roles below may connect; nobody creates objects in public.
REVOKE ALL ON DATABASE "$PGDATABASE" FROM PUBLIC;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
-- The booking schema's exclusion constraint (one vehicle, one confirmed ride at a time) needs it;
-- the service's role may not create it in public, so it is made here, once, as the superuser.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
SQL

for pair in booking:BOOKING identity:IDENTITY magic_link:MAGIC_LINK tracking:TRACKING rewards:REWARDS notifications:NOTIFICATIONS; do
  schema=${pair%%:*}
  variable="${pair#*:}_DB_PASSWORD"
  password=$(printenv "$variable" || true)
  if [ -z "$password" ]; then
    echo "init-roles: $variable is not set" >&2
    exit 1
  fi
  psql -v ON_ERROR_STOP=1 -q -v role="$prefix$schema" -v schema="$schema" -v password="$password" -f "$here/service-role.sql"
  echo "init-roles: role $prefix$schema owns schema $schema"
done
