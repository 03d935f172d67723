import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const WAIT_FOR_SECTION_MS = 10_000;
// Sections above the target may still be loading (remotes defer below-the-fold code) and push it down.
const SETTLE_MS = 3_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to the section, then keeps it in place while the page above it settles, until the user acts. */
function scrollAndHold(section: HTMLElement): () => void {
  section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  let first = true;
  const resizes = new ResizeObserver(() => {
    if (first) first = false;
    else section.scrollIntoView({ block: 'start' });
  });
  resizes.observe(document.body);
  const stop = () => {
    resizes.disconnect();
    window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, SETTLE_MS);
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * /#services and friends: scrolls (smoothly) to the section once the remote page has rendered it,
 * also when the link is followed while already on the home page. A new page starts at the top; going
 * back or forward leaves the browser to restore where the visitor was.
 */
export function useHashScroll() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      if (navigationType !== 'POP') window.scrollTo({ top: 0 });
      return;
    }
    let stopHolding = () => {};
    const tryScroll = () => {
      const section = document.getElementById(id);
      if (section) stopHolding = scrollAndHold(section);
      return Boolean(section);
    };
    if (tryScroll()) return () => stopHolding();
    const appearing = new MutationObserver(() => {
      if (tryScroll()) appearing.disconnect();
    });
    appearing.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => appearing.disconnect(), WAIT_FOR_SECTION_MS);
    return () => {
      appearing.disconnect();
      window.clearTimeout(timeout);
      stopHolding();
    };
  }, [pathname, hash, key, navigationType]);
}
