import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createLogger, createServiceApp } from '@elite/nest-kit';
import { sessionCookie } from '@elite/nest-kit/testing';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { searchDatabase } from '../../../scripts/lib/postgres.mjs';
import { searchRedisNamespace } from '../../../scripts/lib/redis.mjs';
import { startServiceProcess, type RunningService } from '../../../scripts/lib/service-process.mjs';
import { requireRedisUrl } from '../../../scripts/lib/test-environment.mjs';
import { AppModule } from '../src/app.module';
import { loadNotificationsConfig } from '../src/config';
import { Maildev, type CaughtMail } from './maildev';

const SITE = 'https://elite.example.test';
const entry = (service: string) => join(__dirname, `../../${service}/dist/main.js`);

/**
 * docs/architecture.md §6: a ride's token and a magic link's token exist in clear only in the answer
 * to whoever asked for them and in the e-mail sent to the customer. Booking and magic-link run as
 * they do in production (their own processes), notifications here; every log line of the three is
 * kept, and after the e-mails have gone every table, every Redis key of the run and every log line is
 * searched for the tokens.
 */
describe('the links a customer is e-mailed are kept nowhere in clear', () => {
  const run = randomBytes(4).toString('hex');
  const logs: string[] = [];
  const keep = (line: string) => void logs.push(line);
  let maildev: Maildev;
  let booking: RunningService;
  let magicLink: RunningService;
  let notifications: NestExpressApplication;
  let admin: string;

  beforeAll(async () => {
    requireRedisUrl();
    maildev = new Maildev(await freePort(), await freePort());
    await maildev.start();
    const [bookingPort, magicLinkPort] = [await freePort(), await freePort()];
    // Everything they log, down to trace.
    const env = { LOG_LEVEL: 'trace', PUBLIC_URL: SITE };
    [booking, magicLink] = await Promise.all([
      startServiceProcess({
        entry: entry('booking'),
        portVariable: 'BOOKING_PORT',
        port: bookingPort,
        env: { ...env, MAGIC_LINK_URL: `http://127.0.0.1:${magicLinkPort}` },
        onOutput: keep,
      }),
      startServiceProcess({
        entry: entry('magic-link'),
        portVariable: 'MAGIC_LINK_PORT',
        port: magicLinkPort,
        env: { ...env, BOOKING_URL: `http://127.0.0.1:${bookingPort}` },
        onOutput: keep,
      }),
    ]);
    process.env.SMTP_URL = `smtp://127.0.0.1:${maildev.smtpPort}`;
    process.env.PUBLIC_URL = SITE;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    notifications = await createServiceApp(
      AppModule,
      { name: 'notifications', config: loadNotificationsConfig() },
      createLogger('notifications', 'trace', sink),
    );
    admin = await sessionCookie({ id: 1, role: 'admin' });
  });

  afterAll(async () => {
    await notifications?.close();
    await Promise.all([booking?.stop(), magicLink?.stop(), maildev?.stop()]);
    delete process.env.SMTP_URL;
    delete process.env.PUBLIC_URL;
  });

  const call = (
    base: string,
    path: string,
    init: { method?: string; body?: unknown; cookie?: string } = {},
  ) =>
    fetch(`${base}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: {
        'content-type': 'application/json',
        'idempotency-key': `secrecy-${run}`,
        ...(init.cookie ? { cookie: init.cookie } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  /** Where a text is found: tables, Redis keys and log lines. */
  const whereIs = async (secret: string) => {
    const database = await searchDatabase(process.env.DATABASE_URL!, secret);
    const redis = await searchRedisNamespace(process.env.REDIS_URL!, process.env.QUEUE_PREFIX!, secret);
    return {
      tables: database.holding,
      redisKeys: redis.holding,
      logLines: logs.filter((line) => line.includes(secret)),
      searched: { tables: database.tables.length, redisKeys: redis.scanned, logLines: logs.length },
    };
  };
  const nowhere = { tables: [], redisKeys: [], logLines: [] };

  it("leaves a ride's token only in the booking answer and the customer's e-mails, whose link opens the ride", async () => {
    const email = `secrecy.${run}@example.test`;
    const ride = {
      serviceTypeId: 1,
      vehicleId: 1,
      pickupLocation: 'Los Angeles International Airport (LAX)',
      dropoffLocation: 'The Beverly Hills Hotel',
      date: '2031-05-20',
      time: '09:30',
      passengers: 2,
      fullName: 'Grace Hopper',
      email,
      phone: '+1 310 555 0100',
      paymentMethod: 'card',
    };
    const answer = await call(booking.url, '/api/bookings', { body: ride });
    expect(answer.status).toBe(201);
    const { id, accessToken } = (await answer.json()) as { id: number; accessToken: string };
    // A repeat of the request (the same Idempotency-Key) is answered without it.
    const repeat = await call(booking.url, '/api/bookings', { body: ride });
    expect(await repeat.text()).not.toContain(accessToken);

    // Requests that carry it, written to the logs: each refused, so that each is logged.
    const other = 2_000_000_000;
    for (const query of [`token=${accessToken}`, `token=x&token=${accessToken}`, `Token=${accessToken}`])
      expect((await call(booking.url, `/api/bookings/${other}?${query}`)).status).toBe(404);
    expect(
      (await call(booking.url, `/api/bookings/${other}/cancel?access_token=${accessToken}`, { body: {} }))
        .status,
    ).toBe(404);

    const received = await maildev.mailStarting(email, 'Booking received');
    const link = `${SITE}/tracking/${id}?token=${accessToken}`;
    expect(received.html).toContain(link);
    expect(received.text).toContain(link);
    const opened = await call(booking.url, `/api/bookings/${id}?${new URL(link).searchParams}`);
    expect(opened.status).toBe(200);

    // A later e-mail writes the link from what notifications kept of the ride.
    const confirm = await call(booking.url, `/api/admin/bookings/${id}/status`, {
      method: 'PATCH',
      body: { status: 'confirmed' },
      cookie: admin,
    });
    expect(confirm.status).toBe(200);
    const confirmed: CaughtMail = await maildev.mailStarting(email, 'Booking confirmed');
    expect(confirmed.text).toContain(link);

    const found = await whereIs(accessToken);
    expect(found).toMatchObject(nowhere);
    expect(found.searched.tables).toBeGreaterThan(10);
    expect(found.searched.redisKeys).toBeGreaterThan(0);
    // The requests above were logged, with their tokens redacted.
    expect(
      logs.filter((line) => line.includes(`/api/bookings/${other}`) && line.includes('[redacted]')),
    ).toHaveLength(4);
  });

  it("leaves a magic link's token only in the answer to staff and the customer's e-mail", async () => {
    const email = `secrecy-link.${run}@example.test`;
    const created = await call(magicLink.url, '/api/magic-links/create', {
      body: { email, send: true },
      cookie: admin,
    });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const token = new URL(url).pathname.split('/').pop()!;
    expect((await call(magicLink.url, `/api/magic-links/validate/${token}`, { body: {} })).status).toBe(404);

    const mail = await maildev.mailStarting(email, 'Your link to book');
    expect(mail.text).toContain(url);

    expect(await whereIs(token)).toMatchObject(nowhere);
    expect(logs.filter((line) => line.includes('/api/magic-links/validate/[redacted]'))).toHaveLength(1);
  });
});
