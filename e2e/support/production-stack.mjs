// The product as its images run it (issue 5, point 5(d)), without a Docker engine: every service,
// static site and the gateway of docker-compose.yml started as its Dockerfile's CMD (`node
// dist/main.js`, the static server), with the Dockerfile's ENV and the compose file's environment
// (interpolated from .env.example, the empty secrets filled in with fresh values), against the
// machine's PostgreSQL and Redis. Only what cannot be the same outside containers is changed: the
// hosts and ports (compose names → 127.0.0.1, each process on a port of its own), the database
// (a fresh one per run), the role names (deploy/postgres/init-roles.sh with a per-run
// DB_ROLE_PREFIX), the static servers' SITE_DIR (each build's dist/) and QUEUE_PREFIX (the run's
// Redis namespace). Roles, schemas and migrations are made the way compose and Kubernetes make
// them: db-init's script, then each service's `node dist/migrate.js` (the init container).
// Booking and tracking run two replicas each; the gateway gets both, comma-separated. The mail
// catcher (compose's maildev image) is the same maildev from npm, on two ports of the run's block.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { HarnessError } from '../../scripts/lib/errors.mjs';
import { maildevArgs } from '../../scripts/lib/maildev.mjs';
import { freePortBlock } from '../../scripts/lib/ports.mjs';
import {
  LOCAL_POSTGRES,
  postgresAnswers,
  isLocalHost,
  runName as newRunName,
  runOwner,
  sweepLeftoverDatabases,
  withDatabase,
  withPgClient,
} from '../../scripts/lib/postgres.mjs';
import { Child, describeExit, pidAlive, waitReady } from '../../scripts/lib/processes.mjs';
import { LOCAL_REDIS, forgetRedisNamespace, redisAnswers } from '../../scripts/lib/redis.mjs';
import { TEST_BOOKING_HORIZON } from '../../scripts/lib/test-environment.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LABEL = 'prod';
/** init-roles.sh's default role prefix, the one compose's DATABASE_URLs name (elite_booking, …). */
const COMPOSE_ROLE_PREFIX = 'elite_';
/** The services that may run as several processes, and how many this run starts. */
const DEFAULT_REPLICAS = { booking: 2, tracking: 2 };

const say = (text) => process.stderr.write(`[${LABEL}] ${text}\n`);

export class ProductionStackError extends HarnessError {}

// ── docker-compose.yml, .env.example and the Dockerfiles ──────────────────────────────────────────

/** NAME=value lines of an env file (comments and blank lines skipped). */
export function parseEnvFile(text) {
  const values = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match) values[match[1]] = match[2].trim();
  }
  return values;
}

/**
 * The .env a run uses: .env.example's values, every empty one filled in as
 * `node deploy/generate-env.mjs` fills it (random passwords, fresh key pairs, an admin).
 */
export function runEnvFile(adminEmail) {
  const values = parseEnvFile(readFileSync(path.join(ROOT, '.env.example'), 'utf8'));
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const sealing = generateKeyPairSync('x25519');
  const oneLine = (pem) => pem.trim().replace(/\n/g, '\\n');
  const generated = {
    AUTH_PUBLIC_KEY: oneLine(publicKey.export({ type: 'spki', format: 'pem' })),
    AUTH_PRIVATE_KEY: oneLine(privateKey.export({ type: 'pkcs8', format: 'pem' })),
    NOTIFICATIONS_PUBLIC_KEY: oneLine(sealing.publicKey.export({ type: 'spki', format: 'pem' })),
    NOTIFICATIONS_PRIVATE_KEY: oneLine(sealing.privateKey.export({ type: 'pkcs8', format: 'pem' })),
    ADMIN_EMAIL: adminEmail,
  };
  for (const [name, value] of Object.entries(values)) {
    if (value !== '') continue;
    if (name in generated) values[name] = generated[name];
    else if (name.endsWith('_PASSWORD')) values[name] = randomBytes(24).toString('base64url');
  }
  return values;
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}, ${VAR?error}, $$. */
export function interpolate(value, vars, where) {
  return value.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g,
    (whole, name, colon, kind, arg) => {
      if (whole === '$$') return '$';
      const set = vars[name] !== undefined && (colon ? vars[name] !== '' : true);
      if (set) return vars[name];
      if (kind === '-') return arg;
      if (kind === '?')
        throw new ProductionStackError(`${where}: ${name} is required by docker-compose.yml (${arg})`);
      return '';
    },
  );
}

