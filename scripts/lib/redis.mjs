// Redis for the harness (docs/development.md, "The harness"): a probe, and the removal of a finished
// run's namespace (every key of a run starts with its QUEUE_PREFIX).
import { Redis } from 'ioredis';

/** The machine's own Redis. */
export const LOCAL_REDIS = 'redis://127.0.0.1:6379';

/** True when a Redis server answers PING at the URL within `timeoutMs`. */
export async function redisAnswers(url, { timeoutMs = 1_000 } = {}) {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** REDIS_URL when set, else the local Redis when it answers, else undefined (single-node mode). */
export async function chooseRedis(env = process.env) {
  if (env.REDIS_URL) return env.REDIS_URL;
  return (await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : undefined;
}

/** Deletes every key of a finished run (all of them start with `<prefix>:`). */
export async function forgetRedisNamespace(url, prefix) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      if (keys.length > 0) await redis.unlink(...keys);
  } finally {
    redis.disconnect();
  }
}
