import { accessTokenMatches, hashAccessToken, newAccessToken } from './access-token';

describe('booking access tokens', () => {
  it('creates 32 random bytes as base64url (43 characters), different every time', () => {
    const first = newAccessToken();
    const second = newAccessToken();
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(first, 'base64url')).toHaveLength(32);
    expect(second).not.toBe(first);
  });

  it('stores a SHA-256 hex digest, not the token', () => {
    const token = newAccessToken();
    const hash = hashAccessToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it('accepts the token its hash was made from', () => {
    const token = newAccessToken();
    expect(accessTokenMatches(token, hashAccessToken(token))).toBe(true);
  });

  it('refuses another token, an empty one and an overlong one', () => {
    const hash = hashAccessToken(newAccessToken());
    expect(accessTokenMatches(newAccessToken(), hash)).toBe(false);
    expect(accessTokenMatches('', hash)).toBe(false);
    expect(accessTokenMatches('a'.repeat(10_000), hashAccessToken('a'.repeat(10_000)))).toBe(false);
  });
});
