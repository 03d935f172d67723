// Reads bench/results/latest.json (or the file named) and exits non-zero if a budget or ratio
// fails, naming each failure. `node bench/check.mjs [results.json]`
import '../scripts/lib/node-version.mjs';
import { readFileSync } from 'node:fs';
import { BUDGETS, LIGHTHOUSE_ROUTES } from './budgets.mjs';
import { LOST, firstTapVerdict } from './lib/first-tap-figures.mjs';

const file = process.argv[2] ?? new URL('results/latest.json', import.meta.url);
const report = JSON.parse(readFileSync(file, 'utf8'));
const checks = [];
const check = (name, ok, detail) => checks.push({ name, ok: Boolean(ok), detail });

const { vehicles, bookings, login, homePage } = report;
// `node bench/run.mjs tracking` alone, with no earlier full run, leaves only the tracking part.
if (!vehicles || !bookings || !homePage) {
  check('full run measured', false, 'only part of the report is there: run npm run bench');
} else {
  check(
    'GET /api/vehicles: gateway reaches 60% of the direct service',
    vehicles.ratios.gatewayToDirect >= BUDGETS.gatewayToDirectMinRatio,
    `${vehicles.gateway.requestsPerSecond} / ${vehicles.bookingDirect.requestsPerSecond} req/s = ${vehicles.ratios.gatewayToDirect} (min ${BUDGETS.gatewayToDirectMinRatio})`,
  );
  check(
    'GET /api/vehicles: direct service reaches 60% of bare express',
    vehicles.ratios.directToExpress >= BUDGETS.directToExpressMinRatio,
    `${vehicles.bookingDirect.requestsPerSecond} / ${vehicles.express.requestsPerSecond} req/s = ${vehicles.ratios.directToExpress} (min ${BUDGETS.directToExpressMinRatio})`,
  );
  check(
    'GET /api/vehicles: gateway reaches 80% of a minimal keep-alive proxy',
    vehicles.ratios.gatewayToKeepAliveProxy >= BUDGETS.gatewayToKeepAliveProxyMinRatio,
    `${vehicles.gateway.requestsPerSecond} / ${vehicles.keepAliveProxy?.requestsPerSecond} req/s = ${vehicles.ratios.gatewayToKeepAliveProxy} (min ${BUDGETS.gatewayToKeepAliveProxyMinRatio})`,
  );
  for (const name of ['nodeHttp', 'express', 'bookingDirect', 'keepAliveProxy', 'gateway']) {
    const run = vehicles[name];
    check(
      `GET /api/vehicles (${name}): every answer 2xx, no errors`,
      run.non2xx === 0 && run.errors === 0,
      `non-2xx ${run.non2xx}, errors ${run.errors}`,
    );
  }
  check(
    'POST /api/bookings: zero non-2xx answers',
    bookings.non2xx === 0,
    `non-2xx ${bookings.non2xx} ${JSON.stringify(bookings.statusCodes)}`,
  );
  check(
    'POST /api/bookings: zero errors',
    bookings.errors === 0,
    `errors ${bookings.errors} (timeouts ${bookings.timeouts})`,
  );
  check('POST /api/bookings: some bookings were created', bookings['2xx'] > 0, `2xx ${bookings['2xx']}`);
  check(
    'POST /api/bookings: new rows equal the 2xx count',
    bookings.newRows === bookings['2xx'],
    `new rows ${bookings.newRows}, 2xx ${bookings['2xx']}`,
  );
  check(
    'POST /api/auth/login: every sign-in answered 200',
    login.non2xx === 0 && login.errors === 0 && login['2xx'] > 0,
    `2xx ${login['2xx']}, non-2xx ${login.non2xx} ${JSON.stringify(login.statusCodes)}, errors ${login.errors}`,
  );
  check(
    'home page: initial JS + CSS within budget (gzipped)',
    homePage.totalGzipBytes <= BUDGETS.homePageInitialGzipBytes,
    `${homePage.totalGzipBytes} bytes (budget ${BUDGETS.homePageInitialGzipBytes})`,
  );
  check(
    "home page: initial JavaScript within issue 10's goal (gzipped, without scrolling or input)",
    homePage.jsGzipBytes <= BUDGETS.homePageInitialJsGzipBytes,
    `${homePage.jsGzipBytes} bytes (goal ${BUDGETS.homePageInitialJsGzipBytes})`,
  );
}

