/**
 * Asks `probe` until `done` holds for its answer or `timeoutMs` has passed, and returns the last
 * answer, for the test to assert on: for effects that arrive asynchronously (events, replicas).
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 15_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await probe();
  }
  return value;
}
