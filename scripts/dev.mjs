// `npm run dev`: the whole product as `npm start` runs it (scripts/stack.mjs: embedded PostgreSQL
// unless DATABASE_URL, a mail catcher, every service, the gateway; the same ports and variables),
// with an edit-and-see loop (docs/development.md, "The dev loop"):
// - TypeScript in watch mode (scripts/lib/dev-tsc.mjs); after a compilation without errors, the
//   services and the gateway whose build changed, or that use a package whose build changed, restart;
// - each frontend in webpack's watch mode, development build (scripts/lib/dev-webpack.mjs), into
//   <DATA_DIR>/dev/<folder>/dist, which the gateway serves and server-renders from (STATIC_ROOT);
//   after a rebuild the open pages reload (scripts/lib/dev-reload-client.js).
// Ctrl-C stops the watchers, then the stack.
import './lib/node-version.mjs';
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT, frontends } from './build.mjs';
import { watchTypeScript } from './lib/dev-tsc.mjs';
import { createRunnerOutput } from './lib/runner-output.mjs';
import { RENDER, SERVICES, Stack, StackError } from './stack.mjs';

const explain = (error) => (error instanceof StackError ? error.message : (error?.stack ?? String(error)));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const { log, exit, logPath } = createRunnerOutput({ root: ROOT, file: 'dev.log' });
const color = Boolean(process.stdout.isTTY);
const devRoot = path.resolve(ROOT, process.env.DATA_DIR || '.data', 'dev');
// Served by the gateway at /dev-reload.json (the shell's dist), rewritten after every rebuild.
const RELOAD_FILE = 'dev-reload.json';
const reloadFile = path.join(devRoot, 'shell', 'dist', RELOAD_FILE);
const WORKER = path.join(ROOT, 'scripts', 'lib', 'dev-webpack.mjs');
const RELOAD_CLIENT = path.join(ROOT, 'scripts', 'lib', 'dev-reload-client.js');

let stack;
try {
  stack = new Stack({
    // Development builds of React and antd on both sides, so the server's markup is the browser's.
    env: { ...process.env, NODE_ENV: 'development' },
    log,
    build: false,
    color,
    staticRoot: devRoot,
    stopOnCrashLoop: false,
  });
} catch (error) {
  console.error(`✖ ${explain(error)}`);
  process.exit(1);
}

/** `name │ line` in the stack's style; the name in bold on a terminal. */
function writer(name) {
  const label = name.padEnd(stack.labelWidth);
  const prefix = color ? `\x1b[1m${label}\x1b[0m │ ` : `${label} │ `;
  return (line, terminal = true) => log(prefix + line, { name, line, runner: true, quiet: !terminal });
}
const say = writer('dev');

// Which workspace uses which (its @elite/* dependencies), for what a package's change restarts.
const rootManifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const workspaces = rootManifest.workspaces.map((folder) => {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8'));
  return { folder, name: manifest.name, uses: Object.keys(manifest.dependencies ?? {}) };
});
const folderOf = new Map(workspaces.map((workspace) => [workspace.name, workspace.folder]));

/** The workspaces in `changed` and every one that uses one of them, directly or not. */
function affected(changed) {
  const result = new Set(changed);
  for (let grew = true; grew;) {
    grew = false;
    for (const workspace of workspaces) {
      if (result.has(workspace.folder)) continue;
      if (workspace.uses.some((name) => result.has(folderOf.get(name)))) {
        result.add(workspace.folder);
        grew = true;
      }
    }
  }
  return result;
}

/** The processes of the stack that run a workspace's build: its services (in the registry's order), render, then the gateway. */
function processesOf(folders) {
  return [
    ...SERVICES.filter((service) => folders.has(`services/${service.name}`)).map((service) => service.name),
    ...(folders.has(RENDER.name) ? [RENDER.name] : []),
    ...(folders.has('gateway') ? ['gateway'] : []),
  ];
}

// ——— restarts after a TypeScript compilation ———
let pending = new Set(); // workspaces compiled since the last restart
let restarting = Promise.resolve();
let stopping = false;

