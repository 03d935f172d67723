import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, type ServiceAppOptions } from '../bootstrap/create-service-app';

export { mintSessionToken, sessionCookie, type TestUser } from './session-tokens';
export { eventually } from './eventually';
export { sampleRideSummary } from './ride-summary';
export { freePort, startServiceProcess, type RunningService } from './service-process';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export {
  prepareTestEnvironment,
  dropTestDatabase,
  requireRedisUrl,
  type TestEnvironment,
} from './test-environment';

/** The service app exactly as it runs, initialised but not listening; use with supertest. */
export function createTestApp(
  appModule: Type<unknown> | DynamicModule,
  name = 'test',
  configure?: ServiceAppOptions['configure'],
): Promise<NestExpressApplication> {
  return createServiceApp(appModule, { name, configure });
}
