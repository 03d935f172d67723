import type { NestExpressApplication } from '@nestjs/platform-express';
import ICAL from 'ical.js';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  REMINDER_LEAD_MINUTES,
  calendarDateIn,
  formatReceiptNumber,
  pickupInstant,
  type NotificationDelivery,
} from '@elite/contracts';
import {
  baseServiceEnvSchema,
  createEventBus,
  loadConfig,
  openApiGaps,
  type EventBus,
} from '@elite/nest-kit';
import { createTestApp, eventually, sampleRideSummary, sessionCookie } from '@elite/nest-kit/testing';
import { freePort } from '../../../scripts/lib/ports.mjs';
import { AppModule } from '../src/app.module';
import { AppModule as BookingAppModule } from '../../booking/src/app.module';
import { loadBookingConfig } from '../../booking/src/config';
import { loadNotificationsConfig } from '../src/config';
import { bookingInput } from '../../booking/test/booking-test-kit';
import { pdfText } from '../../booking/test/pdf-text';
import { MailQueue } from '../src/mail/mail-queue';
import { reminderJobId } from '../src/mail/mail-plan';
import {
  bookingCreated,
  envelope,
  newBookingId,
  rescheduled,
  secrets,
  statusChanged,
} from './booking-events';
import { Maildev, type CaughtMail } from './maildev';

const ZONE = 'America/Los_Angeles';
const SITE = 'https://elite.example.test';
const run = randomBytes(4).toString('hex');
const address = (name: string) => `${name}.${run}@example.test`;
// A ride three days ahead in the company zone: its reminder is two days away.
const rideDate = calendarDateIn(new Date(Date.now() + 3 * 86_400_000), ZONE);

