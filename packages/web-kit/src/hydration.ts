import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from 'react';

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

const DRAWN_IN_BROWSER = Symbol('drawn in the browser');

/**
 * A ref for the heading of an outcome that appears under the visitor (a booking confirmed, a link
 * checked): focus moves to it when it shows and each time `key` changes, so keyboard and screen-reader
 * users land on it. Not when the server drew it and the browser is only hydrating it: the visitor may
 * already be reading, scrolling or about to tap there, and focusing would scroll the page under them
 * (a tap that then lands beside its button) and take their focus away.
 */
export function useFocusWhenShown<T extends HTMLElement>(key: unknown = null): RefObject<T | null> {
  const ref = useRef<T>(null);
  const hydrated = useHydrated();
  const [keyDrawnByServer] = useState(hydrated ? DRAWN_IN_BROWSER : key);
  useEffect(() => {
    if (key !== keyDrawnByServer) ref.current?.focus();
  }, [key, keyDrawnByServer]);
  return ref;
}
