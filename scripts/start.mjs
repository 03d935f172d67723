// `npm start`: the whole product on one machine (docs/architecture.md §3). Ctrl-C stops it cleanly.
// The work is done by stack.mjs, which the end-to-end tests and the benchmarks share.
// `--no-build` starts what is already built.
import './lib/node-version.mjs';
import { ROOT } from './build.mjs';
import { createRunnerOutput } from './lib/runner-output.mjs';
import { Stack, StackError } from './stack.mjs';

const explain = (error) => (error instanceof StackError ? error.message : (error?.stack ?? String(error)));

// Every line of every process goes to <DATA_DIR>/logs/stack.log; the terminal shows the short version.
const { log, exit, logPath } = createRunnerOutput({ root: ROOT, file: 'stack.log' });

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
console.log(`Logs of every process: ${logPath}`);

const crash = await stack.crashed;
if (!stopping) {
  stopping = true;
  console.error(
    `✖ ${crash.reason ?? `${crash.name} stopped unexpectedly (${crash.signal ?? `exit code ${crash.code}`})`}; stopping everything`,
  );
  await stack.stop();
  exit(1);
}
