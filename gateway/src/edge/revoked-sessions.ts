import type { IncomingMessage } from 'node:http';
import {
  SESSION_COOKIE,
  presentedSessionToken,
  revokedSessionsSchema,
  type RevokedSessionsAnswer,
} from '@elite/contracts';
import { sessionTokenHash } from '@elite/nest-kit/core';
import { parse as parseCookies } from 'cookie';
import type { Logger } from 'pino';

/** The session token a request presents (the contracts' rule: the cookie, else a Bearer header). */
export function presentedSession(req: IncomingMessage): string | undefined {
  const cookies = req.headers.cookie;
  return presentedSessionToken(cookies ? parseCookies(cookies) : {}, req.headers.authorization);
}

/** Asks for the sessions signed out since `since` (all of them without); rejects when it cannot. */
export type RevokedSessionsSource = (since: string | undefined) => Promise<RevokedSessionsAnswer>;

// identity reads one indexed table: an answer slower than this is an outage, waited out on the last list.
const IDENTITY_TIMEOUT_MS = 2_000;

/** identity's list (`GET /internal/sessions/revoked`), asked of the replica `identity()` names. */
export function identityRevokedSessions(identity: () => URL): RevokedSessionsSource {
  return async (since) => {
    const url = new URL('/internal/sessions/revoked', identity());
    if (since !== undefined) url.searchParams.set('since', since);
    const response = await fetch(url, { signal: AbortSignal.timeout(IDENTITY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`identity answered ${response.status}`);
    return revokedSessionsSchema.parse(await response.json());
  };
}

export interface RevokedSessionsOptions {
  /** How often the list is brought up to date: the longest another gateway replica takes to learn a sign-out. */
  refreshMs: number;
  /** How soon a failed first load is tried again. */
  retryMs: number;
  /** How long a sign-out seen here is refused on its own word, before identity's list confirms it. */
  unconfirmedMs: number;
}

export const REVOKED_SESSIONS_DEFAULTS: RevokedSessionsOptions = {
  refreshMs: 5_000,
  retryMs: 1_000,
  unconfirmedMs: 10 * 60_000,
};

/**
 * The gateway's copy of identity's signed-out sessions (docs/architecture.md §6). identity records
 * each session signed out until it expires; every gateway loads the list at start and then asks for
 * what is new every few seconds, so a sign-out survives restarts and reaches every replica, in every
 * mode (no Redis needed), and checking a request costs a map lookup, not a call.
 *
 * - A sign-out passing this gateway is refused here at once, before identity's list has it; unless
 *   the list confirms it (a token that does not verify is never recorded), that lasts `unconfirmedMs`.
 * - Until the first load, a session cannot be checked and is treated as signed out (fail closed): a
 *   signed-in visitor browses as a visitor for as long as identity, which signs in, is away.
 * - After it, a failed refresh keeps the last list (fail open): a sign-out needs identity, so while
 *   identity is away what is missed is at most the sign-outs of the last `refreshMs` on other replicas.
 */
export class RevokedSessions {
  /** Token hash → until when it is refused (ms). */
  private readonly refused = new Map<string, number>();
  private asOf?: string;
  private loading?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private closed = false;
  private lastWarning = 0;

  constructor(
    private readonly source: RevokedSessionsSource,
    private readonly logger: Logger,
    private readonly options: RevokedSessionsOptions = REVOKED_SESSIONS_DEFAULTS,
    private readonly now: () => number = Date.now,
  ) {
    void this.tick();
  }

  /** Whether the first load is done: until then, every session counts as signed out. */
  get loaded(): boolean {
    return this.asOf !== undefined;
  }

  /** Refuses `token` from now on, here, while identity records the sign-out it is carrying. */
  revoke(token: string): void {
    this.refuseUntil(sessionTokenHash(token), this.now() + this.options.unconfirmedMs);
  }

  /** Whether `token` was signed out; true too for any token while the list was never loaded. */
  async isRevoked(token: string): Promise<boolean> {
    const hash = sessionTokenHash(token);
    if (this.refuses(hash)) return true;
    if (this.loaded) return false;
    await this.loading;
    if (this.loaded) return this.refuses(hash);
    this.warn(
      undefined,
      'signed-out sessions not loaded from identity yet: sessions are treated as signed out',
    );
    return true;
  }

  /** Brings the list up to date now (a refresh already under way is awaited instead). */
  refresh(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private refuseUntil(hash: string, until: number): void {
    if (until > (this.refused.get(hash) ?? 0)) this.refused.set(hash, until);
  }

  private refuses(hash: string): boolean {
    return (this.refused.get(hash) ?? 0) > this.now();
  }

  private async tick(): Promise<void> {
    await this.refresh();
    if (this.closed) return;
    this.timer = setTimeout(
      () => void this.tick(),
      this.loaded ? this.options.refreshMs : this.options.retryMs,
    );
    this.timer.unref();
  }

  private async load(): Promise<void> {
    try {
      const answer = await this.source(this.asOf);
      for (const { hash, expiresAt } of answer.sessions) this.refuseUntil(hash, Date.parse(expiresAt));
      this.asOf = answer.asOf;
      const time = this.now();
      for (const [hash, until] of this.refused) if (until <= time) this.refused.delete(hash);
    } catch (error) {
      this.warn(
        error,
        this.loaded
          ? 'signed-out sessions could not be brought up to date from identity; the last list stands'
          : 'signed-out sessions could not be loaded from identity; retrying',
      );
    }
  }

  private warn(error: unknown, message: string): void {
    if (this.now() - this.lastWarning < 60_000) return;
    this.lastWarning = this.now();
    this.logger.warn(error === undefined ? {} : { err: error }, message);
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
