import { describe, expect, it } from '@jest/globals';
import { trackingPath } from './tracking-path';

describe('trackingPath', () => {
  it('links the booking id with its access token', () => {
    expect(trackingPath({ id: 42, accessToken: 'abc_DEF-123' })).toBe('/tracking/42?token=abc_DEF-123');
  });

  it('escapes a token that is not URL-safe', () => {
    expect(trackingPath({ id: 7, accessToken: 'a+b/c=' })).toBe('/tracking/7?token=a%2Bb%2Fc%3D');
  });

  it('has no link for an answer without a token (a repeated submission)', () => {
    expect(trackingPath({ id: 7 })).toBeNull();
  });
});
