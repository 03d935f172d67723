import type { DriverLocation } from '@elite/contracts';
import type { Redis } from 'ioredis';

/** What is kept per booking: the position without the derived staleness flag. */
export type StoredLocation = Omit<DriverLocation, 'isStale'>;

export interface LatestPositionStore {
  get(bookingId: number): Promise<StoredLocation | undefined>;
  set(location: StoredLocation): Promise<void>;
  /**
   * Claims the booking's simulation until `until` (ms): true for the one caller that gets it, false
   * while one runs (on this replica or another); the claim lapses by itself at `until`.
   */
  claimSimulation(bookingId: number, until: number, now: number): Promise<boolean>;
  /** When the booking's running simulation stops (ms), or undefined when none runs. */
  simulationUntil(bookingId: number, now: number): Promise<number | undefined>;
}

const KEEP_SECONDS = 24 * 60 * 60;

/** Shared by every replica, so any of them answers with the newest position. */
export class RedisLatestPositionStore implements LatestPositionStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async get(bookingId: number) {
    const value = await this.redis.get(this.key(bookingId));
    return value ? (JSON.parse(value) as StoredLocation) : undefined;
  }

  async set(location: StoredLocation) {
    await this.redis.set(this.key(location.bookingId), JSON.stringify(location), 'EX', KEEP_SECONDS);
  }

  async claimSimulation(bookingId: number, until: number, now: number) {
    const claimed = await this.redis.set(
      this.simulationKey(bookingId),
      String(until),
      'PX',
      until - now,
      'NX',
    );
    return claimed === 'OK';
  }

  async simulationUntil(bookingId: number) {
    const until = await this.redis.get(this.simulationKey(bookingId));
    return until === null ? undefined : Number(until);
  }

  private key(bookingId: number) {
    return `${this.prefix}:tracking:latest:${bookingId}`;
  }

  private simulationKey(bookingId: number) {
    return `${this.prefix}:tracking:simulation:${bookingId}`;
  }
}

/** Single-node mode: one process holds the latest positions. */
export class MemoryLatestPositionStore implements LatestPositionStore {
  private readonly latest = new Map<number, StoredLocation>();

  async get(bookingId: number) {
    return this.latest.get(bookingId);
  }

  async set(location: StoredLocation) {
    this.latest.set(location.bookingId, location);
  }

  private readonly simulations = new Map<number, number>();

  async claimSimulation(bookingId: number, until: number, now: number) {
    if ((await this.simulationUntil(bookingId, now)) !== undefined) return false;
    this.simulations.set(bookingId, until);
    return true;
  }

  async simulationUntil(bookingId: number, now: number) {
    const until = this.simulations.get(bookingId);
    return until !== undefined && until > now ? until : undefined;
  }
}
