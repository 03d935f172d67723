/**
 * `work`'s result, or `late` once `signal` aborts first: a render never waits past its deadline for
 * data (a frozen service would otherwise hold the page until the proxy's own timeout).
 */
export function beforeDeadline<T>(work: Promise<T>, signal: AbortSignal, late: T): Promise<T> {
  if (signal.aborted) return Promise.resolve(late);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => resolve(late);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
