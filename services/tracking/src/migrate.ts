// `node dist/migrate.js`: this service's migrations alone, for a Kubernetes Job or init container.
import 'reflect-metadata';
import { runMigrateCommand } from '@elite/nest-kit';
import { trackingMigrations } from './migrations/tracking-migrations';

runMigrateCommand({ schema: 'tracking', migrations: trackingMigrations });
