import { helmetOptions, tileImageSource } from './content-security-policy';

describe('tileImageSource', () => {
  it.each([
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['https://tiles.example.com/{z}/{x}/{y}.png', 'https://tiles.example.com'],
    ['http://127.0.0.1:9000/{z}/{x}/{y}.png', 'http://127.0.0.1:9000'],
  ])('allows the host of %s as %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });

  it.each([
    'tiles.example.com/{z}.png',
    'https://tiles.{s}.example.com/{z}.png',
    "https://a.example.com;script-src 'unsafe-eval'/x",
  ])('refuses %s', (template) => {
    expect(() => tileImageSource(template)).toThrow();
  });
});

describe('helmetOptions', () => {
  const directivesOf = (https: boolean, remoteOrigins: string[] = []) =>
    (
      helmetOptions({ mapTileSource: 'https://*.tile.openstreetmap.org', remoteOrigins, https })
        .contentSecurityPolicy as { directives: Record<string, unknown[]> }
    ).directives;

  it('allows only self and the tiles, with connections to self (its websocket included) alone', () => {
    const directives = directivesOf(false);
    expect(directives.defaultSrc).toEqual(["'self'"]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'https://*.tile.openstreetmap.org']);
    expect(directives.styleSrc).toContain("'unsafe-inline'");
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.connectSrc).toEqual(["'self'"]);
    expect(directives.upgradeInsecureRequests).toBeUndefined();
  });

  it('is the same for every request: no source is computed from what a caller sent', () => {
    for (const directives of [directivesOf(false), directivesOf(true, ['https://cdn.example'])]) {
      for (const sources of Object.values(directives)) {
        expect(sources.filter((source) => typeof source !== 'string')).toEqual([]);
      }
    }
    expect(directivesOf(true, ['https://cdn.example']).connectSrc).toEqual(["'self'", 'https://cdn.example']);
    expect(directivesOf(true).upgradeInsecureRequests).toEqual([]);
  });
});
