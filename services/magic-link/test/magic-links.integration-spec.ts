import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  createTestApp,
  sessionCookie,
  startServiceProcess,
  type RunningService,
} from '@elite/nest-kit/testing';
import { AppModule } from '../src/app.module';

const BOOKING_ENTRY = join(__dirname, '../../booking/dist/main.js');

describe('magic-link service, with the real booking service beside it', () => {
  let booking: RunningService;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let client: string;

  const email = () => `rebook.${randomBytes(5).toString('hex')}@example.test`;

  async function book(address: string, pickupLocation = 'LAX Terminal 4') {
    const res = await fetch(`${booking.url}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        pickupLocation,
        dropoffLocation: 'The Beverly Hills Hotel',
        date: '2031-03-14',
        time: '09:30',
        passengers: 3,
        luggage: 2,
        fullName: 'Katherine Johnson',
        email: address,
        phone: '+1 310 555 0123',
        paymentMethod: 'card',
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { id: number };
  }

  const create = (address: string) =>
    http.post('/api/magic-links/create').set('cookie', admin).send({ email: address });
  const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

  beforeAll(async () => {
    booking = await startServiceProcess({ entry: BOOKING_ENTRY, portVariable: 'BOOKING_PORT' });
    process.env.BOOKING_URL = booking.url;
    process.env.PUBLIC_URL = 'https://elite.example';
    app = await createTestApp(AppModule, 'magic-link');
    http = request(app.getHttpServer());
    admin = await sessionCookie({ id: 1, role: 'admin' });
    client = await sessionCookie({ id: 2, role: 'client' });
  });
  afterAll(async () => {
    await app?.close();
    await booking?.stop();
    delete process.env.BOOKING_URL;
    delete process.env.PUBLIC_URL;
  });

  it('is for staff only: 401 anonymous, 403 for a client', async () => {
    expect((await http.post('/api/magic-links/create').send({ email: email() })).status).toBe(401);
    expect(
      (await http.post('/api/magic-links/create').set('cookie', client).send({ email: email() })).status,
    ).toBe(403);
  });

  it('rejects an invalid e-mail with the spec message', async () => {
    const res = await create('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'email', message: 'Please enter a valid email address' }]);
  });

  it("creates a 32-character link on PUBLIC_URL pointing at the e-mail's latest booking, storing only its hash", async () => {
    const address = email();
    await book(address, 'Santa Monica Pier');
    const latest = await book(address, 'LAX Terminal 7');
    const res = await create(address);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: address, bookingId: latest.id });
    expect(res.body.url).toMatch(/^https:\/\/elite\.example\/magic-link\/[A-Za-z0-9_-]{32}$/);
    const token = tokenOf(res.body.url);
    const rows = await app
      .get(DataSource)
      .query('SELECT token_hash, expires_at FROM magic_link.magic_links WHERE email = $1', [address]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
    const hours = (new Date(rows[0].expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('validates once with the previous booking, then answers 410', async () => {
    const address = email();
    const previous = await book(address);
    const token = tokenOf((await create(address)).body.url);
    const first = await http.get(`/api/magic-links/validate/${token}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      email: address,
      booking: {
        id: previous.id,
        serviceTypeId: 1,
        vehicleId: 1,
        date: '2031-03-14',
        time: '09:30',
        pickupLocation: 'LAX Terminal 4',
        dropoffLocation: 'The Beverly Hills Hotel',
        passengers: 3,
        luggage: 2,
        fullName: 'Katherine Johnson',
        email: address,
        phone: '+1 310 555 0123',
      },
    });
    const second = await http.get(`/api/magic-links/validate/${token}`);
    expect(second.status).toBe(410);
    expect(second.body).toEqual({ statusCode: 410, message: 'This magic link has already been used.' });
  });

  it('lets exactly one of two simultaneous validations through', async () => {
    const token = tokenOf((await create(email())).body.url);
    const results = await Promise.all([1, 2, 3].map(() => http.get(`/api/magic-links/validate/${token}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410]);
  });

  it('answers null booking for an e-mail that never booked', async () => {
    const address = email();
    const created = await create(address);
    expect(created.body.bookingId).toBeNull();
    const res = await http.get(`/api/magic-links/validate/${tokenOf(created.body.url)}`);
    expect(res.body).toEqual({ email: address, booking: null });
  });

  it('answers 410 for an expired link', async () => {
    const address = email();
    const token = tokenOf((await create(address)).body.url);
    await app
      .get(DataSource)
      .query(`UPDATE magic_link.magic_links SET expires_at = now() - interval '1 minute' WHERE email = $1`, [
        address,
      ]);
    const res = await http.get(`/api/magic-links/validate/${token}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe('This magic link has expired.');
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    expect((await http.get(`/api/magic-links/validate/${'a'.repeat(32)}`)).status).toBe(404);
    expect((await http.get('/api/magic-links/validate/short')).status).toBe(404);
    expect((await http.get(`/api/magic-links/validate/${'%27'.repeat(40)}`)).status).toBe(404);
  });
});
