// `npm run bench`: starts its own stack (as `npm start` runs it, own ports, fresh database),
// measures (a) GET /api/vehicles four ways, (b) POST /api/bookings against the rows it leaves,
// (c) POST /api/auth/login, (d) the home page's initial JS + CSS gzipped, (e) booking to e-mail in the mail
// catcher; writes bench/results/latest.json and prints it. `node bench/run.mjs mail` runs (e) alone.
// stdout carries the JSON only; progress goes to stderr. `node bench/run.mjs tracking` runs only the
// live-tracking part (drivers posting, socket.io subscribers) and replaces that part of latest.json.
// `node bench/run.mjs lighthouse [route…]` measures only the routes named (as in budgets.mjs, e.g. `/`),
// beside the baseline, and keeps the other routes' last figures; `node bench/run.mjs home` measures (d)
// alone. BENCH_LIGHTHOUSE_REPORTS=<dir> also writes each Lighthouse report there, whole, to study.
// `node bench/run.mjs first-tap` measures issue 24's first taps alone (bench/lib/first-tap.mjs).
import '../scripts/lib/node-version.mjs';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startIsolatedStack } from '../e2e/support/isolated-stack.mjs';
import { withPgClient } from '../scripts/lib/postgres.mjs';
import { Child, waitUntil } from '../scripts/lib/processes.mjs';
import { bookingBody, bookingRunId, inTwoDays, loadBookings } from './lib/booking-load.mjs';
import { benchLogin } from './lib/login-load.mjs';
import { loadTest, summarise } from './lib/load.mjs';
import { measurePageWeight } from './lib/page-weight.mjs';
import { benchTracking } from './lib/tracking-load.mjs';
import { benchFaults } from './lib/faults.mjs';
import { benchMail } from './lib/mail-load.mjs';
import { lighthousePages, startBaselinePage } from './lib/lighthouse.mjs';
import { startTileServer } from './lib/tile-server.mjs';
import { benchFirstTap, FIRST_TAP_PROFILE } from './lib/first-tap.mjs';
import {
  FIRST_TAP_CONTROLS,
  FIRST_TAP_GOAL_MS,
  FIRST_TAP_LOST_AFTER_MS,
  FIRST_TAP_MOMENTS,
  FIRST_TAP_PAGES,
} from './lib/first-tap-controls.mjs';
import { BUDGETS, LIGHTHOUSE_ROUTES } from './budgets.mjs';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const GATEWAY_PORT = Number(process.env.BENCH_PORT ?? 29080);
const SERVICE_PORT_BASE = Number(process.env.BENCH_SERVICE_PORT_BASE ?? 24000);
const BOOKING_PORT = SERVICE_PORT_BASE + 1;
const GET_SECONDS = 10;
const GET_WARMUP_SECONDS = 3;
const POST_SECONDS = 20;
const CONNECTIONS = 50;
const TRACKING = { drivers: 200, subscribers: 1_000, seconds: 30 };
const PARTS = ['all', 'gateway', 'tracking', 'lighthouse', 'faults', 'mail', 'home', 'first-tap'];
// 200 bookings, 10 at a time, each one's e-mail awaited in the catcher (issue 13).
const MAIL = { count: 200, concurrency: 10, timeoutMs: 120_000 };
// After the booking load: time for the notifications service to send the e-mails of every booking it
// made, so the backlog does not run under the parts measured next.
const MAIL_BACKLOG_TIMEOUT_MS = 600_000;
const part = process.argv[2] ?? 'all';
// `node bench/run.mjs lighthouse /admin /rewards`: only those routes (and the baseline page), e.g.
// to compare one page before and after a change; with none, every route of LIGHTHOUSE_ROUTES.
const lighthouseRoutes =
  part === 'lighthouse' && process.argv.length > 3 ? process.argv.slice(3) : LIGHTHOUSE_ROUTES;
