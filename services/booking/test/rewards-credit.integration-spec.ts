import type { INestApplication } from '@nestjs/common';
import { bookingSchema, quoteSchema, rewardTransactionsResponseSchema } from '@elite/contracts';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { startServiceProcess, type RunningService } from '../../../scripts/lib/service-process.mjs';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import {
  bookingInput,
  createBooking,
  dataSourceOf,
  expectApiError,
  postBooking,
  signedIn,
  startBookingApp,
  useAdmin,
} from './booking-test-kit';

// A signed-in client's rewards credit (docs/product.md §10, "Rewards credit") against the real rewards
// service (its built dist/main.js) on the same database: redeemed points come off the next booking once.

const REWARDS_ENTRY = join(__dirname, '../../rewards/dist/main.js');
const MAGIC_LINK_ENTRY = join(__dirname, '../../magic-link/dist/main.js');

let rewards: RunningService;
let magicLink: RunningService;
let app: INestApplication;
const api = () => request(app.getHttpServer());
const { setStatus } = useAdmin(api);

beforeAll(async () => {
  const bookingPort = await freePort();
  [rewards, magicLink] = await Promise.all([
    startServiceProcess({
      entry: REWARDS_ENTRY,
      portVariable: 'REWARDS_PORT',
      env: { REWARDS_CONSUMERS: 'false' },
    }),
    startServiceProcess({
      entry: MAGIC_LINK_ENTRY,
      portVariable: 'MAGIC_LINK_PORT',
      env: { BOOKING_URL: `http://127.0.0.1:${bookingPort}` },
    }),
  ]);
  process.env.REWARDS_URL = rewards.url;
  process.env.MAGIC_LINK_URL = magicLink.url;
  app = await startBookingApp();
  await app.listen(bookingPort, '127.0.0.1');
});

afterAll(async () => {
  await app?.close();
  await Promise.all([rewards?.stop(), magicLink?.stop()]);
  delete process.env.REWARDS_URL;
  delete process.env.MAGIC_LINK_URL;
});

/** LAX to The Beverly Hills Hotel at 14:30 (bookingInput): $129.00 at the default rates. */
const FULL_PRICE = '129.00';

interface Client {
  id: number;
  cookie: string;
}

/** A client whose reward account held `points`, all redeemed: 5 cents of credit a point. */
async function clientWithCredit(points: number): Promise<Client> {
  const client = await signedIn('client');
  await dataSourceOf(app).query(
    `INSERT INTO "rewards"."user_rewards" ("user_id", "points", "lifetime_points") VALUES ($1, $2, $2)`,
    [client.id, points],
  );
  const redeemed = await fetch(`${rewards.url}/api/rewards/redeem`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookie },
    body: JSON.stringify({ points }),
  });
  expect(redeemed.status).toBe(200);
  return client;
}

async function creditOf(client: Client): Promise<number> {
  const answer = await fetch(`${rewards.url}/internal/rewards/credit/${client.id}`);
  return ((await answer.json()) as { creditCents: number }).creditCents;
}

async function historyOf(client: Client) {
  const account = (await (
    await fetch(`${rewards.url}/api/rewards/user/${client.id}`, { headers: { cookie: client.cookie } })
  ).json()) as { id: number };
  const answer = await fetch(`${rewards.url}/api/rewards/transactions/${account.id}`, {
    headers: { cookie: client.cookie },
  });
  return rewardTransactionsResponseSchema.parse(await answer.json());
}

const creditLine = (amount: string) => ({ label: 'Rewards credit', amount });

