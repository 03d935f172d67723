import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { BookingStatusChanged, UserRole } from '@elite/contracts';
import { openApiGaps } from '@elite/nest-kit';
import { createTestApp, sampleRideSummary, sessionCookie } from '@elite/nest-kit/testing';
import { RewardsService } from '../src/rewards/rewards.service';
import { AppModule } from '../src/app.module';
import { loadRewardsConfig } from '../src/config';

const userId = () => 100_000 + randomBytes(3).readUIntBE(0, 3);
/** A ride's status change as booking publishes it: completed, for the user `client`, unless `change` says. */
const rideStatus = (
  bookingId: number,
  client: number | null,
  change: Partial<BookingStatusChanged> = {},
): BookingStatusChanged => ({
  bookingId,
  userId: client,
  version: 3,
  from: 'confirmed',
  to: 'completed',
  ride: sampleRideSummary(),
  ...change,
});

describe('rewards service', () => {
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let rewards: RewardsService;

  beforeAll(async () => {
    process.env.REWARDS_CONSUMERS = 'false';
    app = await createTestApp(AppModule, 'rewards', loadRewardsConfig());
    http = request(app.getHttpServer());
    rewards = app.get(RewardsService);
  });
  afterAll(async () => {
    delete process.env.REWARDS_CONSUMERS;
    await app.close();
  });

  async function accountWithPoints(id: number, rides: number) {
    await rewards.enrol(randomUUID(), { userId: id, email: `u${id}@example.test`, name: 'Rider' });
    for (let ride = 0; ride < rides; ride++)
      await rewards.onRideStatus(randomUUID(), rideStatus(id * 10 + ride, id));
  }
  /** GET `path` signed in as the user `id` (a client unless `role` says). */
  const getAs = async (path: string, id: number, role: UserRole = 'client') =>
    http.get(path).set('cookie', await sessionCookie({ id, role }));
  const redeem = (cookie: string, points: number) =>
    http.post('/api/rewards/redeem').set('cookie', cookie).send({ points });
  /** The user's transactions, newest first, as the user reads them. */
  const historyOf = async (id: number) =>
    (await getAs(`/api/rewards/transactions/${(await getAs(`/api/rewards/user/${id}`, id)).body.id}`, id))
      .body;

  it('lists at least three tiers, lowest first, with benefits and discounts', async () => {
    const res = await http.get('/api/rewards/tiers');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(3);
    expect(res.body.map((t: { minPoints: number }) => t.minPoints)).toEqual(
      [...res.body.map((t: { minPoints: number }) => t.minPoints)].sort((a, b) => a - b),
    );
    expect(res.body[0]).toMatchObject({ name: 'Silver', minPoints: 0, discountPercentage: 0 });
    expect(res.body[1].benefits.length).toBeGreaterThan(0);
  });

  it('answers a reward account only to its user or an admin', async () => {
    const id = userId();
    await accountWithPoints(id, 1);
    expect((await http.get(`/api/rewards/user/${id}`)).status).toBe(401);
    expect((await getAs(`/api/rewards/user/${id}`, id + 1)).status).toBe(403);
    const own = await getAs(`/api/rewards/user/${id}`, id);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      userId: id,
      points: 100,
      lifetimePoints: 100,
      tier: { name: 'Silver' },
    });
    expect((await getAs(`/api/rewards/user/${id}`, 1, 'admin')).status).toBe(200);
  });

  it('answers 404 for a user without an account and 400 for a bad id', async () => {
    const id = userId();
    expect((await getAs(`/api/rewards/user/${id}`, id)).status).toBe(404);
    expect((await getAs('/api/rewards/user/abc', id)).status).toBe(400);
  });

  it("answers transactions only to the account's user or an admin, newest first", async () => {
    const id = userId();
    await accountWithPoints(id, 2);
    const account = (await getAs(`/api/rewards/user/${id}`, id)).body;
    expect((await getAs(`/api/rewards/transactions/${account.id}`, id + 1)).status).toBe(403);
    const res = await getAs(`/api/rewards/transactions/${account.id}`, id);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    expect(res.body[0]).toMatchObject({
      type: 'earn',
      points: 100,
      bookingId: id * 10 + 1,
      description: `Ride #${id * 10 + 1} completed`,
    });
  });

  it('moves a client up a tier when lifetime points reach it', async () => {
    const id = userId();
    await accountWithPoints(id, 5);
    const res = await getAs(`/api/rewards/user/${id}`, id);
    expect(res.body).toMatchObject({ points: 500, lifetimePoints: 500, tier: { name: 'Gold' } });
  });

  it('redeems points, records a transaction, and never goes below zero', async () => {
    const id = userId();
    await accountWithPoints(id, 2);
    const cookie = await sessionCookie({ id, role: 'client' });
    const spent = await redeem(cookie, 150);
    expect(spent.status).toBe(200);
    expect(spent.body).toMatchObject({ points: 50, lifetimePoints: 200, creditCents: 750 });
    const tooMuch = await redeem(cookie, 51);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toBe('You do not have enough points');
    const history = await http.get(`/api/rewards/transactions/${spent.body.id}`).set('cookie', cookie);
    expect(history.body[0]).toMatchObject({
      type: 'redeem',
      points: -150,
      creditCents: 750,
      description: 'Redeemed 150 points for $7.50 of credit on your next booking',
    });
    expect((await redeem(cookie, 0)).status).toBe(400);
    expect((await http.post('/api/rewards/redeem').send({ points: 1 })).status).toBe(401);
  });

  it('spends concurrently without overdrawing', async () => {
    const id = userId();
    await accountWithPoints(id, 1);
    const cookie = await sessionCookie({ id, role: 'client' });
    const results = await Promise.all([1, 2, 3, 4].map(() => redeem(cookie, 40)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
  });

  it('applies a redelivered event once', async () => {
    const id = userId();
    const enrolment = randomUUID();
    const ride = randomUUID();
    expect(await rewards.enrol(enrolment, { userId: id, email: 'x@example.test', name: 'X' })).toBe(true);
    expect(await rewards.enrol(enrolment, { userId: id, email: 'x@example.test', name: 'X' })).toBe(false);
    const completed = rideStatus(id, id);
    expect(await rewards.onRideStatus(ride, completed)).toBe(true);
    expect(await rewards.onRideStatus(ride, completed)).toBe(false);
    const dataSource = app.get(DataSource);
    const [account] = await dataSource.query(
      'SELECT id, points FROM rewards.user_rewards WHERE user_id = $1',
      [id],
    );
    expect(account.points).toBe(100);
    const rows = await dataSource.query(
      'SELECT count(*)::int AS n FROM rewards.reward_transactions WHERE user_rewards_id = $1',
      [account.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('earns nothing for anonymous bookings or other status changes', async () => {
    const id = userId();
    await rewards.enrol(randomUUID(), { userId: id, email: 'y@example.test', name: 'Y' });
    await rewards.onRideStatus(randomUUID(), rideStatus(id, null));
    await rewards.onRideStatus(
      randomUUID(),
      rideStatus(id, id, { version: 2, from: 'pending', to: 'confirmed' }),
    );
    const res = await getAs(`/api/rewards/user/${id}`, id);
    expect(res.body.points).toBe(0);
  });

  describe('rewards credit for bookings (/internal/rewards/credit)', () => {
    async function withCredit(points: number): Promise<number> {
      const id = userId();
      await accountWithPoints(id, Math.ceil(points / 100));
      const cookie = await sessionCookie({ id, role: 'client' });
      expect((await redeem(cookie, points)).status).toBe(200);
      return id;
    }
    const credit = async (id: number) => (await http.get(`/internal/rewards/credit/${id}`)).body.creditCents;
    const claim = (id: number, bookingId: number, maxCents: number) =>
      http.post('/internal/rewards/credit/claim').send({ userId: id, bookingId, maxCents });

    it('claims at most the price, once per booking, and gives a claim back once', async () => {
      const id = await withCredit(300); // $15.00
      expect(await credit(id)).toBe(1500);
      expect((await claim(id, id * 10, 1000)).body).toEqual({ bookingId: id * 10, cents: 1000 });
      // The same booking asking again gets the same answer, and nothing more is taken.
      expect((await claim(id, id * 10, 1000)).body).toEqual({ bookingId: id * 10, cents: 1000 });
      expect(await credit(id)).toBe(500);
      expect((await claim(id, id * 10 + 1, 9999)).body.cents).toBe(500);
      expect(await credit(id)).toBe(0);
      const releases = await Promise.all(
        [1, 2].map(() => http.post('/internal/rewards/credit/release').send({ bookingId: id * 10 })),
      );
      expect(releases.map((r) => r.body.cents).sort()).toEqual([0, 1000]);
      expect(await credit(id)).toBe(1000);
    });

    it('lets one of two bookings at once take a credit that covers one', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await withCredit(100);
        const answers = await Promise.all([claim(id, id * 10, 500), claim(id, id * 10 + 1, 500)]);
        expect(answers.map((a) => a.body.cents).sort()).toEqual([0, 500]);
        expect(await credit(id)).toBe(0);
      }
    });

    it('gives back the credit of a booking that is cancelled, once, as a line of the history', async () => {
      const id = await withCredit(200); // $10.00
      const bookingId = id * 10 + 5;
      expect((await claim(id, bookingId, 700)).body.cents).toBe(700);
      const cancelled = rideStatus(bookingId, id, { version: 2, from: 'pending', to: 'cancelled' });
      // Two deliveries of one event, and a second event for the same booking: returned once.
      const event = randomUUID();
      expect(await rewards.onRideStatus(event, cancelled)).toBe(true);
      expect(await rewards.onRideStatus(event, cancelled)).toBe(false);
      expect(await rewards.onRideStatus(randomUUID(), { ...cancelled, version: 3 })).toBe(true);
      expect(await credit(id)).toBe(1000);

      const history = await historyOf(id);
      expect(history[0]).toMatchObject({
        type: 'credit-returned',
        points: 0,
        creditCents: 700,
        bookingId,
        description: `$7.00 of credit returned: booking #${bookingId} was cancelled`,
      });
      expect(history.filter((row: { type: string }) => row.type === 'credit-returned')).toHaveLength(1);
      // Given back once: a release arriving after it finds nothing to give.
      const release = await http.post('/internal/rewards/credit/release').send({ bookingId });
      expect(release.body).toEqual({ bookingId, cents: 0 });
      // A cancelled booking that used no credit gives nothing.
      expect(await rewards.onRideStatus(randomUUID(), { ...cancelled, bookingId: bookingId + 1 })).toBe(true);
      expect(await credit(id)).toBe(1000);
    });

    it("gives back the credit of a booking whose price staff set again (their lines replace the credit's)", async () => {
      const id = await withCredit(100); // $5.00
      const bookingId = id * 10 + 6;
      expect((await claim(id, bookingId, 5000)).body.cents).toBe(500);
      const offered = {
        bookingId,
        userId: id,
        version: 2,
        status: 'pending' as const,
        lines: [{ label: 'Ride', amount: '150.00' }],
        ride: sampleRideSummary(),
      };
      expect(await rewards.onPriceOffered(randomUUID(), offered)).toBe(true);
      expect(await rewards.onPriceOffered(randomUUID(), { ...offered, version: 3 })).toBe(true);
      expect(await credit(id)).toBe(500);
      expect((await historyOf(id))[0].description).toBe(
        `$5.00 of credit returned: booking #${bookingId} was priced again by staff`,
      );
    });

    it('has no credit for a user without an account, and refuses bad input naming the field', async () => {
      const id = userId();
      expect(await credit(id)).toBe(0);
      expect((await claim(id, id, 500)).body).toEqual({ bookingId: id, cents: 0 });
      const bad = await http
        .post('/internal/rewards/credit/claim')
        .send({ userId: id, bookingId: id, maxCents: -1 });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { path: string }) => e.path)).toEqual(['maxCents']);
    });
  });

  it('documents every route but the internal ones with its request and response schemas', async () => {
    const document = (await http.get('/openapi.json').expect(200)).body;
    expect(openApiGaps(app, document)).toEqual([]);
  });
});
