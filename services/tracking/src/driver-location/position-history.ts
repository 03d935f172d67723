import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TRACKING_CONFIG, type TrackingConfig } from '../config';
import type { StoredLocation } from './latest-position.store';

const MAX_BATCH = 1_000;

/** Buffers positions and writes them in multi-row inserts, so a burst is not one insert per ping. */
@Injectable()
export class PositionHistory implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PositionHistory.name);
  private buffer: StoredLocation[] = [];
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
  ) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.config.HISTORY_FLUSH_MS);
    this.timer.unref();
  }

  record(location: StoredLocation): void {
    this.buffer.push(location);
    if (this.buffer.length >= MAX_BATCH) void this.flush();
  }

  /** Writes what is buffered; one flush at a time, in order. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    while (this.buffer.length) {
      const batch = this.buffer.splice(0, MAX_BATCH);
      const values: unknown[] = [];
      const rows = batch.map((p, i) => {
        values.push(p.bookingId, p.driverId, p.latitude, p.longitude, p.heading, new Date(p.timestamp));
        const o = i * 6;
        return `($${o + 1}, $${o + 2}, $${o + 3}, $${o + 4}, $${o + 5}, $${o + 6})`;
      });
      try {
        await this.dataSource.query(
          `INSERT INTO "tracking"."driver_positions" ("booking_id", "driver_id", "latitude", "longitude", "heading", "recorded_at") VALUES ${rows.join(', ')}`,
          values,
        );
      } catch (error) {
        // Put the batch back so nothing is lost; the next flush retries.
        this.buffer.unshift(...batch);
        this.logger.warn({ err: error, rows: batch.length }, 'Writing position history failed; will retry');
        return;
      }
    }
  }
}
