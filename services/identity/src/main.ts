// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { runMain } from '@elite/nest-kit/core';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';

runMain('identity', async () => {
  const config = loadIdentityConfig();
  await bootstrapService(AppModule, {
    name: 'identity',
    config,
    port: config.IDENTITY_PORT,
    startTelemetry,
    openapi: { title: 'Elite Transport identity service', description: 'Accounts and sessions.' },
  });
});
