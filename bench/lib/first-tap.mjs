// Issue 24, "The first tap works": one first tap on each control of bench/lib/first-tap-controls.mjs,
// as a new visitor on a phone makes it, in Debian's Chromium with Lighthouse's mobile profile (CPU
// slowdown, network and screen as lighthouse/core/config/constants.js sets them), right at the load
// event and 1 s after it, each in a fresh browser context (a first visit, cold cache). The figure is
// the ms from the tap to the frame in which its effect shows, measured inside the page by a probe
// (firstTapProbe) so that no DevTools round trip counts, or 'lost'. Why each choice: bench/README.md.
import { chromium } from 'playwright-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.mjs';
import {
  FIRST_TAP_CONTROLS,
  FIRST_TAP_GOAL_MS,
  FIRST_TAP_LOST_AFTER_MS,
  FIRST_TAP_MOMENTS,
} from './first-tap-controls.mjs';
import { LOST, firstTapMedian, firstTapSummary } from './first-tap-figures.mjs';
import { controlTakenOver, firstTapProbe, nextIdleMoment, scrollToControl } from './first-tap-in-page.mjs';

const slow4G = throttling.mobileSlow4G;
const phone = screenEmulationMetrics.mobile;

/**
 * The profile of the issue: Lighthouse's simulated mobile settings taken as they are (150 ms round
 * trip, 1.6 Mbps down, 4× CPU), applied for real with DevTools' emulation. Upload is its 750 Kbps
 * before Lighthouse's DevTools adjustment, as the round trip and download are.
 */
export const FIRST_TAP_PROFILE = {
  source:
    'lighthouse/core/config/constants.js: throttling.mobileSlow4G, screenEmulationMetrics.mobile, userAgents.mobile',
  cpuSlowdown: slow4G.cpuSlowdownMultiplier,
  rttMs: slow4G.rttMs,
  downloadKbps: slow4G.throughputKbps,
  uploadKbps: slow4G.uploadThroughputKbps / throttling.DEVTOOLS_THROUGHPUT_ADJUSTMENT_FACTOR,
  viewport: { width: phone.width, height: phone.height },
  deviceScaleFactor: phone.deviceScaleFactor,
  touch: true,
  userAgent: userAgents.mobile,
};

// Typed text must still be there this long after its field was taken over by the page's code.
const KEPT_AFTER_HYDRATION_MS = 1_000;
// A page that never reports (it crashed, or the tap never reached it) is given up on after this.
const REPORT_GRACE_MS = 15_000;
// The reference moment waits this long at most for the control to be taken over.
const SETTLE_TIMEOUT_MS = 60_000;
const kbpsToBytesPerSecond = (kbps) => (kbps * 1024) / 8;

/**
 * The reference moment: the control has been taken over by its code and is enabled, and then the
 * page is idle. A tap then shows what the control does at best, and that its effect is measured right.
 */
async function settle(page, selector) {
  const ready = await page
    .waitForFunction(controlTakenOver, selector, { timeout: SETTLE_TIMEOUT_MS, polling: 100 })
    .then(
      () => true,
      () => false,
    );
  await page.evaluate(nextIdleMoment);
  return ready ? undefined : `not taken over and enabled within ${SETTLE_TIMEOUT_MS} ms of the load event`;
}

/**
 * One first tap on `control` at `url`, in a fresh context: `moment` ms after the load event, or
 * 'settled' (see settle).
 */
