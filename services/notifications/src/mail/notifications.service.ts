import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  receiptFileSchema,
  ridePagePath,
  type BookingCreated,
  type BookingPriceOffered,
  type BookingRescheduled,
  type BookingRideProgress,
  type BookingStatus,
  type BookingStatusChanged,
  type MagicLinkCreated,
  type RewardsPointsEarned,
  type RideSummary,
  type UserRegistered,
} from '@elite/contracts';
import { SecretOpener, ServiceClient, productMeter, rideCalendar } from '@elite/nest-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { BookingProjectionEntity } from '../deliveries/booking-projection.entity';
import { DeliveryEntity } from '../deliveries/delivery.entity';
import { renderMail, type MailContext, type MailInput } from '../templates/emails';
import {
  mailJobId,
  reminderDelay,
  rideIsAhead,
  rideMailDecision,
  templateForRideStage,
  templateForStatusChange,
  type RideMailState,
} from './mail-plan';
import { MailQueue, type MailJob, type SendJobData } from './mail-queue';
import { MailTransport } from './mail-transport';

/** Who receives an e-mail, the event it answers, and the ride (at which version) it is about. */
interface Recipient {
  eventId: string;
  to: string;
  bookingId: number | null;
  bookingVersion: number | null;
}

/** A booking event's facts that the projection keeps. */
interface BookingFacts {
  bookingId: number;
  userId: number | null;
  version: number;
  ride: RideSummary;
}

type Attachment = NonNullable<SendJobData['message']['attachments']>[number];

/** How one attempt at an e-mail ended: done (sent or skipped), not its turn yet, or failed. */
type Attempt =
  { outcome: 'done' } | { outcome: 'wait'; delayMs: number } | { outcome: 'failed'; error: unknown };

