import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions, type MixedList } from 'typeorm';
import { KIT_CONFIG } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';
import { assertSchemaName, runMigrationsLocked } from './run-migrations';

// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
type ClassList = MixedList<Function | string>;

export interface ServiceDatabaseOptions {
  /** The service's own Postgres schema; its migrations table lives there too. */
  schema: string;
  entities: ClassList;
  migrations: ClassList;
  /** Connection pool size. */
  poolSize?: number;
}

/** How long a service waits for a pooled database connection, and for one statement. */
export const DATABASE_CONNECT_TIMEOUT_MS = 3_000;
// Below the gateway's UPSTREAM_TIMEOUT_MS (8 s), so a stuck statement is the service's 503, not the gateway's 504.
export const DATABASE_STATEMENT_TIMEOUT_MS = 6_000;

export function serviceDataSourceOptions(
  databaseUrl: string,
  options: ServiceDatabaseOptions,
): DataSourceOptions {
  assertSchemaName(options.schema);
  return {
    type: 'postgres',
    url: databaseUrl,
    schema: options.schema,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // Failed queries surface as exceptions; TypeORM's own logging would print their parameters (hashes, e-mails).
    logging: false,
    extra: {
      max: options.poolSize ?? 10,
      application_name: `elite-${options.schema}`,
      // A database that does not answer is an outage (503 with Retry-After), not a request that hangs.
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      statement_timeout: DATABASE_STATEMENT_TIMEOUT_MS,
    },
  };
}

/** One DataSource per service schema; migrations run at start under an advisory lock. */
@Module({})
export class DatabaseModule {
  static forService(options: ServiceDatabaseOptions): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [KIT_CONFIG],
          useFactory: (config: BaseServiceConfig) => serviceDataSourceOptions(config.DATABASE_URL, options),
          dataSourceFactory: async (dataSourceOptions) => {
            const dataSource = await new DataSource(dataSourceOptions!).initialize();
            await runMigrationsLocked(dataSource, options.schema);
            return dataSource;
          },
        }),
      ],
    };
  }
}