// `node bench/run.mjs first-tap / /rewards`: only the controls of those pages (as FIRST_TAP_PAGES
// names them); with none, every page's.
const firstTapPages =
  part === 'first-tap' && process.argv.length > 3 ? process.argv.slice(3) : FIRST_TAP_PAGES;
const LOGIN_SECONDS = 10;
const LOGIN_CONNECTIONS = 20;
const LIGHTHOUSE_RUNS = 3;
const FIRST_TAP_RUNS = 3;
// The hero's headline, for the static page measured beside the site.
const BASELINE_HEADLINE = 'Luxury Transportation';
// The staff account the bench's stack seeds (identity's ADMIN_EMAIL / ADMIN_PASSWORD), for magic links.
const BENCH_ADMIN = {
  email: 'bench-admin@bench.example.com',
  password: randomBytes(18).toString('base64url'),
};
process.env.ADMIN_EMAIL ??= BENCH_ADMIN.email;
process.env.ADMIN_PASSWORD ??= BENCH_ADMIN.password;
Object.assign(BENCH_ADMIN, { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });

const progress = (text) => process.stderr.write(`[bench] ${text}\n`);
const ratio = (a, b) => (b > 0 ? Math.round((a / b) * 1000) / 1000 : null);

/** Starts a bare JSON server in its own process; resolves to { url, stop() } once it says its port. */
function startJsonServer(kind, jsonFile) {
  return startBenchServer(`${kind} server`, ['json-server.mjs', kind, jsonFile]);
}

/** Starts bench/servers/<script> in its own process; resolves to { url, stop() } once it says its port. */
async function startBenchServer(name, [script, ...args]) {
  let port;
  const child = new Child({
    name,
    args: [join(HERE, 'servers', script), ...args],
    onLine: (line, stream) => {
      if (stream === 'stderr') process.stderr.write(`${line}\n`);
      else port ??= line.trim();
    },
  });
  await waitUntil(child, async () => port !== undefined, { what: 'its port on stdout', intervalMs: 20 });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.stop() };
}

async function fetchJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}

async function countRows(databaseUrl, sql, params = []) {
  const { rows } = await withPgClient(databaseUrl, (client) => client.query(sql, params));
  return Number(rows[0].count);
}

