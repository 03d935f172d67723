import type { Logger } from 'pino';
import { Redis } from 'ioredis';

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

/** Counts hits per key in fixed windows. */
export interface RateStore {
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  close(): Promise<void>;
}

export class MemoryRateStore implements RateStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    // Ended windows are dropped once a minute, so one-off addresses do not pile up.
    this.sweeper = setInterval(() => {
      const time = this.now();
      for (const [key, window] of this.windows) if (window.endsAt <= time) this.windows.delete(key);
    }, 60_000);
    this.sweeper.unref();
  }

  async hit(key: string, windowSeconds: number) {
    const time = this.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= time) {
      window = { count: 0, endsAt: time + windowSeconds * 1000 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetSeconds: Math.max(1, Math.ceil((window.endsAt - time) / 1000)) };
  }

  async close() {
    clearInterval(this.sweeper);
  }
}

/** Shared by every gateway replica on one Redis: INCR, and the window's expiry set by its first hit. */
export class RedisRateStore implements RateStore {
  private readonly redis: Redis;

  constructor(url: string, keyPrefix: string) {
    // Commands wait for the first connection, but never long: a Redis that does not answer in 250 ms
    // lets the request through (RateLimiter) instead of holding it.
    this.redis = new Redis(url, {
      keyPrefix: `${keyPrefix}:rate:`,
      maxRetriesPerRequest: 0,
      commandTimeout: 250,
      lazyConnect: false,
    });
    this.redis.on('error', () => undefined);
  }

  async hit(key: string, windowSeconds: number) {
    const replies = await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').ttl(key).exec();
    if (!replies || replies.some(([error]) => error)) throw new Error('Redis did not count the request');
    const count = Number(replies[0]![1]);
    const ttl = Number(replies[2]![1]);
    return { count, resetSeconds: ttl > 0 ? ttl : windowSeconds };
  }

  async close() {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * Decides whether an address may go on. `scale` multiplies every limit (RATE_LIMIT_SCALE; load tests
 * raise it). When the store fails (Redis down) the request goes on: the limits protect the
 * services, and an outage of Redis must not become an outage of the site.
 */
export class RateLimiter {
  private lastWarning = 0;

  constructor(
    private readonly store: RateStore,
    private readonly scale: number,
    private readonly logger: Logger,
  ) {}

  limitOf(rule: RateRule): number {
    return Math.max(1, Math.floor(rule.limit * this.scale));
  }

  async check(rule: RateRule, address: string): Promise<RateDecision> {
    try {
      const { count, resetSeconds } = await this.store.hit(`${rule.name}:${address}`, rule.windowSeconds);
      return { allowed: count <= this.limitOf(rule), retryAfterSeconds: resetSeconds };
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.logger.warn({ err: error }, 'rate limits could not be counted; letting requests through');
      }
      return { allowed: true, retryAfterSeconds: 0 };
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

/** What a refused client reads. */
export function tooManyMessage(rule: RateRule): string {
  return `Too many ${rule.name} from your address. Please try again later.`;
}
