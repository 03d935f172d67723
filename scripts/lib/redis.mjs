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

/**
 * Reads every key of a run's namespace, whatever its type, and answers how many there were and
 * which hold `text` in their name or anywhere in their content: a test's search for a secret.
 */
export async function searchRedisNamespace(url, prefix, text) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => undefined);
  const wanted = Buffer.from(text);
  const holding = [];
  let scanned = 0;
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }))
      for (const key of keys) {
        scanned += 1;
        const parts = [Buffer.from(key), ...(await contentOf(redis, key))];
        if (parts.some((part) => part.includes(wanted))) holding.push(key);
      }
  } finally {
    redis.disconnect();
  }
  return { scanned, holding };
}

/** A key's content as buffers (binary-safe: BullMQ packs some values). */
async function contentOf(redis, key) {
  switch (await redis.type(key)) {
    case 'string':
      return [(await redis.getBuffer(key)) ?? Buffer.alloc(0)];
    case 'hash':
      return Object.entries(await redis.hgetallBuffer(key)).flatMap(([field, value]) => [
        Buffer.from(field),
        value,
      ]);
    case 'list':
      return redis.lrangeBuffer(key, 0, -1);
    case 'set':
      return redis.smembersBuffer(key);
    case 'zset':
      return redis.zrangeBuffer(key, 0, -1);
    case 'stream':
      return (await redis.xrangeBuffer(key, '-', '+')).flatMap(([id, fields]) => [id, ...fields]);
    default:
      return [];
  }
}
