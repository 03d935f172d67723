import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FreshFiles } from './fresh-files';

/** A file server on a free port whose file, ETag and status a test changes as it goes. */
async function fileServer() {
  const state = {
    body: 'one',
    etag: '"1"' as string | null,
    status: 200,
    requests: [] as Array<string | undefined>,
  };
  const server = http.createServer((req, res) => {
    state.requests.push(req.headers['if-none-match']);
    if (state.status !== 200) return void res.writeHead(state.status).end();
    if (state.etag && req.headers['if-none-match'] === state.etag) return void res.writeHead(304).end();
    res.writeHead(200, state.etag ? { etag: state.etag } : {}).end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ssr/server.js`;
  return { state, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('FreshFiles', () => {
  let server: Awaited<ReturnType<typeof fileServer>>;
  let now = 0;
  let parses: string[];
  const parse = (text: string) => {
    parses.push(text);
    return { text };
  };

  beforeEach(async () => {
    server = await fileServer();
    now = 0;
    parses = [];
  });
  afterEach(() => server.close());

  const files = () => new FreshFiles({ revalidateMs: 1_000, timeoutMs: 2_000, now: () => now });

  it('parses a file once and asks again only once it is older than revalidateMs, with its ETag', async () => {
    const cache = files();
    const first = await cache.get(server.url, parse);
    now = 999;
    expect(await cache.get(server.url, parse)).toBe(first);
    expect(server.state.requests).toEqual([undefined]);
    now = 1_000;
    expect(await cache.get(server.url, parse)).toBe(first);
    expect(server.state.requests).toEqual([undefined, '"1"']);
    expect(parses).toEqual(['one']);
  });

  it('takes a changed file on the next check: a redeployed remote changes the next pages', async () => {
    const cache = files();
    await cache.get(server.url, parse);
    Object.assign(server.state, { body: 'two', etag: '"2"' });
    now = 1_500;
    expect(await cache.get(server.url, parse)).toEqual({ text: 'two' });
    expect(parses).toEqual(['one', 'two']);
  });

  it('keeps the parsed value of an unchanged file from a server that sends no ETag', async () => {
    server.state.etag = null;
    const cache = files();
    const first = await cache.get(server.url, parse);
    now = 5_000;
    expect(await cache.get(server.url, parse)).toBe(first);
    expect(parses).toEqual(['one']);
  });

  it('asks once for callers that come together', async () => {
    const cache = files();
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => cache.get(server.url, parse)));
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(server.state.requests).toHaveLength(1);
  });

  it('fails for a file that is gone, and forgets it', async () => {
    const cache = files();
    await cache.get(server.url, parse);
    server.state.status = 404;
    now = 2_000;
    await expect(cache.get(server.url, parse)).rejects.toThrow(`GET ${server.url} answered 404`);
    server.state.status = 200;
    expect(await cache.get(server.url, parse)).toEqual({ text: 'one' });
    expect(server.state.requests.at(-1)).toBeUndefined();
  });
});

describe('FreshFiles on disk', () => {
  it('reads a file: URL, keeps it while its size and mtime stay, and takes the new text once they change', async () => {
    const { mkdtempSync, writeFileSync, utimesSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const { pathToFileURL } = await import('node:url');
    const dir = mkdtempSync(path.join(tmpdir(), 'fresh-files-'));
    const file = path.join(dir, 'remoteEntry.js');
    writeFileSync(file, 'one');
    utimesSync(file, 1, 1);
    let now = 0;
    const parses: string[] = [];
    const cache = new FreshFiles({ revalidateMs: 1_000, timeoutMs: 2_000, now: () => now });
    const read = () => cache.get(pathToFileURL(file).href, (text) => (parses.push(text), text));
    try {
      expect(await read()).toBe('one');
      now = 1_000;
      expect(await read()).toBe('one');
      writeFileSync(file, 'two');
      utimesSync(file, 2, 2);
      expect(await read()).toBe('one');
      now = 2_000;
      expect(await read()).toBe('two');
      expect(parses).toEqual(['one', 'two']);
      rmSync(file);
      now = 3_000;
      await expect(read()).rejects.toThrow(/cannot be read \(ENOENT\)/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
