import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { EventEnvelope, EventType } from '@elite/contracts';
import { DataSource } from 'typeorm';
import { KIT_CONFIG } from '../config/kit-config';
import type { BaseServiceConfig } from '../config/load-config';
import { SpanKind, inSpan, productMeter } from '../telemetry/signals';
import { createEventBus, type EventBus } from './event-bus';
import { OutboxService } from './outbox.service';

interface OutboxRow {
  id: string;
  type: EventType;
  payload: EventEnvelope['payload'];
  occurred_at: Date;
  trace_context: Record<string, string> | null;
}

const BATCH_SIZE = 100;
const POLL_INTERVAL_MS = 500;
// Published rows past EVENT_RETENTION are removed at start and then this often.
const PURGE_INTERVAL_MS = 10 * 60_000;

/**
 * Moves committed outbox rows into BullMQ, one job per subscribed consumer; job id = event id, so a
 * retried batch never duplicates. Published rows are kept EVENT_RETENTION for inspection, then
 * removed: an event holds personal data, and nothing reads it once it has left.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private bus?: EventBus;
  private timer?: NodeJS.Timeout;
  private purgeTimer?: NodeJS.Timeout;
  private purging: Promise<unknown> = Promise.resolve();
  private draining?: Promise<void>;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(KIT_CONFIG) private readonly config: BaseServiceConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.bus = createEventBus(this.config);
    this.observeLag();
    this.outbox.onPublish(() => setTimeout(() => this.drainSoon(), 20));
    this.schedule();
    const purge = () => {
      this.purging = this.purge().catch((err: unknown) =>
        this.logger.warn({ err }, 'Removing old outbox rows failed; the next round retries'),
      );
    };
    this.purgeTimer = setInterval(purge, PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
    purge();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.purgeTimer);
    await Promise.all([this.draining, this.purging]);
    await this.bus?.close();
  }

  /** Removes rows published longer than EVENT_RETENTION ago; returns how many. */
  async purge(): Promise<number> {
    const [, removed] = (await this.dataSource.query(
      `DELETE FROM "${this.schema()}"."outbox" WHERE published_at < now() - make_interval(secs => $1)`,
      [this.config.EVENT_RETENTION],
    )) as [unknown, number];
    return removed;
  }

  /** Publishes everything pending now; returns how many events were shipped. */
  async drain(): Promise<number> {
    const schema = this.schema();
    return this.dataSource.transaction(async (manager) => {
      const rows: OutboxRow[] = await manager.query(
        `SELECT id, type, payload, occurred_at, trace_context FROM "${schema}"."outbox"
          WHERE published_at IS NULL ORDER BY occurred_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [BATCH_SIZE],
      );
      for (const row of rows) {
        const envelope: EventEnvelope = {
          id: row.id,
          type: row.type,
          occurredAt: new Date(row.occurred_at).toISOString(),
          payload: row.payload,
        };
        // A span in the trace of the change that wrote the row; BullMQ carries it on to the consumers.
        await inSpan(
          `outbox publish ${row.type}`,
          {
            kind: SpanKind.PRODUCER,
            parent: row.trace_context,
            attributes: { 'messaging.message.id': row.id },
          },
          () => this.bus!.publish(envelope),
        );
      }
      if (rows.length) {
        await manager.query(
          `UPDATE "${schema}"."outbox" SET published_at = now() WHERE id = ANY($1::uuid[])`,
          [rows.map((r) => r.id)],
        );
      }
      return rows.length;
    });
  }

  /** How far the relay is behind, read when Prometheus scrapes (docs/operations.md, "Seeing inside"). */
  private observeLag(): void {
    const meter = productMeter();
    const pending = meter.createObservableGauge('elite.outbox.pending', {
      description: 'Events written and not yet handed to the queue',
      unit: '{event}',
    });
    const lag = meter.createObservableGauge('elite.outbox.lag', {
      description: 'Age of the oldest event not yet handed to the queue (0 when none waits)',
      unit: 's',
    });
    meter.addBatchObservableCallback(
      async (result) => {
        if (this.stopped) return;
        const [row] = (await this.dataSource.query(
          `SELECT count(*)::int AS pending,
                  coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float AS lag
             FROM "${this.schema()}"."outbox" WHERE published_at IS NULL`,
        )) as { pending: number; lag: number }[];
        result.observe(pending, row!.pending);
        result.observe(lag, row!.lag);
      },
      [pending, lag],
    );
  }

  private schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }

  private drainSoon(): void {
    if (this.stopped || this.draining) return;
    this.draining = this.drain()
      .then((count) => {
        if (count === BATCH_SIZE) setImmediate(() => this.drainSoon());
      })
      .catch((err: unknown) => this.logger.warn({ err }, 'Outbox relay failed; will retry'))
      .finally(() => {
        this.draining = undefined;
      });
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.drainSoon();
      this.schedule();
    }, POLL_INTERVAL_MS);
    this.timer.unref();
  }
}
