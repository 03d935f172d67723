import { DataSource } from 'typeorm';
import { serviceDataSourceOptions, type ServiceDatabaseOptions } from '../database/database.module';

/**
 * A connection to `url` with a service's schema options, nothing migrated: for suites that run a
 * service's migrations on a scratch database (createScratchDatabase in scripts/lib/test-environment.mjs).
 */
export function openServiceDataSource(url: string, database: ServiceDatabaseOptions): Promise<DataSource> {
  return new DataSource(serviceDataSourceOptions(url, database)).initialize();
}

/**
 * What a migrations suite reads of `schema` as its steps go up and down: its tables, and the columns
 * of one table (or of all, as `table.column`), each sorted, the migrations table aside.
 */
export function schemaShape(dataSource: DataSource, schema: string) {
  const read = async (sql: string, parameters: string[]) =>
    ((await dataSource.query(sql, parameters)) as { name: string }[]).map((row) => row.name);
  return {
    tables: () =>
      read(
        `SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = $1 AND table_name <> 'migrations' ORDER BY 1`,
        [schema],
      ),
    columns: (table?: string) =>
      table === undefined
        ? read(
            `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
              WHERE table_schema = $1 AND table_name <> 'migrations' ORDER BY 1`,
            [schema],
          )
        : read(
            `SELECT column_name AS name FROM information_schema.columns
              WHERE table_schema = $1 AND table_name = $2 ORDER BY 1`,
            [schema, table],
          ),
  };
}
