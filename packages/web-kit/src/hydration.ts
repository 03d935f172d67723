import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * useHydrated for something large (a form): its switch after hydration comes in a transition, so
 * what it draws renders in slices that yield to input, not in the one synchronous render that
 * useHydrated's switch is (React re-renders a changed store snapshot synchronously).
 */
export function useHydratedInTransition(): boolean {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(hydrated);
  useEffect(() => {
    if (hydrated && !shown) startTransition(() => setShown(true));
  }, [hydrated, shown]);
  return shown;
}
