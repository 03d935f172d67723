// PostgreSQL for the harness (docs/development.md, "The harness"): database URLs, a probe, and the
// scratch databases every run makes for itself and drops, named after the run so that what a killed
// run left behind can be found and swept.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pidAlive } from './processes.mjs';

/** The machine's own PostgreSQL, as a developer or CI runs it (trust authentication). */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/** The same server and credentials, another database. */
export function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** True when the URL names this machine (where a process id in a database name means something). */
export const isLocalHost = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/** Connects, hands the client to `work`, and always disconnects. */
export async function withPgClient(url, work, { connectTimeoutMs = 3_000 } = {}) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when a PostgreSQL server accepts a connection at the URL. */
export async function postgresAnswers(url, { connectTimeoutMs = 1_500 } = {}) {
  try {
    await withPgClient(url, async () => undefined, { connectTimeoutMs });
    return true;
  } catch {
    return false;
  }
}

export function createDatabase(adminUrl, name) {
  return withPgClient(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
}

/** Drops the database even while something is still connected to it. */
export function dropDatabase(adminUrl, name) {
  return withPgClient(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}

/**
 * One name for a run's database and its Redis namespace: `elite_<label>_<pid>_<8 hex>`. The process
 * id lets a later run tell whether its owner is gone (sweepLeftoverDatabases).
 */
export function runName(label) {
  return `elite_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** The process that made a run's name (runName), or undefined for another name. */
export function runOwner(name, label) {
  const pid = Number(new RegExp(`^elite_${label}_(\\d+)_[0-9a-f]{8}(_|$)`).exec(name)?.[1]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Drops the databases of `label` runs whose process is gone and that nobody is connected to, on a
 * server of this machine only; resolves to their names (also their Redis namespaces).
 */
export async function sweepLeftoverDatabases(adminUrl, label) {
  if (!isLocalHost(adminUrl)) return [];
  return withPgClient(adminUrl, async (admin) => {
    const { rows } = await admin.query(
      `SELECT d.datname FROM pg_database d
        WHERE d.datname ~ $1 AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
      [`^elite_${label}_[0-9]+_[0-9a-f]{8}$`],
    );
    const dropped = [];
    for (const { datname } of rows) {
      if (pidAlive(runOwner(datname, label))) continue;
      await admin.query(`DROP DATABASE IF EXISTS "${datname}"`);
      dropped.push(datname);
    }
    return dropped;
  });
}

/**
 * Reads every row of every table of every schema of a database, each row as text (all its columns),
 * and answers which tables there were and which hold `text`: a test's search for a secret.
 */
export function searchDatabase(url, text) {
  return withPgClient(url, async (client) => {
    const { rows: tables } = await client.query(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
        ORDER BY 1, 2`,
    );
    const holding = [];
    for (const { schema, name } of tables) {
      const table = `${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`;
      const { rows } = await client.query(
        `SELECT count(*)::int AS n FROM ${table} AS t WHERE strpos(t::text, $1) > 0`,
        [text],
      );
      if (rows[0].n > 0) holding.push(`${schema}.${name}`);
    }
    return { tables: tables.map(({ schema, name }) => `${schema}.${name}`), holding };
  });
}
