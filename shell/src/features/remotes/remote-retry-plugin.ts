import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Network layer: a remote's manifest or entry that fails to load is fetched again, `times` more,
 * `delayMs` apart, before remoteFallbackPlugin's fallback page. Written on the federation runtime's
 * own hooks (`fetch`, `loadEntryError`): @module-federation/retry-plugin did this with a second copy
 * of the federation SDK in every visitor's download.
 */
export function remoteRetryPlugin({ times = 2, delayMs = 500 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-remote-retry',
    // Manifests: a network failure or a 5xx is tried again; a 4xx is an answer.
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500 || attempt === times) return response;
        } catch (error) {
          if (attempt === times) throw error;
        }
        await wait(delayMs);
      }
    },
    // Remote entries: the runtime hands the failed script's loader back, to be run again. (Its type
    // wants a promise of a promise, which JavaScript flattens: the cast says what is returned.)
    loadEntryError: ({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) =>
      (async () => {
        for (let attempt = 1; attempt <= times; attempt += 1) {
          await wait(delayMs);
          delete globalLoading[uniqueKey]; // the failed load, which the runtime would otherwise answer again
          try {
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (exports) return exports;
          } catch {
            // the next attempt, or the fallback page after the last
          }
        }
        return undefined;
      })() as never,
  };
}
