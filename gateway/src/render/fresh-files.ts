import { createHash } from 'node:crypto';

/**
 * Files of the shell and the remotes that the server render reads (index.html, mf-manifest.json,
 * ssr/server.js), fetched over HTTP from wherever each is deployed and kept parsed. A file is asked
 * for again with its ETag once it is older than `revalidateMs`, so a redeployed remote changes the
 * next pages without the gateway restarting, while an unchanged one costs a 304 at most once a second.
 */
export interface FreshFilesOptions {
  revalidateMs: number;
  timeoutMs: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  etag: string | null;
  /** The text's digest: a server that sends no ETag and an unchanged file keeps the parsed value too. */
  digest: string;
  checkedAt: number;
}

export class FreshFiles {
  private readonly entries = new Map<string, Entry<unknown>>();
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly now: () => number;

  constructor(private readonly options: FreshFilesOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The file at `url`, through `parse` (called again only when the file changed). */
  get<T>(url: string, parse: (text: string, url: string) => T): Promise<T> {
    const entry = this.entries.get(url) as Entry<T> | undefined;
    if (entry && this.now() - entry.checkedAt < this.options.revalidateMs)
      return Promise.resolve(entry.value);
    let pending = this.inFlight.get(url) as Promise<T> | undefined;
    if (!pending) {
      pending = this.fetch(url, entry, parse).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async fetch<T>(
    url: string,
    entry: Entry<T> | undefined,
    parse: (text: string, url: string) => T,
  ): Promise<T> {
    const response = await fetch(url, {
      headers: entry?.etag ? { 'if-none-match': entry.etag } : {},
      signal: AbortSignal.timeout(this.options.timeoutMs),
    });
    if (response.status === 304 && entry) {
      await response.body?.cancel();
      entry.checkedAt = this.now();
      return entry.value;
    }
    if (!response.ok) {
      await response.body?.cancel();
      this.entries.delete(url);
      throw new Error(`GET ${url} answered ${response.status}`);
    }
    const text = await response.text();
    const digest = createHash('sha256').update(text).digest('base64url');
    const value = entry?.digest === digest ? entry.value : parse(text, url);
    this.entries.set(url, { value, etag: response.headers.get('etag'), digest, checkedAt: this.now() });
    return value;
  }
}
