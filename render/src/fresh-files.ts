import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/**
 * Files of the shell and the remotes that the server render reads (index.html, mf-manifest.json,
 * stylesheets), read from wherever each is deployed (an http(s) URL, or a file: URL under
 * STATIC_ROOT) and kept parsed. A file is asked for again with its ETag (on disk: its size and
 * modification time) once it is older than `revalidateMs`, so a redeployed remote changes the next
 * pages without the render slice restarting, while an unchanged one costs a 304 at most once a second.
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
    if (url.startsWith('file:')) return this.read(url, entry, parse);
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
    return this.keep(url, entry, parse, await response.text(), response.headers.get('etag'));
  }

  /** A file on disk, told unchanged by its size and modification time as a server's ETag would. */
  private async read<T>(url: string, entry: Entry<T> | undefined, parse: (text: string, url: string) => T) {
    const file = fileURLToPath(url);
    let etag: string;
    try {
      const stats = await stat(file);
      etag = `"${stats.size}-${stats.mtimeMs}"`;
    } catch (error) {
      this.entries.delete(url);
      throw new Error(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`, {
        cause: error,
      });
    }
    if (entry && entry.etag === etag) {
      entry.checkedAt = this.now();
      return entry.value;
    }
    return this.keep(url, entry, parse, await readFile(file, 'utf8'), etag);
  }

  private keep<T>(
    url: string,
    entry: Entry<T> | undefined,
    parse: (text: string, url: string) => T,
    text: string,
    etag: string | null,
  ): T {
    const digest = createHash('sha256').update(text).digest('base64url');
    const value = entry?.digest === digest ? entry.value : parse(text, url);
    this.entries.set(url, { value, etag, digest, checkedAt: this.now() });
    return value;
  }
}
