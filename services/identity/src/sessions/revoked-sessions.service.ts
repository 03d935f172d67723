import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RevokedSessionsAnswer } from '@elite/contracts';
import { SessionVerifier, sessionTokenHash } from '@elite/nest-kit';
import { DataSource } from 'typeorm';

// A row's revoked_at is its transaction's start, so a sign-out committed just after the gateway's
// last look can be older than that look's asOf: each `since` reaches this far further back.
const SINCE_OVERLAP = '1 minute';
// Expired entries protect nothing: removed at start and once an hour; a missed round is the next one's.
const SWEEP_INTERVAL_MS = 3_600_000;

/**
 * The sessions signed out before they expire (docs/architecture.md §6). A session is a signed token
 * every service verifies on its own, so signing out cannot un-sign it: identity, which issues
 * sessions, records each one signed out until it would have expired, and the gateway, which every
 * request passes, keeps a copy of the list and presents those tokens to nobody again.
 */
@Injectable()
export class RevokedSessionsService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RevokedSessionsService.name);
  private timer?: NodeJS.Timeout;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly verifier: SessionVerifier,
  ) {}

  onModuleInit(): void {
    const round = () =>
      void this.sweep().catch((error: unknown) =>
        this.logger.warn(
          { err: error },
          'Removing expired signed-out sessions failed; the next round retries',
        ),
      );
    this.timer = setInterval(round, SWEEP_INTERVAL_MS);
    this.timer.unref();
    round();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Signs `token` out for good; one that does not verify is no session, and nothing is stored. */
  async revoke(token: string | undefined): Promise<void> {
    const session = await this.verifier.verifySession(token);
    if (!session) return;
    await this.dataSource.query(
      `INSERT INTO "identity"."revoked_sessions" ("token_hash", "expires_at") VALUES ($1, $2)
       ON CONFLICT ("token_hash") DO NOTHING`,
      [sessionTokenHash(token!), session.expiresAt],
    );
  }

  /** The signed-out sessions not yet expired: all of them, or those signed out since about `since`. */
  async list(since: string | undefined): Promise<RevokedSessionsAnswer> {
    // Read first, so that the next `since` is never later than what this answer saw.
    const [{ asOf }] = (await this.dataSource.query('SELECT now() AS "asOf"')) as [{ asOf: Date }];
    const rows = (await this.dataSource.query(
      `SELECT "token_hash" AS "hash", "expires_at" AS "expiresAt" FROM "identity"."revoked_sessions"
       WHERE "expires_at" > now()
         AND ($1::timestamptz IS NULL OR "revoked_at" > $1::timestamptz - interval '${SINCE_OVERLAP}')`,
      [since ?? null],
    )) as Array<{ hash: string; expiresAt: Date }>;
    return {
      asOf: asOf.toISOString(),
      sessions: rows.map((row) => ({ hash: row.hash, expiresAt: row.expiresAt.toISOString() })),
    };
  }

  /** Removes the sessions that have expired anyway; resolves to how many. */
  async sweep(): Promise<number> {
    const [, removed] = (await this.dataSource.query(
      `DELETE FROM "identity"."revoked_sessions" WHERE "expires_at" <= now()`,
    )) as [unknown, number];
    return removed;
  }
}
