import { MAGIC_LINK_TOKEN_LENGTH } from '@elite/contracts';
import { createHash, randomBytes } from 'node:crypto';

/** 32 URL-safe characters (192 random bits) from the operating system's CSPRNG. */
export function newMagicLinkToken(): string {
  return randomBytes((MAGIC_LINK_TOKEN_LENGTH * 3) / 4).toString('base64url');
}

export function hashMagicLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
