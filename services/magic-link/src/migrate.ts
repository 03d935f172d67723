// `node dist/migrate.js`: this service's migrations alone, for a Kubernetes Job or init container.
import 'reflect-metadata';
import { runMigrateCommand } from '@elite/nest-kit';
import { magicLinkMigrations } from './migrations/magic-link-migrations';

runMigrateCommand({ schema: 'magic_link', migrations: magicLinkMigrations });
