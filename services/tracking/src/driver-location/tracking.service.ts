import {
  ConflictException,
  ForbiddenException,
  GoneException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationShutdown,
} from '@nestjs/common';
import {
  LOCATION_STALE_AFTER_MS,
  MAP_DEFAULT_CENTER,
  SIMULATED_DRIVER_ID,
  SIMULATION_DURATION_MS,
  SIMULATION_INTERVAL_MS,
  drift,
  type DriverLocation,
  type DriverLocationReport,
  type Simulation,
} from '@elite/contracts';
import { REDIS } from '@elite/nest-kit';
import type { Redis } from 'ioredis';
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
export const DEMO_ONLY = 'The driver simulation runs in demo mode only';
/** A completed or cancelled ride's driver is followed no more (docs/product.md §4). */
export const RIDE_ENDED = "This ride has ended: its driver's position is no longer shared";

type Listener = (location: DriverLocation) => void;

const canDrive = (viewer: Viewer) => viewer.user?.role === 'driver' || viewer.user?.role === 'admin';

@Injectable()
export class TrackingService implements OnApplicationShutdown {
  private readonly logger = new Logger(TrackingService.name);
  private readonly store: LatestPositionStore;
  private listener?: Listener;
  private rideListener?: (bookingId: number) => void;
  /** The simulations this replica runs: their step timers, stopped at shutdown. */
  private readonly simulations = new Map<number, ReturnType<typeof setInterval>>();

  constructor(
    private readonly access: BookingAccess,
    private readonly history: PositionHistory,
    private readonly clock: Clock,
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
    @Inject(REDIS) redis: Redis | null,
  ) {
    this.store = redis
      ? new RedisLatestPositionStore(redis, config.QUEUE_PREFIX)
      : new MemoryLatestPositionStore();
  }

  /** The socket gateway pushes every accepted position to the booking's room. */
  onPosition(listener: Listener): void {
    this.listener = listener;
  }

  /** The socket gateway tells a booking's room that the ride changed. */
  onRideChanged(listener: (bookingId: number) => void): void {
    this.rideListener = listener;
  }

  /**
   * The ride's status or stage changed (booking's events): who may follow it is asked again, since an
   * ended ride's driver is followed no more, and its watchers are told to read it again.
   */
  rideChanged(bookingId: number): void {
    this.access.forget(bookingId);
    this.rideListener?.(bookingId);
  }

  /** Drivers and admins report positions; in demo mode so may anyone who can see the booking. */
  async report(input: DriverLocationReport, viewer: Viewer): Promise<DriverLocation> {
    const { exists, allowed, live } = await this.access.visibility(input.bookingId, viewer);
    if (!exists || (!allowed && !canDrive(viewer))) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (!canDrive(viewer) && !this.config.DEMO_MODE) throw new ForbiddenException(DRIVERS_ONLY);
    if (!live) throw new ConflictException(RIDE_ENDED);
    return this.accept(input);
  }

  /**
   * Starts the demo's driver simulation for a booking (docs/product.md §4): in demo mode, for whoever
   * may see a ride that has not ended. One runs per booking whichever replica is asked (a claim in
   * the shared store); asked again while it runs, the answer is the running one. The replica that
   * claimed it reports a drifting position at once and every SIMULATION_INTERVAL_MS until it ends.
   */
  async simulate(bookingId: number, viewer: Viewer): Promise<Simulation> {
    const { exists, allowed, live } = await this.access.visibility(bookingId, viewer);
    if (!exists || (!allowed && !canDrive(viewer))) throw new NotFoundException(BOOKING_NOT_FOUND);
    if (!this.config.DEMO_MODE) throw new ForbiddenException(DEMO_ONLY);
    if (!live) throw new ConflictException(RIDE_ENDED);
    const now = this.clock.now();
    const until = now + SIMULATION_DURATION_MS;
    if (!(await this.store.claimSimulation(bookingId, until, now))) return this.simulationOf(bookingId);
    const step = () =>
      this.simulationStep(bookingId, until).catch((error: unknown) =>
        this.logger.warn({ err: error, bookingId }, 'A simulated position could not be reported'),
      );
    this.simulations.set(bookingId, setInterval(step, SIMULATION_INTERVAL_MS));
    await step();
    return { bookingId, active: true, until: new Date(until).toISOString() };
  }

  /** Whether the booking's simulation runs, and until when, for a viewer who may watch the ride. */
  async simulation(bookingId: number, viewer: Viewer): Promise<Simulation> {
    if (!(await this.mayWatch(bookingId, viewer))) throw new NotFoundException(BOOKING_NOT_FOUND);
    return this.simulationOf(bookingId);
  }

  private async simulationOf(bookingId: number): Promise<Simulation> {
    const until = await this.store.simulationUntil(bookingId, this.clock.now());
    return {
      bookingId,
      active: until !== undefined,
      until: until === undefined ? null : new Date(until).toISOString(),
    };
  }

  /** One step: a small move from the last known position (the map's default centre before any). */
  private async simulationStep(bookingId: number, until: number): Promise<void> {
    if (this.clock.now() >= until) return this.stopSimulation(bookingId);
    const [latitude, longitude] = MAP_DEFAULT_CENTER;
    const from = (await this.store.get(bookingId)) ?? { latitude, longitude };
    await this.accept({ driverId: SIMULATED_DRIVER_ID, bookingId, ...drift(from) });
  }

  private stopSimulation(bookingId: number): void {
    clearInterval(this.simulations.get(bookingId));
    this.simulations.delete(bookingId);
  }

  /** A position taken: kept as the latest, written to the history, pushed to the booking's watchers. */
  private async accept(input: DriverLocationReport): Promise<DriverLocation> {
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

  onApplicationShutdown(): void {
    for (const bookingId of [...this.simulations.keys()]) this.stopSimulation(bookingId);
  }
}
