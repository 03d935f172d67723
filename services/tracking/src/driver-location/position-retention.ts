import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { TRACKING_CONFIG, type TrackingConfig } from '../config';
import { Clock } from './clock';

// Rows removed per statement, so a large backlog never holds a long lock or one huge transaction.
const PURGE_BATCH = 10_000;
// One purge at a time across replicas: the others skip the round (the lock is released at commit).
const PURGE_LOCK = 'tracking.driver_positions.retention';

/**
 * Removes driver positions older than POSITION_RETENTION, every POSITION_PURGE_INTERVAL_MS and once
 * at start. A timer and an advisory lock rather than a queue: the purge has no payload, is
 * idempotent, and a missed round is simply done by the next one.
 */
@Injectable()
export class PositionRetention implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(PositionRetention.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(TRACKING_CONFIG) private readonly config: TrackingConfig,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    const round = () =>
      void this.purge().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Purging old positions failed; the next round retries'),
      );
    this.timer = setInterval(round, this.config.POSITION_PURGE_INTERVAL_MS);
    this.timer.unref();
    round();
  }

  /** Removes what is older than the retention period; resolves to the number of rows removed. */
  purge(): Promise<number> {
    this.running = this.running.catch(() => 0).then(() => this.purgeNow());
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running.catch(() => undefined);
  }

  private async purgeNow(): Promise<number> {
    const before = new Date(this.clock.now() - this.config.POSITION_RETENTION);
    let removed = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const [{ locked }] = (await manager.query(
          'SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked',
          [PURGE_LOCK],
        )) as Array<{ locked: boolean }>;
        if (!locked) return 0;
        const [, count] = (await manager.query(
          `DELETE FROM "tracking"."driver_positions" WHERE "id" IN (
             SELECT "id" FROM "tracking"."driver_positions" WHERE "recorded_at" < $1 LIMIT ${PURGE_BATCH})`,
          [before],
        )) as [unknown, number];
        return count;
      });
      removed += batch;
      if (batch < PURGE_BATCH) break;
    }
    if (removed > 0)
      this.logger.log(
        { removed, before: before.toISOString() },
        'Removed positions past the retention period',
      );
    return removed;
  }
}
