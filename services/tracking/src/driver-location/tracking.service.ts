import {
  ConflictException,
  ForbiddenException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
  OnApplicationShutdown,
} from '@nestjs/common';
import { LOCATION_STALE_AFTER_MS, type DriverLocation, type DriverLocationReport } from '@elite/contracts';
import { KIT_CONFIG, type BaseServiceConfig } from '@elite/nest-kit';
import { BookingAccess, type Viewer } from '../access/booking-access';
import { TRACKING_CONFIG, type TrackingConfig } from '../config';
import { Clock } from './clock';
import {
  MemoryLatestPositionStore,
  RedisLatestPositionStore,
  type LatestPositionStore,
  type StoredLocation,
} from './latest-position.store';
import { PositionHistory } from './position-history';

export const BOOKING_NOT_FOUND = 'Booking not found';
export const DRIVERS_ONLY = 'Only drivers can report positions';
/** A completed or cancelled ride's driver is followed no more (docs/product.md §4). */
export const RIDE_ENDED = "This ride has ended: its driver's position is no longer shared";

type Listener = (location: DriverLocation) => void;

const canDrive = (viewer: Viewer) => viewer.user?.role === 'driver' || viewer.user?.role === 'admin';

@Injectable()
export class TrackingService implements OnApplicationShutdown {
  private readonly store: LatestPositionStore;
  private listener?: Listener;

  constructor(
    private readonly access: BookingAccess,
    private readonly history: PositionHistory,
    private readonly clock: Clock,
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
    @Inject(KIT_CONFIG) kitConfig: BaseServiceConfig,
  ) {
    this.store = kitConfig.REDIS_URL
      ? new RedisLatestPositionStore(kitConfig.REDIS_URL, kitConfig.QUEUE_PREFIX)
      : new MemoryLatestPositionStore();
  }

  /** The socket gateway pushes every accepted position to the booking's room. */
  onPosition(listener: Listener): void {
    this.listener = listener;
  }

  /** Drivers and admins report positions; in demo mode so may anyone who can see the booking. */
  async report(input: DriverLocationReport, viewer: Viewer): Promise<DriverLocation> {
    const { exists, allowed, live } = await this.access.visibility(input.bookingId, viewer);
    if (!exists || (!allowed && !canDrive(viewer))) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (!canDrive(viewer) && !this.config.DEMO_MODE) throw new ForbiddenException(DRIVERS_ONLY);
    if (!live) throw new ConflictException(RIDE_ENDED);
    const stored: StoredLocation = { ...input, timestamp: this.clock.now() };
    await this.store.set(stored);
    this.history.record(stored);
    const location = this.withStaleness(stored);
    this.listener?.(location);
    return location;
  }

  /**
   * Whether a viewer may watch a booking's driver (the same rule for REST and sockets): 'ended' for a
   * ride they may see that is over, whose driver is followed no more.
   */
  async mayWatch(bookingId: number, viewer: Viewer): Promise<boolean | 'ended'> {
    const { exists, allowed, live } = await this.access.visibility(bookingId, viewer);
    if (!exists || !(allowed || canDrive(viewer))) return false;
    return live || 'ended';
  }

  /** The newest position of a live ride the viewer may watch; undefined while the driver has reported none. */
  async latest(bookingId: number, viewer: Viewer): Promise<DriverLocation | undefined> {
    const may = await this.mayWatch(bookingId, viewer);
    if (!may) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (may === 'ended') throw new GoneException(RIDE_ENDED);
    return this.latestKnown(bookingId);
  }

  /** The newest position with its staleness as of now, without an access check. */
  async latestKnown(bookingId: number): Promise<DriverLocation | undefined> {
    const stored = await this.store.get(bookingId);
    return stored ? this.withStaleness(stored) : undefined;
  }

  private withStaleness(stored: StoredLocation): DriverLocation {
    return { ...stored, isStale: this.clock.now() - stored.timestamp > LOCATION_STALE_AFTER_MS };
  }

  onApplicationShutdown(): Promise<void> {
    return this.store.close();
  }
}
