export interface TestEnvironment {
  DATABASE_URL: string;
  REDIS_URL?: string;
  AUTH_PUBLIC_KEY_FILE: string;
  AUTH_PRIVATE_KEY_FILE: string;
  NOTIFICATIONS_PUBLIC_KEY_FILE: string;
  NOTIFICATIONS_PRIVATE_KEY_FILE: string;
  /** The database this run created and must drop. */
  TEST_DATABASE_NAME: string;
  TEST_ADMIN_DATABASE_URL: string;
}
export function prepareTestEnvironment(env?: NodeJS.ProcessEnv): Promise<TestEnvironment>;
export function globalSetup(): Promise<void>;
export function globalTeardown(): Promise<void>;

export interface ScratchDatabase {
  url: string;
  drop(): Promise<unknown>;
}
export function createScratchDatabase(label: string): Promise<ScratchDatabase>;
export function requireRedisUrl(): string;
