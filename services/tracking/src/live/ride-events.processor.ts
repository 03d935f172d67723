import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { EVENT_TYPES } from '@elite/contracts';
import { KIT_CONFIG, createEventBus, type BaseServiceConfig, type EventBus } from '@elite/nest-kit';
import { TrackingService } from '../driver-location/tracking.service';

/**
 * Thin edge: a ride's status changes and the chauffeur's stages reach its page live (docs/product.md
 * §12). One replica takes each event; the socket.io adapter carries the push to the others' rooms.
 */
@Injectable()
export class RideEventsProcessor implements OnApplicationBootstrap, OnApplicationShutdown {
  private bus?: EventBus;

  constructor(
    private readonly tracking: TrackingService,
    @Inject(KIT_CONFIG) private readonly kitConfig: BaseServiceConfig,
  ) {}

  onApplicationBootstrap(): void {
    const bus = createEventBus(this.kitConfig);
    for (const type of [EVENT_TYPES.bookingStatusChanged, EVENT_TYPES.bookingRideProgress])
      bus.worker(type, 'tracking', async ({ bookingId }) => this.tracking.rideChanged(bookingId));
    this.bus = bus;
  }

  async onApplicationShutdown(): Promise<void> {
    const bus = this.bus;
    this.bus = undefined;
    await bus?.close();
  }
}
