// The whole stack as `npm start` runs it, on ports of its own and a fresh database of its own
// (docs/architecture.md §9), for the end-to-end tests and the benchmarks. Progress goes to stderr.
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build } from '../../scripts/build.mjs';
import { PORT_BLOCK_STEP, freePortBlock } from '../../scripts/lib/ports.mjs';
import {
  LOCAL_POSTGRES,
  createDatabase,
  dropDatabase,
  postgresAnswers,
  runName as newRunName,
  sweepLeftoverDatabases,
  withDatabase,
} from '../../scripts/lib/postgres.mjs';
import { pidAlive } from '../../scripts/lib/processes.mjs';
import { chooseRedis, forgetRedisNamespace } from '../../scripts/lib/redis.mjs';
import { TEST_BOOKING_HORIZON } from '../../scripts/lib/test-environment.mjs';
import { PORT_BLOCK_OFFSETS, RENDER, SERVICES, portBlockEnv, startStack } from '../../scripts/stack.mjs';

const say = (label, text) => process.stderr.write(`[${label}] ${text}\n`);

/**
 * What runs killed before their teardown left behind (databases and DATA_DIRs carry the creating
 * process id): removed when that process is gone. Databases only on a server of this machine,
 * where the process id means something, and only when nobody is connected.
 */
