import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { calendarDateIn, type RideSummary } from '@elite/contracts';
import { baseServiceEnvSchema, createEventBus, loadConfig, type EventBus } from '@elite/nest-kit';
import { createTestApp, eventually, sampleRideSummary } from '@elite/nest-kit/testing';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { AppModule } from '../src/app.module';
import { loadNotificationsConfig } from '../src/config';
import { SKIP_REASONS } from '../src/mail/mail-plan';
import { MailQueue } from '../src/mail/mail-queue';
import { bookingCreated, newBookingId, rescheduled, statusChanged } from './booking-events';
import { Maildev } from './maildev';

const ZONE = 'America/Los_Angeles';
const run = randomBytes(4).toString('hex');
const rideDate = calendarDateIn(new Date(Date.now() + 3 * 86_400_000), ZONE);

/**
 * A ride's e-mails keep the order of its events however its events and e-mails are held up on the
 * way (docs/architecture.md §7): on BullMQ over Redis, and over PostgreSQL in single-node mode.
 */
describe.each([
  ['Redis', process.env.REDIS_URL],
  ['PostgreSQL (single-node mode)', ''],
])("a ride's e-mails in the order of its events, queues on %s", (backend, redisUrl) => {
  const saved = { REDIS_URL: process.env.REDIS_URL };
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let bus: EventBus;
  let maildev: Maildev;
  let mailQueue: MailQueue;
  const address = (name: string) => `order-${name}.${backend.slice(0, 5).toLowerCase()}.${run}@example.test`;

  beforeAll(async () => {
    if (backend === 'Redis' && !redisUrl) throw new Error('REDIS_URL is not set: no Redis for this run');
    maildev = new Maildev(await freePort(), await freePort());
    await maildev.start();
    process.env.REDIS_URL = redisUrl!;
    process.env.SMTP_URL = `smtp://127.0.0.1:${maildev.smtpPort}`;
    process.env.MAIL_RETRY_DELAY_MS = '200';
    app = await createTestApp(AppModule, 'notifications', loadNotificationsConfig());
    dataSource = app.get(DataSource);
    mailQueue = app.get(MailQueue);
    bus = createEventBus(loadConfig(baseServiceEnvSchema));
    expect(bus.backend).toBe(redisUrl ? 'redis' : 'postgres');
  });

  afterAll(async () => {
    await app?.close();
    await bus?.close();
    await maildev?.stop();
    if (saved.REDIS_URL === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved.REDIS_URL;
    delete process.env.SMTP_URL;
    delete process.env.MAIL_RETRY_DELAY_MS;
  });

  /** The ride's deliveries rows, oldest first. */
  const deliveries = (to: string) =>
    dataSource.query(
      `SELECT "template", "status" FROM "notifications"."deliveries" WHERE "to" = $1 ORDER BY "id"`,
      [to],
    ) as Promise<{ template: string; status: string }[]>;

  /** Waits until the ride's deliveries rows are as `done` wants them. */
  const recorded = (to: string, done: (rows: { template: string; status: string }[]) => boolean) =>
    eventually(() => deliveries(to), done, 30_000);

  /** Waits until `count` e-mails of the ride are recorded and none is still waiting to go out. */
  const settled = (to: string, count: number) =>
    eventually(
      () => deliveries(to),
      (rows) => rows.length === count && rows.every((row) => row.status !== 'queued'),
      60_000,
    );

  const skipReasons = async (to: string) =>
    Object.fromEntries(
      (
        (await dataSource.query(
          `SELECT "template", "status", "skip_reason" FROM "notifications"."deliveries" WHERE "to" = $1`,
          [to],
        )) as { template: string; status: string; skip_reason: string | null }[]
      ).map((row) => [row.template, [row.status, row.skip_reason]]),
    );

  /** The subjects in the inbox, in the order the catcher received them (its list is oldest first). */
  const subjects = async (to: string) =>
    (await maildev.mailTo(to)).map((mail) => mail.subject.replace(/:.*/, ''));

  const inbox = (to: string, count: number) =>
    eventually(
      () => subjects(to),
      (all) => all.length >= count,
      60_000,
    );

  const booked = (bookingId: number, ride: RideSummary) => bookingCreated(bookingId, ride, `t-${bookingId}`);

  it("under a backlog of new bookings, gives no ride 'Booking received' after 'Booking cancelled', and records those as skipped", async () => {
    const createdQueue = bus.queue('booking.created', 'notifications');
    const rides = Array.from({ length: 8 }, (_, n) => ({
      bookingId: newBookingId(),
      to: address(`backlog-${n}`),
    }));
    // Booked and cancelled at once: the bookings wait in their queue's backlog, the cancellations do not.
    await createdQueue.pause();
    try {
      for (const { bookingId, to } of rides) {
        const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
        await bus.publish(await booked(bookingId, ride));
        await bus.publish(statusChanged(bookingId, 2, 'pending', 'cancelled', ride));
      }
      for (const { to } of rides) await inbox(to, 1);
    } finally {
      await createdQueue.resume();
    }

    for (const { to } of rides) {
      await settled(to, 2);
      const received = await subjects(to);
      expect(received).toEqual(['Booking cancelled']);
      expect(await skipReasons(to)).toEqual({
        'booking-received': ['skipped', SKIP_REASONS.cancelled],
        'booking-cancelled': ['sent', null],
      });
    }
  });

  it('sends a booking e-mail that a later event overtook before that later one, not after', async () => {
    const createdQueue = bus.queue('booking.created', 'notifications');
    const bookingId = newBookingId();
    const to = address('overtaken');
    const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
    const confirmed = statusChanged(bookingId, 2, 'pending', 'confirmed', ride);
    await createdQueue.pause();
    try {
      await bus.publish(await booked(bookingId, ride));
      await bus.publish(confirmed);
      // The confirmation is consumed first and its e-mail recorded; the booking still waits.
      await recorded(to, (rows) => rows.some((row) => row.template === 'booking-confirmed'));
    } finally {
      await createdQueue.resume();
    }
    await settled(to, 2);
    expect(await inbox(to, 2)).toEqual(['Booking received', 'Booking confirmed']);
  });

  it('skips an e-mail still waiting in the mail queue once a later event made it obsolete', async () => {
    const bookingId = newBookingId();
    const to = address('queued');
    const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
    await mailQueue.queue.pause();
    try {
      await bus.publish(await booked(bookingId, ride));
      await recorded(to, (rows) => rows.length === 1);
      await bus.publish(statusChanged(bookingId, 2, 'pending', 'cancelled', ride));
      await recorded(to, (rows) => rows.length === 2);
    } finally {
      await mailQueue.queue.resume();
    }
    await settled(to, 2);
    expect(await subjects(to)).toEqual(['Booking cancelled']);
    expect((await skipReasons(to))['booking-received']).toEqual(['skipped', SKIP_REASONS.cancelled]);
  });

  it('sends only the latest of two new pick-up times still unsent, the earlier recorded as replaced', async () => {
    const bookingId = newBookingId();
    const to = address('moved');
    const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
    await bus.publish(await booked(bookingId, ride));
    await inbox(to, 1);
    await mailQueue.queue.pause();
    try {
      for (const [version, time] of [
        [2, '15:45'],
        [3, '16:30'],
      ] as const) {
        await bus.publish(rescheduled(bookingId, version, 'pending', { ...ride, time }));
        await recorded(to, (rows) => rows.length === version);
      }
    } finally {
      await mailQueue.queue.resume();
    }
    await settled(to, 3);
    const mails = await maildev.mailTo(to);
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Booking received: .* at 9:30 AM$/),
      expect.stringMatching(/^New pick-up time: .* at 4:30 PM$/),
    ]);
    const rows = (await dataSource.query(
      `SELECT "booking_version", "status", "skip_reason" FROM "notifications"."deliveries"
        WHERE "to" = $1 AND "template" = 'booking-rescheduled' ORDER BY "booking_version"`,
      [to],
    )) as { booking_version: number; status: string; skip_reason: string | null }[];
    expect(rows).toEqual([
      { booking_version: 2, status: 'skipped', skip_reason: SKIP_REASONS.replaced },
      { booking_version: 3, status: 'sent', skip_reason: null },
    ]);
  });
});
