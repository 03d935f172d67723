import { eventQueueName, type EventEnvelope, type EventType } from '@elite/contracts';
import {
  createPostgresBackend,
  createRedisBackend,
  withBackend,
  type Job,
  type Queue,
  type Worker,
} from 'bullmq';

export interface EventBusConfig {
  DATABASE_URL: string;
  REDIS_URL?: string;
  QUEUE_PREFIX: string;
}

/** Where events travel: BullMQ on Redis, or on its PostgreSQL backend in single-node mode. */
export interface EventBus {
  readonly backend: 'redis' | 'postgres';
  queue(type: EventType): Queue;
  worker(
    type: EventType,
    handler: (envelope: EventEnvelope, job: Job) => Promise<void>,
    concurrency?: number,
  ): Worker;
  close(): Promise<void>;
}

export const BULLMQ_PG_SCHEMA = 'bullmq';

export const EVENT_JOB_OPTIONS = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { count: 1_000 },
  removeOnFail: { count: 5_000 },
} as const;

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

export function createEventBus(config: EventBusConfig): EventBus {
  const queues = new Map<EventType, Queue>();
  const workers: Worker[] = [];
  /* eslint-disable @typescript-eslint/no-explicit-any -- BullMQ's constructors, loaded at run time */
  let classes: {
    Queue: new (name: string, opts: any) => Queue;
    Worker: new (name: string, fn: any, opts: any) => Worker;
  };
  /* eslint-enable @typescript-eslint/no-explicit-any */
  let connection: unknown;
  // Redis namespaces by key prefix, BullMQ's Postgres backend by schema.
  const namespace = config.REDIS_URL ? { prefix: config.QUEUE_PREFIX } : {};
  if (config.REDIS_URL) {
    classes = withBackend(createRedisBackend) as unknown as typeof classes;
    connection = redisConnectionOptions(config.REDIS_URL);
  } else {
    classes = withBackend(createPostgresBackend) as unknown as typeof classes;
    connection = {
      connectionString: config.DATABASE_URL,
      schema: `${BULLMQ_PG_SCHEMA}_${config.QUEUE_PREFIX}`.toLowerCase().replace(/-/g, '_'),
      migrate: true,
      max: 4,
    };
  }
  return {
    backend: config.REDIS_URL ? 'redis' : 'postgres',
    queue(type) {
      let queue = queues.get(type);
      if (!queue) {
        queue = new classes.Queue(eventQueueName(type), {
          connection,
          ...namespace,
          defaultJobOptions: EVENT_JOB_OPTIONS,
        });
        queues.set(type, queue);
      }
      return queue;
    },
    worker(type, handler, concurrency = 4) {
      const worker = new classes.Worker(
        eventQueueName(type),
        (job: Job) => handler(job.data as EventEnvelope, job),
        { connection, ...namespace, concurrency },
      );
      workers.push(worker);
      return worker;
    },
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
    },
  };
}
