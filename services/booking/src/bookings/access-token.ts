import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;
// A base64url token of 32 bytes is 43 characters; anything much longer is not one of ours.
const MAX_PRESENTED_LENGTH = 128;

/** A fresh, unguessable token handed to whoever created a booking. */
export function newAccessToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored instead of the token: its SHA-256, hex encoded. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares a presented token with a stored hash in constant time. */
export function accessTokenMatches(presented: string, storedHash: string): boolean {
  if (!presented || presented.length > MAX_PRESENTED_LENGTH) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
