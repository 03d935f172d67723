// Lighthouse 13 with its mobile defaults (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium,
// three runs per page, the median of each figure. A static page with the same headline is measured
// in the same run, so a loaded machine shows in the baseline too and the figures can be read against it.
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value, places = 0) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/** The figures of one Lighthouse report that the goals speak of. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((item) => item.resourceType === 'Script');
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    jsTransferredBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    // Lighthouse's own measure of this machine's CPU at that moment (higher is faster). The simulated
    // blocking time scales the tasks it observed here, so a slower or busier machine shows in TBT; the
    // static baseline page runs no script and cannot show it (bench/README.md, "Lighthouse").
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1,
        )
        .map((ref) => `${category}: ${ref.id}`),
    ),
    runtimeError: lhr.runtimeError?.message,
  };
}

/** The median of each figure over the runs (scores and timings alike); failed audits of any run. */
function medianOf(runs) {
  const numeric = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cls',
    'speedIndexMs',
    'jsTransferredBytes',
    'benchmarkIndex',
  ];
  const result = Object.fromEntries(
    numeric.map((key) => [key, round(median(runs.map((run) => run[key])), key === 'cls' ? 3 : 0)]),
  );
  result.failedAudits = [...new Set(runs.flatMap((run) => run.failedAudits))];
  result.runs = runs.map(({ failedAudits: _failed, ...run }) => run);
  return result;
}

/** A static page with the site's headline and nothing else to wait for: what "fast" looks like on this machine. */
export function startBaselinePage(headline) {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="A static page with the same headline, for comparison.">' +
    `<title>${headline}</title></head><body style="font-family:system-ui,sans-serif;margin:0;background:#0b0b0d;color:#f5f5f5">` +
    `<main style="padding:6rem 1.5rem"><h1 style="font-size:3rem">${headline}</h1>` +
    '<p>Arrive in comfort and style.</p></main></body></html>';
  const server = http.createServer((req, res) => {
    if (req.url === '/robots.txt') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('User-agent: *\nAllow: /\n');
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    res.end(page);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/`,
        stop: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/**
 * Runs Lighthouse `runs` times on each of `pages` ({ name, urls }: one URL for every run, or one for
 * all) in one Chromium; resolves to { [name]: medians and each run's figures }. `progress` narrates;
 * with `reportDir`, each run's whole report is written there as JSON (<page>-<run>.json).
 */
export async function lighthousePages(pages, runs, progress, reportDir) {
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const chrome = await launch({
    chromePath: CHROMIUM_LAUNCH_OPTIONS.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_LAUNCH_OPTIONS.args],
  });
  try {
    const results = {};
    for (const { name, urls } of pages) {
      const figures = [];
      for (let run = 1; run <= runs; run += 1) {
        const url = urls[(run - 1) % urls.length];
        // Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run measured nothing
        // and is made again, at most twice, rather than counted as a score of 0.
        let measured;
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          measured = figuresOf(result.lhr);
          if (reportDir)
            writeFileSync(
              join(reportDir, `${name.replace(/[^a-z0-9]+/gi, '_') || 'page'}-${run}.json`),
              JSON.stringify(result.lhr),
            );
          if (!measured.runtimeError) break;
          progress(`  ${name} run ${run}: ${measured.runtimeError}; measuring again`);
        }
        figures.push(measured);
        const last = figures.at(-1);
        progress(
          `  ${name} run ${run}: performance ${last.performance}, LCP ${round(last.lcpMs)} ms, TBT ${round(last.tbtMs)} ms, CLS ${round(last.cls, 3)}, CPU index ${round(last.benchmarkIndex)}` +
            (last.runtimeError ? ` (${last.runtimeError})` : ''),
        );
      }
      results[name] = {
        path: new URL(urls[0]).pathname,
        measuredAt: new Date().toISOString(),
        ...medianOf(figures),
      };
    }
    return results;
  } finally {
    await chrome.kill();
  }
}
