// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { runMain } from '@elite/nest-kit/core';
import { AppModule } from './app.module';
import { loadMagicLinkConfig } from './config';

runMain('magic-link', async () => {
  const config = loadMagicLinkConfig();
  await bootstrapService(AppModule, {
    name: 'magic-link',
    config,
    port: config.MAGIC_LINK_PORT,
    startTelemetry,
    openapi: {
      title: 'Elite Transport magic-link service',
      description: 'One-time links that re-book a previous ride.',
    },
  });
});
