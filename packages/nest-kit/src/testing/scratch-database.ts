import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { serviceDataSourceOptions, type ServiceDatabaseOptions } from '../database/database.module';
import { dropTestDatabase } from './test-environment';

export interface ScratchDatabase {
  dataSource: DataSource;
  drop(): Promise<void>;
}

/**
 * A database of its own beside the run's (on TEST_ADMIN_DATABASE_URL's server), with a service's
 * schema options and nothing migrated: for suites that take a schema down, which must not disturb the others.
 */
export async function createScratchDatabase(
  database: ServiceDatabaseOptions,
  label: string,
): Promise<ScratchDatabase> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run inside the integration project.');
  const name = `${process.env.TEST_DATABASE_NAME}_${label}_${randomBytes(2).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataSource = await new DataSource(serviceDataSourceOptions(url.toString(), database)).initialize();
  return {
    dataSource,
    async drop() {
      await dataSource.destroy();
      await dropTestDatabase(adminUrl, name);
    },
  };
}
