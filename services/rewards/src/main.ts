// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { AppModule } from './app.module';
import { loadRewardsConfig } from './config';

async function main(): Promise<void> {
  const config = loadRewardsConfig();
  await bootstrapService(AppModule, {
    name: 'rewards',
    config,
    port: config.REWARDS_PORT,
    startTelemetry,
    openapi: {
      title: 'Elite Transport rewards service',
      description: 'Tiers, reward accounts and transactions.',
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