/** The environment compose gives a service: each entry interpolated; a bare `NAME:` passes .env's value or is left out. */
export function composeEnvironment(service, vars, where) {
  const env = {};
  for (const [name, raw] of Object.entries(service.environment ?? {})) {
    if (raw === null || raw === undefined) {
      if (vars[name] !== undefined && vars[name] !== '') env[name] = vars[name];
      continue;
    }
    env[name] = interpolate(String(raw), vars, `${where}.${name}`);
  }
  return env;
}

/**
 * The runtime (last) stage of a Dockerfile as `docker build` makes it with these build arguments:
 * its ENV, WORKDIR and CMD, with `${ARG}` replaced by the argument (else the ARG's default).
 */
export function runtimeStage(dockerfileText, buildArgs = {}) {
  const lines = dockerfileText.replace(/\\\r?\n/g, ' ').split('\n');
  const start = lines.findLastIndex((line) => /^\s*FROM\s/i.test(line));
  const stage = { env: {}, workdir: '/', cmd: undefined };
  const args = {};
  const substitute = (text) =>
    text.replace(/\$\{(\w+)\}/g, (whole, name) => args[name] ?? stage.env[name] ?? whole);
  for (const line of lines.slice(start + 1)) {
    const match = /^\s*(ARG|ENV|WORKDIR|CMD)\s+(.*)$/i.exec(line);
    if (!match) continue;
    const [, instruction, rest] = match;
    if (/^ARG$/i.test(instruction)) {
      const [name, fallback] = rest.trim().split('=');
      args[name] = buildArgs[name] ?? fallback ?? '';
    } else if (/^ENV$/i.test(instruction)) {
      for (const pair of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g))
        stage.env[pair[1]] = substitute(pair[2].replace(/^"|"$/g, ''));
    } else if (/^WORKDIR$/i.test(instruction)) {
      stage.workdir = path.posix.resolve(stage.workdir, substitute(rest.trim()));
    } else {
      stage.cmd = JSON.parse(rest.trim());
    }
  }
  return stage;
}

// ── Postgres and Redis ────────────────────────────────────────────────────────────────────────────

/** Drops what a run killed before its teardown left (its process id is in every name), once that process is gone. */
async function sweepLeftovers(adminUrl, redisUrl) {
  const runs = new Set(await sweepLeftoverDatabases(adminUrl, LABEL));
  if (isLocalHost(adminUrl)) {
    await withPgClient(adminUrl, async (admin) => {
      const { rows: roles } = await admin.query('SELECT rolname FROM pg_roles WHERE rolname ~ $1', [
        `^elite_${LABEL}_[0-9]+_[0-9a-f]{8}_`,
      ]);
      for (const { rolname } of roles) {
        if (pidAlive(runOwner(rolname, LABEL))) continue;
        await admin.query(`DROP ROLE IF EXISTS "${rolname}"`).catch(() => undefined);
        runs.add(/^(elite_[a-z]+_\d+_[0-9a-f]{8})_/.exec(rolname)[1]);
      }
    });
  }
  for (const run of runs) await forgetRedisNamespace(redisUrl, run).catch(() => undefined);
  if (runs.size > 0) say(`removed what ${runs.size} earlier run(s) left behind`);
}

// ── processes ─────────────────────────────────────────────────────────────────────────────────────

/** One process, its output in its own log file (for a failure: its last lines and where the rest is). */
function startProcess(name, args, { cwd, env, logDir }) {
  return new Child({
    name,
    args,
    options: { cwd, env },
    keepLines: 15,
    logFile: path.join(logDir, `${name.replace('#', '-')}.log`),
  });
}

