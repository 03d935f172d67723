import type { NestExpressApplication } from '@nestjs/platform-express';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openApiGaps } from '@elite/nest-kit';
import { createTestApp, sessionCookie } from '@elite/nest-kit/testing';
import { startServiceProcess, type RunningService } from '../../../scripts/lib/service-process.mjs';
import { requireRedisUrl } from '../../../scripts/lib/test-environment.mjs';
import { AppModule } from '../src/app.module';
import { loadTrackingConfig } from '../src/config';
import { configureSockets } from '../src/live/configure-sockets';
import { SUBSCRIPTIONS_PER_MINUTE, TOO_MANY_SUBSCRIPTIONS } from '../src/live/tracking.gateway';
import { Clock } from '../src/driver-location/clock';
import { PositionHistory } from '../src/driver-location/position-history';
import { PositionRetention } from '../src/driver-location/position-retention';

const BOOKING_ENTRY = join(__dirname, '../../booking/dist/main.js');

async function startReplica(demo: boolean): Promise<{ app: NestExpressApplication; url: string }> {
  process.env.DEMO_MODE = String(demo);
  const app = await createTestApp(AppModule, 'tracking', loadTrackingConfig(), configureSockets);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}` };
}

function connect(url: string, headers: Record<string, string> = {}): Promise<Socket> {
  const socket = io(`${url}/tracking`, {
    transports: ['websocket'],
    extraHeaders: headers,
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

const nextLocation = (socket: Socket) =>
  new Promise<{ bookingId: number; latitude: number; isStale: boolean }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no driver-location within 5 s')), 5_000);
    socket.once('driver-location', (location) => {
      clearTimeout(timer);
      resolve(location);
    });
  });

const NOT_FOUND = { ok: false, message: 'Booking not found' };
const subscribed = (bookingId: number) => ({ ok: true, bookingId });

describe('tracking service', () => {
  let booking: RunningService;
  let demo: { app: NestExpressApplication; url: string };
  let strict: { app: NestExpressApplication; url: string };
  const sockets: Socket[] = [];
  /** A socket.io connection to `url`, closed after the suite. */
  const socketTo = async (url: string) => {
    const socket = await connect(url);
    sockets.push(socket);
    return socket;
  };

  const newBooking = async () =>
    (
      await request(booking.url)
        .post('/api/bookings')
        .send({
          pickupLocation: 'Union Station',
          dropoffLocation: 'Santa Monica',
          date: '2031-07-04',
          time: '18:00',
          passengers: 2,
          fullName: 'Tracy Rider',
          email: 'tracy@example.test',
          phone: '+1 310 555 0177',
          paymentMethod: 'cash',
        })
        .expect(201)
    ).body as { id: number; accessToken: string };
  const position = (bookingId: number, latitude = 34.05) => ({
    driverId: 7,
    bookingId,
    latitude,
    longitude: -118.24,
    heading: 90,
  });
  /** Posts a position to `replica` as the holder of the booking's token. */
  const report = (replica: { url: string }, token: string, bookingId: number, latitude?: number) =>
    request(replica.url)
      .post(`/api/tracking/driver-location?token=${token}`)
      .send(position(bookingId, latitude));
  const cancel = (id: number, accessToken: string) =>
    request(booking.url).post(`/api/bookings/${id}/cancel`).set('x-booking-token', accessToken);

  beforeAll(async () => {
    requireRedisUrl();
    booking = await startServiceProcess({ entry: BOOKING_ENTRY, portVariable: 'BOOKING_PORT' });
    process.env.BOOKING_URL = booking.url;
    demo = await startReplica(true);
    strict = await startReplica(false);
  });

  afterAll(async () => {
    sockets.forEach((socket) => socket.close());
    await demo?.app.close();
    await strict?.app.close();
    await booking?.stop();
    delete process.env.DEMO_MODE;
    delete process.env.BOOKING_URL;
  });

  it.each([
    ['a latitude above 90', { latitude: 90.5 }, 'latitude'],
    ['a longitude below -180', { longitude: -180.5 }, 'longitude'],
    ['a heading above 360', { heading: 361 }, 'heading'],
    ['a text latitude', { latitude: '34' }, 'latitude'],
    ['no booking id', { bookingId: undefined }, 'bookingId'],
  ])('rejects %s with a 400 naming the field', async (_label, change, field) => {
    const { id, accessToken } = await newBooking();
    const res = await request(demo.url)
      .post(`/api/tracking/driver-location?token=${accessToken}`)
      .send({ ...position(id), ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([field]);
  });

  it('answers 404 for positions and reads on a booking the caller may not see', async () => {
    const { id } = await newBooking();
    await request(demo.url).post('/api/tracking/driver-location').send(position(id)).expect(404);
    expect((await report(demo, 'wrong', id)).status).toBe(404);
    expect((await request(demo.url).get(`/api/tracking/driver-location/${id}`)).status).toBe(404);
    await request(demo.url)
      .post('/api/tracking/driver-location')
      .set('cookie', await sessionCookie({ id: 3, role: 'driver' }))
      .send(position(2_000_000_000))
      .expect(404);
  });

  it('answers 404, never 503, to a token that cannot be one: over-long in the query, the header or a subscription', async () => {
    const { id } = await newBooking();
    const long = (length: number) => 'x'.repeat(length);
    const byQuery = await request(demo.url).get(`/api/tracking/driver-location/${id}?token=${long(201)}`);
    expect(byQuery.status).toBe(404);
    expect(byQuery.body).toMatchObject({ statusCode: 404 });
    await request(demo.url)
      .get(`/api/tracking/driver-location/${id}`)
      .set('x-booking-token', long(8_000))
      .expect(404);
    expect((await report(demo, long(201), id)).status).toBe(404);
    const socket = await socketTo(demo.url);
    expect(await socket.emitWithAck('subscribe', { bookingId: id, token: long(8_000) })).toEqual(NOT_FOUND);
    expect(await socket.emitWithAck('subscribe', { bookingId: id, token: 42 })).toEqual(NOT_FOUND);
  });

  it('still lets an admin read a booking whatever malformed token comes along', async () => {
    const { id, accessToken } = await newBooking();
    await report(demo, accessToken, id).expect(201);
    await request(demo.url)
      .get(`/api/tracking/driver-location/${id}?token=${'y'.repeat(300)}`)
      .set('cookie', await sessionCookie({ id: 1, role: 'admin' }))
      .expect(200);
  });

  it('lets the token holder post in demo mode, and only drivers and admins otherwise', async () => {
    const { id, accessToken } = await newBooking();
    await request(demo.url)
      .post('/api/tracking/driver-location')
      .set('x-booking-token', accessToken)
      .send(position(id))
      .expect(201);
    const refused = await request(strict.url)
      .post('/api/tracking/driver-location')
      .set('x-booking-token', accessToken)
      .send(position(id));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only drivers can report positions');
    const driver = await sessionCookie({ id: 3, role: 'driver' });
    await request(strict.url)
      .post('/api/tracking/driver-location')
      .set('cookie', driver)
      .send(position(id))
      .expect(201);
  });

  it('answers 204 with no body while the driver has reported no position, and 404 for an unknown booking', async () => {
    const { id, accessToken } = await newBooking();
    const none = await request(demo.url).get(`/api/tracking/driver-location/${id}?token=${accessToken}`);
    expect(none.status).toBe(204);
    expect(none.text).toBe('');
    expect(none.headers['content-type']).toBeUndefined();
    const unknown = await request(demo.url)
      .get('/api/tracking/driver-location/2000000000')
      .set('cookie', await sessionCookie({ id: 1, role: 'admin' }));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ statusCode: 404, message: 'Booking not found' });
  });

  it('answers the latest position, 204 before there is one, and stale after 5 minutes', async () => {
    const { id, accessToken } = await newBooking();
    const read = () => request(demo.url).get(`/api/tracking/driver-location/${id}?token=${accessToken}`);
    expect((await read()).status).toBe(204);
    await report(demo, accessToken, id, 34.1).expect(201);
    const fresh = await read();
    expect(fresh.body).toMatchObject({
      bookingId: id,
      latitude: 34.1,
      longitude: -118.24,
      heading: 90,
      isStale: false,
    });
    const clock = demo.app.get(Clock);
    const postedAt: number = fresh.body.timestamp;
    const now = jest.spyOn(clock, 'now');
    try {
      now.mockReturnValue(postedAt + 5 * 60 * 1000);
      expect((await read()).body.isStale).toBe(false);
      now.mockReturnValue(postedAt + 5 * 60 * 1000 + 1);
      expect((await read()).body.isStale).toBe(true);
    } finally {
      now.mockRestore();
    }
  });

  it('keeps every position in the history table, written in batches', async () => {
    const { id, accessToken } = await newBooking();
    await Promise.all([1, 2, 3, 4, 5].map((n) => report(demo, accessToken, id, 34 + n / 100)));
    await demo.app.get(PositionHistory).flush();
    const rows = await demo.app
      .get(DataSource)
      .query('SELECT latitude FROM tracking.driver_positions WHERE booking_id = $1 ORDER BY latitude', [id]);
    expect(rows.map((r: { latitude: number }) => r.latitude)).toEqual([34.01, 34.02, 34.03, 34.04, 34.05]);
  });

  it('removes positions older than POSITION_RETENTION (30 days) and keeps the rest', async () => {
    const { id } = await newBooking();
    const day = 86_400_000;
    const now = Date.now();
    const ages = [31 * day, 30 * day + 60_000, 29 * day, 60_000];
    await demo.app.get(DataSource).query(
      `INSERT INTO tracking.driver_positions (booking_id, driver_id, latitude, longitude, heading, recorded_at)
       SELECT $1, 7, 34, -118, 0, to_timestamp(t / 1000.0) FROM unnest($2::bigint[]) AS t`,
      [id, ages.map((age) => now - age)],
    );
    const removed = await demo.app.get(PositionRetention).purge();
    expect(removed).toBeGreaterThanOrEqual(2);
    const left = await demo.app
      .get(DataSource)
      .query(
        'SELECT round(extract(epoch FROM now() - recorded_at) / 86400) AS days FROM tracking.driver_positions WHERE booking_id = $1 ORDER BY recorded_at',
        [id],
      );
    expect(left.map((row: { days: string }) => Number(row.days))).toEqual([29, 0]);
  });

  it(`answers a connection's subscriptions past ${SUBSCRIPTIONS_PER_MINUTE} a minute without checking them`, async () => {
    const { id, accessToken } = await newBooking();
    const socket = await socketTo(demo.url);
    for (let i = 0; i < SUBSCRIPTIONS_PER_MINUTE; i++) {
      expect(await socket.emitWithAck('subscribe', { bookingId: id, token: `wrong-${i}` })).toEqual(
        NOT_FOUND,
      );
    }
    expect(await socket.emitWithAck('subscribe', { bookingId: id, token: accessToken })).toEqual({
      ok: false,
      message: TOO_MANY_SUBSCRIPTIONS,
    });
    // Another connection is counted apart.
    const fresh = await socketTo(demo.url);
    expect(await fresh.emitWithAck('subscribe', { bookingId: id, token: accessToken })).toEqual(
      subscribed(id),
    );
  });

  it('pushes the latest position on subscribe and every new one after', async () => {
    const { id, accessToken } = await newBooking();
    await report(demo, accessToken, id, 34.2).expect(201);
    const socket = await socketTo(demo.url);
    const first = nextLocation(socket);
    expect(await socket.emitWithAck('subscribe', { bookingId: id, token: accessToken })).toEqual(
      subscribed(id),
    );
    expect((await first).latitude).toBe(34.2);
    const second = nextLocation(socket);
    await report(demo, accessToken, id, 34.3).expect(201);
    expect(await second).toMatchObject({ bookingId: id, latitude: 34.3, isStale: false });
  });

  it('refuses a subscription to a booking the caller may not see', async () => {
    const { id } = await newBooking();
    const socket = await socketTo(demo.url);
    expect(await socket.emitWithAck('subscribe', { bookingId: id, token: 'not-the-token' })).toEqual(
      NOT_FOUND,
    );
    expect(await socket.emitWithAck('subscribe', { bookingId: 'x' })).toEqual({
      ok: false,
      message: 'A numeric bookingId is required',
    });
  });

  it("stops sharing a ride's driver once it has ended: 410 to a read, 409 to a position, a refused subscription", async () => {
    const { id, accessToken } = await newBooking();
    expect((await cancel(id, accessToken)).status).toBe(200);
    const ended = "This ride has ended: its driver's position is no longer shared";
    const read = await request(demo.url).get(`/api/tracking/driver-location/${id}?token=${accessToken}`);
    expect(read.status).toBe(410);
    expect(read.body.message).toBe(ended);
    const report = await request(demo.url)
      .post('/api/tracking/driver-location')
      .set('cookie', await sessionCookie({ id: 3, role: 'driver' }))
      .send(position(id));
    expect(report.status).toBe(409);
    expect(report.body.message).toBe(ended);
    const socket = await socketTo(demo.url);
    expect(await socket.emitWithAck('subscribe', { bookingId: id, token: accessToken })).toEqual({
      ok: false,
      message: ended,
    });
  });

  it("runs the demo's simulation once per booking, whichever replica is asked: positions pushed every few seconds", async () => {
    const { id, accessToken } = await newBooking();
    const socket = await socketTo(strict.url);
    expect(await socket.emitWithAck('subscribe', { bookingId: id, token: accessToken })).toEqual(
      subscribed(id),
    );
    const first = nextLocation(socket);
    const started = await request(demo.url).post(`/api/tracking/simulations/${id}?token=${accessToken}`);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ bookingId: id, active: true });
    const until = Date.parse(started.body.until);
    expect(until - Date.now()).toBeGreaterThan(100_000);
    // Pushed to a subscriber of the other replica, under the demo's driver, near the map's centre.
    const position = await first;
    expect(position).toMatchObject({ bookingId: id, driverId: 1, isStale: false });
    expect(Math.abs(position.latitude - 34.0522)).toBeLessThanOrEqual(0.001);
    // Asked again, of either replica: the running one.
    const again = await request(demo.url).post(`/api/tracking/simulations/${id}?token=${accessToken}`);
    expect(again.body).toEqual(started.body);
    const state = await request(strict.url).get(`/api/tracking/simulations/${id}?token=${accessToken}`);
    expect(state.body).toEqual(started.body);
    // The next step, a few seconds later.
    expect((await nextLocation(socket)).bookingId).toBe(id);
  });

  it('refuses the simulation outside demo mode, to a stranger, and for a ride that has ended', async () => {
    const { id, accessToken } = await newBooking();
    const strictly = await request(strict.url).post(`/api/tracking/simulations/${id}?token=${accessToken}`);
    expect(strictly.status).toBe(403);
    expect(strictly.body.message).toBe('The driver simulation runs in demo mode only');
    expect((await request(demo.url).post(`/api/tracking/simulations/${id}?token=wrong`)).status).toBe(404);
    expect((await request(demo.url).get(`/api/tracking/simulations/${id}`)).status).toBe(404);
    expect(
      (await request(demo.url).get(`/api/tracking/simulations/${id}?token=${accessToken}`)).body,
    ).toEqual({ bookingId: id, active: false, until: null });
    const other = await newBooking();
    await cancel(other.id, other.accessToken);
    await request(demo.url)
      .post(`/api/tracking/simulations/${other.id}?token=${other.accessToken}`)
      .expect(409);
  });

  it('refuses a handshake from a foreign origin', async () => {
    await expect(connect(demo.url, { origin: 'https://evil.example' })).rejects.toThrow(
      'Cross-origin connections are not allowed',
    );
  });

  it('delivers a position posted through one replica to a subscriber of another', async () => {
    const { id, accessToken } = await newBooking();
    const socket = await socketTo(demo.url);
    await socket.emitWithAck('subscribe', { bookingId: id, token: accessToken });
    const received = nextLocation(socket);
    const driver = await sessionCookie({ id: 3, role: 'driver' });
    await request(strict.url)
      .post('/api/tracking/driver-location')
      .set('cookie', driver)
      .send(position(id, 34.4))
      .expect(201);
    expect(await received).toMatchObject({ bookingId: id, latitude: 34.4 });
    expect(
      (await request(demo.url).get(`/api/tracking/driver-location/${id}?token=${accessToken}`)).body.latitude,
    ).toBe(34.4);
  });

  it("documents every route but the internal ones with its request and response schemas, the latest position's 204 (no position yet) beside its 200 and 404", async () => {
    const document = (await request(strict.app.getHttpServer()).get('/openapi.json').expect(200)).body;
    expect(openApiGaps(strict.app, document)).toEqual([]);
    const { responses } = document.paths['/api/tracking/driver-location/{bookingId}'].get;
    expect(Object.keys(responses).sort()).toEqual(['200', '204', '400', '404', '410']);
    expect(responses['204'].content).toBeUndefined();
  });
});