const { tracking } = report;
if (!tracking) {
  check('tracking: measured', false, 'no "tracking" part in the report: run node bench/run.mjs tracking');
} else {
  check(
    'tracking: push latency POST → socket.io receipt, p99 within budget',
    tracking.pushLatencyMs.p99 !== null && tracking.pushLatencyMs.p99 < BUDGETS.trackingPushP99MaxMs,
    `p99 ${tracking.pushLatencyMs.p99} ms, p50 ${tracking.pushLatencyMs.p50} ms (budget < ${BUDGETS.trackingPushP99MaxMs} ms)`,
  );
  check(
    'tracking: no lost updates',
    tracking.lostUpdates <= BUDGETS.trackingLostUpdatesMax && tracking.pushesExpected > 0,
    `${tracking.lostUpdates} lost of ${tracking.pushesExpected} expected pushes`,
  );
  check(
    'tracking: every position accepted (201), no errors',
    tracking.positionsAccepted === tracking.positionsPosted && tracking.postErrors === 0,
    `${tracking.positionsAccepted} of ${tracking.positionsPosted} accepted, ${tracking.postErrors} errors ${JSON.stringify(tracking.postStatusCodes)}`,
  );
}

const { mail } = report;
if (!mail) {
  check('mail: measured', false, 'no "mail" part in the report: run node bench/run.mjs mail');
} else {
  check(
    'mail: every booking answered 201, and the e-mail of every one reached the catcher',
    mail.bookingsCreated === mail.bookingsPosted &&
      mail.delivered === mail.bookingsCreated &&
      mail.delivered > 0 &&
      mail.unexpectedSubjects.length === 0,
    `${mail.delivered} delivered of ${mail.bookingsCreated} bookings created (${mail.bookingsPosted} posted, ${JSON.stringify(mail.statusCodes)}); first e-mails not 'Booking received': ${JSON.stringify(mail.unexpectedSubjects)}`,
  );
  check(
    'mail: booking 201 → e-mail in the catcher, p99 within budget',
    mail.latencyMs.p99 !== null && mail.latencyMs.p99 <= BUDGETS.mailP99MaxMs,
    `p50 ${mail.latencyMs.p50} ms, p99 ${mail.latencyMs.p99} ms, max ${mail.latencyMs.max} ms (budget ${BUDGETS.mailP99MaxMs} ms)`,
  );
}

const { faults } = report;
if (!faults) {
  check('faults: measured', false, 'no "faults" part in the report: run node bench/run.mjs faults');
} else {
  check(
    'faults: every booking answered 201 is stored, and no row lacks a 201',
    faults.answered201NotStored === 0 && faults.storedWithout201 === 0 && faults.bookingsAnswered201 > 0,
    `${faults.bookingsAnswered201} answered 201, ${faults.rowsStored} rows, ${faults.answered201NotStored} answered but not stored, ${faults.storedWithout201} stored without a 201`,
  );
  for (const [fault, secondsTaken] of Object.entries(faults.secondsUntilBookingsSucceed)) {
    check(
      `faults: bookings succeed again within ${BUDGETS.faultRecoveryMaxSeconds} s (${fault})`,
      secondsTaken !== null && secondsTaken <= BUDGETS.faultRecoveryMaxSeconds,
      `${secondsTaken ?? 'more than 60'} s`,
    );
  }
}

