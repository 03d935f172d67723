import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_TYPES } from '@elite/contracts';
import { createEventBus, type EventBus } from '@elite/nest-kit';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from '../config';
import { MailQueue } from '../mail/mail-queue';
import { NotificationsService } from '../mail/notifications.service';

/**
 * Thin edge: hands each event (parsed by the bus) to the service, which queues the e-mails, with its
 * id; and runs the mail queue's worker. BullMQ retries a failed event with backoff.
 */
@Injectable()
export class NotificationsEventsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
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
    const consumer = 'notifications';
    bus.worker(EVENT_TYPES.userRegistered, consumer, (event, { id }) => n.userRegistered(id, event));
    bus.worker(EVENT_TYPES.bookingCreated, consumer, (event, { id }) => n.bookingCreated(id, event));
    bus.worker(EVENT_TYPES.bookingStatusChanged, consumer, (event, { id }) =>
      n.bookingStatusChanged(id, event),
    );
    bus.worker(EVENT_TYPES.bookingRescheduled, consumer, (event, { id }) => n.bookingRescheduled(id, event));
    bus.worker(EVENT_TYPES.bookingPriceOffered, consumer, (event, { id }) =>
      n.bookingPriceOffered(id, event),
    );
    bus.worker(EVENT_TYPES.bookingRideProgress, consumer, (event, { id }) => n.rideProgress(id, event));
    bus.worker(EVENT_TYPES.magicLinkCreated, consumer, (event, { id }) => n.magicLinkCreated(id, event));
    bus.worker(EVENT_TYPES.rewardsPointsEarned, consumer, (event, { id }) => n.pointsEarned(id, event));
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
