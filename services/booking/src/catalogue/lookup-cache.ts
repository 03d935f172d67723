import { createHash } from 'node:crypto';

/** A lookup serialized once: the bytes to send and their validator. */
export interface CachedJson {
  body: Buffer;
  etag: string;
}

/**
 * Holds one lookup list as ready-to-send JSON. After `ttlMs` the next read still gets the
 * current copy while a refresh runs in the background, so a request never waits on Postgres
 * once the cache is warm.
 */
export class LookupCache {
  private entry?: { json: CachedJson; loadedAt: number };
  private loading?: Promise<CachedJson>;

  constructor(
    private readonly load: () => Promise<unknown>,
    private readonly ttlMs: number,
    private readonly onRefreshError: (error: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<CachedJson> {
    const entry = this.entry;
    if (!entry) return this.refresh();
    if (this.now() - entry.loadedAt >= this.ttlMs) this.refresh().catch(this.onRefreshError);
    return entry.json;
  }

  /** Reloads from the source; concurrent callers share one load. */
  refresh(): Promise<CachedJson> {
    this.loading ??= this.load()
      .then((value) => {
        const body = Buffer.from(JSON.stringify(value));
        const json = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        this.entry = { json, loadedAt: this.now() };
        return json;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}
