import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { DependencyUnavailableError } from '../errors/dependency-unavailable';
import { requestContext } from '../core';
import { ServiceClient } from './service-client';

// A real HTTP server stands in for the other service, answering what each test sets.
let answer: { status: number; body: string; delayMs?: number };
let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;
let url: URL;

const thing = z.object({ id: z.number() });

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body });
      setTimeout(
        () => response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
        answer.delayMs ?? 0,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  seen = [];
});

describe('ServiceClient', () => {
  it('answers a 2xx body parsed with the schema, and sends a POST body as JSON', async () => {
    answer = { status: 200, body: JSON.stringify({ id: 7, extra: 'dropped' }) };
    const client = new ServiceClient('booking', [url]);
    await expect(client.post('/internal/things', { name: 'x' }, thing)).resolves.toEqual({
      ok: true,
      status: 200,
      body: { id: 7 },
    });
    expect(seen).toEqual([
      expect.objectContaining({ method: 'POST', url: '/internal/things', body: '{"name":"x"}' }),
    ]);
    expect(seen[0]!.headers['content-type']).toBe('application/json');
  });

  it('hands a 4xx back with its error, for the caller to read', async () => {
    answer = { status: 410, body: JSON.stringify({ statusCode: 410, message: 'Gone for good' }) };
    const client = new ServiceClient('magic-link', [url]);
    await expect(client.get('/internal/things/1', thing)).resolves.toEqual({
      ok: false,
      status: 410,
      error: { statusCode: 410, message: 'Gone for good' },
    });
    answer = { status: 404, body: '' };
    await expect(client.get('/internal/things/1', thing)).resolves.toEqual({
      ok: false,
      status: 404,
      error: undefined,
    });
  });

  it.each([
    ['a 500', { status: 500, body: '{"statusCode":500,"message":"Internal error"}' }],
    ['a 503', { status: 503, body: '' }],
    ['a body of the wrong shape', { status: 200, body: '{"id":"seven"}' }],
    ['a body that is not JSON', { status: 200, body: '<html>' }],
    ['no answer in time', { status: 200, body: '{"id":1}', delayMs: 500 }],
  ])('takes %s for an outage (DependencyUnavailableError)', async (_what, reply) => {
    answer = reply;
    const client = new ServiceClient('booking', [url], 200);
    await expect(client.get('/internal/things/1', thing)).rejects.toBeInstanceOf(DependencyUnavailableError);
  });

  it('takes a service that is not listening for an outage', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = new ServiceClient('booking', [new URL(`http://127.0.0.1:${port}`)]);
    await expect(client.get('/internal/things/1', thing)).rejects.toThrow(
      'booking gave no answer to GET /internal/things/1',
    );
  });

  it("passes the request's id on, so both services' logs carry it", async () => {
    answer = { status: 200, body: '{"id":1}' };
    const client = new ServiceClient('booking', [url]);
    await requestContext.run({ requestId: 'req-42' }, () => client.get('/internal/things/1', thing));
    expect(seen[0]!.headers['x-request-id']).toBe('req-42');
  });
});
