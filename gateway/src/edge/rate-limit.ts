import { rateLimitRefusals } from '@elite/nest-kit/telemetry/signals';
import type { Logger } from 'pino';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** A limit on how often one address may do one thing: `limit` times per `windowSeconds`. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The edge's limits per client address (README, "Limits"), before RATE_LIMIT_SCALE. Generous for a
 * person, tight for a script: the figures of issue 11's abuse run (1,000 contact messages in 2.3 s)
 * are what they stop.
 */
export const RATE_RULES = {
  contact: { name: 'contact messages', limit: 5, windowSeconds: 600 },
  newsletter: { name: 'newsletter sign-ups', limit: 5, windowSeconds: 600 },
  registration: { name: 'registrations', limit: 5, windowSeconds: 3_600 },
  login: { name: 'sign-in attempts', limit: 20, windowSeconds: 300 },
  magicLink: { name: 'magic-link checks', limit: 20, windowSeconds: 600 },
  // The booking form asks again as the trip changes, and the Pick-up and Drop-off fields as they are typed in.
  quote: { name: 'price quotes', limit: 60, windowSeconds: 60 },
  placeSearch: { name: 'place searches', limit: 120, windowSeconds: 60 },
  socketConnection: { name: 'live-tracking connections', limit: 30, windowSeconds: 60 },
} as const satisfies Record<string, RateRule>;

/** Open live-tracking sockets one address may hold at once (before RATE_LIMIT_SCALE). */
export const SOCKETS_PER_ADDRESS = 20;

/** The rule a request falls under, if any: by method and (canonical, lower-case) path. */
export function rateRuleFor(method: string, path: string, query: string): RateRule | undefined {
  if (method === 'POST') {
    if (path === '/api/contact') return RATE_RULES.contact;
    if (path === '/api/newsletter') return RATE_RULES.newsletter;
    if (path === '/api/auth/register') return RATE_RULES.registration;
    if (path === '/api/auth/login') return RATE_RULES.login;
    if (path === '/api/quotes') return RATE_RULES.quote;
  }
  if (method === 'GET' && path === '/api/places') return RATE_RULES.placeSearch;
  if (method === 'GET' && path.startsWith('/api/magic-links/validate/')) return RATE_RULES.magicLink;
  // A socket.io connection starts with a GET that carries no session id yet (polling or websocket).
  if (method === 'GET' && (path === '/socket.io' || path === '/socket.io/') && !/(^|&)sid=/.test(query))
    return RATE_RULES.socketConnection;
  return undefined;
}

/**
 * The rule a page's form posted without JavaScript falls under, by its name (FORM_NAME_FIELD): the
 * rule of the API call it makes, so a form is limited alike with or without JavaScript.
 */
export function rateRuleForForm(form: string | undefined): RateRule | undefined {
  if (form === 'contact') return RATE_RULES.contact;
  if (form === 'newsletter') return RATE_RULES.newsletter;
  if (form === 'register') return RATE_RULES.registration;
  if (form === 'sign-in') return RATE_RULES.login;
  return undefined;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterSeconds: number;
}

/**
 * Decides whether an address may go on, with rate-limiter-flexible: a fixed window per rule and
 * address, in Redis when configured (shared by every replica) or in memory. `scale` multiplies
 * every limit (RATE_LIMIT_SCALE; load tests raise it). When Redis fails the request goes on: the
 * limits protect the services, and an outage of Redis must not become an outage of the site.
 */
export class RateLimiter {
  private readonly limiters = new Map<RateRule, RateLimiterAbstract>();
  private readonly redis: Redis | undefined;
  private lastWarning = 0;
  private readonly refusals = rateLimitRefusals();

  /** `store`: the Redis shared by every gateway replica (its keys under `prefix`), or none for memory. */
  constructor(
    private readonly store: { url: string; prefix: string } | undefined,
    private readonly scale: number,
    private readonly logger: Logger,
  ) {
    // Commands wait for the first connection, but never long: a Redis that does not answer in 250 ms
    // lets the request through instead of holding it.
    this.redis = store ? new Redis(store.url, { maxRetriesPerRequest: 0, commandTimeout: 250 }) : undefined;
    this.redis?.on('error', () => undefined);
  }

  limitOf(rule: RateRule): number {
    return Math.max(1, Math.floor(rule.limit * this.scale));
  }

  private limiterOf(rule: RateRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule);
    if (!limiter) {
      const options = { points: this.limitOf(rule), duration: rule.windowSeconds };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            keyPrefix: `${this.store!.prefix}:rate:${rule.name}`,
          })
        : new RateLimiterMemory({ ...options, keyPrefix: rule.name });
      this.limiters.set(rule, limiter);
    }
    return limiter;
  }

  /** Counts a request of `address` under `rule`; one under no rule is always allowed. */
  async check(rule: RateRule | undefined, address: string): Promise<RateDecision> {
    if (!rule) return { allowed: true, retryAfterSeconds: 0 };
    try {
      const used = await this.limiterOf(rule).consume(address);
      return { allowed: true, retryAfterSeconds: secondsOf(used) };
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        this.refusals.add(1, { rule: rule.name });
        return { allowed: false, retryAfterSeconds: secondsOf(refusal) };
      }
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn({ err: refusal }, 'rate limits could not be counted; letting requests through');
      }
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}

/** Whole seconds until the window ends (for Retry-After), never 0 while it runs. */
const secondsOf = (answer: RateLimiterRes) => Math.max(1, Math.ceil(answer.msBeforeNext / 1000));

/** What a refused client reads. */
export function tooManyMessage(rule: RateRule): string {
  return `Too many ${rule.name} from your address. Please try again later.`;
}
