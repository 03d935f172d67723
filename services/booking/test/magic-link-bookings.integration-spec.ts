import type { INestApplication } from '@nestjs/common';
import {
  DEPENDENCY_UNAVAILABLE_MESSAGE,
  IDEMPOTENT_REPLAY_HEADER,
  MAGIC_LINK_EXPIRED,
  MAGIC_LINK_NOT_FOUND,
  MAGIC_LINK_USED,
  REPLAYED_BOOKING_NOTICE,
} from '@elite/contracts';
import { sessionCookie } from '@elite/nest-kit/testing';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { startServiceProcess, type RunningService } from '../../../scripts/lib/service-process.mjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import {
  bookingIdsOf,
  bookingInput,
  dataSourceOf,
  errorPaths,
  expectApiError,
  nextClockChanges,
  postBooking,
  startBookingApp,
  uniqueEmail,
} from './booking-test-kit';

// POST /api/bookings with a magicLinkToken, against the real magic-link service (its built
// dist/main.js) on the same database: the booking spends the link, or stores nothing.

const MAGIC_LINK_ENTRY = join(__dirname, '../../magic-link/dist/main.js');

let magicLink: RunningService;
let app: INestApplication;
let admin: string;

beforeAll(async () => {
  // Each calls the other: booking's port is chosen first so that magic-link knows it.
  const bookingPort = await freePort();
  magicLink = await startServiceProcess({
    entry: MAGIC_LINK_ENTRY,
    portVariable: 'MAGIC_LINK_PORT',
    env: { BOOKING_URL: `http://127.0.0.1:${bookingPort}` },
  });
  process.env.MAGIC_LINK_URL = magicLink.url;
  app = await startBookingApp();
  await app.listen(bookingPort, '127.0.0.1');
  admin = await sessionCookie({ id: 1, role: 'admin' });
});

afterAll(async () => {
  await app?.close();
  await magicLink?.stop();
  delete process.env.MAGIC_LINK_URL;
});

const api = () => request(app.getHttpServer());

async function createLink(email: string): Promise<string> {
  const response = await fetch(`${magicLink.url}/api/magic-links/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin },
    body: JSON.stringify({ email }),
  });
  expect(response.status).toBe(201);
  const { url } = (await response.json()) as { url: string };
  return url.split('/').pop()!;
}

async function validate(token: string): Promise<number> {
  return (await fetch(`${magicLink.url}/api/magic-links/validate/${token}`)).status;
}

const bookingsOf = (email: string) => bookingIdsOf(app, email);

async function spentBy(token: string): Promise<{ used: boolean; used_by_booking_id: number | null }> {
  const [link] = await dataSourceOf(app).query(
    `SELECT used, used_by_booking_id FROM magic_link.magic_links
      WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [token],
  );
  return link;
}

