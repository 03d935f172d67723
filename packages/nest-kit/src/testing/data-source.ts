import { DataSource } from 'typeorm';
import { serviceDataSourceOptions, type ServiceDatabaseOptions } from '../database/database.module';

/**
 * A connection to `url` with a service's schema options, nothing migrated: for suites that run a
 * service's migrations on a scratch database (createScratchDatabase in scripts/lib/test-environment.mjs).
 */
export function openServiceDataSource(url: string, database: ServiceDatabaseOptions): Promise<DataSource> {
  return new DataSource(serviceDataSourceOptions(url, database)).initialize();
}
