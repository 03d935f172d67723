import type { DataSource } from 'typeorm';

const SCHEMA_NAME = /^[a-z_][a-z0-9_]*$/;

export function assertSchemaName(schema: string): void {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
}

/**
 * Creates the service's schema and runs its pending migrations while holding a Postgres
 * advisory lock, so replicas starting together migrate once and the others wait.
 */
export async function runMigrationsLocked(dataSource: DataSource, schema: string): Promise<void> {
  assertSchemaName(schema);
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  const lockKey = `elite-migrations:${schema}`;
  try {
    await runner.query('SELECT pg_advisory_lock(hashtext($1))', [lockKey]);
    // In containers the schema is made beforehand and owned by the service's role, which may not
    // create schemas: CREATE SCHEMA IF NOT EXISTS would still need that right, so ask first.
    const existing = await runner.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema]);
    if (existing.length === 0) await runner.query(`CREATE SCHEMA "${schema}"`);
    await dataSource.runMigrations({ transaction: 'each' });
  } finally {
    await runner.query('SELECT pg_advisory_unlock(hashtext($1))', [lockKey]).catch(() => undefined);
    await runner.release();
  }
}
