import { COPIED_INDICATOR_RESET_MS } from '@elite/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Writes text to the clipboard; `copied` stays true for 2 s after a success (docs/product.md §2, §9). */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => clear, [clear]);

  const copy = useCallback(
    async (text: string) => {
      await navigator.clipboard.writeText(text);
      clear();
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_RESET_MS);
    },
    [clear],
  );

  const reset = useCallback(() => {
    clear();
    setCopied(false);
  }, [clear]);

  return { copied, copy, reset };
}