describe('notifications: events become e-mails in a real SMTP catcher', () => {
  let app: NestExpressApplication;
  let dataSource: DataSource;
  let bus: EventBus;
  let maildev: Maildev;
  let mailQueue: MailQueue;
  // The real booking service: the ride-completed e-mail attaches the receipt it makes.
  let booking: NestExpressApplication;

  beforeAll(async () => {
    booking = await createTestApp(BookingAppModule, 'booking', loadBookingConfig());
    const bookingPort = await freePort();
    await booking.listen(bookingPort, '127.0.0.1');
    process.env.BOOKING_URL = `http://127.0.0.1:${bookingPort}`;
    maildev = new Maildev(await freePort(), await freePort());
    // maildev is not started yet: the first test finds SMTP down.
    process.env.SMTP_URL = `smtp://127.0.0.1:${maildev.smtpPort}`;
    process.env.MAIL_RETRY_DELAY_MS = '200';
    process.env.MAIL_ATTEMPTS = '20';
    process.env.PUBLIC_URL = SITE;
    app = await createTestApp(AppModule, 'notifications', loadNotificationsConfig());
    dataSource = app.get(DataSource);
    mailQueue = app.get(MailQueue);
    // The tests publish as booking, identity, magic-link and rewards do.
    bus = createEventBus(loadConfig(baseServiceEnvSchema));
  });

  afterAll(async () => {
    await app?.close();
    await booking?.close();
    await bus?.close();
    await maildev?.stop();
    for (const name of ['SMTP_URL', 'MAIL_RETRY_DELAY_MS', 'MAIL_ATTEMPTS', 'PUBLIC_URL', 'BOOKING_URL'])
      delete process.env[name];
  });

  const deliveriesTo = (to: string) =>
    dataSource.query(
      `SELECT "template", "status", "attempts", "last_error", "message_id" FROM "notifications"."deliveries" WHERE "to" = $1 ORDER BY "id"`,
      [to],
    ) as Promise<
      {
        template: string;
        status: string;
        attempts: number;
        last_error: string | null;
        message_id: string | null;
      }[]
    >;

  const mailsTo = (to: string, count: number) =>
    eventually(
      () => maildev.mailTo(to),
      (mails) => mails.length >= count,
      30_000,
    );

  /** Waits until the consumer has finished with a job (an event or a reminder). */
  const processed = async (queue: import('bullmq').Queue, jobId: string) => {
    const state = await eventually(
      async () => (await queue.getJob(jobId))?.getState() ?? 'gone',
      (s) => s === 'completed' || s === 'gone',
    );
    expect(['completed', 'gone']).toContain(state);
  };

  /** The ride's token the projection keeps, opened; null once dropped, undefined for an unknown ride. */
  const storedToken = async (bookingId: number) => {
    const rows = (await dataSource.query(
      `SELECT "sealed_access_token" FROM "notifications"."bookings" WHERE "booking_id" = $1`,
      [bookingId],
    )) as { sealed_access_token: string | null }[];
    const sealed = rows[0]?.sealed_access_token;
    return sealed ? secrets.open('booking-access-token', sealed) : sealed;
  };

  /** Each ride link an e-mail's HTML holds, with the label of its button. */
  const rideLinks = (mail: CaughtMail) =>
    [...mail.html.matchAll(/<a href="([^"]*\/tracking\/[^"]*)"[^>]*>([^<]+)<\/a>/g)].map(
      ([, href, label]) => ({
        label,
        href,
      }),
    );

  const reminderDue = async (bookingId: number) => {
    const job = await mailQueue.queue.getJob(reminderJobId(bookingId));
    return job ? job.timestamp + (job.opts.delay ?? 0) : undefined;
  };
  const expectedDue = (date: string, time: string) =>
    pickupInstant(date, time, ZONE).getTime() - REMINDER_LEAD_MINUTES * 60_000;

  it('with SMTP down, records each failed attempt, retries with backoff, and delivers once it is back', async () => {
    const to = address('welcome');
    await bus.publish(envelope('user.registered', { userId: 7, email: to, name: 'Ada Rider' }));

    const failing = await eventually(
      () => deliveriesTo(to),
      (rows) => rows.length === 1 && rows[0]!.attempts >= 2,
    );
    expect(failing[0]).toMatchObject({ template: 'welcome', status: 'queued', message_id: null });
    expect(failing[0]!.last_error).toMatch(/ECONNREFUSED|connect/i);

    await maildev.start();
    const [mail] = await mailsTo(to, 1);
    expect(mail!.subject).toBe('Welcome to Elite Transport');
    expect(mail!.from[0]).toMatchObject({
      address: 'reservations@elitetransport.example',
      name: 'Elite Transport',
    });
    expect(mail!.text).toContain('WELCOME, ADA RIDER'); // the heading, capitalised in plain text

    const sent = await eventually(
      () => deliveriesTo(to),
      (rows) => rows[0]?.status === 'sent',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attempts).toBeGreaterThanOrEqual(3);
    expect(sent[0]!.message_id).toBeTruthy();
    expect(await maildev.mailTo(to)).toHaveLength(1);
  });

  it("sends 'booking received' once, with the ride's link and a calendar file at the pickup in the company zone; a redelivered event sends nothing more", async () => {
    await maildev.start();
    const to = address('received');
    const bookingId = newBookingId();
    const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
    const created = await bookingCreated(bookingId, ride, `token-${run}`);
    await bus.publish(created);

    const [mail] = await mailsTo(to, 1);
    expect(mail!.subject).toMatch(
      new RegExp(`^Booking received: #${bookingId}, \\w{3}, \\w{3} \\d{1,2}, \\d{4} at 9:30 AM$`),
    );
    expect(mail!.text).toContain(`${SITE}/tracking/${bookingId}?token=token-${run}`);
    expect(mail!.html).toContain(`${SITE}/tracking/${bookingId}?token=token-${run}`);

    const ics = await maildev.attachment(mail!, `booking-${bookingId}.ics`);
    expect(ics.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics.content));
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(ZONE);
    expect(event.startDate.toString()).toBe(`${rideDate}T09:30:00`);
    expect(event.startDate.toJSDate().getTime()).toBe(pickupInstant(rideDate, '09:30', ZONE).getTime());

    // The same event again (same id), as a redelivery after a lost acknowledgement would bring it.
    const queue = bus.queue('booking.created', 'notifications');
    await queue.add('booking.created', created, { jobId: `${created.id}-again` });
    await processed(queue, `${created.id}-again`);
    expect(await maildev.mailTo(to)).toHaveLength(1);
    expect(await deliveriesTo(to)).toEqual([
      expect.objectContaining({ template: 'booking-received', status: 'sent', attempts: 1 }),
    ]);
  });

  it('states the flight, its landing and the free waiting the ride summary carries, in the received and confirmed e-mails', async () => {
    await maildev.start();
    const to = address('flight');
    const bookingId = newBookingId();
    // As booking sends it: the pick-up already set from the landing (nothing is worked out here).
    const ride = sampleRideSummary({
      email: to,
      date: rideDate,
      time: '17:30',
      flightNumber: 'AA 1234',
      landingDate: rideDate,
      landingTime: '16:30',
      freeWaitingMinutes: 60,
    });
    await bus.publish(await bookingCreated(bookingId, ride, `token-${run}`));
    const waiting =
      'Your flight AA 1234 lands at 4:30 PM: your chauffeur waits for you free of charge until 5:30 PM, 60 minutes after landing.';
    const received = await maildev.mailStarting(to, 'Booking received');
    expect(received.text).toContain(waiting);
    await bus.publish(statusChanged(bookingId, 2, 'pending', 'confirmed', ride));
    const confirmed = await maildev.mailStarting(to, 'Booking confirmed');
    expect(confirmed.text).toContain(waiting);
    expect(confirmed.text).toContain('Flight: AA 1234, landing 4:30 PM');
    expect(confirmed.text).toContain('Free waiting: until 5:30 PM, 60 minutes after landing');
    expect(confirmed.html).toContain('free of charge until 5:30 PM');
  });

  it("gives the confirmed and cancelled e-mails the received one's ride link, then drops the ride's token", async () => {
    await maildev.start();
    const to = address('linked');
    const bookingId = newBookingId();
    const accessToken = `tok_${run}-${bookingId}`;
    const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
    await bus.publish(await bookingCreated(bookingId, ride, accessToken));

    const received = await maildev.mailStarting(to, 'Booking received');
    const link = `${SITE}/tracking/${bookingId}?token=${accessToken}`;
    expect(rideLinks(received)).toEqual([{ label: 'View your ride', href: link }]);
    expect(await storedToken(bookingId)).toBe(accessToken);

    await bus.publish(statusChanged(bookingId, 2, 'pending', 'confirmed', ride));
    const confirmed = await maildev.mailStarting(to, 'Booking confirmed');
    expect(rideLinks(confirmed)).toEqual([{ label: 'Manage your ride', href: link }]);
    expect(confirmed.text).toContain(`Manage your ride ${link}`);
    expect(await storedToken(bookingId)).toBe(accessToken);

    const cancellation = statusChanged(bookingId, 3, 'confirmed', 'cancelled', ride);
    await bus.publish(cancellation);
    const cancelled = await maildev.mailStarting(to, 'Booking cancelled');
    expect(rideLinks(cancelled)).toEqual([{ label: 'View your ride', href: link }]);
    expect(cancelled.text).toContain(`View your ride ${link}`);
    // The calendar event being removed still points at the ride's page, token and all.
    const ics = (await maildev.attachment(cancelled, `booking-${bookingId}.ics`)).content.replace(
      /\r\n /g,
      '',
    );
    expect(ics).toContain(link);
    await processed(bus.queue('booking.status-changed', 'notifications'), cancellation.id);
    expect(await storedToken(bookingId)).toBeNull();
  });

  it("attaches the ride's calendar invitation (RFC 5545/5546) to each e-mail that changes it: booked, confirmed, moved, cancelled", async () => {
    await maildev.start();
    const to = address('invited');
    const bookingId = newBookingId();
    const ride = sampleRideSummary({ email: to, fullName: 'Ada Rider', date: rideDate, time: '09:30' });
    const moved = { ...ride, time: '15:45' };
    const invitation = async (subject: string) => {
      const mail = await maildev.mailStarting(to, subject);
      const { content } = await maildev.attachment(mail, `booking-${bookingId}.ics`);
      const calendar = new ICAL.Component(ICAL.parse(content));
      for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
      const vevent = calendar.getFirstSubcomponent('vevent')!;
      const event = new ICAL.Event(vevent);
      const stamp = vevent.getFirstPropertyValue('dtstamp') as ICAL.Time;
      const organizer = vevent.getFirstProperty('organizer')!;
      return {
        method: calendar.getFirstPropertyValue('method'),
        status: vevent.getFirstPropertyValue('status'),
        sequence: event.sequence,
        uid: event.uid,
        start: event.startDate.toString(),
        stampInUtc: stamp.zone === ICAL.Timezone.utcTimezone,
        organizer: organizer.getFirstValue(),
        attendees: vevent
          .getAllProperties('attendee')
          .map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
      };
    };
    const common = {
      uid: `booking-${bookingId}@elite.example.test`,
      stampInUtc: true,
      organizer: 'mailto:reservations@elitetransport.example',
      attendees: [`mailto:${to}`],
    };

    await bus.publish(await bookingCreated(bookingId, ride, 'i'));
    expect(await invitation('Booking received')).toEqual({
      ...common,
      method: 'REQUEST',
      status: 'TENTATIVE',
      sequence: 0,
      start: `${rideDate}T09:30:00`,
    });
    await bus.publish(statusChanged(bookingId, 2, 'pending', 'confirmed', ride));
    expect(await invitation('Booking confirmed')).toMatchObject({
      ...common,
      method: 'REQUEST',
      status: 'CONFIRMED',
      sequence: 1,
    });
    await bus.publish(rescheduled(bookingId, 3, 'confirmed', moved));
    expect(await invitation('New pick-up time')).toMatchObject({
      ...common,
      method: 'REQUEST',
      status: 'CONFIRMED',
      sequence: 2,
      start: `${rideDate}T15:45:00`,
    });
    await bus.publish(statusChanged(bookingId, 4, 'confirmed', 'cancelled', moved));
    expect(await invitation('Booking cancelled')).toMatchObject({
      ...common,
      method: 'CANCEL',
      status: 'CANCELLED',
      sequence: 3,
    });
  });

  it("writes where the ride's page is, instead of a link, for a ride whose token never arrived", async () => {
    await maildev.start();
    const to = address('tokenless');
    const bookingId = newBookingId();
    const ride = sampleRideSummary({ email: to, date: rideDate });
    // Booked before the e-mails carried the link: the ride as the migration left it, version 1, no token.
    await dataSource.query(
      `INSERT INTO "notifications"."bookings" ("booking_id", "user_id", "email", "full_name", "status", "ride", "version")
       VALUES ($1, NULL, $2, $3, 'pending', $4, 1)`,
      [bookingId, to, ride.fullName, JSON.stringify(ride)],
    );
    await dataSource.query(
      `INSERT INTO "notifications"."booking_events" ("booking_id", "version") VALUES ($1, 1)`,
      [bookingId],
    );
    await bus.publish(statusChanged(bookingId, 2, 'pending', 'confirmed', ride));
    const confirmed = await maildev.mailStarting(to, 'Booking confirmed');
    expect(confirmed.text).toContain("Your ride's page is the link in the e-mail we sent when you booked.");
    expect(rideLinks(confirmed)).toEqual([]);
    expect(await storedToken(bookingId)).toBeNull();
  });

  it('schedules the reminder 24 hours before pickup, moves it when the ride is rescheduled and removes it when it is cancelled', async () => {
    await maildev.start();
    const to = address('moved');
    const bookingId = newBookingId();
    const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
    await bus.publish(await bookingCreated(bookingId, ride, 'moved'));

    const first = await eventually(
      () => reminderDue(bookingId),
      (due) => due !== undefined,
    );
    expect(Math.abs(first! - expectedDue(rideDate, '09:30'))).toBeLessThan(5_000);
    expect(await (await mailQueue.queue.getJob(reminderJobId(bookingId)))!.getState()).toBe('delayed');

    const moved = { ...ride, time: '15:45' };
    await bus.publish(rescheduled(bookingId, 2, 'pending', moved));
    const second = await eventually(
      () => reminderDue(bookingId),
      (due) => due !== undefined && Math.abs(due - expectedDue(rideDate, '15:45')) < 5_000,
    );
    expect(Math.abs(second! - expectedDue(rideDate, '15:45'))).toBeLessThan(5_000);
    const newTime = await maildev.mailStarting(to, 'New pick-up time');
    expect(newTime.subject).toMatch(/ at 3:45 PM$/);
    expect(rideLinks(newTime)).toEqual([
      { label: 'Manage your ride', href: `${SITE}/tracking/${bookingId}?token=moved` },
    ]);

    await bus.publish(statusChanged(bookingId, 3, 'pending', 'cancelled', moved));
    const gone = await eventually(
      () => reminderDue(bookingId),
      (due) => due === undefined,
    );
    expect(gone).toBeUndefined();
    const cancelled = await maildev.mailStarting(to, 'Booking cancelled');
    expect((await maildev.attachment(cancelled, `booking-${bookingId}.ics`)).content).toContain(
      'METHOD:CANCEL',
    );
  });

  it('sends the reminder when it falls due, and nothing for a ride cancelled by then', async () => {
    await maildev.start();
    const due = address('due');
    const dropped = address('dropped');
    const [dueId, droppedId] = [newBookingId(), newBookingId()];
    for (const [bookingId, to] of [
      [dueId, due],
      [droppedId, dropped],
    ] as const) {
      const ride = sampleRideSummary({ email: to, date: rideDate, time: '09:30' });
      await bus.publish(await bookingCreated(bookingId, ride, `due-${bookingId}`));
      await eventually(
        () => reminderDue(bookingId),
        (at) => at !== undefined,
      );
    }
    // The projection says cancelled, as if the cancellation's removal of the job had been missed.
    await dataSource.query(
      `UPDATE "notifications"."bookings" SET "status" = 'cancelled' WHERE "booking_id" = $1`,
      [droppedId],
    );

    for (const bookingId of [dueId, droppedId]) {
      await (await mailQueue.queue.getJob(reminderJobId(bookingId)))!.promote();
    }
    const reminder = await maildev.mailStarting(due, 'Ride reminder');
    expect(reminder.subject).toMatch(
      new RegExp(`^Ride reminder: #${dueId}, \\w{3}, \\w{3} \\d{1,2}, \\d{4} at 9:30 AM$`),
    );
    expect(rideLinks(reminder)).toEqual([
      { label: 'Manage your ride', href: `${SITE}/tracking/${dueId}?token=due-${dueId}` },
    ]);
    await processed(mailQueue.queue, reminderJobId(droppedId));
    expect((await deliveriesTo(dropped)).map((d) => d.template)).toEqual(['booking-received']);
    expect((await maildev.mailTo(dropped)).map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(/^Ride reminder/),
    );
  });

  it('thanks a guest when the ride is completed, and a client with the points it earned', async () => {
    await maildev.start();
    const guest = address('guest');
    const client = address('client');
    const [guestRide, clientRide] = [newBookingId(), newBookingId()];
    const completed = (bookingId: number, userId: number | null, email: string) =>
      statusChanged(
        bookingId,
        3,
        'confirmed',
        'completed',
        sampleRideSummary({ email, date: rideDate }),
        userId,
      );
    const clientCreated = await bookingCreated(
      clientRide,
      sampleRideSummary({ email: client, date: rideDate }),
      't',
      7,
    );
    await bus.publish(clientCreated);
    await bus.publish(completed(guestRide, null, guest));
    const clientCompleted = completed(clientRide, 7, client);
    await bus.publish(clientCompleted);

    const [thanks] = await eventually(
      () => maildev.mailTo(guest),
      (mails) => mails.length === 1,
      30_000,
    );
    expect(thanks!.subject).toBe(`Thank you for riding with us: #${guestRide}`);
    expect(thanks!.text).toContain('book while signed in');
    // Its booking.created never came: no token, so the e-mail says where the ride's page is.
    expect(thanks!.text).toContain("Your ride's page is the link in the e-mail we sent when you booked.");

    await processed(bus.queue('booking.status-changed', 'notifications'), clientCompleted.id);
    expect((await deliveriesTo(client)).map((d) => d.template)).not.toContain('ride-completed');
    await bus.publish(
      envelope('rewards.points-earned', {
        userId: 7,
        bookingId: clientRide,
        points: 100,
        availablePoints: 600,
      }),
    );
    await maildev.mailStarting(client, 'Thank you');
    const clientThanks = (await maildev.mailTo(client)).filter((m) => m.subject.startsWith('Thank you'));
    expect(clientThanks).toHaveLength(1);
    expect(clientThanks[0]!.text).toContain(
      'This ride earned you 100 reward points; your balance is now 600 points.',
    );
    // Created and completed travel in different queues, in either order: no reminder is left.
    await processed(bus.queue('booking.created', 'notifications'), clientCreated.id);
    expect(await reminderDue(clientRide)).toBeUndefined();
    // Whichever came first, the completed ride's token is not kept once its last e-mail is queued.
    expect(await storedToken(clientRide)).toBeNull();
  });

  it("attaches the receipt booking makes to a ride's completed e-mail, with the stored total", async () => {
    await maildev.start();
    const guest = address('receipt');
    const api = () => request(booking.getHttpServer());
    const made = await api()
      .post('/api/bookings')
      .send(bookingInput({ email: guest }))
      .expect(201);
    const staff = await sessionCookie({ id: 1, role: 'admin' });
    for (const status of ['confirmed', 'completed'])
      await api()
        .patch(`/api/admin/bookings/${made.body.id}/status`)
        .set('Cookie', staff)
        .send({ status })
        .expect(200);
    const thanks = await maildev.mailStarting(guest, 'Thank you');
    const completed = await api().get(`/internal/bookings/${made.body.id}`).expect(200);
    const filename = `elite-transport-receipt-${formatReceiptNumber(completed.body.receiptNumber as number)}.pdf`;
    const receipt = await maildev.attachment(thanks, filename);
    expect(receipt.contentType).toBe('application/pdf');
    const text = await pdfText(receipt.bytes);
    expect(text).toContain(`$${made.body.totalPrice}`);
    expect(text).toContain('Paid: Not yet recorded');
  });

  it('sends the magic link with its expiry on the company clock', async () => {
    await maildev.start();
    const to = address('link');
    const url = `${SITE}/magic-link/${'a'.repeat(32)}`;
    await bus.publish(
      envelope('magic-link.created', {
        magicLinkId: 5,
        email: to,
        sealedUrl: await secrets.seal('magic-link-url', url),
        expiresAt: '2030-07-08T16:00:00.000Z',
      }),
    );
    const [mail]: CaughtMail[] = await mailsTo(to, 1);
    expect(mail!.subject).toBe('Your link to book with Elite Transport');
    expect(mail!.text).toContain(url);
    expect(mail!.text).toContain('until Mon, Jul 8, 2030 at 9:00 AM PDT');
  });

  describe('GET /api/notifications/deliveries', () => {
    /** The deliveries list with `query`, as staff read it. */
    const listed = async (query: string) =>
      request(app.getHttpServer())
        .get(`/api/notifications/deliveries${query}`)
        .set('cookie', await sessionCookie({ id: 1, role: 'admin' }));

    it('answers 401 to a visitor and 403 to a client', async () => {
      const server = app.getHttpServer();
      const anonymous = await request(server).get('/api/notifications/deliveries');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ statusCode: 401 });
      await request(server)
        .get('/api/notifications/deliveries')
        .set('cookie', await sessionCookie({ id: 9, role: 'client' }))
        .expect(403);
    });

    it('lists the deliveries newest first for an admin, and pages them', async () => {
      const all = await listed('?limit=200');
      expect(all.status).toBe(200);
      const rows = all.body as NotificationDelivery[];
      const ours = rows.filter((row) => row.to.endsWith(`.${run}@example.test`));
      expect(ours.length).toBeGreaterThanOrEqual(8);
      const times = rows.map((row) => Date.parse(row.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(ours.find((row) => row.template === 'welcome')).toMatchObject({
        to: address('welcome'),
        subject: 'Welcome to Elite Transport',
        status: 'sent',
        bookingId: null,
      });

      const second = await listed('?limit=1&offset=1');
      expect(second.status).toBe(200);
      expect(second.body).toEqual([rows[1]]);
    });

    it("lists one ride's e-mails only when asked for its bookingId, and names a bad id", async () => {
      await maildev.start();
      const [ours, other] = [newBookingId(), newBookingId()];
      const to = address('filtered');
      const ride = sampleRideSummary({ email: to, date: rideDate });
      for (const bookingId of [ours, other])
        await bus.publish(await bookingCreated(bookingId, ride, `token-${bookingId}`));
      await bus.publish(statusChanged(ours, 2, 'pending', 'confirmed', ride));
      await mailsTo(to, 3);
      const forRide = await eventually(
        async () => (await listed(`?bookingId=${ours}`)).body as NotificationDelivery[],
        (rows) => rows.length === 2 && rows.every((row) => row.status === 'sent'),
        30_000,
      );
      // Two queues consume the two events: which row came first is not the point here.
      expect(forRide.map(({ template, bookingId }) => `${template} #${bookingId}`).sort()).toEqual([
        `booking-confirmed #${ours}`,
        `booking-received #${ours}`,
      ]);
      const bad = await listed('?bookingId=x');
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'bookingId' })]);
    });

    it('refuses a bad page with a clear message', async () => {
      const response = await listed('?limit=0');
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('limit must be between 1 and 200');
    });
  });

  it('documents every route but the internal ones with its request and response schemas', async () => {
    const document = (await request(app.getHttpServer()).get('/openapi.json').expect(200)).body;
    expect(openApiGaps(app, document)).toEqual([]);
  });
});
