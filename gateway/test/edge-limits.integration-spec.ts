import net from 'node:net';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { requireRedisUrl } from '../../scripts/lib/test-environment.mjs';
import { RATE_RULES, SOCKETS_PER_ADDRESS } from '../src/edge/rate-limit';
import type { RunningGateway } from '../src/gateway';
import { startFakeUpstream, type FakeUpstream } from './support/fake-upstream';
import { gatewaysClosedAfterAll } from './support/gateway';
import { send, type Answer } from './support/http-client';
import { makeStaticRoot } from './support/static-root';

// The edge's per-address limits, through a real gateway in front of a stand-in for every service.

const jsonBody = { 'content-type': 'application/json' };
/** An empty JSON body, as `send` takes it. */
const emptyJson = { headers: jsonBody, body: '{}' };
let upstream: FakeUpstream;
const gatewayFor = gatewaysClosedAfterAll();

function gatewayWith(env: Record<string, string> = {}): Promise<RunningGateway> {
  const services = Object.fromEntries(
    ['BOOKING', 'IDENTITY', 'MAGIC_LINK', 'TRACKING', 'REWARDS'].map((name) => [`${name}_URL`, upstream.url]),
  );
  return gatewayFor({ SERVER_RENDER: 'off', ...services, ...env });
}

beforeAll(async () => {
  upstream = await startFakeUpstream();
});

afterAll(() => upstream.close());

function expectTooMany(answer: Answer, what: string): void {
  expect(answer.status).toBe(429);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.json()).toEqual({
    statusCode: 429,
    message: `Too many ${what} from your address. Please try again later.`,
  });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

const limited = [
  ['POST', '/api/contact', RATE_RULES.contact],
  ['POST', '/api/newsletter', RATE_RULES.newsletter],
  ['POST', '/api/auth/register', RATE_RULES.registration],
  ['POST', '/api/auth/login', RATE_RULES.login],
  ['GET', '/api/magic-links/validate/some-token', RATE_RULES.magicLink],
  ['POST', '/api/quotes', RATE_RULES.quote],
  ['GET', '/api/places?q=lax', RATE_RULES.placeSearch],
  ['GET', '/socket.io/?EIO=4&transport=polling', RATE_RULES.socketConnection],
] as const;

