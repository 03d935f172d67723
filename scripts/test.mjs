// `npm test`: typecheck and build, static checks of the tests and the whole repo (tsc, eslint),
// unit and integration tests (real Postgres and Redis), then the Playwright end-to-end suite in
// Chromium against the stack as `npm start` runs it, the dev loop (`npm run dev`, an edit, the page
// changing by itself), and a smoke test of the stack as compose runs it.
import './lib/node-version.mjs';
import { spawnSync } from 'node:child_process';
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

const steps = [
  ['build', [['node', ['scripts/build.mjs']]]],
  [
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
  [
    'unit, component and integration tests',
    // Every project of jest.config.cjs.
    [['npx', ['jest', '--ci', '--runInBand', '--forceExit']]],
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
for (const [name, commands] of steps) {
  const started = Date.now();
  for (const [command, args] of commands) {
    console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
    const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
    if (result.status !== 0) {
      console.error(`\n✖ ${name} failed after ${seconds(started)}s`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(`✔ ${name} (${seconds(started)}s)`);
  timings.push([name, seconds(started)]);
}
// Where the time went, phase by phase, so a slower CI shows which part grew.
console.log('\nnpm test phases:');
for (const [name, took] of timings) console.log(`  ${name.padEnd(28)} ${took.padStart(7)}s`);
console.log(`  ${'total'.padEnd(28)} ${seconds(runStarted).padStart(7)}s`);
