import { BOOKING_TOKEN_MAX_LENGTH } from '@elite/contracts';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

const TOKEN_BYTES = 32;

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
  if (!presented || presented.length > BOOKING_TOKEN_MAX_LENGTH) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
