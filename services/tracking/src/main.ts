// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { runMain } from '@elite/nest-kit/core';
import { AppModule } from './app.module';
import { loadTrackingConfig } from './config';
import { configureSockets } from './live/configure-sockets';

runMain('tracking', async () => {
  const config = loadTrackingConfig();
  await bootstrapService(AppModule, {
    name: 'tracking',
    config,
    port: config.TRACKING_PORT,
    startTelemetry,
    openapi: {
      title: 'Elite Transport tracking service',
      description: 'Driver positions over REST and socket.io.',
    },
    configure: configureSockets,
  });
});
