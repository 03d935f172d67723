import { DEFAULT_THEME, THEME_STORAGE_KEY } from '@elite/contracts/constants';
import { Suspense, use, useState, type ReactNode } from 'react';

/** A promise React's `use` reads without suspending once it is open (its status is set at once). */
type Gate = Promise<void> & { open: () => void };

const gates = new Map<string, Gate>();
// Once anything may update the page, every part is taken over: an update that reaches a part still
// waiting would make React throw its server HTML away and draw it again.
let everythingOpen = typeof window === 'undefined';
// Once the page has loaded, the first idle moment, or this long at the latest (see afterLoadWhenIdle).
const IDLE_TIMEOUT_MS = 2_000;

function newGate(): Gate {
  let resolve!: () => void;
  const gate = new Promise<void>((done) => (resolve = done)) as Gate;
  let opened = false;
  gate.open = () => {
    if (opened) return;
    opened = true;
    // React's `use` reads these without waiting for the promise to settle.
    Object.assign(gate, { status: 'fulfilled', value: undefined });
    resolve();
  };
  return gate;
}

// Opened at the visitor's first scroll or input: see whenVisitorActs.
const actedGate = newGate();

function openEverything() {
  everythingOpen = true;
  actedGate.open();
  for (const gate of gates.values()) gate.open();
}

if (typeof window !== 'undefined') {
  // A stored theme other than the default changes antd's theme right after hydration.
  const storedTheme = window.localStorage?.getItem(THEME_STORAGE_KEY);
  if (storedTheme && storedTheme !== DEFAULT_THEME) openEverything();
  // Capture, before the page's own handlers: what they update then finds every part taken over. A
  // click too: the shell presses again what was pressed before its code ran (early presses).
  for (const type of ['pointerdown', 'keydown', 'focusin', 'click', 'popstate', 'hashchange'])
    window.addEventListener(type, openEverything, { capture: true, once: true, passive: true });
  window.addEventListener('scroll', actedGate.open, { once: true, passive: true });
}

/**
 * Resolves at the visitor's first scroll or input (pointer, key, focus, a click, history), or at once
 * if the page is already scrolled or a stored theme restyles it: for the code of a server-drawn part
 * that nothing on the first screen needs (docs/architecture.md, "The first screen").
 */
export function whenVisitorActs(): Promise<void> {
  // Read in an animation frame, where the page is laid out anyway: read in a hydration commit or
  // effect, scrollY forces a layout of the whole page there (16 ms of a 4x-throttled ride page).
  requestAnimationFrame(() => {
    if (window.scrollY > 0) actedGate.open();
  });
  return actedGate;
}

/** Runs `work` once the page has loaded and the main thread is idle (at most IDLE_TIMEOUT_MS later); returns a cancel. */
export function afterLoadWhenIdle(work: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    } else timer = window.setTimeout(work, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

function gateFor(id: string): Gate {
  let gate = gates.get(id);
  if (gate) return gate;
  gate = newGate();
  gates.set(id, gate);
  if (everythingOpen) {
    gate.open();
    return gate;
  }
  const element = document.getElementById(id);
  const open = gate.open;
  if (element) {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio > 0)) {
        observer.disconnect();
        open();
      }
    });
    observer.observe(element);
  } else open();
  return gate;
}

function WaitForGate({ id, children }: { id: string; children: ReactNode }) {
  use(gateFor(id));
  return children;
}

/**
 * A part of a server-drawn page that keeps its server HTML, unhydrated, until it is needed: when it
 * enters the viewport, or at any input, which opens every part at once (docs/architecture.md, "Server
 * rendering"). The first screen's hydration then does not pay for what is below the fold. Meanwhile
 * its server HTML is the page: its links and native forms must work without code (a press on it is
 * not handed to React's handlers, but the browser's own effect happens), and a form must hand what
 * was typed into it to its state once taken over (`useChangedBeforeHydration`).
 * `id` is the id of an element with the part's server HTML in it (the part's own, or one around it).
 * Drawn directly in a server render, and in a browser that renders the page itself (no such HTML).
 */
export function HydrationIsland({ id, children }: { id: string; children: ReactNode }) {
  const [gated] = useState(
    () => typeof window !== 'undefined' && Boolean(document.getElementById(id)?.hasChildNodes()),
  );
  return (
    <Suspense fallback={null}>{gated ? <WaitForGate id={id}>{children}</WaitForGate> : children}</Suspense>
  );
}
