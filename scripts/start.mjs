// `npm start`: the whole product on one machine (docs/architecture.md §3). Ctrl-C stops it cleanly.
// The work is done by stack.mjs, which the end-to-end tests and the benchmarks share.
// `--no-build` starts what is already built.
import path from 'node:path';
import { createStream } from 'rotating-file-stream';
import { ROOT } from './build.mjs';
import { Stack, StackError } from './stack.mjs';

const explain = (error) => (error instanceof StackError ? error.message : (error?.stack ?? String(error)));

// Every line of every process goes to <DATA_DIR>/logs/stack.log (10 MB a file, the last 5 kept); the
// terminal shows the runner's own lines, warnings and errors, and what is not JSON (every line with
// LOG_FORMAT=json).
const logDir = path.resolve(ROOT, process.env.DATA_DIR || '.data', 'logs');
const logFile = createStream('stack.log', { path: logDir, size: '10M', maxFiles: 5 });
const LEVELS = { 10: 'trace', 20: 'debug', 30: 'info', 40: 'warn', 50: 'error', 60: 'fatal' };

// LOG_FORMAT=json shows every line in the terminal as the processes print it.
const everyLine = process.env.LOG_FORMAT === 'json';

/** For the terminal: a service's JSON line as `level message`, and only from warnings up. */
function shown(name, line) {
  if (everyLine || name === 'stack' || !line.startsWith('{')) return line;
  // pino writes the level first: the many info lines (one per request) are skipped without parsing.
  const level = /^\{"level":(\d+)/.exec(line);
  if (level && Number(level[1]) < 40) return undefined;
  try {
    const entry = JSON.parse(line);
    if (typeof entry.level !== 'number' || entry.level < 40) return undefined;
    const error = entry.err?.message ? ` (${entry.err.message})` : '';
    return `${LEVELS[entry.level] ?? entry.level} ${entry.msg ?? ''}${error}`;
  } catch {
    return line;
  }
}

function log(prefixed, source) {
  logFile.write(`${new Date().toISOString()} ${source ? `${source.name} ${source.line}` : prefixed}\n`);
  if (!source) return console.log(prefixed);
  const text = shown(source.name, source.line);
  if (text !== undefined) console.log(prefixed.slice(0, prefixed.length - source.line.length) + text);
}

/** Exits once the log file has what was written to it. */
const exit = (code) => logFile.end(() => process.exit(code));

let stack;
try {
  stack = new Stack({
    color: Boolean(process.stdout.isTTY),
    build: !process.argv.includes('--no-build'),
    log,
  });
} catch (error) {
  console.error(`✖ ${explain(error)}`);
  process.exit(1);
}

let stopping = false;
function onSignal(signal) {
  if (stopping) {
    // A second Ctrl-C: no more waiting.
    stack.killNow();
    process.exit(130);
  }
  stopping = true;
  console.log(`\n${signal}: stopping Elite Transport…`);
  stack.stop().then(
    () => {
      console.log('Elite Transport stopped.');
      exit(0);
    },
    (error) => {
      console.error(`✖ ${explain(error)}`);
      exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, onSignal);
process.on('exit', () => stack.killNow());

try {
  await stack.start();
} catch (error) {
  if (stopping) await new Promise(() => {}); // the signal handler finishes and exits
  console.error(`✖ ${explain(error)}`);
  await stack.stop();
  exit(1);
}
console.log(`Elite Transport is ready on ${stack.url}`);
if (stack.mailUrl) console.log(`Mail inbox (local mail catcher): ${stack.mailUrl}`);
else console.log(`E-mail goes out through SMTP_URL (${new URL(stack.smtpUrl).host})`);
const logPath = path.relative(process.cwd(), path.join(logDir, 'stack.log'));
console.log(`Logs of every process: ${logPath.startsWith('..') ? path.join(logDir, 'stack.log') : logPath}`);

const crash = await stack.crashed;
if (!stopping) {
  stopping = true;
  console.error(
    `✖ ${crash.reason ?? `${crash.name} stopped unexpectedly (${crash.signal ?? `exit code ${crash.code}`})`}; stopping everything`,
  );
  await stack.stop();
  exit(1);
}
