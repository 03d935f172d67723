import type { DynamicModule, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp } from '../bootstrap/create-service-app';

export { mintSessionToken, sessionCookie, type TestUser } from './session-tokens';
export { freePort, startServiceProcess, type RunningService } from './service-process';
export { prepareTestEnvironment, dropTestDatabase, requireRedisUrl, type TestEnvironment } from './test-environment';

/** The service app exactly as it runs, initialised but not listening; use with supertest. */
export function createTestApp(appModule: Type<unknown> | DynamicModule, name = 'test'): Promise<NestExpressApplication> {
  return createServiceApp(appModule, { name });
}