/** What each event sends (docs/product.md "E-mails"), and the sending itself. */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);
  /** Attempts to hand an e-mail to the relay, by template and outcome (docs/operations.md, "Seeing inside"). */
  private readonly deliveries = productMeter().createCounter('elite.email.deliveries', {
    description: 'E-mails handed to the SMTP relay (sent), or not (retrying, failed after the last attempt)',
    unit: '{email}',
  });
  private readonly context: MailContext;
  private readonly booking: ServiceClient;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly queue: MailQueue,
    private readonly transport: MailTransport,
    private readonly opener: SecretOpener,
  ) {
    this.context = { publicUrl: config.PUBLIC_URL, timeZone: config.BUSINESS_TIME_ZONE };
    this.booking = new ServiceClient('booking', config.BOOKING_URL);
  }

  async userRegistered(eventId: string, event: UserRegistered): Promise<void> {
    await this.queueMail(
      { eventId, to: event.email, bookingId: null, bookingVersion: null },
      { template: 'welcome', name: event.name },
    );
  }

  async bookingCreated(eventId: string, event: BookingCreated): Promise<void> {
    const booking = await this.project(event, 'pending');
    await this.keepToken(event.bookingId, event.sealedAccessToken);
    const rideUrl = this.rideUrl(event.bookingId, await this.openToken(event.sealedAccessToken));
    await this.queueMail(
      this.rideRecipient(eventId, event),
      { template: 'booking-received', bookingId: event.bookingId, ride: event.ride, rideUrl },
      [this.calendarFile(event, 'pending', rideUrl)],
    );
    await this.planReminder(eventId, booking);
    await this.markSeen(event);
  }

  async bookingStatusChanged(eventId: string, event: BookingStatusChanged): Promise<void> {
    const booking = await this.project(event, event.to);
    if (!rideIsAhead(booking.status)) await this.queue.removeReminder(event.bookingId);
    const template = templateForStatusChange(event);
    // A change no e-mail tells of opens no sealed token (a signed-in client's ride: the points e-mail does).
    if (template) await this.queueStatusMail(eventId, event, template, booking);
    await this.markSeen(event);
  }

  /** The e-mail of a status change, with the ride's link and, for the calendar, its invitation. */
  private async queueStatusMail(
    eventId: string,
    event: BookingStatusChanged,
    template: NonNullable<ReturnType<typeof templateForStatusChange>>,
    booking: BookingProjectionEntity,
  ): Promise<void> {
    const recipient = this.rideRecipient(eventId, event);
    const mail = await this.rideMail(booking, event);
    if (template === 'ride-completed') {
      await this.queueMail(
        recipient,
        { template, ...mail, points: null },
        await this.receipt(event.bookingId),
      );
    } else if (template === 'ride-no-show') {
      await this.queueMail(recipient, { template, ...mail });
    } else if (template === 'booking-cancelled' || template === 'booking-confirmed') {
      // Cancelled, the ride leaves the calendar; confirmed, the booking e-mail's tentative invitation is confirmed.
      await this.queueMail(recipient, { template, ...mail }, [
        this.calendarFile(event, event.to, this.calendarUrl(mail)),
      ]);
    }
    // Cancelled, completed or no-show, the ride is closed: this was its last e-mail.
    if (template !== 'booking-confirmed') await this.dropToken(event.bookingId);
  }

  /** The chauffeur set off, or waits at the pick-up: the customer is told (docs/product.md §12). */
  async rideProgress(eventId: string, event: BookingRideProgress): Promise<void> {
    const booking = await this.project(event, null);
    const template = templateForRideStage(event.stage);
    if (template && rideIsAhead(booking.status))
      await this.queueMail(this.rideRecipient(eventId, event), {
        template,
        ...(await this.rideMail(booking, event)),
      });
    await this.markSeen(event);
  }

  async bookingRescheduled(eventId: string, event: BookingRescheduled): Promise<void> {
    const booking = await this.project(event, null);
    await this.planReminder(eventId, booking);
    if (rideIsAhead(booking.status)) {
      const mail = await this.rideMail(booking, event);
      await this.queueMail(
        this.rideRecipient(eventId, event),
        { template: 'booking-rescheduled', ...mail },
        // The same event UID with a higher SEQUENCE: calendars that have the ride move it.
        [this.calendarFile(event, event.status, this.calendarUrl(mail))],
      );
    }
    await this.markSeen(event);
  }

  /** Staff priced the ride: the customer gets the quote, to accept on the ride's page (docs/product.md §10). */
  async bookingPriceOffered(eventId: string, event: BookingPriceOffered): Promise<void> {
    const booking = await this.project(event, null);
    if (rideIsAhead(booking.status))
      await this.queueMail(this.rideRecipient(eventId, event), {
        template: 'price-offered',
        ...(await this.rideMail(booking, event)),
        lines: event.lines,
      });
    await this.markSeen(event);
  }

  async magicLinkCreated(eventId: string, event: MagicLinkCreated): Promise<void> {
    await this.queueMail(
      { eventId, to: event.email, bookingId: null, bookingVersion: null },
      {
        template: 'magic-link',
        url: await this.opener.open('magic-link-url', event.sealedUrl),
        expiresAt: event.expiresAt,
      },
    );
  }

  async pointsEarned(eventId: string, event: RewardsPointsEarned): Promise<void> {
    const booking = await this.dataSource.manager.findOneBy(BookingProjectionEntity, {
      bookingId: event.bookingId,
    });
    // Booking's events come first; should this one overtake them, BullMQ retries it shortly.
    if (!booking) throw new Error(`Booking ${event.bookingId} is not known here yet`);
    await this.queueMail(
      { eventId, to: booking.email, bookingId: booking.bookingId, bookingVersion: booking.version },
      {
        template: 'ride-completed',
        ...(await this.rideMail(booking)),
        points: { earned: event.points, balance: event.availablePoints },
      },
      await this.receipt(booking.bookingId),
    );
    // Points come only from a completed ride: for a signed-in client, this is its last e-mail.
    await this.dropToken(booking.bookingId);
  }

  /**
   * A mail job: sends a queued e-mail, or writes and sends a ride's reminder when it falls due.
   * `token` is the worker's lock on the job, with which an e-mail whose turn has not come is put back.
   */
  async process(job: MailJob, token?: string): Promise<void> {
    if (job.name === 'send')
      return this.deliver(job.data.deliveryId, await this.queue.messageOf(job.data), job, token);
    const { bookingId, eventId } = job.data;
    const booking = await this.dataSource.manager.findOneBy(BookingProjectionEntity, { bookingId });
    const written = await this.dataSource.manager.existsBy(DeliveryEntity, {
      eventId,
      template: 'ride-reminder',
    });
    // Nothing is written for a ride no longer ahead; one an earlier attempt wrote, deliver settles.
    if (!booking || (!written && !rideIsAhead(booking.status))) return;
    const queued = await this.record(
      { eventId, to: booking.email, bookingId, bookingVersion: booking.version },
      { template: 'ride-reminder', ...(await this.rideMail(booking)) },
    );
    if (queued) await this.deliver(queued.deliveryId, queued.message, job, token);
  }

  private async queueMail(recipient: Recipient, input: MailInput, attachments?: Attachment[]): Promise<void> {
    const queued = await this.record(recipient, input, attachments);
    if (queued) await this.queue.send(mailJobId(recipient.eventId, input.template), queued);
  }

  /**
   * The deliveries row of (event, template), created queued; null when that e-mail has already been
   * sent or given up on, which is what makes a redelivered event send nothing more.
   */
  private async record(
    recipient: Recipient,
    input: MailInput,
    attachments?: Attachment[],
  ): Promise<SendJobData | null> {
    const mail = await renderMail(input, this.context);
    await this.dataSource.query(
      `INSERT INTO "notifications"."deliveries" ("event_id", "template", "to", "subject", "booking_id", "booking_version", "status", "attempts")
       VALUES ($1, $2, $3, $4, $5, $6, 'queued', 0) ON CONFLICT ("event_id", "template") DO NOTHING`,
      [
        recipient.eventId,
        input.template,
        recipient.to,
        mail.subject,
        recipient.bookingId,
        recipient.bookingVersion,
      ],
    );
    const row = await this.dataSource.manager.findOneByOrFail(DeliveryEntity, {
      eventId: recipient.eventId,
      template: input.template,
    });
    if (row.status !== 'queued') return null;
    return {
      deliveryId: row.id,
      message: { to: recipient.to, subject: mail.subject, html: mail.html, text: mail.text, attachments },
    };
  }

  /**
   * One attempt, recorded whatever its outcome: sent, skipped as obsolete, put back until its turn, or
   * failed (thrown, so that BullMQ retries it). A ride's e-mails are decided and sent one at a time,
   * under a lock on the ride held until the attempt is recorded: one being sent is never overtaken.
   */
  private async deliver(
    deliveryId: number,
    message: SendJobData['message'],
    job: MailJob,
    token: string | undefined,
  ): Promise<void> {
    const attempt = await this.dataSource.transaction((manager) =>
      this.attempt(manager, deliveryId, message, job),
    );
    if (attempt.outcome === 'wait') await this.queue.postpone(job, token, attempt.delayMs);
    if (attempt.outcome === 'failed') throw attempt.error;
  }

  private async attempt(
    manager: EntityManager,
    deliveryId: number,
    message: SendJobData['message'],
    job: MailJob,
  ): Promise<Attempt> {
    const { bookingId } = await manager.findOneByOrFail(DeliveryEntity, { id: deliveryId });
    if (bookingId !== null) {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('notifications.ride-mail'), $1)`, [
        bookingId,
      ]);
    }
    const row = await manager.findOneByOrFail(DeliveryEntity, { id: deliveryId });
    if (row.status === 'sent' || row.status === 'skipped') return { outcome: 'done' };
    if (bookingId !== null) {
      const decision = rideMailDecision(await this.rideMailState(manager, row));
      if (decision.action === 'wait') return { outcome: 'wait', delayMs: decision.delayMs };
      if (decision.action === 'skip') {
        await manager.update(DeliveryEntity, deliveryId, { status: 'skipped', skipReason: decision.reason });
        this.logger.log({ deliveryId, template: row.template, reason: decision.reason }, 'e-mail skipped');
        return { outcome: 'done' };
      }
    }
    try {
      const messageId = await this.transport.send(message);
      await manager.update(DeliveryEntity, deliveryId, {
        status: 'sent',
        attempts: row.attempts + 1,
        messageId,
        sentAt: new Date(), // last_error stays: it says why a late e-mail was late
      });
      this.logger.log({ deliveryId, template: row.template }, 'e-mail sent');
      this.deliveries.add(1, { template: row.template, outcome: 'sent' });
      return { outcome: 'done' };
    } catch (error) {
      const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await manager.update(DeliveryEntity, deliveryId, {
        status: lastTry ? 'failed' : 'queued',
        attempts: row.attempts + 1,
        lastError: error instanceof Error ? error.message : String(error),
      });
      this.logger.warn(
        { deliveryId, template: row.template, lastTry, error: String(error) },
        'e-mail not sent',
      );
      this.deliveries.add(1, { template: row.template, outcome: lastTry ? 'failed' : 'retrying' });
      return { outcome: 'failed', error };
    }
  }

  /** The ride as the projection has it now, and where this e-mail stands among the ride's others. */
  private async rideMailState(manager: EntityManager, row: DeliveryEntity): Promise<RideMailState> {
    // Every ride e-mail is recorded with its version; those from before versions were given 1.
    const version = row.bookingVersion ?? 1;
    const [state] = (await manager.query(
      `SELECT
         (SELECT "status" FROM "notifications"."bookings" WHERE "booking_id" = $1) AS "rideStatus",
         EXISTS (SELECT 1 FROM "notifications"."deliveries" d WHERE d."booking_id" = $1 AND d."template" = $4
                  AND (d."booking_version", d."id") > ($2, $3)) AS "replacedByLater",
         (SELECT count(*) FROM "notifications"."deliveries" d WHERE d."booking_id" = $1 AND d."status" = 'queued'
                  AND (d."booking_version", d."id") < ($2, $3))::int AS "earlierUnsent",
         $2 - 1 - (SELECT count(*) FROM "notifications"."booking_events" e
                  WHERE e."booking_id" = $1 AND e."version" < $2)::int AS "earlierUnseen"`,
      [row.bookingId, version, row.id, row.template],
    )) as Omit<RideMailState, 'template' | 'waitedMs'>[];
    return { ...state!, template: row.template, waitedMs: Date.now() - row.createdAt.getTime() };
  }

  /** Schedules, moves or drops the ride's reminder to match the booking as it now stands. */
  private async planReminder(eventId: string, booking: BookingProjectionEntity): Promise<void> {
    const delay = rideIsAhead(booking.status)
      ? reminderDelay(booking.ride, this.config.BUSINESS_TIME_ZONE, new Date())
      : null;
    if (delay === null) return this.queue.removeReminder(booking.bookingId);
    await this.queue.scheduleReminder({ bookingId: booking.bookingId, eventId }, delay);
    // A cancellation consumed meanwhile (another queue) may have removed the reminder before it was added.
    const now = await this.dataSource.manager.findOneByOrFail(BookingProjectionEntity, {
      bookingId: booking.bookingId,
    });
    if (!rideIsAhead(now.status)) await this.queue.removeReminder(booking.bookingId);
  }

  /**
   * Records the ride as this event describes it, unless a later version already has (a booking's
   * events travel in different queues and may arrive in any order), and answers the row as it now
   * stands. `status` null keeps the known one (a rescheduled ride keeps its status).
   */
  private async project(event: BookingFacts, status: BookingStatus | null): Promise<BookingProjectionEntity> {
    const { bookingId, userId, version, ride } = event;
    await this.dataSource.query(
      `INSERT INTO "notifications"."bookings" AS b ("booking_id", "user_id", "email", "full_name", "status", "ride", "version")
       VALUES ($1, $2, $3, $4, COALESCE($5, 'pending'), $6, $7)
       ON CONFLICT ("booking_id") DO UPDATE SET
         "user_id" = EXCLUDED."user_id", "email" = EXCLUDED."email", "full_name" = EXCLUDED."full_name",
         "status" = COALESCE($5, b."status"), "ride" = EXCLUDED."ride", "version" = EXCLUDED."version"
       WHERE b."version" <= EXCLUDED."version"`,
      [bookingId, userId, ride.email, ride.fullName, status, JSON.stringify(ride), version],
    );
    return this.dataSource.manager.findOneByOrFail(BookingProjectionEntity, { bookingId });
  }

  /**
   * Notes a booking event as consumed, once its e-mails are recorded: the ride's later e-mails wait
   * for its version until then, and so cannot slip out before an e-mail it is about to record.
   */
  private async markSeen({ bookingId, version }: BookingFacts): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "notifications"."booking_events" ("booking_id", "version") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [bookingId, version],
    );
  }

  /** The customer of a booking event, and the version the e-mail is written at. */
  private rideRecipient(eventId: string, event: BookingFacts): Recipient {
    return { eventId, to: event.ride.email, bookingId: event.bookingId, bookingVersion: event.version };
  }

  /**
   * Keeps the ride's token, sealed as it came, for the e-mails after this one, unless the ride is
   * closed: its cancellation or completion travels in another queue and may have been consumed (its
   * token dropped) first.
   */
  private async keepToken(bookingId: number, sealedAccessToken: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE "notifications"."bookings" SET "sealed_access_token" = $2
       WHERE "booking_id" = $1 AND "status" IN ('pending', 'confirmed')`,
      [bookingId, sealedAccessToken],
    );
  }

  /** A closed ride's last e-mail is queued: its token has no more use here (architecture.md §6). */
  private async dropToken(bookingId: number): Promise<void> {
    await this.dataSource.manager.update(BookingProjectionEntity, bookingId, { sealedAccessToken: null });
  }

  /** The token in clear, only for the e-mail being written: it is kept nowhere so (architecture.md §6). */
  private openToken(sealedAccessToken: string): Promise<string> {
    return this.opener.open('booking-access-token', sealedAccessToken);
  }

  /** The ride's page with its token: the one link every ride e-mail gives. */
  private rideUrl(bookingId: number, accessToken: string): string {
    return this.siteUrl(ridePagePath(bookingId, accessToken));
  }

  /** The link of a ride as projected here; null when no token is kept for it. */
  private async projectedRideUrl(booking: BookingProjectionEntity): Promise<string | null> {
    const sealed = booking.sealedAccessToken;
    return sealed === null ? null : this.rideUrl(booking.bookingId, await this.openToken(sealed));
  }

  /** What every ride e-mail says: the ride as `event` has it (else as projected), and its link as projected. */
  private async rideMail(
    booking: BookingProjectionEntity,
    event: Pick<BookingFacts, 'bookingId' | 'ride'> = booking,
  ) {
    return { bookingId: event.bookingId, ride: event.ride, rideUrl: await this.projectedRideUrl(booking) };
  }

  /** The calendar event's link: the tokened one when there is one, else the page a signed-in owner opens. */
  private calendarUrl(mail: { bookingId: number; rideUrl: string | null }): string {
    return mail.rideUrl ?? this.siteUrl(ridePagePath(mail.bookingId));
  }

  /** The ride as a calendar invitation to its customer, as of this event (RFC 5546 REQUEST or CANCEL). */
  private calendarFile(event: BookingFacts, status: BookingStatus, rideUrl: string): Attachment {
    const { method, text } = rideCalendar({
      bookingId: event.bookingId,
      ride: event.ride,
      timeZone: this.config.BUSINESS_TIME_ZONE,
      rideUrl,
      host: new URL(this.config.PUBLIC_URL).host,
      status,
      version: event.version,
      organizer: this.config.MAIL_FROM,
      delivery: 'invitation',
    });
    return {
      filename: `booking-${event.bookingId}.ics`,
      content: text,
      // RFC 6047: the part's method is the file's METHOD.
      contentType: `text/calendar; charset=utf-8; method=${method}`,
    };
  }

  /**
   * The completed ride's receipt as booking makes it (one source: its number, stored price and
   * payment; docs/architecture.md). Booking unreachable throws, and the event is retried; a ride
   * booking has no receipt for (not completed there, which the event says it is) is sent without.
   */
  private async receipt(bookingId: number): Promise<Attachment[]> {
    const answer = await this.booking.get(`/internal/bookings/${bookingId}/receipt`, receiptFileSchema);
    if (!answer.ok) {
      this.logger.warn({ bookingId, status: answer.status }, 'no receipt to attach');
      return [];
    }
    return [
      {
        filename: answer.body.filename,
        content: answer.body.contentBase64,
        contentType: 'application/pdf',
        encoding: 'base64',
      },
    ];
  }

  private siteUrl(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }
}
