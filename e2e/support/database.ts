import pg from 'pg';

/** Rows from the run's own database (the one the global setup created for this stack). */
export async function queryRows<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const connectionString = process.env.E2E_DATABASE_URL;
  if (!connectionString)
    throw new Error('E2E_DATABASE_URL is not set: run the tests through e2e/playwright.config.ts');
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const result = await client.query<Row>(sql, params);
    return result.rows;
  } finally {
    await client.end();
  }
}
