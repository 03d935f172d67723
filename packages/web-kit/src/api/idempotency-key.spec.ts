import { describe, expect, it } from '@jest/globals';
import { idempotencyKeySchema } from '@elite/contracts/booking';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes a key the booking service accepts, different every time', () => {
    const keys = Array.from({ length: 100 }, newIdempotencyKey);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    }
    expect(new Set(keys).size).toBe(100);
  });
});
