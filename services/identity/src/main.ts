// First: it instruments node:http, pg and ioredis as they load (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { bootstrapService } from '@elite/nest-kit';
import { AppModule } from './app.module';
import { loadIdentityConfig } from './config';

async function main(): Promise<void> {
  const config = loadIdentityConfig();
  await bootstrapService(AppModule, {
    name: 'identity',
    config,
    port: config.IDENTITY_PORT,
    startTelemetry,
    openapi: { title: 'Elite Transport identity service', description: 'Accounts and sessions.' },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
