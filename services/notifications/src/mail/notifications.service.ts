import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ridePagePath,
  type BookingCreated,
  type BookingRescheduled,
  type BookingStatus,
  type BookingStatusChanged,
  type MagicLinkCreated,
  type RewardsPointsEarned,
  type RideSummary,
  type UserRegistered,
} from '@elite/contracts';
import { SecretOpener, rideCalendar } from '@elite/nest-kit';
import { DataSource } from 'typeorm';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { BookingProjectionEntity } from '../deliveries/booking-projection.entity';
import { DeliveryEntity } from '../deliveries/delivery.entity';
import { renderMail, type MailContext, type MailInput } from '../templates/emails';
import { mailJobId, reminderDelay, rideIsAhead, templateForStatusChange } from './mail-plan';
import { MailQueue, type MailJob, type SendJobData } from './mail-queue';
import { MailTransport } from './mail-transport';

/** Who receives an e-mail, and the event it answers. */
interface Recipient {
  eventId: string;
  to: string;
  bookingId: number | null;
}

type Attachment = NonNullable<SendJobData['message']['attachments']>[number];

/** What each event sends (docs/product.md "E-mails"), and the sending itself. */
@Injectable()
export class NotificationsService {
  private readonly logger = new Logger(NotificationsService.name);
  private readonly context: MailContext;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
    private readonly queue: MailQueue,
    private readonly transport: MailTransport,
    private readonly opener: SecretOpener,
  ) {
    this.context = { publicUrl: config.PUBLIC_URL, timeZone: config.BUSINESS_TIME_ZONE };
  }

  async userRegistered(eventId: string, event: UserRegistered): Promise<void> {
    await this.queueMail(
      { eventId, to: event.email, bookingId: null },
      { template: 'welcome', name: event.name },
    );
  }

  async bookingCreated(eventId: string, occurredAt: string, event: BookingCreated): Promise<void> {
    const booking = await this.project(event.bookingId, event.userId, event.ride, occurredAt, 'pending');
    await this.keepToken(event.bookingId, event.sealedAccessToken);
    const rideUrl = this.rideUrl(event.bookingId, await this.openToken(event.sealedAccessToken));
    await this.queueMail(
      { eventId, to: event.ride.email, bookingId: event.bookingId },
      { template: 'booking-received', bookingId: event.bookingId, ride: event.ride, rideUrl },
      [this.calendarFile(event.bookingId, event.ride, rideUrl)],
    );
    await this.planReminder(eventId, booking);
  }

  async bookingStatusChanged(
    eventId: string,
    occurredAt: string,
    event: BookingStatusChanged,
  ): Promise<void> {
    const booking = await this.project(event.bookingId, event.userId, event.ride, occurredAt, event.to);
    if (!rideIsAhead(booking.status)) await this.queue.removeReminder(event.bookingId);
    const template = templateForStatusChange(event);
    if (!template) return;
    const recipient = { eventId, to: event.ride.email, bookingId: event.bookingId };
    const mail = {
      bookingId: event.bookingId,
      ride: event.ride,
      rideUrl: await this.projectedRideUrl(booking),
    };
    if (template === 'ride-completed') {
      await this.queueMail(recipient, { template, ...mail, points: null });
      await this.dropToken(event.bookingId);
    } else if (template === 'booking-cancelled') {
      await this.queueMail(recipient, { template, ...mail }, [
        this.calendarFile(event.bookingId, event.ride, this.calendarUrl(mail), true),
      ]);
      await this.dropToken(event.bookingId);
    } else if (template === 'booking-confirmed') {
      await this.queueMail(recipient, { template, ...mail });
    }
  }

  async bookingRescheduled(eventId: string, occurredAt: string, event: BookingRescheduled): Promise<void> {
    const booking = await this.project(event.bookingId, event.userId, event.ride, occurredAt, null);
    await this.planReminder(eventId, booking);
    if (!rideIsAhead(booking.status)) return;
    const mail = {
      bookingId: event.bookingId,
      ride: event.ride,
      rideUrl: await this.projectedRideUrl(booking),
    };
    await this.queueMail(
      { eventId, to: event.ride.email, bookingId: event.bookingId },
      { template: 'booking-rescheduled', ...mail },
      // The same event UID with a later stamp: calendars that imported the ride move it.
      [this.calendarFile(event.bookingId, event.ride, this.calendarUrl(mail))],
    );
  }

  async magicLinkCreated(eventId: string, event: MagicLinkCreated): Promise<void> {
    await this.queueMail(
      { eventId, to: event.email, bookingId: null },
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
      { eventId, to: booking.email, bookingId: booking.bookingId },
      {
        template: 'ride-completed',
        bookingId: booking.bookingId,
        ride: booking.ride,
        rideUrl: await this.projectedRideUrl(booking),
        points: { earned: event.points, balance: event.availablePoints },
      },
    );
    // Points come only from a completed ride: for a signed-in client, this is its last e-mail.
    await this.dropToken(booking.bookingId);
  }

  /** A mail job: sends a queued e-mail, or writes and sends a ride's reminder when it falls due. */
  async process(job: MailJob): Promise<void> {
    if (job.name === 'send')
      return this.deliver(job.data.deliveryId, await this.queue.messageOf(job.data), job);
    const booking = await this.dataSource.manager.findOneBy(BookingProjectionEntity, {
      bookingId: job.data.bookingId,
    });
    if (!booking || !rideIsAhead(booking.status)) return;
    const queued = await this.record(
      { eventId: job.data.eventId, to: booking.email, bookingId: booking.bookingId },
      {
        template: 'ride-reminder',
        bookingId: booking.bookingId,
        ride: booking.ride,
        rideUrl: await this.projectedRideUrl(booking),
      },
    );
    if (queued) await this.deliver(queued.deliveryId, queued.message, job);
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
      `INSERT INTO "notifications"."deliveries" ("event_id", "template", "to", "subject", "booking_id", "status", "attempts")
       VALUES ($1, $2, $3, $4, $5, 'queued', 0) ON CONFLICT ("event_id", "template") DO NOTHING`,
      [recipient.eventId, input.template, recipient.to, mail.subject, recipient.bookingId],
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

  /** One attempt, recorded whatever its outcome; a failure is thrown so that BullMQ retries it. */
  private async deliver(deliveryId: number, message: SendJobData['message'], job: MailJob): Promise<void> {
    const row = await this.dataSource.manager.findOneByOrFail(DeliveryEntity, { id: deliveryId });
    if (row.status === 'sent') return;
    try {
      const messageId = await this.transport.send(message);
      await this.dataSource.manager.update(DeliveryEntity, deliveryId, {
        status: 'sent',
        attempts: row.attempts + 1,
        messageId,
        sentAt: new Date(), // last_error stays: it says why a late e-mail was late
      });
      this.logger.log({ deliveryId, template: row.template }, 'e-mail sent');
    } catch (error) {
      const lastTry = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await this.dataSource.manager.update(DeliveryEntity, deliveryId, {
        status: lastTry ? 'failed' : 'queued',
        attempts: row.attempts + 1,
        lastError: error instanceof Error ? error.message : String(error),
      });
      this.logger.warn(
        { deliveryId, template: row.template, lastTry, error: String(error) },
        'e-mail not sent',
      );
      throw error;
    }
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
   * Records the ride as this event describes it, unless a later event already has (the queues of
   * different event types run side by side), and answers the row as it now stands.
   * `status` null keeps the known one (a rescheduled ride keeps its status).
   */
  private async project(
    bookingId: number,
    userId: number | null,
    ride: RideSummary,
    occurredAt: string,
    status: BookingStatus | null,
  ): Promise<BookingProjectionEntity> {
    await this.dataSource.query(
      `INSERT INTO "notifications"."bookings" AS b ("booking_id", "user_id", "email", "full_name", "status", "ride", "last_event_at")
       VALUES ($1, $2, $3, $4, COALESCE($5, 'pending'), $6, $7)
       ON CONFLICT ("booking_id") DO UPDATE SET
         "user_id" = EXCLUDED."user_id", "email" = EXCLUDED."email", "full_name" = EXCLUDED."full_name",
         "status" = COALESCE($5, b."status"), "ride" = EXCLUDED."ride", "last_event_at" = EXCLUDED."last_event_at"
       WHERE b."last_event_at" <= EXCLUDED."last_event_at"`,
      [bookingId, userId, ride.email, ride.fullName, status, JSON.stringify(ride), occurredAt],
    );
    return this.dataSource.manager.findOneByOrFail(BookingProjectionEntity, { bookingId });
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

  /** The calendar event's link: the tokened one when there is one, else the page a signed-in owner opens. */
  private calendarUrl(mail: { bookingId: number; rideUrl: string | null }): string {
    return mail.rideUrl ?? this.siteUrl(ridePagePath(mail.bookingId));
  }

  private calendarFile(bookingId: number, ride: RideSummary, rideUrl: string, cancelled = false): Attachment {
    const ics = rideCalendar({
      bookingId,
      ride,
      timeZone: this.config.BUSINESS_TIME_ZONE,
      rideUrl,
      host: new URL(this.config.PUBLIC_URL).host,
      cancelled,
    });
    return {
      filename: `booking-${bookingId}.ics`,
      content: ics,
      contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
    };
  }

  private siteUrl(path: string): string {
    return new URL(path, this.config.PUBLIC_URL).toString();
  }
}
