import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { dropTestDatabase } from './test-environment';

export default async function globalTeardown(): Promise<void> {
  const { TEST_ADMIN_DATABASE_URL, TEST_DATABASE_NAME } = process.env;
  if (TEST_ADMIN_DATABASE_URL && TEST_DATABASE_NAME)
    await dropTestDatabase(TEST_ADMIN_DATABASE_URL, TEST_DATABASE_NAME);
  const keyFile = process.env.AUTH_PRIVATE_KEY_FILE;
  if (keyFile?.includes('elite-test-keys-')) rmSync(dirname(keyFile), { recursive: true, force: true });
}
