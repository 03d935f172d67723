// `node dist/migrate.js`: this service's migrations alone, for a Kubernetes Job or init container.
import 'reflect-metadata';
import { runMigrateCommand } from '@elite/nest-kit';
import { notificationsMigrations } from './migrations/notifications-migrations';

runMigrateCommand({ schema: 'notifications', migrations: notificationsMigrations });
