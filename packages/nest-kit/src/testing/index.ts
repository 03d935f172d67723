import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, type ServiceAppOptions } from '../bootstrap/create-service-app';

// What is Nest-specific stays here; the test environment (databases, Redis, ports, service processes)
// is the harness in scripts/lib (docs/development.md), which images never contain.
export { mintSessionToken, sessionCookie } from './session-tokens';
export { eventually } from './eventually';
export { sampleRideSummary } from './ride-summary';
export { openServiceDataSource, schemaShape } from './data-source';
export { runSecretOpener, sealingKeyEnv } from './sealing-keys';

/** The service app as main.ts makes it from `config` (e.g. loadBookingConfig()), not listening; for supertest. */
export function createTestApp(
  appModule: Type<unknown> | DynamicModule,
  name: string,
  config: ServiceAppOptions['config'],
  configure?: ServiceAppOptions['configure'],
): Promise<NestExpressApplication> {
  return createServiceApp(appModule, { name, config, configure });
}
