import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_TYPES, type EventPayloads, type EventType } from '@elite/contracts';
import { createEventBus, type EventBus } from '@elite/nest-kit';
import { RewardsService } from '../rewards/rewards.service';
import { REWARDS_CONFIG, type RewardsConfig } from '../config';

/** Thin edge: parses each event and hands it to the service; BullMQ retries with backoff on failure. */
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
    const on = <T extends EventType>(
      type: T,
      apply: (id: string, payload: EventPayloads[T]) => Promise<boolean>,
    ) =>
      bus.worker(type, 'rewards', async (payload, envelope) => ({
        applied: await apply(envelope.id, payload),
      }));
    on(EVENT_TYPES.userRegistered, (id, event) => this.rewards.enrol(id, event));
    on(EVENT_TYPES.bookingStatusChanged, (id, event) => this.rewards.onRideStatus(id, event));
    on(EVENT_TYPES.bookingPriceOffered, (id, event) => this.rewards.onPriceOffered(id, event));
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
