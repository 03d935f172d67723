import { dropTestDatabase } from './test-environment';

export default async function globalTeardown(): Promise<void> {
  const { TEST_ADMIN_DATABASE_URL, TEST_DATABASE_NAME } = process.env;
  if (TEST_ADMIN_DATABASE_URL && TEST_DATABASE_NAME) await dropTestDatabase(TEST_ADMIN_DATABASE_URL, TEST_DATABASE_NAME);
}
