import { randomBytes } from 'node:crypto';

/** A value no other test (or earlier run) has used: each test makes its own data. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${uniqueSuffix()}@e2e.example.com`;
}
