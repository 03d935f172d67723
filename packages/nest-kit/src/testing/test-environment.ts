import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { Redis } from 'ioredis';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export interface TestEnvironment {
  DATABASE_URL: string;
  REDIS_URL?: string;
  AUTH_PUBLIC_KEY_FILE: string;
  AUTH_PRIVATE_KEY_FILE: string;
  /** The database this run created and must drop. */
  TEST_DATABASE_NAME: string;
  TEST_ADMIN_DATABASE_URL: string;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

/**
 * A fresh database for this run (docs/architecture.md §9): DATABASE_URL's server if set, else the local
 * one on 5432; Redis from REDIS_URL or the local default when it answers; a throwaway key pair.
 */
export async function prepareTestEnvironment(env: NodeJS.ProcessEnv = process.env): Promise<TestEnvironment> {
  const adminUrl = env.DATABASE_URL ? withDatabase(env.DATABASE_URL, 'postgres') : DEFAULT_ADMIN_URL;
  const name = `elite_test_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Integration tests need PostgreSQL: none answered at ${adminUrl} (${(error as Error).message}). ` +
        'Start one, or set DATABASE_URL to a server the tests may create databases on.',
      { cause: error },
    );
  }
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();

  const redisUrl = env.REDIS_URL ?? DEFAULT_REDIS_URL;
  const keys = generateKeyPairSync('ed25519');
  const dir = mkdtempSync(join(tmpdir(), 'elite-test-keys-'));
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

export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** For suites that cannot run without Redis: a clear message instead of a timeout. */
export function requireRedisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) {
    throw new Error('This suite needs Redis: start one on 127.0.0.1:6379 or set REDIS_URL.');
  }
  return url;
}