describe('POST /api/bookings with rewards credit', () => {
  it('takes the credit off the next booking as a "Rewards credit" line, and the quote says so first', async () => {
    const client = await clientWithCredit(100); // $5.00
    const trip = bookingInput();
    const quote = await api().post('/api/quotes').set('Cookie', client.cookie).send(trip);
    expect(quote.status).toBe(200);
    const quoted = quoteSchema.parse(quote.body);
    expect(quoted).toMatchObject({ kind: 'instant', total: '124.00' });
    expect(quoted.lines?.at(-1)).toEqual(creditLine('-5.00'));
    // A guest's quote of the same trip has no credit.
    expect((await api().post('/api/quotes').send(trip)).body.total).toBe(FULL_PRICE);

    const booked = await createBooking(app, trip, client.cookie);
    expect(booked.totalPrice).toBe(quoted.total);
    expect(booked.priceLines).toEqual(quoted.lines);
    expect(await creditOf(client)).toBe(0);

    // The booking holds it: the ride's page reads the same.
    const shown = bookingSchema.parse(
      (await api().get(`/api/bookings/${booked.id}`).set('Cookie', client.cookie)).body,
    );
    expect(shown.totalPrice).toBe('124.00');
    expect(shown.priceLines?.at(-1)).toEqual(creditLine('-5.00'));

    // The rewards history names the booking the credit went to.
    const [used] = await historyOf(client);
    expect(used).toMatchObject({
      type: 'credit-used',
      points: 0,
      creditCents: -500,
      bookingId: booked.id,
      description: `$5.00 of credit used on booking #${booked.id}`,
    });

    // The next booking pays in full: the credit was used once.
    const second = await createBooking(app, {}, client.cookie);
    expect(second.totalPrice).toBe(FULL_PRICE);
    expect(second.priceLines?.map((line) => line.label)).not.toContain('Rewards credit');
    expect(
      (await api().post('/api/quotes').set('Cookie', client.cookie).send(bookingInput())).body.total,
    ).toBe(FULL_PRICE);
  });

  it('never takes a total below zero, and keeps what is left of the credit for the next booking', async () => {
    const client = await clientWithCredit(3000); // $150.00
    const first = await createBooking(app, {}, client.cookie);
    expect(first.totalPrice).toBe('0.00');
    expect(first.priceLines?.at(-1)).toEqual(creditLine('-129.00'));
    expect(await creditOf(client)).toBe(2100);
    const second = await createBooking(app, {}, client.cookie);
    expect(second.totalPrice).toBe('108.00');
    expect(second.priceLines?.at(-1)).toEqual(creditLine('-21.00'));
    expect(await creditOf(client)).toBe(0);
  });

  it('gives the credit to exactly one of two bookings made at once', async () => {
    for (let round = 0; round < 4; round++) {
      const client = await clientWithCredit(100);
      const answers = await Promise.all([0, 1].map(() => postBooking(app, {}, client.cookie)));
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers.map((answer) => answer.body.totalPrice).sort()).toEqual(['124.00', FULL_PRICE]);
      expect(await creditOf(client)).toBe(0);
      const uses = (await historyOf(client)).filter((row) => row.type === 'credit-used');
      expect(uses).toHaveLength(1);
      const credited = answers.find((answer) => answer.body.totalPrice === '124.00')!;
      expect(uses[0]!.bookingId).toBe(credited.body.id);
    }
  });

  it('gives the credit back when the booking fails after claiming it', async () => {
    const client = await clientWithCredit(100);
    // The magic link is spent as the booking's last step, after the credit is claimed: an unknown
    // link (magic-link answers 404) rolls the booking back.
    const failed = await postBooking(app, { magicLinkToken: randomBytes(16).toString('hex') }, client.cookie);
    expectApiError(failed, 404);
    expect(await creditOf(client)).toBe(500);
    expect((await historyOf(client)).filter((row) => row.type === 'credit-used')).toEqual([]);

    const booked = await createBooking(app, {}, client.cookie);
    expect(booked.totalPrice).toBe('124.00');
  });

  it('keeps the credit when the slot is refused before anything is claimed', async () => {
    const client = await clientWithCredit(100);
    const taken = bookingInput();
    const other = await createBooking(app, { date: taken.date, time: taken.time });
    expect((await setStatus(other.id, 'confirmed')).status).toBe(200);
    expectApiError(await api().post('/api/bookings').set('Cookie', client.cookie).send(taken), 409);
    expect(await creditOf(client)).toBe(500);
  });

  it('keeps the credit for an instant-priced ride: a ride priced on request and a guest use none', async () => {
    const client = await clientWithCredit(100);
    const onRequest = await createBooking(
      app,
      { dropoffLocation: '1 Unknown Street, Nowhere' },
      client.cookie,
    );
    expect(onRequest.totalPrice).toBeNull();
    expect(onRequest.priceLines).toBeNull();
    expect(await creditOf(client)).toBe(500);
    const guest = await createBooking(app, {});
    expect(guest.totalPrice).toBe(FULL_PRICE);
    expect(await creditOf(client)).toBe(500);
  });

  it('uses the credit once when the same booking is sent again with its Idempotency-Key', async () => {
    const client = await clientWithCredit(100);
    const body = bookingInput();
    const key = randomUUID();
    const send = () =>
      api().post('/api/bookings').set('Cookie', client.cookie).set('Idempotency-Key', key).send(body);
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.totalPrice).toBe('124.00');
    expect(await creditOf(client)).toBe(0);
    expect((await historyOf(client)).filter((row) => row.type === 'credit-used')).toHaveLength(1);
  });
});

describe('POST /api/bookings while rewards cannot be reached', () => {
  let booking: INestApplication;
  beforeAll(async () => {
    process.env.REWARDS_URL = `http://127.0.0.1:${await freePort()}`;
    booking = await startBookingApp();
    process.env.REWARDS_URL = rewards.url;
  });
  afterAll(async () => {
    await booking?.close();
  });

  it('books and quotes at the full price, and the credit stays for later', async () => {
    const client = await clientWithCredit(100);
    const quote = await request(booking.getHttpServer())
      .post('/api/quotes')
      .set('Cookie', client.cookie)
      .send(bookingInput());
    expect(quote.body.total).toBe(FULL_PRICE);
    const booked = await createBooking(booking, {}, client.cookie);
    expect(booked.totalPrice).toBe(FULL_PRICE);
    expect(await creditOf(client)).toBe(500);
  });
});