async function sweepLeftovers(label, adminUrl) {
  const dirPattern = new RegExp(`^elite-${label}-(\\d+)-`);
  for (const entry of readdirSync(tmpdir())) {
    const pid = Number(dirPattern.exec(entry)?.[1]);
    if (pid && !pidAlive(pid)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  if (!adminUrl) return;
  for (const name of await sweepLeftoverDatabases(adminUrl, label))
    say(label, `dropped ${name}, left by a run that did not finish`);
}

/**
 * Where this run keeps its data: a fresh database on DATABASE_URL's server, else on the local
 * Postgres if it answers, else the runner's embedded Postgres inside this run's own DATA_DIR.
 */
async function chooseDatabase(label, name) {
  const server =
    process.env.DATABASE_URL ?? ((await postgresAnswers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : undefined);
  const adminUrl = server && withDatabase(server, 'postgres');
  await sweepLeftovers(label, adminUrl);
  if (!server) return { env: {}, describe: 'an embedded Postgres', release: async () => undefined };
  await createDatabase(adminUrl, name);
  return {
    env: { DATABASE_URL: withDatabase(server, name) },
    describe: `database ${name} on ${new URL(adminUrl).host}`,
    release: () => dropDatabase(adminUrl, name),
  };
}

/** The runner's build step, run before ports are chosen: it can take minutes, and ports can be taken meanwhile. */
async function buildFirst(label) {
  await build({ log: (line) => say(label, line) });
}

/** One attempt on one block of ports; rejects with `portTaken` set when another process won a port. */
async function startOnPorts({ label, gatewayPort, servicePortBase, logFilePattern }) {
  const logFile = logFilePattern.replace('{port}', String(gatewayPort));
  // Its own DATA_DIR always: session keys, the runner's lock and any embedded Postgres stay apart
  // from a developer's `npm start` on .data/.
  const dataDir = mkdtempSync(join(tmpdir(), `elite-${label}-${process.pid}-`));
  // One name for the run's database and its Redis namespace (queues, socket.io channels, latest
  // positions, login counters), so runs side by side on one Redis never see each other.
  const runName = newRunName(label);
  const database = await chooseDatabase(label, runName);
  const redisUrl = await chooseRedis();
  const env = {
    ...process.env,
    ...portBlockEnv(gatewayPort, servicePortBase),
    DATA_DIR: dataDir,
    QUEUE_PREFIX: runName,
    // The tests and benchmarks act for hundreds of people from one address; the edge's limits are
    // tested at scale 1 in gateway/test/edge-limits.integration-spec.ts.
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000',
    // The tests book years ahead, each ride on a day of its own (e2e/support/unique.ts).
    BOOKING_HORIZON: process.env.BOOKING_HORIZON ?? TEST_BOOKING_HORIZON,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  // Always its own catcher: the tests read the mails back from it, never from a developer's relay.
  delete env.SMTP_URL;
  Object.assign(env, database.env);
  if (redisUrl) env.REDIS_URL = redisUrl;
  const release = async () => {
    await database.release();
    if (redisUrl) await forgetRedisNamespace(redisUrl, runName);
    rmSync(dataDir, { recursive: true, force: true });
  };

  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  const write = (line) => {
    log.write(`${line}\n`);
    if (line.startsWith('stack ')) say(label, line.replace(/^stack\s+│ /, ''));
  };
  say(
    label,
    `starting the stack on port ${gatewayPort} with ${database.describe}, ${redisUrl ? `Redis ${redisUrl}` : 'no Redis (single-node mode)'}; process output in ${logFile}`,
  );

  let stack;
  try {
    stack = await startStack({ env, log: write, build: false });
  } catch (error) {
    await release().catch(() => undefined);
    await new Promise((done) => log.end(done));
    const failure = new Error(`${label}: the stack did not start (${error.message}); see ${logFile}`, {
      cause: error,
    });
    failure.portTaken = /already in use/.test(error.message);
    throw failure;
  }
  say(label, `ready at ${stack.url}`);

  return {
    url: stack.url.replace(/\/$/, ''),
    port: gatewayPort,
    databaseUrl: stack.databaseUrl,
    redisUrl,
    // The catcher's inbox and HTTP API (e2e/support/mail.ts reads it).
    mailUrl: stack.mailUrl.replace('//localhost:', '//127.0.0.1:'),
    logFile,
    // Where Prometheus would read each process (docs/operations.md, "Seeing inside").
    metricsUrls: Object.fromEntries(
      [
        ...SERVICES.map((service) => [service.name, env[service.portEnv]]),
        [RENDER.name, env[RENDER.portEnv]],
        ['gateway', env.GATEWAY_METRICS_PORT],
      ].map(([name, port]) => [name, `http://127.0.0.1:${port}/metrics`]),
    ),
    pidOf: (name) => stack.children.find((child) => child.name === name && child.running)?.pid,
    stop: async () => {
      say(label, 'stopping the stack');
      try {
        await stack.stop();
      } finally {
        await release();
        await new Promise((done) => log.end(done));
      }
    },
  };
}

/**
 * Builds what is out of date (as `npm start` does), then starts the stack and resolves to
 * { url, port, databaseUrl, redisUrl, mailUrl, logFile, metricsUrls, pidOf(name), stop() }. `gatewayPort` is the public
 * port; the services take `servicePortBase + 1, + 2, …`, the mail catcher `+ 25` (SMTP) and `+ 26` (its
 * inbox, `mailUrl`), an embedded Postgres `servicePortBase + 99`; when
 * any of them is taken the next block 100 higher is used. Every line the processes print goes to
 * `logFile` (`{port}` in it becomes the gateway port); the runner's own lines also go to stderr.
 * `build: false` skips the build step.
 */
export async function startIsolatedStack({ label, gatewayPort, servicePortBase, logFile, build = true }) {
  if (build) await buildFirst(label);
  let from = { gatewayPort, servicePortBase };
  for (let attempt = 1; ; attempt += 1) {
    const block = await freePortBlock({
      gatewayPort: from.gatewayPort,
      portBase: from.servicePortBase,
      offsets: PORT_BLOCK_OFFSETS,
    });
    try {
      return await startOnPorts({
        label,
        gatewayPort: block.gatewayPort,
        servicePortBase: block.portBase,
        logFilePattern: logFile,
      });
    } catch (error) {
      if (!error.portTaken || attempt === 3) throw error;
      say(label, `${error.cause.message}; trying the next block of ports`);
      from = {
        gatewayPort: block.gatewayPort + PORT_BLOCK_STEP,
        servicePortBase: block.portBase + PORT_BLOCK_STEP,
      };
    }
  }
}
