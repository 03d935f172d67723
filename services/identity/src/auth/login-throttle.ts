import { HttpException, HttpStatus, Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { KIT_CONFIG, type BaseServiceConfig } from '@elite/nest-kit';
import { Redis } from 'ioredis';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

/** Counts failures per key within a window; Redis when there is one, so replicas share counts. */
export interface FailureCounter {
  /** The failures recorded for a key and the seconds until they are forgotten. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  increment(key: string, windowSeconds: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryFailureCounter implements FailureCounter {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async peek(key: string) {
    const entry = this.entries.get(key);
    if (!entry || entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return { count: 0, retryAfterSeconds: 0 };
    }
    return { count: entry.count, retryAfterSeconds: Math.ceil((entry.expiresAt - this.now()) / 1000) };
  }

  async increment(key: string, windowSeconds: number) {
    const current = await this.peek(key);
    const expiresAt = current.count ? this.entries.get(key)!.expiresAt : this.now() + windowSeconds * 1000;
    this.entries.set(key, { count: current.count + 1, expiresAt });
  }

  async clear(key: string) {
    this.entries.delete(key);
  }

  async close() {}
}

export class RedisFailureCounter implements FailureCounter {
  private readonly redis: Redis;

  /** `keyPrefix` keeps deployments (and test runs) that share one Redis from counting each other's failures. */
  constructor(url: string, keyPrefix: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false, keyPrefix: `${keyPrefix}:` });
  }

  async peek(key: string) {
    const [count, ttl] = await this.redis
      .multi()
      .get(key)
      .ttl(key)
      .exec()
      .then((replies) => replies!.map(([, value]) => value));
    return { count: Number(count ?? 0), retryAfterSeconds: Math.max(0, Number(ttl)) };
  }

  async increment(key: string, windowSeconds: number) {
    // The window starts at the first failure (NX), so repeated failures cannot extend it forever.
    await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec();
  }

  async clear(key: string) {
    await this.redis.del(key);
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please try again later.';

/** The first delay once an e-mail has failed LOGIN_SLOW_DOWN_AFTER_FAILURES times; it doubles with each failure. */
const FIRST_DELAY_MS = 250;

/**
 * Throttles failed logins so that guessing is slow and nobody can lock an owner out:
 * - one e-mail from one address: after LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS failures that pair
 *   gets 429 until the window ends (the owner elsewhere is not affected);
 * - one address: after LOGIN_MAX_FAILURES_PER_ADDRESS failures over any e-mails, 429;
 * - one e-mail from many addresses: past LOGIN_SLOW_DOWN_AFTER_FAILURES failures every attempt on it
 *   waits longer (250 ms, doubling, at most LOGIN_MAX_DELAY_MS) before it is checked, and is never refused.
 * A successful login clears its e-mail's counts; successes never count against anyone.
 */
@Injectable()
export class LoginThrottle implements OnApplicationShutdown {
  private readonly counter: FailureCounter;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(KIT_CONFIG) kitConfig: BaseServiceConfig,
  ) {
    this.counter = kitConfig.REDIS_URL
      ? new RedisFailureCounter(kitConfig.REDIS_URL, kitConfig.QUEUE_PREFIX)
      : new MemoryFailureCounter();
  }

  /** Throws 429 with Retry-After when this e-mail from this address, or this address, failed too often; else waits as the e-mail's failures ask. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const [byPair, byAddress, byEmail] = await Promise.all([
      this.counter.peek(pairKey(email, address)),
      this.counter.peek(addressKey(address)),
      this.counter.peek(emailKey(email)),
    ]);
    const blocked = [
      byPair.count >= this.config.LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS ? byPair.retryAfterSeconds : 0,
      byAddress.count >= this.config.LOGIN_MAX_FAILURES_PER_ADDRESS ? byAddress.retryAfterSeconds : 0,
    ];
    const retryAfter = Math.max(...blocked);
    if (retryAfter > 0) throw new TooManyAttemptsException(retryAfter);
    const delay = this.delayFor(byEmail.count);
    if (delay > 0) await this.sleep(delay);
  }

  protected sleep(ms: number): Promise<void> {
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /** How long an attempt on an e-mail with `failures` recent failures waits before it is checked. */
  delayFor(failures: number): number {
    const beyond = failures - this.config.LOGIN_SLOW_DOWN_AFTER_FAILURES;
    if (beyond < 0) return 0;
    return Math.min(FIRST_DELAY_MS * 2 ** Math.min(beyond, 20), this.config.LOGIN_MAX_DELAY_MS);
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const window = this.config.LOGIN_FAILURE_WINDOW_SECONDS;
    await Promise.all([
      this.counter.increment(pairKey(email, address), window),
      this.counter.increment(addressKey(address), window),
      this.counter.increment(emailKey(email), window),
    ]);
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await Promise.all([this.counter.clear(emailKey(email)), this.counter.clear(pairKey(email, address))]);
  }

  onApplicationShutdown(): Promise<void> {
    return this.counter.close();
  }
}

export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: TOO_MANY_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const emailKey = (email: string) => `identity:login-failures:email:${email.toLowerCase()}`;
const pairKey = (email: string, address: string) =>
  `identity:login-failures:pair:${address}:${email.toLowerCase()}`;
const addressKey = (address: string) => `identity:login-failures:address:${address}`;
