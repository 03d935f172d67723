// `node dist/migrate.js`: this service's migrations alone, for a Kubernetes Job or init container.
import 'reflect-metadata';
import { runMigrateCommand } from '@elite/nest-kit';
import { rewardsMigrations } from './migrations/rewards-migrations';

runMigrateCommand({ schema: 'rewards', migrations: rewardsMigrations });
