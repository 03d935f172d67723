import type { DriverLocation } from '@elite/contracts';
import { Redis } from 'ioredis';

/** What is kept per booking: the position without the derived staleness flag. */
export type StoredLocation = Omit<DriverLocation, 'isStale'>;

export interface LatestPositionStore {
  get(bookingId: number): Promise<StoredLocation | undefined>;
  set(location: StoredLocation): Promise<void>;
  close(): Promise<void>;
}

const KEEP_SECONDS = 24 * 60 * 60;

/** Shared by every replica, so any of them answers with the newest position. */
export class RedisLatestPositionStore implements LatestPositionStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
  }

  async get(bookingId: number) {
    const value = await this.redis.get(this.key(bookingId));
    return value ? (JSON.parse(value) as StoredLocation) : undefined;
  }

  async set(location: StoredLocation) {
    await this.redis.set(this.key(location.bookingId), JSON.stringify(location), 'EX', KEEP_SECONDS);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }

  private key(bookingId: number) {
    return `${this.prefix}:tracking:latest:${bookingId}`;
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

  async close() {}
}