const pages = report.lighthouse?.pages;
if (!pages) {
  check(
    'lighthouse: measured',
    false,
    'no "lighthouse" part in the report: run node bench/run.mjs lighthouse',
  );
} else {
  const home = pages['/'];
  const baseline = pages.baseline;
  const inBaseline = baseline
    ? ` (static baseline: performance ${baseline.performance}, LCP ${baseline.lcpMs} ms, TBT ${baseline.tbtMs} ms)`
    : '';
  check(
    'lighthouse /: performance, LCP, TBT and CLS within the goal',
    home.performance >= BUDGETS.lighthouseHomePerformanceMin &&
      home.lcpMs <= BUDGETS.lighthouseHomeLcpMaxMs &&
      home.tbtMs <= BUDGETS.lighthouseHomeTbtMaxMs &&
      home.cls <= BUDGETS.lighthouseHomeClsMax,
    `performance ${home.performance} (min ${BUDGETS.lighthouseHomePerformanceMin}), LCP ${home.lcpMs} ms (max ${BUDGETS.lighthouseHomeLcpMaxMs}), TBT ${home.tbtMs} ms (max ${BUDGETS.lighthouseHomeTbtMaxMs}), CLS ${home.cls} (max ${BUDGETS.lighthouseHomeClsMax})${inBaseline}`,
  );
  for (const route of LIGHTHOUSE_ROUTES) {
    const figures = pages[route];
    if (!figures) {
      check(`lighthouse ${route}: measured`, false, 'not in the report');
      continue;
    }
    if (route !== '/') {
      check(
        `lighthouse ${route}: performance`,
        figures.performance >= BUDGETS.lighthouseOtherPerformanceMin,
        `${figures.performance} (min ${BUDGETS.lighthouseOtherPerformanceMin}), LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms`,
      );
    }
    const others = ['accessibility', 'bestPractices', 'seo'];
    check(
      `lighthouse ${route}: accessibility, best practices and SEO`,
      others.every((category) => figures[category] >= BUDGETS.lighthouseOtherCategoriesMin),
      `${others.map((category) => `${category} ${figures[category]}`).join(', ')}${figures.failedAudits.length ? `; failing: ${figures.failedAudits.join(', ')}` : ''}`,
    );
  }
}

// Issue 24: every control works on the first tap, at load and 1 s later, in every run.
const firstTap = report.firstTap;
if (!firstTap) {
  check('first tap: measured', false, 'no "firstTap" part in the report: run node bench/run.mjs first-tap');
} else {
  for (const control of firstTap.controls) {
    for (const [moment, figures] of Object.entries(control.moments)) {
      const { goalMs, lost, ok } = firstTapVerdict(control, figures);
      check(
        `first tap ${control.page}, ${control.control}, ${moment}: its effect within ${goalMs} ms (${control.kind}), never lost`,
        ok,
        `median ${figures.median === LOST ? LOST : `${figures.median} ms`}; runs ${figures.runs.map((run) => (run === LOST ? LOST : `${run} ms`)).join(', ')}${lost ? ` (${lost} lost: ${[...new Set(figures.details.filter((run) => run.ms === LOST).map((run) => run.why))].join('; ')})` : ''}`,
      );
    }
  }
  // A control that does nothing even once its page has settled is measured wrongly (its selector or
  // its effect in first-tap-controls.mjs), or never works: either way its figures above mean nothing.
  const neverAnswered = firstTap.controls.filter((control) => control.settled.ms === LOST);
  check(
    'first tap: every control answers once its page has settled (the measurement checks itself)',
    neverAnswered.length === 0,
    neverAnswered.length
      ? neverAnswered
          .map((control) => `${control.page} ${control.control}: ${control.settled.why}`)
          .join('; ')
      : `${firstTap.controls.length} controls, settled: ${firstTap.controls.map((control) => control.settled.ms).join(', ')} ms`,
  );
}

for (const { name, ok, detail } of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: ${detail}`);
const failed = checks.filter((c) => !c.ok);
if (failed.length > 0) {
  console.error(`\n${failed.length} of ${checks.length} checks failed (${report.timestamp}).`);
  process.exit(1);
}
console.log(`\nAll ${checks.length} checks passed (${report.timestamp}).`);
