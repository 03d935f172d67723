import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openApiGaps } from '@elite/nest-kit';
import { createTestApp, runSecretOpener, sessionCookie } from '@elite/nest-kit/testing';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { startServiceProcess, type RunningService } from '../../../scripts/lib/service-process.mjs';
import { AppModule } from '../src/app.module';
import { loadMagicLinkConfig } from '../src/config';
import { SPEND_SETTLE_SECONDS } from '../src/magic-links/magic-links.service';

const BOOKING_ENTRY = join(__dirname, '../../booking/dist/main.js');

describe('magic-link service, with the real booking service beside it', () => {
  let booking: RunningService;
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let admin: string;
  let client: string;

  const email = () => `rebook.${randomBytes(5).toString('hex')}@example.test`;

  async function book(address: string, pickupLocation = 'LAX Terminal 4', magicLinkToken?: string) {
    const res = await request(booking.url)
      .post('/api/bookings')
      .send({
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
        magicLinkToken,
      })
      .expect(201);
    return res.body as { id: number };
  }

  const create = (address: string, send?: unknown) =>
    http.post('/api/magic-links/create').set('cookie', admin).send({ email: address, send });
  const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
  const linkOf = async (address: string) => tokenOf((await create(address)).body.url);
  const validate = (token: string) => http.get(`/api/magic-links/validate/${token}`);
  const consume = (token: string, bookingId: number) =>
    http.post('/internal/magic-links/consume').send({ token, bookingId });
  const release = (token: string, bookingId: number) =>
    http.post('/internal/magic-links/release').send({ token, bookingId });
  const query = (sql: string, params: unknown[]) => app.get(DataSource).query(sql, params);
  const stored = async (address: string) =>
    (
      await query('SELECT used, used_by_booking_id FROM magic_link.magic_links WHERE email = $1', [address])
    )[0] as { used: boolean; used_by_booking_id: number | null };
  // A booking id booking never gave out (ids of this run's bookings are far below it).
  let unknownBookingId = 2_000_000_000;

  beforeAll(async () => {
    // Each calls the other: this service's port is chosen first so that booking knows it.
    const port = await freePort();
    booking = await startServiceProcess({
      entry: BOOKING_ENTRY,
      portVariable: 'BOOKING_PORT',
      env: { MAGIC_LINK_URL: `http://127.0.0.1:${port}` },
    });
    process.env.BOOKING_URL = booking.url;
    process.env.PUBLIC_URL = 'https://elite.example';
    app = await createTestApp(AppModule, 'magic-link', loadMagicLinkConfig());
    await app.listen(port, '127.0.0.1');
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
    await http.post('/api/magic-links/create').set('cookie', client).send({ email: email() }).expect(403);
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
    const rows = await query('SELECT token_hash, expires_at FROM magic_link.magic_links WHERE email = $1', [
      address,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].token_hash).not.toContain(token);
    const hours = (new Date(rows[0].expires_at).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('validates with the previous booking as often as it is opened, without spending the link', async () => {
    const address = email();
    const previous = await book(address);
    const token = await linkOf(address);
    const first = await validate(token);
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
    const second = await validate(token);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await stored(address)).toEqual({ used: false, used_by_booking_id: null });
  });

  describe('POST /internal/magic-links/consume', () => {
    it('spends the link for the booking, answers as the first time when asked again for it, and 410 for any other', async () => {
      const address = email();
      const created = await create(address);
      const token = tokenOf(created.body.url);
      const first = await consume(token, 41);
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ magicLinkId: expect.any(Number), email: address });
      expect((await consume(token, 41)).body).toEqual(first.body);
      const other = await consume(token, 42);
      expect(other.status).toBe(410);
      expect(other.body.message).toBe('This magic link has already been used.');
      expect((await validate(token)).status).toBe(410);
      expect(await stored(address)).toEqual({ used: true, used_by_booking_id: 41 });
    });

    it('lets exactly one of several simultaneous spends by different bookings through', async () => {
      const address = email();
      const token = await linkOf(address);
      const results = await Promise.all([51, 52, 53, 54].map((id) => consume(token, id)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410, 410]);
      const winner = [51, 52, 53, 54][results.findIndex((r) => r.status === 200)];
      expect(await stored(address)).toEqual({ used: true, used_by_booking_id: winner });
    });

    it('answers 410 for an expired link, as validation does, and 404 for an unknown one', async () => {
      const address = email();
      const token = await linkOf(address);
      await query(
        `UPDATE magic_link.magic_links SET expires_at = now() - interval '1 minute' WHERE email = $1`,
        [address],
      );
      for (const expired of [await validate(token), await consume(token, 61)]) {
        expect(expired.status).toBe(410);
        expect(expired.body.message).toBe('This magic link has expired.');
      }
      expect(await stored(address)).toEqual({ used: false, used_by_booking_id: null });
      const unknown = await consume(randomBytes(24).toString('base64url'), 61);
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('This magic link is invalid.');
    });

    it('refuses a body that is not a token and a booking id with a 400 naming the fields', async () => {
      const res = await http.post('/internal/magic-links/consume').send({ token: 'short', bookingId: '7' });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['bookingId', 'token']);
    });

    it('frees a spend whose booking never appeared once it has had time to, and only then', async () => {
      const address = email();
      const token = await linkOf(address);
      const vanished = unknownBookingId++;
      expect((await consume(token, vanished)).status).toBe(200);
      expect((await validate(token)).status).toBe(410);
      expect((await consume(token, 71)).status).toBe(410);

      await query(
        `UPDATE magic_link.magic_links SET used_at = now() - make_interval(secs => $2) WHERE email = $1`,
        [address, SPEND_SETTLE_SECONDS + 60],
      );
      expect((await validate(token)).status).toBe(200);
      expect((await consume(token, 72)).status).toBe(200);
      expect(await stored(address)).toEqual({ used: true, used_by_booking_id: 72 });
    });

    it('keeps a spend whose booking is there, however long ago it was', async () => {
      const address = email();
      const token = await linkOf(address);
      const rebooked = await book(address, 'LAX Terminal 4', token);
      await query(
        `UPDATE magic_link.magic_links SET used_at = now() - make_interval(secs => $2) WHERE email = $1`,
        [address, SPEND_SETTLE_SECONDS * 10],
      );
      expect((await validate(token)).status).toBe(410);
      expect((await consume(token, 81)).status).toBe(410);
      expect(await stored(address)).toEqual({ used: true, used_by_booking_id: rebooked.id });
    });
  });

  describe('POST /internal/magic-links/release', () => {
    it('gives the link back only from the booking that spent it', async () => {
      const address = email();
      const token = await linkOf(address);
      expect((await consume(token, 91)).status).toBe(200);
      const byAnother = await release(token, 92);
      expect(byAnother.status).toBe(200);
      expect(byAnother.body).toEqual({ released: false });
      expect((await validate(token)).status).toBe(410);

      expect((await release(token, 91)).body).toEqual({ released: true });
      expect(await stored(address)).toEqual({ used: false, used_by_booking_id: null });
      expect((await validate(token)).status).toBe(200);
      expect((await consume(token, 93)).status).toBe(200);
    });
  });

  describe('sending by e-mail', () => {
    const outboxOf = (address: string) =>
      query(`SELECT type, payload FROM magic_link.outbox WHERE payload->>'email' = $1`, [address]);

    it("with send: true, answers sent and writes magic-link.created with the url sealed for notifications' key", async () => {
      const address = email();
      const res = await create(address, true);
      expect(res.status).toBe(201);
      expect(res.body.sent).toBe(true);
      const [link] = await query('SELECT id FROM magic_link.magic_links WHERE email = $1', [address]);
      const events = await outboxOf(address);
      expect(events).toEqual([
        {
          type: 'magic-link.created',
          payload: {
            magicLinkId: link.id,
            email: address,
            sealedUrl: expect.any(String),
            expiresAt: res.body.expiresAt,
          },
        },
      ]);
      expect(JSON.stringify(events)).not.toContain(new URL(res.body.url).pathname);
      await expect(runSecretOpener().open('magic-link-url', events[0].payload.sealedUrl)).resolves.toBe(
        res.body.url,
      );
    });

    it('without send, or with send: false, answers sent: false and publishes nothing', async () => {
      const address = email();
      const plain = await create(address);
      const unsent = await create(address, false);
      expect([plain.status, unsent.status]).toEqual([201, 201]);
      expect([plain.body.sent, unsent.body.sent]).toEqual([false, false]);
      expect(await outboxOf(address)).toEqual([]);
    });

    it('refuses a send that is not a JSON boolean with a 400 naming it, creating nothing', async () => {
      const address = email();
      const res = await create(address, 'yes');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ path: 'send', message: 'Send must be true or false' }]);
      expect(await query('SELECT id FROM magic_link.magic_links WHERE email = $1', [address])).toEqual([]);
    });
  });

  it('answers null booking for an e-mail that never booked', async () => {
    const address = email();
    const created = await create(address);
    expect(created.body.bookingId).toBeNull();
    const res = await validate(tokenOf(created.body.url));
    expect(res.body).toEqual({ email: address, booking: null });
  });

  it('answers 404 for unknown and malformed tokens', async () => {
    for (const token of ['a'.repeat(32), 'short', '%27'.repeat(40)])
      expect((await validate(token)).status).toBe(404);
  });

  it('documents every route but the internal ones with its request and response schemas', async () => {
    const document = (await http.get('/openapi.json').expect(200)).body;
    expect(openApiGaps(app, document)).toEqual([]);
  });
});
