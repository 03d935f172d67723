import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { REDIS, rateLimitRefusals } from '@elite/nest-kit';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { IDENTITY_CONFIG, type IdentityConfig } from '../config';

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
export class LoginThrottle {
  private readonly refusals = rateLimitRefusals();
  /** Failures per e-mail and address, per address, and per e-mail: rate-limiter-flexible's fixed windows, in Redis when there is one (replicas share the counts). */
  private readonly byPair: RateLimiterAbstract;
  private readonly byAddress: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;

  constructor(
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    @Inject(REDIS) redis: Redis | null,
  ) {
    // The window starts at the first failure, so repeated failures cannot extend it forever.
    const failures = (of: string, points: number): RateLimiterAbstract => {
      const options = {
        points,
        duration: config.LOGIN_FAILURE_WINDOW_SECONDS,
        // The prefix keeps deployments (and test runs) that share one Redis from counting each other's failures.
        keyPrefix: `${config.QUEUE_PREFIX}:identity:login-failures:${of}`,
      };
      return redis
        ? new RateLimiterRedis({ ...options, storeClient: redis })
        : new RateLimiterMemory(options);
    };
    this.byPair = failures('pair', config.LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS);
    this.byAddress = failures('address', config.LOGIN_MAX_FAILURES_PER_ADDRESS);
    this.byEmail = failures('email', config.LOGIN_SLOW_DOWN_AFTER_FAILURES);
  }

  /** Throws 429 with Retry-After when this e-mail from this address, or this address, failed too often; else waits as the e-mail's failures ask. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const [byPair, byAddress, byEmail] = await Promise.all([
      this.byPair.get(pairKey(email, address)),
      this.byAddress.get(address),
      this.byEmail.get(emailKey(email)),
    ]);
    const retryAfter = Math.max(blockedFor(this.byPair, byPair), blockedFor(this.byAddress, byAddress));
    if (retryAfter > 0) {
      this.refusals.add(1, { rule: 'sign-in failures' });
      throw new TooManyAttemptsException(retryAfter);
    }
    const delay = this.delayFor(byEmail?.consumedPoints ?? 0);
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
    // A penalty counts without refusing: refusing is assertAllowed's, before the password is checked.
    await Promise.all([
      this.byPair.penalty(pairKey(email, address)),
      this.byAddress.penalty(address),
      this.byEmail.penalty(emailKey(email)),
    ]);
  }

  async recordSuccess(email: string, address: string): Promise<void> {
    await Promise.all([this.byEmail.delete(emailKey(email)), this.byPair.delete(pairKey(email, address))]);
  }
}

/** Seconds until a window at its limit ends; 0 while under it. */
function blockedFor(limiter: RateLimiterAbstract, failures: RateLimiterRes | null): number {
  if (!failures || failures.consumedPoints < limiter.points) return 0;
  return Math.max(1, Math.ceil(failures.msBeforeNext / 1000));
}

export class TooManyAttemptsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: TOO_MANY_ATTEMPTS }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const emailKey = (email: string) => email.toLowerCase();
const pairKey = (email: string, address: string) => `${address}:${email.toLowerCase()}`;
