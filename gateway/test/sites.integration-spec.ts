import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { RunningGateway } from '../src/gateway';
import { closedPort, startFakeUpstream, type FakeUpstream } from './support/fake-upstream';
import { gatewaysClosedAfterAll } from './support/gateway';
import { send } from './support/http-client';
import { HASHED_SCRIPT, SHELL_MARKER, makeStaticRoot } from './support/static-root';
import { startSiteStub, startStaticServer, type SiteStub, type StaticServer } from './support/static-server';

// The shell and the remotes served by their own static servers (compose, Kubernetes), the gateway
// in front: SHELL_URL and MF_<NAME>_URL instead of files under STATIC_ROOT.

const html = { accept: 'text/html,application/xhtml+xml' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const gatewayFor = gatewaysClosedAfterAll();

describe('gateway in front of static servers', () => {
  let builds: string;
  let emptyRoot: string;
  let upstream: FakeUpstream;
  let shell: StaticServer;
  let booking: StaticServer;
  let tracking: StaticServer;
  let stub: SiteStub;
  let gateway: RunningGateway;
  let host: string;
  let down: string;

  beforeAll(async () => {
    builds = makeStaticRoot();
    const trackingDist = path.join(builds, 'mf-tracking', 'dist');
    mkdirSync(trackingDist, { recursive: true });
    writeFileSync(path.join(trackingDist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_tracking' }));
    // Nothing on disk: every file must come from a static server.
    emptyRoot = mkdtempSync(path.join(tmpdir(), 'gateway-empty-'));
    upstream = await startFakeUpstream();
    stub = await startSiteStub();
    [shell, booking, tracking] = await Promise.all([
      startStaticServer(path.join(builds, 'shell', 'dist')),
      startStaticServer(path.join(builds, 'mf-booking', 'dist')),
      // A server that keeps the gateway's path: the URL's path says where the folder is served.
      startStaticServer(trackingDist, { BASE_PATH: '/remotes/mf-tracking/' }),
    ]);
    down = `http://127.0.0.1:${await closedPort()}`;
    gateway = await gatewayFor({
      BOOKING_URL: upstream.url,
      TRACKING_URL: upstream.url,
      STATIC_ROOT: emptyRoot,
      SHELL_URL: shell.url,
      MF_BOOKING_URL: booking.url,
      MF_TRACKING_URL: `${tracking.url}/remotes/mf-tracking/`,
      MF_ADMIN_URL: down,
      MF_REWARDS_URL: stub.url,
    });
    host = new URL(gateway.url).host;
  });

  afterAll(async () => {
    await Promise.all([shell?.stop(), booking?.stop(), tracking?.stop(), stub?.close(), upstream?.close()]);
    rmSync(builds, { recursive: true, force: true });
    rmSync(emptyRoot, { recursive: true, force: true });
  });

  it('serves the shell from its server at / with the gateway CSP, no-cache and a request id', async () => {
    const answer = await send(gateway.url, 'GET', '/', { headers: html });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(SHELL_MARKER);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const csp = answer.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: https://*.tile.openstreetmap.org");
    expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['/booking', '/tracking/1', '/whatever/deep/link'])(
    'gives the page %s the shell (history fallback)',
    async (page) => {
      const answer = await send(gateway.url, 'GET', page, { headers: html });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(SHELL_MARKER);
      expect(answer.headers['cache-control']).toBe('no-cache');
    },
  );

  it('caches content-hashed files for a year and revalidates entries, as from disk', async () => {
    const script = await send(gateway.url, 'GET', `/${HASHED_SCRIPT}`);
    expect([script.status, script.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect(script.headers['content-type']).toMatch(/javascript/);
    const chunk = await send(gateway.url, 'GET', '/remotes/mf-booking/123.9be1f2a4c6d8e0a1.js');
    expect([chunk.status, chunk.body, chunk.headers['cache-control']]).toEqual([200, 'chunk();', IMMUTABLE]);
    for (const file of [
      '/remotes/mf-booking/mf-manifest.json',
      '/remotes/mf-booking/remoteEntry.js',
      '/remotes/mf-tracking/mf-manifest.json',
    ]) {
      const entry = await send(gateway.url, 'GET', file);
      expect([file, entry.status, entry.headers['cache-control']]).toEqual([file, 200, 'no-cache']);
    }
    expect((await send(gateway.url, 'GET', '/remotes/mf-tracking/mf-manifest.json')).json()).toEqual({
      name: 'mf_tracking',
    });
  });

  it('relays a revalidation (304) with the same cache rule, and answers HEAD', async () => {
    const first = await send(gateway.url, 'GET', `/${HASHED_SCRIPT}`);
    const again = await send(gateway.url, 'GET', `/${HASHED_SCRIPT}`, {
      headers: { 'if-modified-since': first.headers['last-modified'] as string },
    });
    expect([again.status, again.body, again.headers['cache-control']]).toEqual([304, '', IMMUTABLE]);
    const head = await send(gateway.url, 'HEAD', '/remotes/mf-booking/remoteEntry.js');
    expect([head.status, head.body, head.headers['cache-control']]).toEqual([200, '', 'no-cache']);
  });

  it('answers its JSON 404 for a file no server has, a remote nobody serves, and a page asked as JSON', async () => {
    for (const [file, headers] of [
      ['/missing.3f9a1c0b2d4e6f70.js', {}],
      ['/remotes/mf-booking/nothing-here.js', {}],
      ['/remotes/mf-unknown/mf-manifest.json', {}],
      ['/whatever', { accept: 'application/json' }],
    ] as const) {
      const answer = await send(gateway.url, 'GET', file, { headers });
      expect([file, answer.status]).toEqual([file, 404]);
      expect(answer.json()).toEqual({ statusCode: 404, message: 'Not found' });
    }
    expect((await send(gateway.url, 'POST', '/remotes/mf-booking/remoteEntry.js')).status).toBe(404);
  });

  it('keeps its own headers over the server’s, never forwards cookies, and sends no cookie back', async () => {
    const answer = await send(gateway.url, 'GET', '/remotes/mf-rewards/remoteEntry.js?v=2', {
      headers: { cookie: 'elite_session=secret', authorization: 'Bearer x', 'accept-encoding': 'gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('console.log("stub");');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['content-security-policy']).not.toContain('unsafe-eval');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['x-served-by']).toBe('stub');
    const seen = stub.seen.at(-1)!;
    expect(seen.cookie).toBeUndefined();
    expect(seen.authorization).toBeUndefined();
    expect(seen['accept-encoding']).toBeUndefined();
    expect(seen.host).toBe(new URL(stub.url).host);
    expect(seen['x-forwarded-host']).toBe(host);
  });

  it('compresses what it proxies', async () => {
    const answer = await send(gateway.url, 'GET', '/booking', {
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.bytes).toString()).toContain(SHELL_MARKER);
  });

  it('lists the remotes it proxies in /remotes.json, and still answers /map-tiles.json and the API', async () => {
    const remotes = await send(gateway.url, 'GET', '/remotes.json');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json()).toEqual({
      remotes: ['mf-admin', 'mf-booking', 'mf-rewards', 'mf-tracking'].map((folder) => ({
        name: folder.replace('-', '_'),
        entry: `/remotes/${folder}/mf-manifest.json`,
      })),
    });
    expect((await send(gateway.url, 'GET', '/map-tiles.json')).json()).toMatchObject({
      url: expect.stringContaining('openstreetmap'),
    });
    expect((await send(gateway.url, 'GET', '/api/vehicles')).json()).toMatchObject({ url: '/api/vehicles' });
    expect((await send(gateway.url, 'GET', '/health/live')).status).toBe(200);
  });

  it('answers 503 naming a remote whose server is down, at once', async () => {
    const started = Date.now();
    const answer = await send(gateway.url, 'GET', '/remotes/mf-admin/mf-manifest.json');
    expect(answer.status).toBe(503);
    expect(answer.json()).toEqual({ statusCode: 503, message: 'The mf-admin static server is unavailable' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('gateway with its shell server down or slow', () => {
  let stub: SiteStub;
  beforeAll(async () => {
    stub = await startSiteStub();
  });
  afterAll(() => stub.close());

  it('shows a page that says so (503) to a browser, JSON to a script, with the CSP kept', async () => {
    const gateway = await gatewayFor({
      SHELL_URL: `http://127.0.0.1:${await closedPort()}`,
      OPTIONAL_SERVICES: 'booking,identity,magic-link,tracking,rewards,notifications',
    });
    const page = await send(gateway.url, 'GET', '/booking', { headers: html });
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('The shell static server is unavailable');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const script = await send(gateway.url, 'GET', `/${HASHED_SCRIPT}`, { headers: { accept: '*/*' } });
    expect(script.status).toBe(503);
    expect(script.json()).toEqual({ statusCode: 503, message: 'The shell static server is unavailable' });
  });

  it('gives up after UPSTREAM_TIMEOUT_MS with a 504 instead of hanging', async () => {
    const gateway = await gatewayFor({ SHELL_URL: `${stub.url}/hang/`, UPSTREAM_TIMEOUT_MS: '300' });
    const started = Date.now();
    const answer = await send(gateway.url, 'GET', '/', { headers: html });
    expect(answer.status).toBe(504);
    expect(answer.body).toContain('The shell static server did not answer in time');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 502 when the shell server has no index.html for a page', async () => {
    const builds = makeStaticRoot();
    const server = await startStaticServer(path.join(builds, 'mf-booking', 'dist'));
    const gateway = await gatewayFor({ SHELL_URL: server.url });
    try {
      const answer = await send(gateway.url, 'GET', '/booking', {
        headers: { accept: 'application/json, text/html' },
      });
      expect(answer.status).toBe(502);
      expect(answer.body).toContain('The shell static server has no index.html');
    } finally {
      await server.stop();
      rmSync(builds, { recursive: true, force: true });
    }
  });
});
