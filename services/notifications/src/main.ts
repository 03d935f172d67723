// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { AppModule } from './app.module';
import { loadNotificationsConfig } from './config';

async function main(): Promise<void> {
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
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
