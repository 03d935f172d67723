// The whole stack as `npm start` runs it, on ports of its own and a fresh database of its own
// (docs/architecture.md §9), for the end-to-end tests and the benchmarks. Progress goes to stderr.
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { build } from '../../scripts/build.mjs';
import { SERVICES, pidAlive, startStack } from '../../scripts/stack.mjs';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
// Within a block: the services on base + 1, + 2, … (the registry's order), the mail catcher's SMTP
// and inbox on base + 25 and + 26, an embedded PostgreSQL on base + 99.
const SERVICE_PORT_NAMES = SERVICES.map((service) => service.portEnv);
const MAIL_SMTP_OFFSET = 25;
const MAIL_WEB_OFFSET = 26;
const EMBEDDED_PG_OFFSET = 99;
const blockPorts = (base) => [
  ...SERVICE_PORT_NAMES.map((_, index) => base + index + 1),
  base + MAIL_SMTP_OFFSET,
  base + MAIL_WEB_OFFSET,
  base + EMBEDDED_PG_OFFSET,
];

const say = (label, text) => process.stderr.write(`[${label}] ${text}\n`);

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** True when a Redis server answers PING at the URL (a bare RESP exchange; no client library needed). */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

function portFree(port, host) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/**
 * The first block of ports that is wholly free, trying the asked-for one and then blocks 100 higher:
 * another run (a colleague's tests, a benchmark) may hold the default ones.
 */
async function freePortBlock(gatewayPort, servicePortBase, tries = 20) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const gateway = gatewayPort + attempt * 100;
    const base = servicePortBase + attempt * 100;
    const ports = blockPorts(base);
    const free =
      (await portFree(gateway)) &&
      (await Promise.all(ports.map((port) => portFree(port, '127.0.0.1')))).every(Boolean);
    if (free) return { gatewayPort: gateway, servicePortBase: base };
  }
  throw new Error(`no free ports: tried ${tries} blocks from ${gatewayPort} and ${servicePortBase + 1}`);
}

async function createDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
}

async function dropDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

const isLocalHost = (url) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

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
  if (!adminUrl || !isLocalHost(adminUrl)) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query(
      `SELECT d.datname FROM pg_database d
        WHERE d.datname ~ $1 AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
      [`^elite_${label}_[0-9]+_[0-9a-f]{8}$`],
    );
    for (const { datname } of rows) {
      const pid = Number(datname.split('_')[2]);
      if (!pidAlive(pid)) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}"`);
        say(label, `dropped ${datname}, left by a run that did not finish`);
      }
    }
  } finally {
    await admin.end();
  }
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

/** Deletes every Redis key of a finished run (all of them start with its QUEUE_PREFIX). */
async function forgetRedisNamespace(url, prefix) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 })) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
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
  const runName = `elite_${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const database = await chooseDatabase(label, runName);
  const redisUrl = process.env.REDIS_URL ?? ((await redisAnswers(LOCAL_REDIS)) ? LOCAL_REDIS : undefined);
  const ports = Object.fromEntries(
    SERVICE_PORT_NAMES.map((name, index) => [name, String(servicePortBase + index + 1)]),
  );
  const env = {
    ...process.env,
    PORT: String(gatewayPort),
    ...ports,
    EMBEDDED_PG_PORT: String(servicePortBase + EMBEDDED_PG_OFFSET),
    MAIL_CATCHER_SMTP_PORT: String(servicePortBase + MAIL_SMTP_OFFSET),
    MAIL_CATCHER_WEB_PORT: String(servicePortBase + MAIL_WEB_OFFSET),
    DATA_DIR: dataDir,
    QUEUE_PREFIX: runName,
    // The tests and benchmarks act for hundreds of people from one address; the edge's limits are
    // tested at scale 1 in gateway/test/edge-limits.integration-spec.ts.
    RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000',
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
 * { url, port, databaseUrl, redisUrl, mailUrl, logFile, pidOf(name), stop() }. `gatewayPort` is the public
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
    const block = await freePortBlock(from.gatewayPort, from.servicePortBase);
    try {
      return await startOnPorts({ label, ...block, logFilePattern: logFile });
    } catch (error) {
      if (!error.portTaken || attempt === 3) throw error;
      say(label, `${error.cause.message}; trying the next block of ports`);
      from = { gatewayPort: block.gatewayPort + 100, servicePortBase: block.servicePortBase + 100 };
    }
  }
}
