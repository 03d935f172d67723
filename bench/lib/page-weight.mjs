// What the home page sends before anyone scrolls: every JavaScript and CSS response up to the
// load event plus network idle, each body gzipped here (level 9) and summed.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.mjs';

const VIEWPORT = { width: 1280, height: 720 };
const GZIP_LEVEL = 9;

function kindOf(response) {
  const type = response.request().resourceType();
  if (type === 'script' || type === 'stylesheet') return type === 'script' ? 'js' : 'css';
  const contentType = response.headers()['content-type'] ?? '';
  if (/javascript/.test(contentType)) return 'js';
  if (/text\/css/.test(contentType)) return 'css';
  return undefined;
}

export async function measurePageWeight(pageUrl, budgetBytes) {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    const pending = [];
    let collecting = true;
    page.on('response', (response) => {
      const kind = collecting ? kindOf(response) : undefined;
      if (!kind) return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            kind,
            status: response.status(),
            rawBytes: body.length,
            gzipBytes: gzipSync(body, { level: GZIP_LEVEL }).length,
          }),
          (error) => ({
            url: new URL(response.url()).pathname,
            kind,
            status: response.status(),
            error: String(error),
          }),
        ),
      );
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    collecting = false;
    // The phase by the browser's own clock (when each request started against the load event), not
    // by when Playwright reports the load event, which may reach this process after later responses.
    const { loadEventStart, starts } = await page.evaluate(() => ({
      loadEventStart: performance.getEntriesByType('navigation')[0].loadEventStart,
      starts: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    }));
    const startedAt = new Map(starts.map(([url, start]) => [new URL(url).pathname, start]));
    const phaseOf = (url) => ((startedAt.get(url) ?? 0) < loadEventStart ? 'beforeLoad' : 'afterLoad');
    const files = (await Promise.all(pending))
      .map((file) => ({ ...file, phase: phaseOf(file.url) }))
      .sort((a, b) => (b.gzipBytes ?? 0) - (a.gzipBytes ?? 0));
    const sum = (keep) => files.filter(keep).reduce((total, f) => total + (f.gzipBytes ?? 0), 0);
    const totalGzipBytes = sum(() => true);
    return {
      url: pageUrl,
      method: `Chromium, viewport ${VIEWPORT.width}x${VIEWPORT.height}, no scrolling or input; JS and CSS responses until the load event and then network idle (500 ms without requests); each body gzipped with node:zlib level ${GZIP_LEVEL}`,
      files,
      fileCount: files.length,
      jsGzipBytes: sum((f) => f.kind === 'js'),
      cssGzipBytes: sum((f) => f.kind === 'css'),
      // Split by arrival: before the load event, and between it and network idle (e.g. idle prefetches).
      beforeLoadGzipBytes: sum((f) => f.phase === 'beforeLoad'),
      // The scripts that start before the load event. Not issue 10's "initial JavaScript" (jsGzipBytes):
      // a server-drawn page asks for its code after its first frame, often after the load event.
      beforeLoadJsGzipBytes: sum((f) => f.phase === 'beforeLoad' && f.kind === 'js'),
      afterLoadGzipBytes: sum((f) => f.phase === 'afterLoad'),
      totalRawBytes: files.reduce((total, f) => total + (f.rawBytes ?? 0), 0),
      totalGzipBytes,
      budgetBytes,
      withinBudget: totalGzipBytes <= budgetBytes,
    };
  } finally {
    await browser.close();
  }
}
