import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  EVENT_TYPES,
  bookingPriceOfferedSchema,
  bookingStatusChangedSchema,
  userRegisteredSchema,
} from '@elite/contracts';
import { createEventBus, type EventBus } from '@elite/nest-kit';
import { RewardsService } from '../rewards/rewards.service';
import { REWARDS_CONFIG, type RewardsConfig } from '../config';

/** Thin edge: parses each event and hands it to the service; BullMQ retries with backoff on failure. */
@Injectable()
export class RewardsEventsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(RewardsEventsProcessor.name);
  private bus?: EventBus;

  constructor(
    private readonly rewards: RewardsService,
    @Inject(REWARDS_CONFIG) private readonly config: RewardsConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.REWARDS_CONSUMERS) this.start();
  }

  start(): void {
    if (this.bus) return;
    const bus = createEventBus(this.config);
    bus.worker(EVENT_TYPES.userRegistered, 'rewards', async (envelope) => {
      const applied = await this.rewards.enrol(envelope.id, userRegisteredSchema.parse(envelope.payload));
      this.logger.log({ eventId: envelope.id, type: envelope.type, applied }, 'event consumed');
    });
    bus.worker(EVENT_TYPES.bookingStatusChanged, 'rewards', async (envelope) => {
      const applied = await this.rewards.onRideStatus(
        envelope.id,
        bookingStatusChangedSchema.parse(envelope.payload),
      );
      this.logger.log({ eventId: envelope.id, type: envelope.type, applied }, 'event consumed');
    });
    bus.worker(EVENT_TYPES.bookingPriceOffered, 'rewards', async (envelope) => {
      const applied = await this.rewards.onPriceOffered(
        envelope.id,
        bookingPriceOfferedSchema.parse(envelope.payload),
      );
      this.logger.log({ eventId: envelope.id, type: envelope.type, applied }, 'event consumed');
    });
    this.bus = bus;
  }

  /** Stops taking jobs, letting those in progress finish (SIGTERM, or a test pausing consumption). */
  async stop(): Promise<void> {
    const bus = this.bus;
    this.bus = undefined;
    await bus?.close();
  }

  onApplicationShutdown(): Promise<void> {
    return this.stop();
  }
}
