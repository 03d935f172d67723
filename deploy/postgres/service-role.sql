-- One service's database role: it logs in, owns its schema and nothing else (docs/architecture.md §4).
-- psql variables: role, schema, password. Safe to run again: it brings an existing role up to date.
SELECT format('CREATE ROLE %I LOGIN', :'role')
  WHERE NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'role') \gexec
SELECT format('ALTER ROLE %I WITH LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD %L', :'role', :'password') \gexec
SELECT format('GRANT CONNECT, TEMPORARY ON DATABASE %I TO %I', current_database(), :'role') \gexec
SELECT format('CREATE SCHEMA IF NOT EXISTS %I AUTHORIZATION %I', :'schema', :'role') \gexec
SELECT format('ALTER SCHEMA %I OWNER TO %I', :'schema', :'role') \gexec
SELECT format('ALTER ROLE %I IN DATABASE %I SET search_path = %I', :'role', current_database(), :'schema') \gexec
