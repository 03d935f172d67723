// The integration tests' environment (docs/development.md, "Tests"): jest's global setup makes a
// fresh database for the run (on DATABASE_URL's server, else the local one), a throwaway Ed25519
// key pair and finds Redis; the workers inherit what it exports; the teardown removes it all.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { HarnessError } from './errors.mjs';
import { LOCAL_POSTGRES, createDatabase, dropDatabase, runName, withDatabase } from './postgres.mjs';
import { LOCAL_REDIS, redisAnswers } from './redis.mjs';

const KEY_DIR_PREFIX = 'elite-test-keys-';

/**
 * The booking horizon (BOOKING_HORIZON) of every test stack: a test books each ride it may confirm on a
 * day of its own, drawn from the years 2100 to 9000 so that runs sharing a database never meet, so
 * booking must take rides that far ahead. The horizon's own tests set theirs.
 */
export const TEST_BOOKING_HORIZON = 'P7000Y';

/**
 * A fresh database for this run (docs/architecture.md §9): DATABASE_URL's server if set, else the local
 * one on 5432; Redis from REDIS_URL or the local default when it answers; a throwaway key pair.
 */
export async function prepareTestEnvironment(env = process.env) {
  const adminUrl = env.DATABASE_URL ? withDatabase(env.DATABASE_URL, 'postgres') : LOCAL_POSTGRES;
  const name = runName('test');
  try {
    await createDatabase(adminUrl, name);
  } catch (error) {
    throw new HarnessError(
      `Integration tests need PostgreSQL: could not create a database at ${adminUrl} (${error.message}). ` +
        'Start one, or set DATABASE_URL to a server the tests may create databases on.',
    );
  }
  const redisUrl = env.REDIS_URL ?? LOCAL_REDIS;
  const keys = generateKeyPairSync('ed25519');
  const dir = mkdtempSync(join(tmpdir(), KEY_DIR_PREFIX));
  const publicFile = join(dir, 'session-public.pem');
  const privateFile = join(dir, 'session-private.pem');
  writeFileSync(publicFile, keys.publicKey.export({ type: 'spki', format: 'pem' }));
  writeFileSync(privateFile, keys.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  return {
    DATABASE_URL: withDatabase(adminUrl, name),
    REDIS_URL: (await redisAnswers(redisUrl)) ? redisUrl : undefined,
    AUTH_PUBLIC_KEY_FILE: publicFile,
    AUTH_PRIVATE_KEY_FILE: privateFile,
    TEST_DATABASE_NAME: name,
    TEST_ADMIN_DATABASE_URL: adminUrl,
  };
}

/** Jest global setup: one fresh database per run; workers inherit the environment set here. */
export async function globalSetup() {
  const env = await prepareTestEnvironment();
  process.env.DATABASE_URL = env.DATABASE_URL;
  if (env.REDIS_URL) process.env.REDIS_URL = env.REDIS_URL;
  else delete process.env.REDIS_URL;
  process.env.AUTH_PUBLIC_KEY_FILE = env.AUTH_PUBLIC_KEY_FILE;
  process.env.AUTH_PRIVATE_KEY_FILE = env.AUTH_PRIVATE_KEY_FILE;
  process.env.TEST_DATABASE_NAME = env.TEST_DATABASE_NAME;
  process.env.TEST_ADMIN_DATABASE_URL = env.TEST_ADMIN_DATABASE_URL;
  process.env.QUEUE_PREFIX = env.TEST_DATABASE_NAME;
  process.env.BOOKING_HORIZON = TEST_BOOKING_HORIZON;
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'warn';
}

/** Jest global teardown: the run's database and key pair go. */
export async function globalTeardown() {
  const { TEST_ADMIN_DATABASE_URL, TEST_DATABASE_NAME } = process.env;
  if (TEST_ADMIN_DATABASE_URL && TEST_DATABASE_NAME)
    await dropDatabase(TEST_ADMIN_DATABASE_URL, TEST_DATABASE_NAME);
  const keyFile = process.env.AUTH_PRIVATE_KEY_FILE;
  if (keyFile?.includes(KEY_DIR_PREFIX)) rmSync(dirname(keyFile), { recursive: true, force: true });
}

/**
 * A database of its own beside the run's (on TEST_ADMIN_DATABASE_URL's server), empty: for suites
 * that take a schema down, which must not disturb the others. Resolves to { url, drop() }.
 */
export async function createScratchDatabase(label) {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  const run = process.env.TEST_DATABASE_NAME;
  if (!adminUrl || !run)
    throw new HarnessError('TEST_ADMIN_DATABASE_URL is not set: run inside the integration project.');
  const name = `${run}_${label}_${randomBytes(2).toString('hex')}`;
  await createDatabase(adminUrl, name);
  return { url: withDatabase(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}

/** For suites that cannot run without Redis: a clear message instead of a timeout. */
export function requireRedisUrl() {
  const url = process.env.REDIS_URL;
  if (!url) throw new HarnessError('This suite needs Redis: start one on 127.0.0.1:6379 or set REDIS_URL.');
  return url;
}
