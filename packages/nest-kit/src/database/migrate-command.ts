import { DataSource } from 'typeorm';
import { baseServiceEnvSchema, loadConfig } from '../config/load-config';
import { serviceDataSourceOptions, type ServiceDatabaseOptions } from './database.module';
import { runMigrationsLocked } from './run-migrations';

export type SchemaMigrations = Pick<ServiceDatabaseOptions, 'schema' | 'migrations'>;

/** Runs the schema's pending migrations under the same advisory lock as a starting service, then closes (two connections: one holds the lock). */
export async function migrateServiceSchema(
  options: SchemaMigrations,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  const { DATABASE_URL } = loadConfig(baseServiceEnvSchema.pick({ DATABASE_URL: true }), env);
  const dataSource = await new DataSource(
    serviceDataSourceOptions(DATABASE_URL, { ...options, entities: [], poolSize: 2 }),
  ).initialize();
  try {
    await runMigrationsLocked(dataSource, options.schema);
  } finally {
    await dataSource.destroy();
  }
}

/** A service's `dist/migrate.js` (a Kubernetes Job or init container): migrate, say so, exit 0; else exit 1. */
export function runMigrateCommand(options: SchemaMigrations): void {
  migrateServiceSchema(options).then(
    () => {
      process.stdout.write(
        `${JSON.stringify({ level: 30, service: options.schema, msg: `schema ${options.schema} is migrated` })}\n`,
      );
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(
        `migrations of schema ${options.schema} failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
