import { LookupCache } from './lookup-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('LookupCache', () => {
  it('serves the loaded list as JSON bytes with a quoted ETag', async () => {
    const cache = new LookupCache(async () => [{ id: 1, name: 'Sedan' }], 60_000, jest.fn());
    const json = await cache.get();
    expect(JSON.parse(json.body.toString('utf8'))).toEqual([{ id: 1, name: 'Sedan' }]);
    expect(json.etag).toMatch(/^"[\w-]+"$/);
  });

  it('reads the source once while fresh', async () => {
    const load = jest.fn(async () => ['a']);
    const cache = new LookupCache(load, 60_000, jest.fn());
    await cache.get();
    await cache.get();
    await cache.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent first readers', async () => {
    const pending = deferred<string[]>();
    const load = jest.fn(() => pending.promise);
    const cache = new LookupCache(load, 60_000, jest.fn());
    const reads = [cache.get(), cache.get(), cache.get()];
    pending.resolve(['x']);
    const results = await Promise.all(reads);
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
  });

  it('answers with the current copy at once after the TTL and refreshes in the background', async () => {
    let now = 0;
    let version = 1;
    const cache = new LookupCache(
      async () => ({ version }),
      1_000,
      jest.fn(),
      () => now,
    );
    const first = await cache.get();
    version = 2;
    now = 1_500;
    const stale = await cache.get();
    expect(stale).toBe(first);
    await cache.refresh();
    const fresh = await cache.get();
    expect(JSON.parse(fresh.body.toString())).toEqual({ version: 2 });
    expect(fresh.etag).not.toBe(first.etag);
  });

  it('keeps serving the last good copy and reports the error when a background refresh fails', async () => {
    let now = 0;
    let fail = false;
    const onError = jest.fn();
    const cache = new LookupCache(
      async () => {
        if (fail) throw new Error('database down');
        return ['ok'];
      },
      1_000,
      onError,
      () => now,
    );
    const good = await cache.get();
    fail = true;
    now = 5_000;
    expect(await cache.get()).toBe(good);
    await new Promise((resolve) => setImmediate(resolve));
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'database down' }));
    expect(await cache.get()).toBe(good);
  });

  it('lets the first reader see the error when nothing was ever loaded', async () => {
    const cache = new LookupCache(
      async () => {
        throw new Error('no database');
      },
      1_000,
      jest.fn(),
    );
    await expect(cache.get()).rejects.toThrow('no database');
  });
});
