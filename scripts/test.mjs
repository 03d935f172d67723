// `npm test`: typecheck and build, static checks of the tests and the whole repo (tsc, eslint),
// unit and integration tests (real Postgres and Redis), then the Playwright end-to-end suite in
// Chromium against the stack as `npm start` runs it, the dev loop (`npm run dev`, an edit, the page
// changing by itself), and a smoke test of the stack as compose runs it.
import './lib/node-version.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

// Caches under node_modules/.cache keep a rerun to the files that changed.
const CACHE = 'node_modules/.cache';
const typecheck = (project, name) => [
  'npx',
  [
    'tsc',
    '-p',
    project,
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    `${CACHE}/tsc/${name}.tsbuildinfo`,
  ],
];

// Each entry runs after the one before; `beside` runs at the same time as its step, its output kept
// until it ends: the static checks (tsc, eslint, prettier: CPU) beside jest, which runs in band and
// often waits on Postgres and its service processes, so a 2-core machine does both at once.
const steps = [
  ['build', [['node', ['scripts/build.mjs']]]],
  [
    'unit, component and integration tests',
    // Every project of jest.config.cjs.
    [['npx', ['jest', '--ci', '--runInBand', '--forceExit']]],
    {
      beside: [
        'static checks',
        [
          // The build compiles sources only: Node-side tests and e2e here, the frontends (with their specs) next.
          typecheck('tsconfig.test.json', 'test'),
          typecheck('tsconfig.web.json', 'web'),
          ['npx', ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-location', `${CACHE}/eslint/`]],
          // Formatting is checked, not argued about: `npm run format` fixes what this finds.
          ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
        ],
      ],
    },
  ],
];
if (existsSync('e2e/playwright.config.ts')) {
  steps.push(['end-to-end tests', [['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]]]);
  // `npm run dev` started on free ports, a source edited, the open page changing by itself (the dev loop).
  steps.push(['dev-loop test', [['npx', ['playwright', 'test', '-c', 'e2e/playwright.dev.config.ts']]]]);
  // The product as its images and docker-compose.yml run it (NODE_ENV=production, compose's environment,
  // a role per schema, two booking and two tracking replicas), smoke-tested through its gateway.
  steps.push([
    'production-mode smoke test',
    [['npx', ['playwright', 'test', '-c', 'e2e/playwright.production.config.ts']]],
  ]);
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);
const timings = [];
const runStarted = Date.now();

/** Runs `commands` one after another, stopping at a failure: its exit status (else 0) and, when quiet, the output. */
async function runStep(name, commands, { quiet = false } = {}) {
  const started = Date.now();
  const output = [];
  const say = (line) => (quiet ? output.push(Buffer.from(`${line}\n`)) : console.log(line));
  for (const [command, args] of commands) {
    say(`\n▶ ${name}: ${command} ${args.join(' ')}`);
    const child = spawn(command, args, {
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
    if (status !== 0) {
      say(`\n✖ ${name} failed after ${seconds(started)}s`);
      return { status, output };
    }
  }
  say(`✔ ${name} (${seconds(started)}s)`);
  timings.push([name, seconds(started)]);
  return { status: 0, output };
}

for (const [name, commands, { beside } = {}] of steps) {
  const besideRun = beside && runStep(...beside, { quiet: true });
  if (beside) console.log(`\n▶ ${beside[0]}: beside ${name}, told when it ends`);
  const { status } = await runStep(name, commands);
  const besideResult = await besideRun;
  if (besideResult) process.stdout.write(Buffer.concat(besideResult.output));
  const failed = status || besideResult?.status;
  if (failed) process.exit(failed);
}
// Where the time went, phase by phase, so a slower CI shows which part grew.
console.log('\nnpm test phases:');
for (const [name, took] of timings) console.log(`  ${name.padEnd(28)} ${took.padStart(7)}s`);
console.log(`  ${'total'.padEnd(28)} ${seconds(runStarted).padStart(7)}s`);
