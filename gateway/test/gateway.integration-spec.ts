import { rmSync } from 'node:fs';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import WebSocket from 'ws';
import { SERVICE_NAMES } from '@elite/nest-kit/core';
import type { RunningGateway } from '../src/gateway';
import {
  closedPort,
  startFakeUpstream,
  startHangingUpUpstream,
  type FakeUpstream,
} from './support/fake-upstream';
import { gatewaysClosedAfterAll } from './support/gateway';
import { send } from './support/http-client';
import { HASHED_SCRIPT, SHELL_MARKER, makeStaticRoot } from './support/static-root';

const html = { accept: 'text/html,application/xhtml+xml' };
// No Origin: a client that is not a browser (same-origin rules apply only to one that sends it).
const jsonBody = { 'content-type': 'application/json' };
// What a 502 or 504 of a state-changing request adds: it may have been carried out.
const OUTCOME_UNKNOWN =
  ', so whether your request was carried out is unknown: send it again with the same Idempotency-Key, or check before sending it again';

/** Opens a websocket through the gateway and resolves with the first `count` messages, or the refusal status. */
function openSocket(url: string, headers: Record<string, string> = {}, outgoing?: string, count = 1) {
  return new Promise<{ messages: string[]; status?: number }>((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const messages: string[] = [];
    socket.on('open', () => outgoing && socket.send(outgoing));
    socket.on('message', (data) => {
      messages.push(data.toString());
      if (messages.length === count) {
        socket.close();
        resolve({ messages });
      }
    });
    socket.on('unexpected-response', (_req, res) => {
      resolve({ messages, status: res.statusCode });
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

let upstream: FakeUpstream;
let staticRoot: string;
const gatewayFor = gatewaysClosedAfterAll();

beforeAll(async () => {
  upstream = await startFakeUpstream();
  staticRoot = makeStaticRoot();
});

afterAll(async () => {
  await upstream?.close();
  rmSync(staticRoot, { recursive: true, force: true });
});

describe('gateway', () => {
  let gateway: RunningGateway;
  let host: string;

  beforeAll(async () => {
    gateway = await gatewayFor({
      BOOKING_URL: upstream.url,
      TRACKING_URL: upstream.url,
      IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
      MAGIC_LINK_URL: `http://127.0.0.1:${await closedPort()}`,
      REWARDS_URL: `http://127.0.0.1:${await closedPort()}`,
      NOTIFICATIONS_URL: `http://127.0.0.1:${await closedPort()}`,
      OPTIONAL_SERVICES: 'identity,magic-link,rewards,notifications',
      STATIC_ROOT: staticRoot,
    });
    host = new URL(gateway.url).host;
  });

  const lastSeen = () => upstream.seen.at(-1)!;

  describe('proxying', () => {
    it('forwards an /api request to booking with its path and query unchanged and relays the answer', async () => {
      const answer = await send(gateway.url, 'GET', '/api/vehicles?type=suv&x=%20y');
      expect(answer.status).toBe(200);
      expect(answer.json()).toMatchObject({ method: 'GET', url: '/api/vehicles?type=suv&x=%20y' });
      expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(lastSeen().headers).toMatchObject({
        host,
        'x-forwarded-host': host,
        'x-forwarded-proto': 'http',
      });
    });

    it('relays the JSON 404 of booking for an /api route nobody has', async () => {
      const answer = await send(gateway.url, 'GET', '/api/no-such-thing');
      expect(answer.status).toBe(404);
      expect(answer.json()).toEqual({ statusCode: 404, message: 'Not found' });
      expect(lastSeen().url).toBe('/api/no-such-thing');
    });

    it('streams a same-origin JSON body through, fixed-length or chunked', async () => {
      const body = JSON.stringify({ passengers: 2, note: 'x'.repeat(10_000) });
      const headers = { 'content-type': 'application/json', origin: `http://${host}` };
      const fixed = await send(gateway.url, 'POST', '/api/echo', { headers, body });
      expect(fixed.status).toBe(200);
      expect(fixed.json().body).toBe(body);
      const chunked = await send(gateway.url, 'POST', '/api/echo', { headers, body, chunked: true });
      expect(chunked.status).toBe(200);
      expect(chunked.json().body).toBe(body);
    });

    it('waits the full upstream timeout on a reused connection, not the idle-socket timeout', async () => {
      expect((await send(gateway.url, 'GET', '/api/vehicles')).status).toBe(200);
      const slow = await send(gateway.url, 'GET', '/api/slow?ms=1500');
      expect(slow.status).toBe(200);
      expect(slow.json()).toEqual({ slow: true });
    });

    it('answers 503 JSON naming a service that is not running, with Retry-After', async () => {
      const answer = await send(gateway.url, 'GET', '/api/auth/me');
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ statusCode: 503, message: 'The identity service is unavailable' });
      expect(answer.headers['retry-after']).toBe('2');
      const magic = await send(gateway.url, 'GET', '/api/magic-links/validate/abc');
      expect(magic.json()).toEqual({ statusCode: 503, message: 'The magic-link service is unavailable' });
      const deliveries = await send(gateway.url, 'GET', '/api/notifications/deliveries');
      expect(deliveries.json()).toEqual({
        statusCode: 503,
        message: 'The notifications service is unavailable',
      });
    });

    it('keeps a well-formed x-request-id, replaces a malformed one, and sends it both ways', async () => {
      const kept = await send(gateway.url, 'GET', '/api/vehicles', {
        headers: { 'x-request-id': 'trace-42.a' },
      });
      expect(kept.headers['x-request-id']).toBe('trace-42.a');
      expect(lastSeen().headers['x-request-id']).toBe('trace-42.a');

      const replaced = await send(gateway.url, 'GET', '/api/vehicles', {
        headers: { 'x-request-id': 'bad id\twith spaces' },
      });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(lastSeen().headers['x-request-id']).toBe(replaced.headers['x-request-id']);

      const page = await send(gateway.url, 'GET', '/', { headers: html });
      expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('security headers on every response that leaves the gateway', () => {
    const expectEdgeHeaders = (what: string, headers: Record<string, string | string[] | undefined>) => {
      expect([what, headers['x-content-type-options']]).toEqual([what, 'nosniff']);
      expect([what, headers['x-frame-options']]).toEqual([what, 'SAMEORIGIN']);
      expect([what, headers['referrer-policy']]).toEqual([what, 'no-referrer']);
      expect([what, headers['cross-origin-resource-policy']]).toEqual([what, 'same-origin']);
    };

    it('on API answers relayed from a service, with no-store and a CSP that lets nothing run', async () => {
      for (const path of ['/api/vehicles', '/api/no-such-thing']) {
        const answer = await send(gateway.url, 'GET', path);
        expectEdgeHeaders(path, answer.headers);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      }
    });

    it("keeps a service's own Cache-Control", async () => {
      const answer = await send(gateway.url, 'GET', '/api/cacheable');
      expect(answer.headers['cache-control']).toBe('public, max-age=60');
      expectEdgeHeaders('/api/cacheable', answer.headers);
    });

    it("on the edge's own errors: 413, 415, 403, 503, 404 and a malformed path", async () => {
      const json = { 'content-type': 'application/json', origin: `http://${host}` };
      const answers = {
        413: await send(gateway.url, 'POST', '/api/echo', { headers: json, body: 'x'.repeat(33 * 1024) }),
        415: await send(gateway.url, 'POST', '/api/echo', {
          headers: { 'content-type': 'text/plain' },
          body: 'hi',
        }),
        403: await send(gateway.url, 'POST', '/api/echo', {
          headers: { ...json, origin: 'https://evil.example' },
          body: '{}',
        }),
        503: await send(gateway.url, 'GET', '/api/auth/me'),
        404: await send(gateway.url, 'GET', '/internal/bookings/1'),
      };
      // Their messages are edge-policy.spec's to check (refusalFor).
      for (const [status, answer] of Object.entries(answers)) {
        expect(answer.status).toBe(Number(status));
        expect(answer.json()).toMatchObject({ statusCode: Number(status) });
        expectEdgeHeaders(`edge ${status}`, answer.headers);
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    });

    it('on pages, static files, their 404s and the gateway’s own JSON', async () => {
      for (const [path, headers] of [
        ['/', html],
        ['/missing.3f9a1c0b2d4e6f70.js', {}],
        ['/remotes.json', {}],
        ['/api/health', {}],
      ] as const) {
        const answer = await send(gateway.url, 'GET', path, { headers });
        expectEdgeHeaders(path, answer.headers);
      }
    });
  });

  describe('edge rules', () => {
    it.each([
      '/internal/bookings/1',
      '/api/internal/bookings/latest?email=a@b.c',
      '/Internal/bookings/1',
      '/%69nternal/bookings/1',
    ])('refuses %s with a JSON 404 and never forwards it', async (path) => {
      const before = upstream.seen.length;
      const answer = await send(gateway.url, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.json()).toEqual({ statusCode: 404, message: 'Not found' });
      expect(upstream.seen.length).toBe(before);
    });

    it('answers 413 for a body over 32 KiB, declared or streamed', async () => {
      const body = JSON.stringify({ note: 'x'.repeat(40 * 1024) });
      const headers = { 'content-type': 'application/json' };
      const declared = await send(gateway.url, 'POST', '/api/bookings', { headers, body });
      expect(declared.status).toBe(413);
      expect(declared.json()).toEqual({
        statusCode: 413,
        message: 'Request body is too large (limit 32 KiB)',
      });
      const streamed = await send(gateway.url, 'POST', '/api/echo', { headers, body, chunked: true });
      expect(streamed.status).toBe(413);
    });
  });

  describe('static site', () => {
    it('serves the shell at / with no-cache and a CSP that allows only self and the map tiles', async () => {
      const answer = await send(gateway.url, 'GET', '/', { headers: html });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(SHELL_MARKER);
      expect(answer.headers['cache-control']).toBe('no-cache');
      const csp = answer.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: https://*.tile.openstreetmap.org");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    });

    it('writes nothing of the Host header into the CSP: a page asked for as evil.example never names it', async () => {
      for (const path of ['/', '/booking']) {
        const answer = await send(gateway.url, 'GET', path, { headers: { ...html, host: 'evil.example' } });
        expect(answer.status).toBe(200);
        const csp = answer.headers['content-security-policy'] as string;
        expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
        expect(csp).not.toContain('evil.example');
      }
    });

    it.each(['/booking', '/admin', '/tracking/1', '/whatever/deep/link'])(
      'gives the shell to the page %s (history fallback)',
      async (path) => {
        const answer = await send(gateway.url, 'GET', path, { headers: html });
        expect(answer.status).toBe(200);
        expect(answer.body).toContain(SHELL_MARKER);
        expect(answer.headers['cache-control']).toBe('no-cache');
      },
    );

    it('caches content-hashed files for a year and revalidates manifests and entries', async () => {
      const script = await send(gateway.url, 'GET', `/${HASHED_SCRIPT}`);
      expect(script.status).toBe(200);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const chunk = await send(gateway.url, 'GET', '/remotes/mf-booking/123.9be1f2a4c6d8e0a1.js');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
        const entry = await send(gateway.url, 'GET', `/remotes/mf-booking/${file}`);
        expect(entry.status).toBe(200);
        expect(entry.headers['cache-control']).toBe('no-cache');
      }
    });

    it('answers a JSON 404 for a missing file, a missing remote, and a non-HTML request', async () => {
      for (const [path, headers] of [
        ['/missing.3f9a1c0b2d4e6f70.js', {}],
        ['/remotes/mf-admin/mf-manifest.json', {}],
        ['/remotes/mf-booking/nothing-here', html],
        ['/whatever', { accept: 'application/json' }],
      ] as const) {
        const answer = await send(gateway.url, 'GET', path, { headers });
        expect([path, answer.status]).toEqual([path, 404]);
        expect(answer.json()).toEqual({ statusCode: 404, message: 'Not found' });
      }
    });

    it('compresses static answers with gzip or brotli', async () => {
      const gzip = await send(gateway.url, 'GET', '/', { headers: { ...html, 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.bytes).toString()).toContain(SHELL_MARKER);
      const br = await send(gateway.url, 'GET', '/booking', {
        headers: { ...html, 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.bytes).toString()).toContain(SHELL_MARKER);
    });

    it('lists every built remote in /remotes.json by default, never cached', async () => {
      const answer = await send(gateway.url, 'GET', '/remotes.json');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.json()).toEqual({
        remotes: [{ name: 'mf_booking', entry: '/remotes/mf-booking/mf-manifest.json' }],
      });
    });

    it('tells the page the map tiles and their attribution at /map-tiles.json, OpenStreetMap by default', async () => {
      const answer = await send(gateway.url, 'GET', '/map-tiles.json');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.json()).toEqual({
        url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution:
          '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      });
    });
  });

  describe('health and docs', () => {
    it('reports every service and is healthy while only optional ones are down', async () => {
      const answer = await send(gateway.url, 'GET', '/api/health');
      expect(answer.status).toBe(200);
      const body = answer.json<{
        status: string;
        services: Record<string, { status: string; required: boolean }>;
      }>();
      expect(body.status).toBe('ok');
      expect(body.services.booking).toMatchObject({ status: 'up', required: true });
      expect(body.services.tracking).toMatchObject({ status: 'up', required: true });
      expect(body.services.identity).toMatchObject({ status: 'down', required: false });
      // The render slice is reported, never required: without it the browser draws the pages.
      expect(body.services.render).toMatchObject({
        status: 'down',
        required: false,
        url: 'http://127.0.0.1:9',
      });
      expect(Object.keys(body.services)).toEqual([...SERVICE_NAMES, 'render']);
    });

    it('serves Swagger UI at /api/docs and each service document, 503 for one that is down', async () => {
      const page = await send(gateway.url, 'GET', '/api/docs', { headers: html });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const init = await send(gateway.url, 'GET', '/api/docs/swagger-ui-init.js');
      expect(init.body).toContain('/api/docs/booking.json');
      expect(init.body).toContain('/api/docs/notifications.json');
      const booking = await send(gateway.url, 'GET', '/api/docs/booking.json');
      expect(booking.json()).toMatchObject({ openapi: '3.0.0', info: { title: 'fake' } });
      const own = await send(gateway.url, 'GET', '/api/docs/gateway.json');
      expect(Object.keys(own.json<{ paths: object }>().paths)).toContain('/api/health');
      const identity = await send(gateway.url, 'GET', '/api/docs/identity.json');
      expect(identity.status).toBe(503);
      expect(identity.json()).toEqual({ statusCode: 503, message: 'The identity service is unavailable' });
      expect((await send(gateway.url, 'GET', '/api/docs/billing.json')).status).toBe(404);
    });
  });

  describe('websockets', () => {
    it('passes a /socket.io websocket upgrade through to tracking, both ways', async () => {
      const wsUrl = `${gateway.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
      const { messages } = await openSocket(
        wsUrl,
        { origin: `http://${host}`, 'x-request-id': 'ws-1' },
        'ping',
        2,
      );
      expect(messages).toEqual(['hello ws-1', 'echo ping']);
    });

    it('refuses a websocket from another origin, and one for a service that is down', async () => {
      const wsUrl = `${gateway.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`;
      expect((await openSocket(wsUrl, { origin: 'https://evil.example' })).status).toBe(403);
      const down = await gatewayFor({
        TRACKING_URL: `http://127.0.0.1:${await closedPort()}`,
        STATIC_ROOT: staticRoot,
      });
      expect(
        (await openSocket(`${down.url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`)).status,
      ).toBe(503);
    });
  });
});

describe('gateway configured by its environment', () => {
  it('lists REMOTE_ENTRIES in /remotes.json and turns 503 when a required service is down', async () => {
    const gateway = await gatewayFor({
      BOOKING_URL: upstream.url,
      IDENTITY_URL: `http://127.0.0.1:${await closedPort()}`,
      STATIC_ROOT: staticRoot,
      REMOTE_ENTRIES:
        'mf_booking=/remotes/mf-booking/mf-manifest.json,mf_broken=/remotes/mf-broken/mf-manifest.json',
    });
    expect((await send(gateway.url, 'GET', '/remotes.json')).json()).toEqual({
      remotes: [
        { name: 'mf_booking', entry: '/remotes/mf-booking/mf-manifest.json' },
        { name: 'mf_broken', entry: '/remotes/mf-broken/mf-manifest.json' },
      ],
    });
    const health = await send(gateway.url, 'GET', '/api/health');
    expect(health.status).toBe(503);
    expect(health.json()).toMatchObject({
      status: 'unavailable',
      services: { identity: { status: 'down', required: true } },
    });
  });

  it('serves MAP_TILE_URL and MAP_TILE_ATTRIBUTION at /map-tiles.json and allows only that tile host', async () => {
    const gateway = await gatewayFor({
      BOOKING_URL: upstream.url,
      STATIC_ROOT: staticRoot,
      MAP_TILE_URL: 'https://tiles.example.com/streets/{z}/{x}/{y}.png?key=k',
      MAP_TILE_ATTRIBUTION: '&copy; Example Maps',
    });
    const answer = await send(gateway.url, 'GET', '/map-tiles.json');
    expect(answer.json()).toEqual({
      url: 'https://tiles.example.com/streets/{z}/{x}/{y}.png?key=k',
      attribution: '&copy; Example Maps',
    });
    expect(answer.headers['content-security-policy']).toContain(
      "img-src 'self' data: https://tiles.example.com;",
    );
  });

  it('answers 504 JSON when a service takes longer than UPSTREAM_TIMEOUT_MS, saying a booking may have been made', async () => {
    const gateway = await gatewayFor({
      BOOKING_URL: upstream.url,
      STATIC_ROOT: staticRoot,
      UPSTREAM_TIMEOUT_MS: '150',
    });
    const answer = await send(gateway.url, 'GET', '/api/slow');
    expect(answer.status).toBe(504);
    expect(answer.json()).toEqual({ statusCode: 504, message: 'The booking service did not answer in time' });
    const posted = await send(gateway.url, 'POST', '/api/slow', { headers: jsonBody, body: '{}' });
    expect(posted.status).toBe(504);
    expect(posted.json()).toEqual({
      statusCode: 504,
      message: `The booking service did not answer in time${OUTCOME_UNKNOWN}`,
    });
    expect(posted.headers['retry-after']).toBeUndefined();
  });

  describe('a service that is down is not one that dropped its answer', () => {
    let dying: FakeUpstream;
    let gateway: RunningGateway;
    beforeAll(async () => {
      dying = await startHangingUpUpstream();
      gateway = await gatewayFor({ BOOKING_URL: dying.url, STATIC_ROOT: staticRoot });
    });
    afterAll(() => dying.close());

    it('answers 502 without Retry-After for a booking it sent whose answer was lost, and never sends it twice', async () => {
      const booking = JSON.stringify({ passengers: 2, email: 'lost.answer@example.test' });
      const answer = await send(gateway.url, 'POST', '/api/bookings', { headers: jsonBody, body: booking });
      expect(answer.status).toBe(502);
      expect(answer.json()).toEqual({
        statusCode: 502,
        message: `The booking service's answer was lost${OUTCOME_UNKNOWN}`,
      });
      expect(answer.headers['retry-after']).toBeUndefined();
      expect(dying.seen.filter((request) => request.url === '/api/bookings')).toEqual([
        expect.objectContaining({ method: 'POST', body: booking }),
      ]);
    });

    it('tells a reader whose answer was lost simply to try again', async () => {
      const answer = await send(gateway.url, 'GET', '/api/vehicles');
      expect(answer.status).toBe(502);
      expect(answer.json()).toEqual({
        statusCode: 502,
        message: "The booking service's answer was lost; please try again",
      });
    });

    it('answers 503 with Retry-After only when the booking never reached a service (a closed port)', async () => {
      const down = await gatewayFor({
        BOOKING_URL: `http://127.0.0.1:${await closedPort()}`,
        STATIC_ROOT: staticRoot,
      });
      const answer = await send(down.url, 'POST', '/api/bookings', { headers: jsonBody, body: '{}' });
      expect(answer.status).toBe(503);
      expect(answer.json()).toEqual({ statusCode: 503, message: 'The booking service is unavailable' });
      expect(answer.headers['retry-after']).toBe('2');
    });
  });

  it('lets an in-flight request finish when it shuts down, then refuses connections', async () => {
    const gateway = await gatewayFor({ BOOKING_URL: upstream.url, STATIC_ROOT: staticRoot });
    const slow = send(gateway.url, 'GET', '/api/slow');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = gateway.close();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.json()).toEqual({ slow: true });
    await closed;
    await expect(send(gateway.url, 'GET', '/api/vehicles')).rejects.toThrow(/ECONNREFUSED/);
  });
});
