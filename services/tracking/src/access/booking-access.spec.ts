import { DependencyUnavailableError } from '@elite/nest-kit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadTrackingConfig } from '../config';
import { Clock } from '../driver-location/clock';
import { BookingAccess } from './booking-access';

// A real HTTP server stands in for booking, answering what each test sets.
let answer: { status: number; body: string };
let calls = 0;
let server: Server;
let access: BookingAccess;

beforeAll(async () => {
  server = createServer((request, response) => {
    calls++;
    request.resume();
    request.on('end', () =>
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const config = loadTrackingConfig({
    BOOKING_URL: `http://127.0.0.1:${port}`,
    ACCESS_CACHE_SECONDS: '0',
    DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
  });
  access = new BookingAccess(config, new Clock());
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  calls = 0;
});

describe('BookingAccess', () => {
  it('passes on booking’s answer, validated', async () => {
    answer = { status: 200, body: JSON.stringify({ exists: true, allowed: true, live: true }) };
    await expect(access.visibility(1, { token: 't' })).resolves.toEqual({
      exists: true,
      allowed: true,
      live: true,
    });
  });

  it.each([400, 404, 422])(
    'takes a %i from booking as a caller who may not see the booking, not an outage',
    async (status) => {
      answer = { status, body: JSON.stringify({ statusCode: status, message: 'Validation failed' }) };
      await expect(access.visibility(1, { token: 't' })).resolves.toEqual({
        exists: false,
        allowed: false,
        live: false,
      });
    },
  );

  it.each([
    ['a 500', { status: 500, body: '{"statusCode":500,"message":"Internal error"}' }],
    ['a 503', { status: 503, body: '{}' }],
    ['an answer of the wrong shape', { status: 200, body: '{"exists":"yes"}' }],
    ['an answer that is not JSON', { status: 200, body: '<html>' }],
  ])('treats %s as bookings being unreachable (503)', async (_what, reply) => {
    answer = reply;
    await expect(access.visibility(1, {})).rejects.toBeInstanceOf(DependencyUnavailableError);
  });

  it('asks once per viewer while the answer is fresh', async () => {
    const cached = new BookingAccess(
      loadTrackingConfig({
        BOOKING_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        ACCESS_CACHE_SECONDS: '30',
        DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
      }),
      new Clock(),
    );
    answer = { status: 200, body: JSON.stringify({ exists: true, allowed: false, live: true }) };
    await cached.visibility(9, { token: 'same' });
    await cached.visibility(9, { token: 'same' });
    expect(calls).toBe(1);
  });
});
