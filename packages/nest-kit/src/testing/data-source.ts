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
 * What a migrations suite reads of `schema` as its steps go up and down, each list sorted and the
 * migrations table aside: its tables, and its columns as `table.column` (of one table, by name alone).
 */
export function schemaShape(dataSource: DataSource, schema: string) {
  const names = async (sql: string) =>
    ((await dataSource.query(sql, [schema])) as { name: string }[]).map((row) => row.name);
  const columns = () =>
    names(`SELECT table_name || '.' || column_name AS name FROM information_schema.columns
            WHERE table_schema = $1 AND table_name <> 'migrations' ORDER BY 1`);
  return {
    tables: () =>
      names(`SELECT table_name AS name FROM information_schema.tables
              WHERE table_schema = $1 AND table_name <> 'migrations' ORDER BY 1`),
    columns: async (table?: string) =>
      table === undefined
        ? columns()
        : (await columns())
            .filter((name) => name.startsWith(`${table}.`))
            .map((name) => name.slice(table.length + 1)),
  };
}