async function benchVehicles(gatewayUrl, workDir) {
  const directBase = `http://127.0.0.1:${BOOKING_PORT}`;
  const bytes = await fetchJson(`${directBase}/api/vehicles`);
  const expected = JSON.stringify(JSON.parse(bytes.toString('utf8')));
  const jsonFile = join(workDir, 'vehicles.json');
  writeFileSync(jsonFile, bytes);

  const servers = [
    await startJsonServer('node-http', jsonFile),
    await startJsonServer('express', jsonFile),
    await startBenchServer('keep-alive proxy', ['keep-alive-proxy.mjs', directBase]),
  ];
  try {
    const targets = [
      {
        name: 'nodeHttp',
        describe: 'bare node:http server answering the same JSON bytes (the ceiling)',
        base: servers[0].url,
      },
      {
        name: 'express',
        describe: 'bare express 5 server answering the same JSON with res.json',
        base: servers[1].url,
      },
      { name: 'bookingDirect', describe: 'the booking service directly', base: directBase },
      {
        name: 'keepAliveProxy',
        describe: 'a minimal node:http proxy with a keep-alive agent in front of the booking service',
        base: servers[2].url,
      },
      { name: 'gateway', describe: 'through the gateway', base: gatewayUrl },
    ];
    const results = {};
    for (const target of targets) {
      const url = `${target.base}/api/vehicles`;
      const sample = JSON.stringify(JSON.parse((await fetchJson(url)).toString('utf8')));
      if (sample !== expected)
        throw new Error(`${target.name} does not answer the same JSON as the booking service`);
      progress(
        `GET ${url}: ${GET_WARMUP_SECONDS}s warm-up, then ${GET_SECONDS}s at ${CONNECTIONS} connections (${target.describe})`,
      );
      const loadAverage1m = Math.round(os.loadavg()[0] * 100) / 100;
      const result = await loadTest({
        url,
        connections: CONNECTIONS,
        seconds: GET_SECONDS,
        warmupSeconds: GET_WARMUP_SECONDS,
      });
      results[target.name] = {
        describe: target.describe,
        url,
        loadAverage1mBefore: loadAverage1m,
        ...summarise(result),
      };
      progress(
        `  ${results[target.name].requestsPerSecond} req/s, p50 ${results[target.name].latencyMs.p50} ms, p99 ${results[target.name].latencyMs.p99} ms`,
      );
    }
    const rps = (name) => results[name].requestsPerSecond;
    return {
      path: '/api/vehicles',
      connections: CONNECTIONS,
      seconds: GET_SECONDS,
      warmupSeconds: GET_WARMUP_SECONDS,
      responseBytes: bytes.length,
      note: 'autocannon sends no Accept-Encoding, so no response is compressed on any path',
      ...results,
      ratios: {
        gatewayToDirect: ratio(rps('gateway'), rps('bookingDirect')),
        directToExpress: ratio(rps('bookingDirect'), rps('express')),
        expressToNodeHttp: ratio(rps('express'), rps('nodeHttp')),
        gatewayToNodeHttp: ratio(rps('gateway'), rps('nodeHttp')),
        gatewayToKeepAliveProxy: ratio(rps('gateway'), rps('keepAliveProxy')),
      },
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

async function benchBookings(gatewayUrl, databaseUrl) {
  const runId = bookingRunId();
  const url = `${gatewayUrl}/api/bookings`;
  const rowsBefore = await countRows(databaseUrl, 'SELECT count(*) FROM booking.bookings');
  progress(`POST ${url}: ${POST_SECONDS}s at ${CONNECTIONS} connections, unique valid bodies (${runId}-*)`);
  const { result, bodiesBuilt, drained } = await loadBookings({
    url,
    connections: CONNECTIONS,
    seconds: POST_SECONDS,
    runId,
  });
  const rowsAfter = await countRows(databaseUrl, 'SELECT count(*) FROM booking.bookings');
  const runRows = await countRows(databaseUrl, 'SELECT count(*) FROM booking.bookings WHERE email LIKE $1', [
    `${runId}-%`,
  ]);
  const summary = summarise(result);
  progress(
    `  ${summary['2xx']} created (2xx), ${summary.non2xx} non-2xx, ${summary.errors} errors, ${rowsAfter - rowsBefore} new rows`,
  );
  const mailBacklogSeconds = await drainMailBacklog(databaseUrl, runId, summary['2xx']);
  return {
    path: '/api/bookings',
    via: 'gateway',
    mailBacklogSeconds,
    connections: CONNECTIONS,
    seconds: POST_SECONDS,
    note: 'when the time is up every connection finishes its request in flight and stops (no request is cut off), so answers and rows compare exactly',
    drained,
    requestsSent: result.requests.sent,
    bodiesBuilt,
    ...summary,
    newRows: rowsAfter - rowsBefore,
    rowsWithThisRunsEmails: runRows,
    rowsEqual2xx: rowsAfter - rowsBefore === summary['2xx'],
  };
}

async function runMail(stack, gatewayUrl) {
  return benchMail({ gatewayUrl, mailUrl: stack.mailUrl, ...MAIL, runId: bookingRunId(), progress });
}

/** Waits until the notifications service has dealt with an e-mail for every booking of `runId`. */
async function drainMailBacklog(databaseUrl, runId, bookings) {
  const startedAt = Date.now();
  progress(`waiting for the e-mails of the ${bookings} bookings to be sent before measuring on`);
  for (;;) {
    const handled = await countRows(
      databaseUrl,
      `SELECT count(*) FROM notifications.deliveries WHERE "to" LIKE $1 AND status <> 'queued'`,
      [`${runId}-%`],
    );
    if (handled >= bookings) break;
    if (Date.now() - startedAt > MAIL_BACKLOG_TIMEOUT_MS)
      throw new Error(
        `only ${handled} of ${bookings} booking e-mails handled after ${MAIL_BACKLOG_TIMEOUT_MS / 1000} s`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const seconds = Math.round((Date.now() - startedAt) / 100) / 10;
  progress(`  done after ${seconds} s`);
  return seconds;
}

function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadAverageAtStart: os.loadavg().map((load) => Math.round(load * 100) / 100),
  };
}

async function runTracking(gatewayUrl) {
  const result = await benchTracking({ gatewayUrl, ...TRACKING, runId: bookingRunId(), progress });
  progress(
    `  ${result.positionsAcceptedPerSecond} positions/s accepted, push p50 ${result.pushLatencyMs.p50} ms, p99 ${result.pushLatencyMs.p99} ms, ${result.lostUpdates} lost, tracking RSS peak ${result.trackingRssMiB.peak} MiB`,
  );
  return result;
}

async function postJson(url, body, cookie) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return {
    body: await response.json(),
    cookie: response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  };
}

/** A booking made through the API, as a visitor makes one (its id, e-mail and access token). */
async function newBooking(gatewayUrl) {
  const { body } = await postJson(
    `${gatewayUrl}/api/bookings`,
    JSON.parse(bookingBody(bookingRunId(), 1, inTwoDays())),
  );
  return body;
}

/** The session cookie of the bench's staff account, which makes magic links. */
async function adminSession(gatewayUrl) {
  return (await postJson(`${gatewayUrl}/api/auth/login`, BENCH_ADMIN)).cookie;
}

/** The path of a new magic link for `email`, as the e-mail gives it. */
async function newMagicLinkPath(gatewayUrl, email, adminCookie) {
  const { body: link } = await postJson(`${gatewayUrl}/api/magic-links/create`, { email }, adminCookie);
  return new URL(link.url).pathname;
}

const ridePath = (booking) => `/tracking/${booking.id}?token=${encodeURIComponent(booking.accessToken)}`;

/**
 * Lighthouse on every public route (a real booking and magic links for theirs) and on the static
 * baseline page. Each run gets a magic link of its own, as each customer does.
 */
async function runLighthouse(gatewayUrl, routes = LIGHTHOUSE_ROUTES) {
  const booking = await newBooking(gatewayUrl);
  const adminCookie = await adminSession(gatewayUrl);
  const magicLinkPaths = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
    magicLinkPaths.push(await newMagicLinkPath(gatewayUrl, booking.email, adminCookie));
  const baseline = await startBaselinePage(BASELINE_HEADLINE);
  try {
    const paths = {
      '/': ['/'],
      '/admin': ['/admin'],
      '/rewards': ['/rewards'],
      '/tracking/{id}?token=…': [ridePath(booking)],
      '/magic-link/{token}': magicLinkPaths,
    };
    const pages = [
      { name: 'baseline', urls: [baseline.url] },
      ...routes.map((route) => ({
        name: route,
        urls: paths[route].map((path) => `${gatewayUrl}${path}`),
      })),
    ];
    progress(
      `lighthouse: ${pages.length} pages (the static baseline first), ${LIGHTHOUSE_RUNS} runs each, mobile defaults`,
    );
    return {
      runsPerPage: LIGHTHOUSE_RUNS,
      preset: 'Lighthouse 13 mobile defaults (simulated slow 4G, 4x CPU slowdown)',
      pages: await lighthousePages(pages, LIGHTHOUSE_RUNS, progress, process.env.BENCH_LIGHTHOUSE_REPORTS),
    };
  } finally {
    await baseline.stop();
  }
}

/**
 * Issue 24: a first tap on each control of FIRST_TAP_CONTROLS, at the load event and 1 s later. A ride
 * page and a magic link are a new visitor's own each time: a booking of its own (a tap on Simulate
 * Driver Movement moves that ride's driver), a link of its own.
 */
async function runFirstTap(gatewayUrl) {
  const adminCookie = await adminSession(gatewayUrl);
  const urlFor = async (page) => {
    if (!page.includes('{')) return `${gatewayUrl}${page}`;
    const booking = await newBooking(gatewayUrl);
    return `${gatewayUrl}${page.startsWith('/tracking/') ? ridePath(booking) : await newMagicLinkPath(gatewayUrl, booking.email, adminCookie)}`;
  };
  const unknown = firstTapPages.filter((page) => !FIRST_TAP_PAGES.includes(page));
  if (unknown.length > 0)
    throw new Error(`first-tap: no such page ${unknown.join(', ')} (pages: ${FIRST_TAP_PAGES.join(', ')})`);
  const controls = FIRST_TAP_CONTROLS.filter((control) => firstTapPages.includes(control.page));
  progress(
    `first tap: ${controls.length} controls on ${firstTapPages.length} pages, at ${Object.keys(FIRST_TAP_MOMENTS).join(' and ')}, ${FIRST_TAP_RUNS} runs each and one once settled; 4x CPU, 150 ms, 1.6 Mbps`,
  );
  const measured = await benchFirstTap({ urlFor, runs: FIRST_TAP_RUNS, progress, controls });
  progress(
    `  ${measured.summary.tapsLost} of ${measured.summary.taps} taps lost; ${measured.summary.cellsWithinGoal} of ${measured.summary.cells} control × moment within the goal`,
  );
  return {
    pages: firstTapPages,
    runsPerMoment: FIRST_TAP_RUNS,
    profile: FIRST_TAP_PROFILE,
    momentsAfterLoadMs: FIRST_TAP_MOMENTS,
    goalsMs: FIRST_TAP_GOAL_MS,
    lostAfterMs: FIRST_TAP_LOST_AFTER_MS,
    ...measured,
  };
}

async function runHomePage(gatewayUrl) {
  progress('home page: initial JS and CSS');
  const homePage = await measurePageWeight(`${gatewayUrl}/`, BUDGETS.homePageInitialGzipBytes);
  progress(
    `  ${homePage.totalGzipBytes} bytes gzipped in ${homePage.fileCount} files (budget ${homePage.budgetBytes}; JavaScript ${homePage.jsGzipBytes}, of which before the load event ${homePage.beforeLoadJsGzipBytes})`,
  );
  return homePage;
}

let faultsReport;

async function main() {
  if (!PARTS.includes(part))
    throw new Error(`unknown part "${part}": node bench/run.mjs [${PARTS.join('|')}]`);
  // Checked before a stack starts.
  const unknownRoutes = lighthouseRoutes.filter((route) => !LIGHTHOUSE_ROUTES.includes(route));
  if (unknownRoutes.length > 0)
    throw new Error(`unknown route ${unknownRoutes.join(', ')}: one of ${LIGHTHOUSE_ROUTES.join(' ')}`);
  const startedAt = new Date();
  const machineInfo = machine();
  const latest = join(HERE, 'results', 'latest.json');
  if (part === 'faults' || part === 'all') {
    // Its own stack (embedded PostgreSQL, no Redis): its database is stopped on purpose.
    mkdirSync(join(HERE, 'results'), { recursive: true });
    const faults = await benchFaults({
      gatewayPort: GATEWAY_PORT + 300,
      servicePortBase: SERVICE_PORT_BASE + 300,
      logFile: join(HERE, 'results', 'faults-stack.log'),
      progress,
    });
    if (part === 'faults') {
      const previous = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : {};
      const text = `${JSON.stringify({ timestamp: startedAt.toISOString(), ...previous, budgets: BUDGETS, faults: { timestamp: startedAt.toISOString(), machine: machineInfo, ...faults } }, null, 2)}\n`;
      mkdirSync(join(HERE, 'results'), { recursive: true });
      writeFileSync(latest, text);
      process.stdout.write(text);
      return;
    }
    faultsReport = faults;
  }
  const workDir = mkdtempSync(join(os.tmpdir(), 'elite-bench-'));
  // The map's street tiles come from a server of the bench (README, "Lighthouse"), not the internet,
  // which this machine may not reach; the attribution stays OpenStreetMap's, as production shows it.
  const tiles = await startTileServer();
  process.env.MAP_TILE_URL = tiles.url;
  const stack = await startIsolatedStack({
    label: 'bench',
    gatewayPort: GATEWAY_PORT,
    servicePortBase: SERVICE_PORT_BASE,
    logFile: join(HERE, 'results', 'stack.log'),
  });
  // 127.0.0.1 for every target alike, so no run pays for a name lookup or an IPv6 detour.
  const gatewayUrl = stack.url.replace('//localhost:', '//127.0.0.1:');
  let report;
  try {
    if (part !== 'all') {
      // Only this part: the rest of the last full run's report stays as it was.
      const latest = join(HERE, 'results', 'latest.json');
      const previous = existsSync(latest) ? JSON.parse(readFileSync(latest, 'utf8')) : {};
      const measured =
        part === 'gateway'
          ? await benchVehicles(gatewayUrl, workDir)
          : part === 'tracking'
            ? await runTracking(gatewayUrl)
            : part === 'mail'
              ? await runMail(stack, gatewayUrl)
              : part === 'home'
                ? await runHomePage(gatewayUrl)
                : part === 'first-tap'
                  ? await runFirstTap(gatewayUrl)
                  : await runLighthouse(gatewayUrl, lighthouseRoutes);
      // Lighthouse on some routes: the others keep their last figures (each page has its own timestamp).
      if (part === 'lighthouse' && lighthouseRoutes.length < LIGHTHOUSE_ROUTES.length)
        measured.pages = { ...previous.lighthouse?.pages, ...measured.pages };
      const key = { gateway: 'vehicles', home: 'homePage', 'first-tap': 'firstTap' }[part] ?? part;
      report = {
        timestamp: startedAt.toISOString(),
        ...previous,
        budgets: BUDGETS,
        [key]: { timestamp: startedAt.toISOString(), machine: machineInfo, ...measured },
      };
    } else {
      // First, on an empty inbox and idle queues.
      const mail = await runMail(stack, gatewayUrl);
      const vehicles = await benchVehicles(gatewayUrl, workDir);
      const bookings = await benchBookings(gatewayUrl, stack.databaseUrl);
      const login = await benchLogin({
        gatewayUrl,
        connections: LOGIN_CONNECTIONS,
        seconds: LOGIN_SECONDS,
        warmupSeconds: 2,
        progress,
      });
      const tracking = await runTracking(gatewayUrl);
      const homePage = await runHomePage(gatewayUrl);
      const lighthouse = await runLighthouse(gatewayUrl);
      const firstTap = await runFirstTap(gatewayUrl);
      report = {
        timestamp: startedAt.toISOString(),
        finishedAt: new Date().toISOString(),
        machine: machineInfo,
        stack: {
          gateway: gatewayUrl,
          redis: stack.redisUrl ? 'yes' : 'no (single-node mode)',
          logFile: stack.logFile,
        },
        budgets: BUDGETS,
        vehicles,
        bookings,
        login,
        homePage,
        tracking,
        mail,
        lighthouse,
        firstTap,
        faults: faultsReport,
      };
    }
  } finally {
    await stack.stop();
    await tiles.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
  const resultsDir = join(HERE, 'results');
  mkdirSync(resultsDir, { recursive: true });
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(join(resultsDir, 'latest.json'), text);
  process.stdout.write(text);
}

main().catch((error) => {
  process.stderr.write(
    `[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
  );
  process.exit(1);
});