describe('POST /api/bookings with a magicLinkToken', () => {
  it('books (201) and spends the link for that booking; from then on the link is gone (410)', async () => {
    const email = uniqueEmail('rebook');
    const token = await createLink(email);
    expect(await validate(token)).toBe(200);

    const response = await postBooking(app, { email, magicLinkToken: token });
    expect(response.status).toBe(201);
    expect(response.body).not.toHaveProperty('magicLinkToken');
    expect(await bookingsOf(email)).toEqual([response.body.id]);
    expect(await spentBy(token)).toEqual({ used: true, used_by_booking_id: response.body.id });
    expect(await validate(token)).toBe(410);
  });

  it('refuses a link already used with a 410 and stores nothing', async () => {
    const token = await createLink(uniqueEmail('first'));
    expect((await postBooking(app, { magicLinkToken: token })).status).toBe(201);

    const email = uniqueEmail('second');
    const response = await postBooking(app, { email, magicLinkToken: token });
    expectApiError(response, 410);
    expect(response.body.message).toBe(MAGIC_LINK_USED);
    expect(await bookingsOf(email)).toEqual([]);
  });

  it('refuses an expired link with a 410, stores nothing and leaves the link unspent', async () => {
    const email = uniqueEmail('expired');
    const token = await createLink(email);
    await dataSourceOf(app).query(
      `UPDATE magic_link.magic_links SET expires_at = now() - interval '1 minute' WHERE email = $1`,
      [email],
    );
    const response = await postBooking(app, { email, magicLinkToken: token });
    expectApiError(response, 410);
    expect(response.body.message).toBe(MAGIC_LINK_EXPIRED);
    expect(await bookingsOf(email)).toEqual([]);
    expect(await spentBy(token)).toEqual({ used: false, used_by_booking_id: null });
  });

  it('refuses a time the clocks skip and a date past the horizon with a 400, stores nothing and leaves the link unspent', async () => {
    const email = uniqueEmail('clocks');
    const token = await createLink(email);
    for (const { field, ...when } of [
      { date: nextClockChanges().forward, time: '02:30', field: 'time' },
      { date: '9999-12-31', time: '12:00', field: 'date' },
    ]) {
      const response = await postBooking(app, { email, magicLinkToken: token, ...when });
      expect(errorPaths(response)).toEqual([field]);
    }
    expect(await bookingsOf(email)).toEqual([]);
    expect(await spentBy(token)).toEqual({ used: false, used_by_booking_id: null });
  });

  it('refuses an unknown link with a 404 and stores nothing', async () => {
    const email = uniqueEmail('unknown');
    const response = await postBooking(app, { email, magicLinkToken: randomBytes(24).toString('base64url') });
    expectApiError(response, 404);
    expect(response.body.message).toBe(MAGIC_LINK_NOT_FOUND);
    expect(await bookingsOf(email)).toEqual([]);
  });

  it('refuses a token that cannot be one with a 400 naming magicLinkToken, asking nobody', async () => {
    const response = await postBooking(app, { magicLinkToken: 'not-a-token' });
    expectApiError(response, 400);
    expect(response.body.errors).toEqual([{ path: 'magicLinkToken', message: 'Invalid magic link' }]);
  });

  it('lets exactly one of several bookings made with one link at once through', async () => {
    const token = await createLink(uniqueEmail('race'));
    const emails = Array.from({ length: 4 }, () => uniqueEmail('racer'));
    const answers = await Promise.all(
      emails.map((email) => postBooking(app, { email, magicLinkToken: token })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410, 410, 410]);
    const winner = answers.find((answer) => answer.status === 201)!;
    const stored = (await Promise.all(emails.map(bookingsOf))).flat();
    expect(stored).toEqual([winner.body.id]);
    expect(await spentBy(token)).toEqual({ used: true, used_by_booking_id: winner.body.id });
  });

  it('answers a repeat with the same Idempotency-Key with the first booking, although the link is spent', async () => {
    const email = uniqueEmail('replay');
    const token = await createLink(email);
    const input = bookingInput({ email, magicLinkToken: token });
    const key = randomUUID();
    const first = await api().post('/api/bookings').set('Idempotency-Key', key).send(input);
    const again = await api().post('/api/bookings').set('Idempotency-Key', key).send(input);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    const { accessToken: _token, ...booked } = first.body;
    expect(again.body).toEqual({ ...booked, notice: REPLAYED_BOOKING_NOTICE });
    expect(again.headers[IDEMPOTENT_REPLAY_HEADER]).toBe('true');
    expect(await bookingsOf(email)).toEqual([first.body.id]);
    // A new submission (another key) with the spent link is refused.
    expectApiError(await api().post('/api/bookings').set('Idempotency-Key', randomUUID()).send(input), 410);
  });

  it('does not spend the Idempotency-Key on a refused link: the same key books without it', async () => {
    const email = uniqueEmail('refused-key');
    const key = randomUUID();
    const refused = await postBooking(app, {
      email,
      magicLinkToken: randomBytes(24).toString('base64url'),
    }).set('Idempotency-Key', key);
    expectApiError(refused, 404);
    const booked = await postBooking(app, { email }).set('Idempotency-Key', key);
    expect(booked.status).toBe(201);
    expect(await bookingsOf(email)).toEqual([booked.body.id]);
  });

  it('books as before without a magicLinkToken', async () => {
    const email = uniqueEmail('plain');
    expect((await postBooking(app, { email })).status).toBe(201);
    expect(await bookingsOf(email)).toHaveLength(1);
  });
});

describe('POST /api/bookings with a magicLinkToken while magic-link cannot be reached', () => {
  let unreachable: INestApplication;

  beforeAll(async () => {
    process.env.MAGIC_LINK_URL = `http://127.0.0.1:${await freePort()}`;
    unreachable = await startBookingApp();
    process.env.MAGIC_LINK_URL = magicLink.url;
  });
  afterAll(async () => {
    await unreachable?.close();
  });

  it('answers 503 with Retry-After, stores nothing and leaves the link as it was', async () => {
    const email = uniqueEmail('outage');
    const token = await createLink(email);
    const response = await postBooking(unreachable, { email, magicLinkToken: token });
    expectApiError(response, 503);
    expect(response.body.message).toBe(DEPENDENCY_UNAVAILABLE_MESSAGE);
    expect(response.headers['retry-after']).toBe('5');
    expect(await bookingsOf(email)).toEqual([]);
    expect(await spentBy(token)).toEqual({ used: false, used_by_booking_id: null });
    // Booking without a link does not need magic-link at all.
    expect((await postBooking(unreachable, { email })).status).toBe(201);
  });
});
