import type { ServiceTarget } from '../config';
import { aggregateHealth } from './service-health';

const target = (name: ServiceTarget['name'], port: number | number[], required = true): ServiceTarget => ({
  name,
  urls: [port].flat().map((each) => new URL(`http://127.0.0.1:${each}`)),
  required,
});

// Port 1 answers ready, port 2 answers 503, anything else is not reachable.
const fakeFetch = (async (input: string | URL | Request) => {
  const url = new URL(String(input));
  if (url.port === '1') return new Response('{"status":"ok","checks":{"database":"up"}}', { status: 200 });
  if (url.port === '2')
    return new Response('{"status":"unavailable","checks":{"database":"down"}}', { status: 503 });
  throw new TypeError('fetch failed');
}) as typeof fetch;

describe('aggregateHealth', () => {
  it('is ok when every required service is ready, whatever the optional ones say', async () => {
    const health = await aggregateHealth(
      [target('booking', 1), target('identity', 9, false), target('rewards', 2, false)],
      500,
      fakeFetch,
    );
    expect(health.status).toBe('ok');
    expect(health.services.booking).toMatchObject({ status: 'up', required: true, detail: { status: 'ok' } });
    expect(health.services.identity).toMatchObject({
      status: 'down',
      required: false,
      error: 'not reachable',
    });
    expect(health.services.rewards).toMatchObject({
      status: 'down',
      error: 'HTTP 503',
      detail: { checks: { database: 'down' } },
    });
  });

  it('is unavailable when a required service is not ready', async () => {
    const health = await aggregateHealth([target('booking', 2), target('identity', 1)], 500, fakeFetch);
    expect(health.status).toBe('unavailable');
  });

  it('gives up on a service that does not answer in time', async () => {
    const never = ((_input: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as typeof fetch;
    const health = await aggregateHealth([target('booking', 1)], 50, never);
    expect(health.services.booking).toMatchObject({ status: 'down', error: 'no answer within 50 ms' });
  });

  it('reports each replica of a service, and the service is down when one of them is', async () => {
    const health = await aggregateHealth(
      [target('tracking', [1, 2]), target('booking', [1, 1])],
      500,
      fakeFetch,
    );
    expect(health.status).toBe('unavailable');
    expect(health.services.tracking).toMatchObject({
      status: 'down',
      url: 'http://127.0.0.1:1,http://127.0.0.1:2',
      error: '1 of 2 replicas not ready',
      instances: [
        { url: 'http://127.0.0.1:1', status: 'up' },
        { url: 'http://127.0.0.1:2', status: 'down', error: 'HTTP 503' },
      ],
    });
    expect(health.services.booking).toMatchObject({
      status: 'up',
      instances: [{ status: 'up' }, { status: 'up' }],
    });
  });
});
