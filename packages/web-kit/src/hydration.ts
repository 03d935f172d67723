import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in a server render and while the browser hydrates its HTML, true from then on (and at once
 * in a page rendered only in the browser). What differs between server and browser (stored choices,
 * the visitor's clock) or must not be used before its code runs (forms) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
