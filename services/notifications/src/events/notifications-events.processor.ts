import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  EVENT_TYPES,
  bookingCreatedSchema,
  bookingPriceOfferedSchema,
  bookingRescheduledSchema,
  bookingRideProgressSchema,
  bookingStatusChangedSchema,
  magicLinkCreatedSchema,
  rewardsPointsEarnedSchema,
  userRegisteredSchema,
  type EventEnvelope,
  type EventType,
} from '@elite/contracts';
import { createEventBus, type EventBus } from '@elite/nest-kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { MailQueue } from '../mail/mail-queue';
import { NotificationsService } from '../mail/notifications.service';

/**
 * Thin edge: parses each event and hands it to the service, which queues the e-mails; and runs
 * the mail queue's worker. BullMQ retries a failed event with backoff.
 */
@Injectable()
export class NotificationsEventsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NotificationsEventsProcessor.name);
  private bus?: EventBus;

  constructor(
    private readonly notifications: NotificationsService,
    private readonly mailQueue: MailQueue,
    @Inject(NOTIFICATIONS_CONFIG) private readonly config: NotificationsConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.NOTIFICATIONS_CONSUMERS) this.start();
  }

  start(): void {
    if (this.bus) return;
    const bus = createEventBus(this.config);
    const n = this.notifications;
    const on = (type: EventType, handle: (envelope: EventEnvelope) => Promise<void>) =>
      bus.worker(type, 'notifications', async (envelope) => {
        await handle(envelope);
        this.logger.log({ eventId: envelope.id, type: envelope.type }, 'event consumed');
      });
    on(EVENT_TYPES.userRegistered, (e) => n.userRegistered(e.id, userRegisteredSchema.parse(e.payload)));
    on(EVENT_TYPES.bookingCreated, (e) => n.bookingCreated(e.id, bookingCreatedSchema.parse(e.payload)));
    on(EVENT_TYPES.bookingStatusChanged, (e) =>
      n.bookingStatusChanged(e.id, bookingStatusChangedSchema.parse(e.payload)),
    );
    on(EVENT_TYPES.bookingRescheduled, (e) =>
      n.bookingRescheduled(e.id, bookingRescheduledSchema.parse(e.payload)),
    );
    on(EVENT_TYPES.bookingPriceOffered, (e) =>
      n.bookingPriceOffered(e.id, bookingPriceOfferedSchema.parse(e.payload)),
    );
    on(EVENT_TYPES.bookingRideProgress, (e) =>
      n.rideProgress(e.id, bookingRideProgressSchema.parse(e.payload)),
    );
    on(EVENT_TYPES.magicLinkCreated, (e) =>
      n.magicLinkCreated(e.id, magicLinkCreatedSchema.parse(e.payload)),
    );
    on(EVENT_TYPES.rewardsPointsEarned, (e) =>
      n.pointsEarned(e.id, rewardsPointsEarnedSchema.parse(e.payload)),
    );
    this.mailQueue.work((job, token) => n.process(job, token));
    this.bus = bus;
  }

  /** Stops taking events and mail jobs, letting those in progress finish (SIGTERM, or a test). */
  async stop(): Promise<void> {
    const bus = this.bus;
    this.bus = undefined;
    await Promise.all([bus?.close(), this.mailQueue.stopWorking()]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }
}
