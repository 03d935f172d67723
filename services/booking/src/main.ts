// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { runMain } from '@elite/nest-kit/core';
import { AppModule } from './app.module';
import { loadBookingConfig } from './config';

runMain('booking', async () => {
  const config = loadBookingConfig();
  await bootstrapService(AppModule, {
    name: 'booking',
    config,
    port: config.BOOKING_PORT,
    startTelemetry,
    openapi: {
      title: 'Elite Transport booking service',
      description: 'Catalogue, bookings, contact messages, newsletter and the admin lists.',
    },
  });
});
