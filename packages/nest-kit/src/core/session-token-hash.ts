import { createHash } from 'node:crypto';

/**
 * How a signed-out session is named where it is remembered (identity's `revoked_sessions`, the
 * gateway's copy): the SHA-256 of its token, base64url. Keyed by the whole token, not a claim, so
 * any token that verifies can be revoked, and the list holds nothing that works as a session.
 */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
