import type { IncomingMessage } from 'node:http';
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
  it('allows only self, the tiles and the same-host websocket', () => {
    const csp = helmetOptions({
      mapTileSource: 'https://*.tile.openstreetmap.org',
      remoteOrigins: [],
      https: false,
    }).contentSecurityPolicy;
    const directives = (csp as { directives: Record<string, unknown[]> }).directives;
    expect(directives.defaultSrc).toEqual(["'self'"]);
    expect(directives.imgSrc).toEqual(["'self'", 'data:', 'https://*.tile.openstreetmap.org']);
    expect(directives.styleSrc).toContain("'unsafe-inline'");
    expect(directives.scriptSrc).toEqual(["'self'"]);
    expect(directives.upgradeInsecureRequests).toBeUndefined();
    const connect = directives.connectSrc!.map((source) =>
      typeof source === 'function'
        ? (source as (req: IncomingMessage) => string)({
            headers: { host: 'localhost:8080' },
          } as IncomingMessage)
        : source,
    );
    expect(connect).toEqual(["'self'", 'ws://localhost:8080', 'wss://localhost:8080']);
  });

  it('never writes a malformed Host header into the policy', () => {
    const csp = helmetOptions({
      mapTileSource: 'https://t.example',
      remoteOrigins: [],
      https: true,
    }).contentSecurityPolicy;
    const directives = (csp as { directives: Record<string, unknown[]> }).directives;
    const ws = directives.connectSrc![1] as (req: IncomingMessage) => string;
    expect(ws({ headers: { host: "x; script-src 'unsafe-eval'" } } as IncomingMessage)).toBe("'self'");
    expect(directives.upgradeInsecureRequests).toEqual([]);
  });
});
