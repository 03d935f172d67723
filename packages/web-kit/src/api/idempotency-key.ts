/**
 * A fresh Idempotency-Key (32 hex digits from the browser's secure random source). Not
 * crypto.randomUUID(): that exists only on https and localhost, and the site may be opened over
 * plain http on a local network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
