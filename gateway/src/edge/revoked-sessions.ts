import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE, presentedSessionToken } from '@elite/contracts';
import { parse as parseCookies } from 'cookie';
import type { Logger } from 'pino';
import { Redis } from 'ioredis';

/** The session token a request presents (the contracts' rule: the cookie, else a Bearer header). */
export function presentedSession(req: IncomingMessage): string | undefined {
  const cookies = req.headers.cookie;
  return presentedSessionToken(cookies ? parseCookies(cookies) : {}, req.headers.authorization);
}

/** Seconds until a JWT's `exp` (read, not verified: the services verify), at least a minute. */
function secondsLeft(token: string, now: number): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number') return Math.max(60, Math.ceil(payload.exp - now / 1000));
  } catch {
    // Not a JWT we can read: remembered for the longest a session lives.
  }
  return 7 * 24 * 3600;
}

const idOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Sessions signed out at this edge (docs/architecture.md §6). A session is a signed token every
 * service verifies on its own, so signing out cannot un-sign it; instead the gateway, which every
 * request passes, remembers each token that was used to sign out until it would have expired, and
 * presents it to nobody again: the request goes on without it, as from someone not signed in.
 * With REDIS_URL every replica shares the list (and it survives restarts); without, the one gateway
 * keeps it in memory.
 */
export class RevokedSessions {
  private readonly memory = new Map<string, number>();
  private readonly redis?: Redis;
  private readonly sweeper: NodeJS.Timeout;
  private lastWarning = 0;

  constructor(
    redis: { url: string; prefix: string } | undefined,
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {
    if (redis) {
      this.redis = new Redis(redis.url, {
        keyPrefix: `${redis.prefix}:revoked-session:`,
        maxRetriesPerRequest: 0,
        commandTimeout: 250,
      });
      this.redis.on('error', () => undefined);
    }
    this.sweeper = setInterval(() => {
      const time = this.now();
      for (const [id, until] of this.memory) if (until <= time) this.memory.delete(id);
    }, 60_000);
    this.sweeper.unref();
  }

  /** Remembers `token` as signed out until it expires. */
  async revoke(token: string): Promise<void> {
    const id = idOf(token);
    const seconds = secondsLeft(token, this.now());
    this.memory.set(id, this.now() + seconds * 1000);
    if (this.redis) await this.redis.set(id, '1', 'EX', seconds).catch((error: unknown) => this.warn(error));
  }

  async isRevoked(token: string): Promise<boolean> {
    const id = idOf(token);
    const until = this.memory.get(id);
    if (until !== undefined && until > this.now()) return true;
    if (!this.redis) return false;
    try {
      return (await this.redis.exists(id)) === 1;
    } catch (error) {
      this.warn(error);
      return false;
    }
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    await this.redis?.quit().catch(() => undefined);
  }

  private warn(error: unknown): void {
    if (this.now() - this.lastWarning < 60_000) return;
    this.lastWarning = this.now();
    this.logger.warn(
      { err: error },
      'signed-out sessions could not be shared through Redis; this gateway still knows its own',
    );
  }
}

/** The request's headers without the session: it goes on as from someone not signed in. */
export function withoutSession(req: IncomingMessage): void {
  delete req.headers.authorization;
  const cookies = req.headers.cookie;
  if (!cookies) return;
  const kept = cookies
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair && !pair.startsWith(`${SESSION_COOKIE}=`));
  if (kept.length > 0) req.headers.cookie = kept.join('; ');
  else delete req.headers.cookie;
}
