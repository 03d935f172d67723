// What the first-tap part (first-tap.mjs) runs inside the page: Playwright sends each function's
// source to the browser, so each is self-contained and uses only the browser's globals.

/**
 * Runs in every document of the measurement's context before the page's own scripts (addInitScript).
 * Until the tap it tells Node where the control is in each frame the visitor sees (`firstTapTarget`:
 * its centre, and whether that is on screen below the fixed header). After the tap (the first trusted
 * touchstart or pointerdown, timed by the event's own time stamp, when the input reached the browser)
 * it tests the effect in every animation frame and reports once through `firstTapReport`: { ms } from
 * the tap to the first frame in which the effect holds, or { lost: why }. Self-contained: Playwright
 * sends its source to the browser.
 */
export function firstTapProbe({ selector, effect, lostAfterMs, keptAfterHydrationMs }) {
  let tap;
  let shownAt;
  let hydratedAt;
  let done = false;
  let lastTarget = '';
  const report = (result) => {
    if (done) return;
    done = true;
    window.firstTapReport({ ...result, tap });
  };
  const control = () => document.querySelector(selector);
  // React marks each element it has taken over with its fiber.
  const hydrated = (element) =>
    !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const showing = (element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      box.right > 0 &&
      box.left < innerWidth
    );
  };
  const holds = () => {
    if (effect.visible)
      return [...document.querySelectorAll(effect.visible)].some(
        (element) => showing(element) && (!effect.text || element.textContent.includes(effect.text)),
      );
    // Typing shows with its first character (the value grows towards the text typed) and stays; in
    // the end the whole text must be there (see watch).
    if (effect.value !== undefined) {
      const value = control()?.value;
      return value !== undefined && value !== tap.value && effect.value.startsWith(value);
    }
    if (effect.scrolled) return Math.abs(scrollY - tap.scrollY) >= 40;
    return false;
  };
  const followTarget = () => {
    if (tap) return;
    const box = control()?.getBoundingClientRect();
    if (box) {
      const header = document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0;
      const target = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
      target.inView = target.y > header && target.y < innerHeight && target.x > 0 && target.x < innerWidth;
      const key = JSON.stringify(target);
      if (key !== lastTarget) window.firstTapTarget(target);
      lastTarget = key;
    }
    requestAnimationFrame(followTarget);
  };
  requestAnimationFrame(followTarget);
  const watch = () => {
    if (done) return;
    const now = performance.now();
    if (shownAt === undefined) {
      if (holds()) shownAt = now;
    } else if (!holds()) {
      return report({ lost: `shown after ${Math.round(shownAt - tap.at)} ms, then gone` });
    }
    if (shownAt !== undefined) {
      if (effect.value === undefined) return report({ ms: shownAt - tap.at });
      // Typed text counts once the field's code has taken it over and kept all of it a while.
      if (hydrated(control())) hydratedAt ??= now;
      if (
        hydratedAt !== undefined &&
        now - hydratedAt >= keptAfterHydrationMs &&
        control().value === effect.value
      )
        return report({ ms: shownAt - tap.at });
    }
    requestAnimationFrame(watch);
  };
  const onTap = (event) => {
    if (!event.isTrusted || tap) return;
    const point = event.touches?.[0] ?? event;
    const box = control()?.getBoundingClientRect();
    const load = performance.getEntriesByType('navigation')[0];
    tap = {
      at: event.timeStamp,
      afterLoadMs: load?.loadEventStart ? Math.round(event.timeStamp - load.loadEventStart) : null,
      loadEventMs: load?.loadEventStart ? Math.round(load.loadEventStart) : null,
      onControl:
        !!box &&
        point.clientX >= box.left &&
        point.clientX <= box.right &&
        point.clientY >= box.top &&
        point.clientY <= box.bottom,
      scrollY,
      value: control()?.value,
      controlHydrated: hydrated(control()),
    };
    requestAnimationFrame(watch);
    setTimeout(() => {
      if (shownAt === undefined) report({ lost: `no visible effect within ${lostAfterMs} ms` });
      else if (control()?.value !== effect.value)
        report({ lost: `typed "${effect.value}", kept "${control()?.value}"` });
      else
        report({ ms: shownAt - tap.at, note: 'the field was not taken over by its code within the limit' });
    }, lostAfterMs);
  };
  addEventListener('touchstart', onTap, { capture: true, passive: true });
  addEventListener('pointerdown', onTap, { capture: true, passive: true });
  // A navigation (to another page, within the page, or a download) begins in this document.
  if (effect.navigated)
    navigation.addEventListener('navigate', () => {
      if (tap) report({ ms: performance.now() - tap.at });
    });
}

/** Scrolls the control to the middle of the screen, as a visitor scrolls to it; its centre then, or null. */
export function scrollToControl(selector) {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2, inView: true };
}

/** Whether the control has been taken over by React (its fiber is on it) and is enabled. */
export function controlTakenOver(selector) {
  const element = document.querySelector(selector);
  return (
    !!element &&
    Object.keys(element).some((key) => key.startsWith('__reactFiber$')) &&
    !element.matches(':disabled, [class*="-disabled"]') &&
    !element.querySelector(':disabled')
  );
}

/** Resolves at the main thread's next idle moment (5 s at the latest). */
export function nextIdleMoment() {
  return new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 }));
}
