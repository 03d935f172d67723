import { prepareTestEnvironment } from './test-environment';

/** Jest global setup: one fresh database per run; workers inherit the environment set here. */
export default async function globalSetup(): Promise<void> {
  const env = await prepareTestEnvironment();
  process.env.DATABASE_URL = env.DATABASE_URL;
  if (env.REDIS_URL) process.env.REDIS_URL = env.REDIS_URL;
  else delete process.env.REDIS_URL;
  process.env.AUTH_PUBLIC_KEY_FILE = env.AUTH_PUBLIC_KEY_FILE;
  process.env.AUTH_PRIVATE_KEY_FILE = env.AUTH_PRIVATE_KEY_FILE;
  process.env.TEST_DATABASE_NAME = env.TEST_DATABASE_NAME;
  process.env.TEST_ADMIN_DATABASE_URL = env.TEST_ADMIN_DATABASE_URL;
  process.env.QUEUE_PREFIX = env.TEST_DATABASE_NAME;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'warn';
}
