import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, eventually, sessionCookie } from '@elite/nest-kit/testing';
import { startServiceProcess, type RunningService } from '../../../scripts/lib/service-process.mjs';
import { requireRedisUrl } from '../../../scripts/lib/test-environment.mjs';
import { AppModule } from '../src/app.module';
import { loadRewardsConfig } from '../src/config';
import { RewardsEventsProcessor } from '../src/events/rewards-events.processor';

const entry = (service: string) => join(__dirname, `../../${service}/dist/main.js`);

describe('events from identity and booking reach rewards exactly once', () => {
  let identity: RunningService;
  let booking: RunningService;
  let rewards: NestExpressApplication;
  let dataSource: DataSource;

  beforeAll(async () => {
    requireRedisUrl();
    [identity, booking] = await Promise.all([
      startServiceProcess({ entry: entry('identity'), portVariable: 'IDENTITY_PORT' }),
      startServiceProcess({ entry: entry('booking'), portVariable: 'BOOKING_PORT' }),
    ]);
    process.env.REWARDS_CONSUMERS = 'false';
    rewards = await createTestApp(AppModule, 'rewards', loadRewardsConfig());
    dataSource = rewards.get(DataSource);
  });

  afterAll(async () => {
    delete process.env.REWARDS_CONSUMERS;
    await rewards?.close();
    await Promise.all([identity?.stop(), booking?.stop()]);
  });

  it('loses nothing while the consumer is stopped, and applies each event once when it returns', async () => {
    const run = randomBytes(4).toString('hex');
    const admin = await sessionCookie({ id: 1, role: 'admin' });
    const users: { id: number; bookingId: number }[] = [];
    for (let i = 0; i < 4; i++) {
      const email = `rider.${run}.${i}@example.test`;
      const registered = await request(identity.url)
        .post('/api/auth/register')
        .send({ name: 'Rider Test', email, username: `rider_${run}_${i}`, password: 'secret-pass' })
        .expect(201);
      const { user } = registered.body as { user: { id: number } };
      const booked = await request(booking.url)
        .post('/api/bookings')
        .set('cookie', await sessionCookie({ id: user.id, role: 'client', email }))
        .send({
          pickupLocation: 'Los Angeles International Airport (LAX)',
          dropoffLocation: 'Malibu',
          date: '2031-06-01',
          time: '10:00',
          passengers: 2,
          fullName: 'Rider Test',
          email,
          phone: '+1 310 555 0199',
          paymentMethod: 'cash',
        })
        .expect(201);
      const { id: bookingId } = booked.body as { id: number };
      for (const status of ['confirmed', 'completed'])
        await request(booking.url)
          .patch(`/api/admin/bookings/${bookingId}/status`)
          .set('cookie', admin)
          .send({ status })
          .expect(200);
      users.push({ id: user.id, bookingId });
    }
    const ids = users.map((u) => u.id);

    // Nothing is consumed while the consumer is away…
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const before = await dataSource.query(
      'SELECT count(*)::int AS n FROM rewards.user_rewards WHERE user_id = ANY($1)',
      [ids],
    );
    expect(before[0].n).toBe(0);

    // …and everything arrives, once, when it is back.
    rewards.get(RewardsEventsProcessor).start();
    const accounts = await eventually(
      () =>
        dataSource.query(
          'SELECT user_id, points, lifetime_points FROM rewards.user_rewards WHERE user_id = ANY($1) ORDER BY user_id',
          [ids],
        ),
      (rows: unknown[]) =>
        rows.length === ids.length && (rows as { points: number }[]).every((r) => r.points === 100),
    );
    expect(accounts).toEqual(
      ids.sort((a, b) => a - b).map((id) => ({ user_id: id, points: 100, lifetime_points: 100 })),
    );
    const transactions = await dataSource.query(
      `SELECT t.booking_id FROM rewards.reward_transactions t JOIN rewards.user_rewards a ON a.id = t.user_rewards_id WHERE a.user_id = ANY($1) ORDER BY t.booking_id`,
      [ids],
    );
    expect(transactions.map((t: { booking_id: number }) => t.booking_id)).toEqual(
      users.map((u) => u.bookingId).sort((a, b) => a - b),
    );
  });
});