function restartChanged() {
  restarting = restarting.then(async () => {
    if (stopping || !stack.up || pending.size === 0) return;
    const changed = [...pending];
    pending = new Set();
    const names = processesOf(affected(changed)).filter((name) =>
      stack.children.some((child) => child.name.replace(/#\d+$/, '') === name),
    );
    if (names.length === 0) return;
    say(`${changed.join(', ')} changed: restarting ${names.join(', ')}`);
    const started = Date.now();
    const services = names.filter((name) => name !== 'gateway');
    // Services first, then the gateway, as the stack starts them.
    const results = await Promise.allSettled(services.map((name) => stack.restart(name)));
    if (names.includes('gateway')) results.push(...(await Promise.allSettled([stack.restart('gateway')])));
    if (stopping) return; // a restart cut short by Ctrl-C is no failure
    const failed = results.filter((result) => result.status === 'rejected');
    for (const { reason } of failed) say(`✖ ${explain(reason)}`);
    if (failed.length === 0) say(`✔ restarted ${names.join(', ')} (${seconds(Date.now() - started)})`);
  });
}

// ——— frontends ———
// A new value for every write, this run's or a later one's: a page left open across runs reloads too.
const writeReloadFile = () => {
  mkdirSync(path.dirname(reloadFile), { recursive: true });
  writeFileSync(reloadFile, `${JSON.stringify({ build: Date.now() })}\n`);
};

const workers = frontends().map((folder) => {
  const write = writer(folder);
  const args = [folder, devRoot, ...(folder === 'shell' ? [RELOAD_CLIENT, RELOAD_FILE] : [])];
  const child = fork(WORKER, args, {
    cwd: ROOT,
    // Its own process group: Ctrl-C reaches the runner, which stops it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: { ...process.env, NODE_ENV: 'development' },
  });
  // The whole webpack report goes to the log file only; the terminal gets the summaries below.
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => write(line, false));
  let first = true;
  let began = Date.now();
  const firstBuild = new Promise((resolve, reject) => {
    child.on('message', (message) => {
      if (message.type === 'building') {
        began = Date.now();
        const files = message.files.slice(0, 3).join(', ') + (message.files.length > 3 ? ', …' : '');
        return write(`rebuilding (${files} changed)`);
      }
      if (message.type !== 'built') return;
      const took = seconds(message.ms || Date.now() - began);
      if (!message.ok) {
        write(`✖ build failed (${took}); the pages keep the last good build:`);
        for (const error of message.errors)
          for (const line of error.split('\n').slice(0, 6)) write(`  ${line}`);
      } else if (first) {
        write(`✔ built (${took})`);
      } else {
        writeReloadFile();
        write(`✔ rebuilt (${took}): reloading the open pages`);
      }
      if (first) {
        first = false;
        resolve();
      }
    });
    child.once('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (first) return reject(new StackError(`webpack watch of ${folder} stopped (${how}); see ${logPath}`));
      say(`✖ webpack watch of ${folder} stopped (${how}); see ${logPath}. Stopping.`);
      onSignal('watcher failure', 1);
    });
  });
  return { folder, child, firstBuild };
});

// ——— stopping ———
function stopWorkers() {
  for (const { child } of workers) if (child.exitCode === null && child.signalCode === null) child.kill();
}

function onSignal(signal, code = 0) {
  if (stopping) {
    // A second Ctrl-C: no more waiting.
    stopWorkers();
    stack.killNow();
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: stopping Elite Transport (dev)…`);
  stopWorkers();
  stack.stop().then(
    () => {
      console.log('Elite Transport stopped.');
      exit(code);
    },
    (error) => {
      console.error(`✖ ${explain(error)}`);
      exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => onSignal(signal));
process.on('exit', () => {
  stopWorkers();
  stack.killNow();
});

// ——— start ———
try {
  say(
    `frontends: webpack --watch (development) of ${workers.map((w) => w.folder).join(', ')} into ${path.relative(ROOT, devRoot).startsWith('..') ? devRoot : path.relative(ROOT, devRoot)}`,
  );
  say('TypeScript: tsc -b tsconfig.build.json --watch');
  const tscWrite = writer('tsc');
  let firstCompile = true;
  const compiled = Date.now();
  watchTypeScript({
    root: ROOT,
    onLine: (line) => tscWrite(line),
    onCompiled: ({ errors, workspaces: written }) => {
      for (const folder of written) pending.add(folder);
      const summary = errors === 0 ? '✔ no errors' : `✖ ${errors} error${errors === 1 ? '' : 's'}`;
      if (firstCompile) {
        firstCompile = false;
        return tscWrite(`${summary} (${seconds(Date.now() - compiled)})`);
      }
      if (errors > 0) return tscWrite(`${summary}: the processes keep running their last build`);
      tscWrite(summary);
      restartChanged();
    },
  });
  await Promise.all(workers.map((worker) => worker.firstBuild));
  if (stopping) await new Promise(() => {});
  writeReloadFile();
  pending = new Set(); // what the first compilation wrote is what the stack starts with
  await stack.start();
} catch (error) {
  if (stopping) await new Promise(() => {}); // the signal handler finishes and exits
  console.error(`✖ ${explain(error)}`);
  stopping = true;
  stopWorkers();
  await stack.stop();
  exit(1);
}
console.log(
  `Elite Transport (dev) is ready on ${stack.url}: edits rebuild, restart and reload by themselves`,
);
if (stack.mailUrl) console.log(`Mail inbox (local mail catcher): ${stack.mailUrl}`);
else console.log(`E-mail goes out through SMTP_URL (${new URL(stack.smtpUrl).host})`);
console.log(`Logs of every process: ${logPath}`);
// A compilation that finished while the stack started.
restartChanged();

const crash = await stack.crashed;
if (!stopping) {
  console.error(
    `✖ ${crash.reason ?? `${crash.name} stopped unexpectedly (${crash.signal ?? `exit code ${crash.code}`})`}; stopping everything`,
  );
  onSignal('crash', 1);
}
