// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { runMain } from '@elite/nest-kit/core';
import { AppModule } from './app.module';
import { loadNotificationsConfig } from './config';

runMain('notifications', async () => {
  const config = loadNotificationsConfig();
  await bootstrapService(AppModule, {
    name: 'notifications',
    config,
    port: config.NOTIFICATIONS_PORT,
    startTelemetry,
    openapi: {
      title: 'Elite Transport notifications service',
      description: 'The e-mails sent to customers, and the record of their delivery.',
    },
  });
});