const lastLines = (child) =>
  `; its last lines (${child.logFile}):\n${child.recent.map((line) => `  ${line}`).join('\n')}`;

/** Until `url` answers 2xx; a failure says why with the process's last lines. */
function ready(child, url) {
  return waitReady(child, url, {
    exitDetail: () => lastLines(child),
    timeoutDetail: ` (log: ${child.logFile})`,
  });
}

async function runToCompletion(name, args, options) {
  const child = startProcess(name, args, options);
  const result = await child.exited;
  await child.closeLog();
  if (result.code !== 0) throw new ProductionStackError(`${name} ${describeExit(result)}${lastLines(child)}`);
}

// ── the stack ─────────────────────────────────────────────────────────────────────────────────────

/**
 * What each compose service is, from its Dockerfile: a Node process behind the gateway (a Nest
 * service, which migrates first, or the render slice), the gateway, or a static site.
 */
function classify(name, service) {
  if (!service.build && /^maildev\/maildev:/.test(service.image ?? '')) return { kind: 'mail-catcher' };
  if (!service.build) return { kind: 'store' };
  const dockerfile = service.build.dockerfile;
  const folder = service.build.args?.WORKSPACE;
  if (!folder) throw new ProductionStackError(`${name}: its build names no WORKSPACE argument`);
  const stage = runtimeStage(readFileSync(path.join(ROOT, dockerfile), 'utf8'), service.build.args);
  if (stage.cmd?.[0] !== 'node')
    throw new ProductionStackError(
      `${dockerfile}: the image does not run node (CMD ${JSON.stringify(stage.cmd)})`,
    );
  if (stage.cmd[1] === 'dist/main.js') {
    // WORKDIR /app/<folder>: the image runs dist/main.js of that workspace.
    if (stage.workdir !== `/app/${folder}`)
      throw new ProductionStackError(`${dockerfile}: WORKDIR ${stage.workdir} is not /app/${folder}`);
    return {
      kind: folder === 'gateway' ? 'gateway' : 'service',
      folder,
      stage,
      migrate: folder.startsWith('services/'),
    };
  }
  // The static server's image keeps the repository's layout under WORKDIR /srv (server.mjs finds the contracts' cache rules).
  if (stage.workdir === '/srv' && stage.cmd[1]?.startsWith('/srv/'))
    return { kind: 'static', folder, stage, script: stage.cmd[1].slice('/srv/'.length) };
  throw new ProductionStackError(`${dockerfile}: unknown CMD ${JSON.stringify(stage.cmd)} for ${name}`);
}

/** The environment variable that holds a process's own port in its image (BOOKING_PORT, or PORT). */
function portVariable(stage, compose) {
  const names = Object.keys({ ...stage.env, ...compose }).filter(
    (key) => /^([A-Z_]+_)?PORT$/.test(key) && key !== 'GATEWAY_PORT',
  );
  if (names.length !== 1)
    throw new ProductionStackError(
      `cannot tell which variable is the port among ${names.join(', ') || 'none'}`,
    );
  return names[0];
}

/**
 * Starts the product as compose runs it, on local processes; resolves once the gateway and every
 * service behind it are ready. `gatewayPort` is tried first, then blocks 100 higher; the processes
 * take `portBase + 1 …`. Every process writes its own log in `logDir`.
 */