describe('per-address limits', () => {
  /** A JSON post whose X-Forwarded-For says `hops`. */
  const claiming = (hops: string) => ({ headers: { ...jsonBody, 'x-forwarded-for': hops }, body: '{}' });

  it.each(limited)(
    '%s %s: the request past the limit is a 429 JSON answer with Retry-After, and never reaches the service',
    async (method, path, rule) => {
      const gateway = await gatewayWith();
      const options = method === 'POST' ? emptyJson : {};
      for (let i = 0; i < rule.limit; i++)
        expect((await send(gateway.url, method, path, options)).status).not.toBe(429);
      const reached = upstream.seen.length;
      expectTooMany(await send(gateway.url, method, path, options), rule.name);
      expect(upstream.seen.length).toBe(reached);
    },
  );

  it('counts each address alone, and a client cannot pick its address with X-Forwarded-For', async () => {
    const gateway = await gatewayWith();
    for (let i = 0; i < RATE_RULES.contact.limit; i++)
      await send(gateway.url, 'POST', '/api/contact', claiming(`198.51.100.${i}`));
    const spoofed = await send(gateway.url, 'POST', '/api/contact', claiming('203.0.113.77'));
    expectTooMany(spoofed, RATE_RULES.contact.name);
    // What the services are told is the address the gateway saw, not what the client wrote.
    await send(gateway.url, 'GET', '/api/echo', { headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(upstream.seen.at(-1)!.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('believes X-Forwarded-For from TRUSTED_PROXIES: each forwarded client is counted alone', async () => {
    const gateway = await gatewayWith({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8' });
    const from = (client: string) => claiming(`${client}, 10.1.2.3`);
    for (let i = 0; i < RATE_RULES.contact.limit; i++)
      expect((await send(gateway.url, 'POST', '/api/contact', from('198.51.100.7'))).status).not.toBe(429);
    expectTooMany(
      await send(gateway.url, 'POST', '/api/contact', from('198.51.100.7')),
      RATE_RULES.contact.name,
    );
    expect((await send(gateway.url, 'POST', '/api/contact', from('198.51.100.8'))).status).not.toBe(429);
    expect(upstream.seen.at(-1)!.headers['x-forwarded-for']).toBe('198.51.100.8');
  });

  it('scales every limit by RATE_LIMIT_SCALE', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_SCALE: '2' });
    for (let i = 0; i < RATE_RULES.contact.limit * 2; i++)
      expect((await send(gateway.url, 'POST', '/api/contact', emptyJson)).status).not.toBe(429);
    expectTooMany(await send(gateway.url, 'POST', '/api/contact', emptyJson), RATE_RULES.contact.name);
  });

  it('shares the counts of every gateway replica on one Redis', async () => {
    const shared = {
      REDIS_URL: requireRedisUrl(),
      QUEUE_PREFIX: `edge-test-${randomBytes(4).toString('hex')}`,
    };
    const [a, b] = [await gatewayWith(shared), await gatewayWith(shared)];
    for (let i = 0; i < RATE_RULES.newsletter.limit; i++) {
      const gateway = i % 2 === 0 ? a : b;
      expect((await send(gateway.url, 'POST', '/api/newsletter', emptyJson)).status).not.toBe(429);
    }
    expectTooMany(await send(b.url, 'POST', '/api/newsletter', emptyJson), RATE_RULES.newsletter.name);
    expectTooMany(await send(a.url, 'POST', '/api/newsletter', emptyJson), RATE_RULES.newsletter.name);
  });

  it('lets requests through when Redis cannot be reached: an outage of Redis is not an outage of the site', async () => {
    const gateway = await gatewayWith({ REDIS_URL: 'redis://127.0.0.1:9', QUEUE_PREFIX: 'edge-test-down' });
    for (let i = 0; i < RATE_RULES.contact.limit + 2; i++)
      expect((await send(gateway.url, 'POST', '/api/contact', emptyJson)).status).not.toBe(429);
  });
});

describe("a page's own forms, posted without JavaScript", () => {
  const form = (body: string, headers: Record<string, string> = {}) => ({
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body,
  });

  it('are limited by their name as the API call each makes, before anything renders them', async () => {
    // A render slice that refuses: every post that gets through is answered 503, not done.
    const gateway = await gatewayWith({ SERVER_RENDER: 'on', STATIC_ROOT: makeStaticRoot() });
    const contact = form('_form=contact&name=Ana&email=ana%40example.com&message=Hello');
    for (let i = 0; i < RATE_RULES.contact.limit; i++)
      expect((await send(gateway.url, 'POST', '/', contact)).status).toBe(503);
    const refused = await send(gateway.url, 'POST', '/', contact);
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain(
      `Too many ${RATE_RULES.contact.name} from your address. Please try again later.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another form of the same page is counted apart.
    expect((await send(gateway.url, 'POST', '/', form('_form=booking'))).status).toBe(503);
  });

  it('come from our own pages as URL-encoded forms, or are refused', async () => {
    const gateway = await gatewayWith({ SERVER_RENDER: 'on', STATIC_ROOT: makeStaticRoot() });
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreign)
      expect((await send(gateway.url, 'POST', '/', form('_form=booking', headers))).status).toBe(403);
    const json = await send(gateway.url, 'POST', '/', emptyJson);
    expect(json.status).toBe(415);
    expect(json.json().message).toBe('Forms must be sent as application/x-www-form-urlencoded');
  });

  it('say so when server rendering is off', async () => {
    const gateway = await gatewayWith({ STATIC_ROOT: makeStaticRoot() });
    const answer = await send(gateway.url, 'POST', '/booking', form('_form=booking'));
    expect(answer.status).toBe(503);
    expect(answer.body).toContain('Forms need JavaScript while server rendering is off.');
  });
});

describe('open sockets per address', () => {
  const open = (url: string) =>
    new Promise<{ socket?: WebSocket; status?: number }>((resolve, reject) => {
      const socket = new WebSocket(`${url.replace('http', 'ws')}/socket.io/?EIO=4&transport=websocket`);
      socket.once('open', () => resolve({ socket }));
      socket.once('unexpected-response', (_req, res) => {
        resolve({ status: res.statusCode });
        socket.terminate();
      });
      socket.once('error', reject);
    });

  it(`refuses the socket past the cap (${SOCKETS_PER_ADDRESS} × RATE_LIMIT_SCALE) with 429, and takes one again once one closes`, async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_SCALE: '0.1' });
    const cap = Math.floor(SOCKETS_PER_ADDRESS * 0.1);
    const sockets: WebSocket[] = [];
    for (let i = 0; i < cap; i++) {
      const { socket } = await open(gateway.url);
      expect(socket).toBeDefined();
      sockets.push(socket!);
    }
    expect((await open(gateway.url)).status).toBe(429);
    const closed = new Promise((resolve) => sockets[0]!.once('close', resolve));
    sockets[0]!.close();
    await closed;
    // The gateway sees the close a moment after the client: poll until it takes a new socket.
    let again: { socket?: WebSocket; status?: number } = {};
    for (let attempt = 0; attempt < 50 && !again.socket; attempt++) {
      again = await open(gateway.url);
      if (!again.socket) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(again.socket).toBeDefined();
    for (const socket of [...sockets.slice(1), again.socket!]) socket.close();
  });
});

describe('request bodies', () => {
  /** Sends the headers and the first byte of a 100-byte body, then nothing; resolves to what comes back. */
  const trickle = (url: string) =>
    new Promise<string>((resolve, reject) => {
      const { port } = new URL(url);
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        );
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });

  it('answers a body that does not arrive within BODY_READ_TIMEOUT_MS with 408 JSON, and the service never sees it', async () => {
    const gateway = await gatewayWith({ BODY_READ_TIMEOUT_MS: '300' });
    const before = upstream.seen.length;
    const answer = await trickle(gateway.url);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('{"statusCode":408,"message":"The request body did not arrive in time"}');
    expect(upstream.seen.length).toBe(before);
  });

  it('forwards a body that arrives in time, whole, with its length', async () => {
    const gateway = await gatewayWith();
    const body = JSON.stringify({ message: 'x'.repeat(20_000) });
    const answer = await send(gateway.url, 'POST', '/api/echo', { headers: jsonBody, body, chunked: true });
    expect(answer.status).toBe(200);
    const seen = answer.json<{ body: string; headers: Record<string, string> }>();
    expect(seen.body).toBe(body);
    expect(seen.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(seen.headers['transfer-encoding']).toBeUndefined();
  });
});
