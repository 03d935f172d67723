// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { runMain } from '@elite/nest-kit/core';
import { AppModule } from './app.module';
import { loadRewardsConfig } from './config';

runMain('rewards', async () => {
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
});