export async function startProductionStack({
  gatewayPort,
  portBase,
  logDir,
  replicas = DEFAULT_REPLICAS,
  build = true,
}) {
  if (build) {
    const { build: buildAll } = await import(new URL('scripts/build.mjs', `file://${ROOT}`).href);
    await buildAll({ log: (line) => say(line) });
  }
  const psql = spawnSync('psql', ['--version'], { encoding: 'utf8' });
  if (psql.status !== 0)
    throw new ProductionStackError(
      "psql is needed to run deploy/postgres/init-roles.sh (as compose's db-init does): install postgresql-client",
    );

  const server = process.env.DATABASE_URL ?? LOCAL_POSTGRES;
  const adminUrl = withDatabase(server, 'postgres');
  if (!(await postgresAnswers(adminUrl)))
    throw new ProductionStackError(
      `no PostgreSQL answers at ${new URL(adminUrl).host} (set DATABASE_URL to one this run may create databases and roles on)`,
    );
  const redisUrl = process.env.REDIS_URL ?? LOCAL_REDIS;
  if (!(await redisAnswers(redisUrl)))
    throw new ProductionStackError(
      `no Redis answers at ${redisUrl} (set REDIS_URL): two tracking replicas share their rooms through it`,
    );
  await sweepLeftovers(adminUrl, redisUrl);

  const runName = newRunName(LABEL);
  const rolePrefix = `${runName}_`;
  const adminEmail = `prod-admin-${runName.slice(-8)}@e2e.example.com`;
  const vars = runEnvFile(adminEmail);
  const compose = parse(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const services = Object.entries(compose.services).map(([name, service]) => ({
    name,
    service,
    ...classify(name, service),
  }));

  // Ports: the gateway, then every other process in turn (replicas included), then the catcher's two.
  const processesWanted = services.flatMap((s) =>
    s.kind === 'service' || s.kind === 'static'
      ? Array.from({ length: replicas[s.name] ?? 1 }, (_, i) => ({ ...s, replica: i }))
      : [],
  );
  const catcherEntry = services.find((s) => s.kind === 'mail-catcher');
  if (!catcherEntry)
    throw new ProductionStackError('docker-compose.yml has no maildev/maildev mail catcher for the e-mails');
  const offsets = [...processesWanted, 'smtp', 'web'].map((_, i) => i + 1);
  const found = await freePortBlock({ gatewayPort, portBase, offsets });
  const block = { gateway: found.gatewayPort, ports: offsets.map((offset) => found.portBase + offset) };
  processesWanted.forEach((p, i) => (p.port = block.ports[i]));
  const catcher = { smtp: block.ports.at(-2), web: block.ports.at(-1) };
  const portsOf = (name) => processesWanted.filter((p) => p.name === name).map((p) => p.port);
  const publicUrl = `http://localhost:${block.gateway}`;

  mkdirSync(logDir, { recursive: true });
  const databaseUrl = withDatabase(server, runName);
  const running = [];
  let databaseCreated = false;

  const stop = async () => {
    // The gateway first, then what is behind it (compose stops in reverse dependency order).
    const gateway = running.filter((p) => p.name === 'gateway');
    const mail = running.filter((p) => p.name === 'mail-catcher');
    await Promise.all(gateway.map((p) => p.stop()));
    await Promise.all(running.filter((p) => !gateway.includes(p) && !mail.includes(p)).map((p) => p.stop()));
    await Promise.all(mail.map((p) => p.stop()));
    const problems = [];
    if (databaseCreated) {
      await withPgClient(adminUrl, async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS "${runName}" WITH (FORCE)`);
        const { rows } = await admin.query('SELECT rolname FROM pg_roles WHERE starts_with(rolname, $1)', [
          rolePrefix,
        ]);
        for (const { rolname } of rows) await admin.query(`DROP ROLE IF EXISTS "${rolname}"`);
      }).catch((error) => problems.push(`database ${runName} and its roles: ${error.message}`));
    }
    await forgetRedisNamespace(redisUrl, runName).catch((error) =>
      problems.push(`Redis keys ${runName}:*: ${error.message}`),
    );
    process.removeListener('exit', killNow);
    if (problems.length > 0) throw new ProductionStackError(`could not clean up: ${problems.join('; ')}`);
  };
  const killNow = () => {
    for (const p of running) p.kill('SIGTERM');
  };
  process.once('exit', killNow);

  /** A compose value as it must be here: compose host names become local addresses, the database and roles this run's. */
  const localize = (value) =>
    value.replace(
      /\b([a-z][a-z0-9+.-]*):\/\/([^@/\s,]*@)?([a-z][a-z0-9-]*):(\d+)(\/[^\s,]*)?/g,
      (whole, scheme, auth = '', host, _port, rest = '') => {
        const target = compose.services[host] ? services.find((s) => s.name === host) : undefined;
        if (!target) return whole;
        if (target.kind === 'mail-catcher') {
          if (!/^smtps?$/.test(scheme))
            throw new ProductionStackError(`${whole}: only SMTP reaches the mail catcher`);
          return `${scheme}://${auth}127.0.0.1:${catcher.smtp}${rest}`;
        }
        if (/^postgres(ql)?$/.test(scheme)) {
          const local = new URL(server);
          const user = auth.replace(new RegExp(`^${COMPOSE_ROLE_PREFIX}`), rolePrefix);
          if (rest !== '/elite')
            throw new ProductionStackError(`unexpected database in ${scheme}://…@${host}:${_port}${rest}`);
          return `${scheme}://${user}${local.host}/${runName}`;
        }
        if (/^rediss?$/.test(scheme)) return `${scheme}://${auth}${new URL(redisUrl).host}${rest}`;
        const ports = portsOf(host);
        if (ports.length === 0)
          throw new ProductionStackError(`${whole} names ${host}, which this run does not start`);
        return `${scheme}://127.0.0.1:${ports[0]}${rest}`;
      },
    );

  /** Image ENV, then compose's environment, both localized; then this run's overrides. */
  const environmentOf = (entry, overrides) => {
    const fromCompose = composeEnvironment(entry.service, vars, `services.${entry.name}.environment`);
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
    for (const [name, value] of Object.entries({ ...entry.stage.env, ...fromCompose }))
      env[name] = localize(value);
    return { ...env, ...overrides };
  };

  try {
    say(
      `database ${runName} on ${new URL(adminUrl).host}, Redis ${redisUrl} (prefix ${runName}), gateway on ${block.gateway}; logs in ${logDir}`,
    );
    await withPgClient(adminUrl, (admin) => admin.query(`CREATE DATABASE "${runName}"`));
    databaseCreated = true;

    // db-init: the committed script, with compose's environment (PGHOST and the database localized).
    const dbInit = compose.services['db-init'];
    const initEnv = composeEnvironment(dbInit, vars, 'services.db-init.environment');
    const local = new URL(server);
    const init = spawnSync('sh', [path.join(ROOT, 'deploy', 'postgres', 'init-roles.sh')], {
      encoding: 'utf8',
      env: {
        ...initEnv,
        PATH: process.env.PATH,
        PGHOST: local.hostname,
        PGPORT: local.port || '5432',
        PGUSER: decodeURIComponent(local.username) || initEnv.PGUSER,
        PGPASSWORD: decodeURIComponent(local.password) || initEnv.PGPASSWORD,
        PGDATABASE: runName,
        DB_ROLE_PREFIX: rolePrefix,
      },
    });
    if (init.status !== 0)
      throw new ProductionStackError(`deploy/postgres/init-roles.sh failed:\n${init.stdout}${init.stderr}`);

    // The mail catcher, as the maildev image runs it (its container ports moved to the run's own).
    const catcherProcess = startProcess(
      'mail-catcher',
      maildevArgs({ smtpPort: catcher.smtp, webPort: catcher.web }),
      {
        cwd: ROOT,
        env: {
          ...composeEnvironment(catcherEntry.service, vars, `services.${catcherEntry.name}.environment`),
          PATH: process.env.PATH ?? '/usr/bin:/bin',
        },
        logDir,
      },
    );
    running.push(catcherProcess);
    const catcherCheck = /http:\/\/127\.0\.0\.1:\d+(\/\S*?)'?\)/.exec(
      catcherEntry.service.healthcheck.test.join(' '),
    )?.[1];
    if (!catcherCheck)
      throw new ProductionStackError(
        `services.${catcherEntry.name}.healthcheck names no http://127.0.0.1 URL`,
      );
    await ready(catcherProcess, `http://127.0.0.1:${catcher.web}${catcherCheck}`);

    // Each service's migrations as its Kubernetes init container runs them, as the service's own role.
    const nodeServices = services.filter((s) => s.kind === 'service');
    const serviceEnv = (entry, port) =>
      environmentOf(entry, {
        [portVariable(entry.stage, entry.service.environment)]: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: publicUrl,
        QUEUE_PREFIX: runName,
        // The tests book years ahead, each ride on a day of its own (e2e/support/unique.ts).
        BOOKING_HORIZON: TEST_BOOKING_HORIZON,
      });
    await Promise.all(
      nodeServices
        .filter((entry) => entry.migrate)
        .map((entry) =>
          runToCompletion(`${entry.name}-migrate`, ['dist/migrate.js'], {
            cwd: path.join(ROOT, entry.folder),
            env: serviceEnv(entry, portsOf(entry.name)[0]),
            logDir,
          }),
        ),
    );

    // The services (each replica) and the static servers of the shell and the remotes (SITE_DIR: their build).
    await Promise.all(
      processesWanted.map(async (entry) => {
        const name = entry.replica === 0 ? entry.name : `${entry.name}#${entry.replica + 1}`;
        const isStatic = entry.kind === 'static';
        const env = isStatic
          ? environmentOf(entry, {
              PORT: String(entry.port),
              HOST: '127.0.0.1',
              SITE_DIR: path.join(ROOT, entry.folder, 'dist'),
            })
          : serviceEnv(entry, entry.port);
        const args = isStatic ? [path.join(ROOT, entry.script)] : ['dist/main.js'];
        const child = startProcess(name, args, { cwd: path.join(ROOT, entry.folder), env, logDir });
        running.push(child);
        const check = entry.service.healthcheck.test.join(' ');
        const healthPath = /http:\/\/127\.0\.0\.1:\d+(\/\S*)/.exec(check)?.[1];
        if (!healthPath)
          throw new ProductionStackError(`services.${entry.name}.healthcheck names no http://127.0.0.1 URL`);
        await ready(child, `http://127.0.0.1:${entry.port}${healthPath}`);
      }),
    );

    // The gateway, with every replica of a service, comma-separated.
    const gatewayEntry = services.find((s) => s.kind === 'gateway');
    const gatewayEnv = environmentOf(gatewayEntry, {
      PORT: String(block.gateway),
      PUBLIC_URL: publicUrl,
      QUEUE_PREFIX: runName,
    });
    for (const [name, value] of Object.entries(
      composeEnvironment(gatewayEntry.service, vars, 'services.gateway.environment'),
    )) {
      const host = /^https?:\/\/([a-z][a-z0-9-]*):\d+$/.exec(value)?.[1];
      if (host && portsOf(host).length > 1)
        gatewayEnv[name] = portsOf(host)
          .map((port) => `http://127.0.0.1:${port}`)
          .join(',');
    }
    const gateway = startProcess('gateway', ['dist/main.js'], {
      cwd: path.join(ROOT, gatewayEntry.folder),
      env: gatewayEnv,
      logDir,
    });
    running.push(gateway);
    const gatewayCheck =
      /http:\/\/127\.0\.0\.1:\d+(\/\S*)/.exec(gatewayEntry.service.healthcheck.test.join(' '))?.[1] ??
      '/health/ready';
    await ready(gateway, `http://127.0.0.1:${block.gateway}${gatewayCheck}`);
  } catch (error) {
    await stop().catch((cleanup) => say(cleanup.message));
    throw error;
  }

  say(`ready at ${publicUrl}`);
  const logs = Object.fromEntries(running.map((p) => [p.name, p.logFile]));
  return {
    url: `http://127.0.0.1:${block.gateway}`,
    port: block.gateway,
    /** The run's database as the superuser (the tests read every schema). */
    databaseUrl,
    redisUrl,
    runName,
    rolePrefix,
    admin: { email: vars.ADMIN_EMAIL, password: vars.ADMIN_PASSWORD },
    /** The mail catcher's inbox and HTTP API. */
    mailUrl: `http://127.0.0.1:${catcher.web}`,
    replicas: Object.fromEntries(
      Object.keys(replicas).map((name) => [name, portsOf(name).map((port) => `http://127.0.0.1:${port}`)]),
    ),
    logs,
    stop,
  };
}
