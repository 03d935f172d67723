import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_TYPES } from '@elite/contracts';
import { createEventBus, type EventBus } from '@elite/nest-kit';
import { RewardsService } from '../rewards/rewards.service';
import { REWARDS_CONFIG, type RewardsConfig } from '../config';

/**
 * Thin edge: hands each event (parsed by the bus) to the service, with its id, and has the bus log
 * whether it applied; BullMQ retries with backoff on failure.
 */
@Injectable()
export class RewardsEventsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
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
    const rewards = this.rewards;
    bus.worker(EVENT_TYPES.userRegistered, 'rewards', async (event, { id }) => ({
      applied: await rewards.enrol(id, event),
    }));
    bus.worker(EVENT_TYPES.bookingStatusChanged, 'rewards', async (event, { id }) => ({
      applied: await rewards.onRideStatus(id, event),
    }));
    bus.worker(EVENT_TYPES.bookingPriceOffered, 'rewards', async (event, { id }) => ({
      applied: await rewards.onPriceOffered(id, event),
    }));
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
