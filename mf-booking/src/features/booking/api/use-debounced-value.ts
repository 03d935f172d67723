import { useEffect, useState } from 'react';

/** How long typing must pause before the form asks the server (for suggestions, for a quote). */
export const TYPING_PAUSE_MS = 250;

/** `value` once it has stayed the same for `delayMs`: a call keyed by it is made once per pause, not per key. */
export function useDebouncedValue<T>(value: T, delayMs = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