async function measureOnce(browser, url, control, moment) {
  const context = await browser.newContext({
    viewport: FIRST_TAP_PROFILE.viewport,
    deviceScaleFactor: FIRST_TAP_PROFILE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: FIRST_TAP_PROFILE.userAgent,
  });
  try {
    let settleReport;
    const reported = new Promise((resolve) => {
      settleReport = resolve;
    });
    let target;
    await context.exposeBinding('firstTapReport', (_source, result) => settleReport(result));
    await context.exposeBinding('firstTapTarget', (_source, where) => {
      target = where;
    });
    await context.addInitScript(firstTapProbe, {
      selector: control.selector,
      effect: control.effect,
      lostAfterMs: FIRST_TAP_LOST_AFTER_MS,
      keptAfterHydrationMs: KEPT_AFTER_HYDRATION_MS,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: FIRST_TAP_PROFILE.cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: FIRST_TAP_PROFILE.rttMs,
      downloadThroughput: kbpsToBytesPerSecond(FIRST_TAP_PROFILE.downloadKbps),
      uploadThroughput: kbpsToBytesPerSecond(FIRST_TAP_PROFILE.uploadKbps),
    });
    // The load event as the browser announces it, so the tap follows it as closely as it can.
    await cdp.send('Page.enable');
    const loaded = new Promise((resolve) => cdp.once('Page.loadEventFired', resolve));
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    // The visitor scrolls to the control while the page loads, as soon as its HTML is there.
    target = await page.evaluate(scrollToControl, control.selector);
    if (!target) throw new Error(`first tap: no ${control.selector} in ${url} (${control.control})`);
    await loaded;
    let unsettled;
    if (moment === 'settled') unsettled = await settle(page, control.selector);
    else if (moment > 0) await new Promise((resolve) => setTimeout(resolve, moment));
    // Where the control was in the last frame drawn; a page that scrolled it away is scrolled back first.
    let scrolledAgain = false;
    if (!target?.inView) {
      scrolledAgain = true;
      target = await page.evaluate(scrollToControl, control.selector);
    }
    const point = { x: target.x, y: target.y };
    await Promise.all([
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
      cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    ]);
    if (control.type) await page.keyboard.type(control.type);
    let timer;
    const result = await Promise.race([
      reported,
      new Promise((resolve) => {
        timer = setTimeout(
          () => resolve({ lost: 'the page never reported the tap' }),
          FIRST_TAP_LOST_AFTER_MS + REPORT_GRACE_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    const { tap } = result;
    const detail = {
      tapAfterLoadMs: tap?.afterLoadMs ?? null,
      loadEventMs: tap?.loadEventMs ?? null,
      controlHydratedAtTap: tap?.controlHydrated ?? null,
      ...(scrolledAgain ? { scrolledAgain } : {}),
      ...(unsettled ? { unsettled } : {}),
    };
    if (tap && !tap.onControl)
      return {
        ms: LOST,
        why: 'the tap landed beside the control (it moved after the last frame)',
        ...detail,
      };
    if (result.lost) return { ms: LOST, why: result.lost, ...detail };
    return { ms: Math.round(result.ms), ...(result.note ? { note: result.note } : {}), ...detail };
  } finally {
    await context.close();
  }
}

/** The runs of one control at one moment: { runs: [ms or 'lost'], median, details }. */
async function measureMoment({ browser, urlFor, control, moment, runs, label, progress }) {
  const details = [];
  for (let run = 1; run <= runs; run += 1) {
    const detail = await measureOnce(browser, await urlFor(control.page), control, moment);
    details.push(detail);
    progress(
      `  ${control.page} ${control.control}, ${label} run ${run}: ${detail.ms === LOST ? `lost (${detail.why})` : `${detail.ms} ms`} (tap ${detail.tapAfterLoadMs} ms after load)`,
    );
  }
  const figures = details.map((detail) => detail.ms);
  return { runs: figures, median: firstTapMedian(figures), details };
}

/**
 * Measures every control at each moment of FIRST_TAP_MOMENTS `runs` times, and once settled (the
 * reference: see settle); `urlFor(page)` resolves to the address of a page, a new one each call where a
 * visitor's page is their own (a ride, a magic link). Resolves to { controls: [{ page, control, kind,
 * goalMs, effect, moments: { atLoad: { runs, median, details }, … }, settled }], summary }.
 */
export async function benchFirstTap({ urlFor, runs, progress, controls = FIRST_TAP_CONTROLS }) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const measured = [];
    for (const control of controls) {
      const common = { browser, urlFor, control, progress };
      const moments = {};
      for (const [label, moment] of Object.entries(FIRST_TAP_MOMENTS))
        moments[label] = await measureMoment({ ...common, moment, runs, label });
      const settled = await measureMoment({ ...common, moment: 'settled', runs: 1, label: 'settled' });
      measured.push({
        page: control.page,
        control: control.control,
        kind: control.kind,
        goalMs: FIRST_TAP_GOAL_MS[control.kind],
        effect: control.effect,
        moments,
        settled: settled.details[0],
      });
    }
    return { controls: measured, summary: firstTapSummary(measured) };
  } finally {
    await browser.close();
  }
}
