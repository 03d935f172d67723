import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVICE_NAMES, requestContext } from '@elite/nest-kit/core';
import { apiFetchFor } from './api-fetch';

const MAP_TILES = { url: 'http://tiles.test/{z}/{x}/{y}.png', attribution: '&copy; Test tiles' };

/** A server on a free port that answers with its own name, the path it was asked for, the cookie and request id it got. */
async function named(name: string) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        name,
        url: req.url,
        cookie: req.headers.cookie ?? null,
        requestId: req.headers['x-request-id'] ?? null,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('apiFetchFor', () => {
  const servers: Array<Awaited<ReturnType<typeof named>>> = [];
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it("sends each /api path to its service's own URL, by the registry's routes, its replicas in turn", async () => {
    const byName: Record<string, URL[]> = {};
    for (const name of SERVICE_NAMES) {
      const replicas = await Promise.all([named(`${name}#1`), named(`${name}#2`)]);
      servers.push(...replicas);
      byName[name] = replicas.map((replica) => replica.url);
    }
    const apiFetch = apiFetchFor(
      SERVICE_NAMES.map((name) => ({ name, urls: byName[name]! })),
      MAP_TILES,
    );
    const ask = async (url: string) =>
      (await (await apiFetch(url, {})).json()) as { name: string; url: string };
    expect(await ask('/api/services')).toEqual({
      name: 'booking#1',
      url: '/api/services',
      cookie: null,
      requestId: null,
    });
    // Within a page's render, under its request id.
    expect(await requestContext.run({ requestId: 'page-1' }, () => ask('/api/vehicles?x=1'))).toEqual({
      name: 'booking#2',
      url: '/api/vehicles?x=1',
      cookie: null,
      requestId: 'page-1',
    });
    expect((await ask('/api/rewards/tiers')).name).toBe('rewards#1');
    expect((await ask('/api/magic-links/validate/abc')).name).toBe('magic-link#1');
    expect((await ask('/api/auth/me')).name).toBe('identity#1');
  });

  it('answers /map-tiles.json from its configuration, as the gateway does', async () => {
    const apiFetch = apiFetchFor([], MAP_TILES);
    const answer = await apiFetch('/map-tiles.json', {});
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(MAP_TILES);
  });

  it('refuses what is not a path under /api, naming it', async () => {
    const apiFetch = apiFetchFor(
      SERVICE_NAMES.map((name) => ({ name, urls: [new URL('http://127.0.0.1:9')] })),
      MAP_TILES,
    );
    await expect(apiFetch('https://elsewhere.example.com/api/services', {})).rejects.toThrow(
      'the render slice calls the API by its path, not https://elsewhere.example.com/api/services',
    );
    await expect(apiFetch('/health', {})).rejects.toThrow('no service answers /health');
  });
});
