import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_TYPES, type EventPayloads, type EventType } from '@elite/contracts';
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
    const on = <T extends EventType>(
      type: T,
      handle: (id: string, payload: EventPayloads[T]) => Promise<void>,
    ) => bus.worker(type, 'notifications', (payload, envelope) => handle(envelope.id, payload));
    on(EVENT_TYPES.userRegistered, (id, event) => n.userRegistered(id, event));
    on(EVENT_TYPES.bookingCreated, (id, event) => n.bookingCreated(id, event));
    on(EVENT_TYPES.bookingStatusChanged, (id, event) => n.bookingStatusChanged(id, event));
    on(EVENT_TYPES.bookingRescheduled, (id, event) => n.bookingRescheduled(id, event));
    on(EVENT_TYPES.bookingPriceOffered, (id, event) => n.bookingPriceOffered(id, event));
    on(EVENT_TYPES.bookingRideProgress, (id, event) => n.rideProgress(id, event));
    on(EVENT_TYPES.magicLinkCreated, (id, event) => n.magicLinkCreated(id, event));
    on(EVENT_TYPES.rewardsPointsEarned, (id, event) => n.pointsEarned(id, event));
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
