import {
  EVENT_PAYLOAD_SCHEMAS,
  EVENT_SUBSCRIPTIONS,
  eventQueueName,
  type EventConsumer,
  type EventEnvelope,
  type EventPayloads,
  type EventType,
} from '@elite/contracts';
import {
  createPostgresBackend,
  createRedisBackend,
  withBackend,
  type Job,
  type Queue,
  type Worker,
} from 'bullmq';
import { Logger } from '@nestjs/common';
import { BullMQOtel } from 'bullmq-otel';
import { forgetQueue, observeQueueDepth } from '../telemetry/signals';

export interface EventBusConfig {
  DATABASE_URL: string;
  REDIS_URL?: string;
  QUEUE_PREFIX: string;
  /** Seconds a finished job (and a published outbox row) is kept for inspection. */
  EVENT_RETENTION: number;
}

/** Where events travel: BullMQ on Redis, or on its PostgreSQL backend in single-node mode. */
export interface EventBus {
  readonly backend: 'redis' | 'postgres';
  /** The queue in which `consumer` receives events of `type`. */
  queue(type: EventType, consumer: EventConsumer): Queue;
  /** Puts an event into the queue of every consumer subscribed to its type (job id = event id). */
  publish(envelope: EventEnvelope): Promise<void>;
  /**
   * Hands `consumer` each event of `type`, its payload parsed by the contracts' schema for it, and
   * logs it consumed with the fields the handler answers; a throw leaves it to BullMQ's retries.
   */
  worker<T extends EventType>(
    type: T,
    consumer: EventConsumer,
    handler: (payload: EventPayloads[T], envelope: EventEnvelope) => Promise<Record<string, unknown> | void>,
    concurrency?: number,
  ): Worker;
  close(): Promise<void>;
}

export const BULLMQ_PG_SCHEMA = 'bullmq';

const logger = new Logger('EventBus');

/**
 * How long BullMQ keeps a finished job of any queue: EVENT_RETENTION, and never more than a few
 * thousand. A job holds its event or e-mail (personal data, sealed secrets), so none stays forever.
 */
export function finishedJobRetention(config: Pick<EventBusConfig, 'EVENT_RETENTION'>) {
  return {
    removeOnComplete: { age: config.EVENT_RETENTION, count: 1_000 },
    removeOnFail: { age: config.EVENT_RETENTION, count: 5_000 },
  };
}

function eventJobOptions(config: EventBusConfig) {
  return {
    attempts: 10,
    backoff: { type: 'exponential', delay: 1_000 },
    ...finishedJobRetention(config),
  } as const;
}

export function redisConnectionOptions(redisUrl: string) {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/* eslint-disable @typescript-eslint/no-explicit-any -- BullMQ's constructors, loaded at run time */
/** BullMQ bound to this deployment's backend: the event bus's, and any other queue a service keeps. */
export interface BullmqBackend {
  readonly backend: 'redis' | 'postgres';
  readonly Queue: new (name: string, opts: any) => Queue;
  readonly Worker: new (name: string, fn: any, opts: any) => Worker;
  /** `connection`, the namespace and the tracing, to spread into a Queue's or Worker's options. */
  readonly options: { connection: unknown; prefix?: string; telemetry: BullMQOtel };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Redis when REDIS_URL is set, else BullMQ's PostgreSQL backend in a schema of its own (single-node mode). */
export function bullmqBackend(config: EventBusConfig): BullmqBackend {
  // A job carries the trace context of the code that added it; its run continues that trace
  // (docs/operations.md, "Seeing inside"). Without telemetry started, the spans are no-ops.
  const telemetry = new BullMQOtel({ tracerName: 'bullmq' });
  // Redis namespaces by key prefix, BullMQ's Postgres backend by schema.
  if (config.REDIS_URL) {
    return {
      backend: 'redis',
      ...(withBackend(createRedisBackend) as unknown as Pick<BullmqBackend, 'Queue' | 'Worker'>),
      options: {
        connection: redisConnectionOptions(config.REDIS_URL),
        prefix: config.QUEUE_PREFIX,
        telemetry,
      },
    };
  }
  return {
    backend: 'postgres',
    ...(withBackend(createPostgresBackend) as unknown as Pick<BullmqBackend, 'Queue' | 'Worker'>),
    options: {
      connection: {
        connectionString: config.DATABASE_URL,
        schema: `${BULLMQ_PG_SCHEMA}_${config.QUEUE_PREFIX}`.toLowerCase().replace(/-/g, '_'),
        migrate: true,
        max: 4,
      },
      telemetry,
    },
  };
}

export function createEventBus(config: EventBusConfig): EventBus {
  const queues = new Map<string, Queue>();
  const workers: Worker[] = [];
  const bullmq = bullmqBackend(config);
  const queueFor = (type: EventType, consumer: EventConsumer): Queue => {
    const name = eventQueueName(type, consumer);
    let queue = queues.get(name);
    if (!queue) {
      queue = new bullmq.Queue(name, { ...bullmq.options, defaultJobOptions: eventJobOptions(config) });
      queues.set(name, queue);
    }
    return queue;
  };
  return {
    backend: bullmq.backend,
    queue: queueFor,
    async publish(envelope) {
      for (const consumer of EVENT_SUBSCRIPTIONS[envelope.type]) {
        await queueFor(envelope.type, consumer).add(envelope.type, envelope, { jobId: envelope.id });
      }
    },
    worker(type, consumer, handler, concurrency = 4) {
      observeQueueDepth(queueFor(type, consumer));
      const worker = new bullmq.Worker(
        eventQueueName(type, consumer),
        async ({ data: envelope }: Job<EventEnvelope>) => {
          const payload = EVENT_PAYLOAD_SCHEMAS[type].parse(envelope.payload) as EventPayloads[typeof type];
          const fields = await handler(payload, envelope);
          logger.log({ eventId: envelope.id, type, consumer, ...fields }, 'event consumed');
        },
        { ...bullmq.options, concurrency },
      );
      workers.push(worker);
      return worker;
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      for (const queue of queues.values()) forgetQueue(queue);
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
