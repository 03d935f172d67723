// `npm test`: typecheck and build, unit and integration tests (real Postgres and Redis),
// then the Playwright end-to-end suite in Chromium against the stack as `npm start` runs it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['build', 'node', ['scripts/build.mjs']],
  ['unit and integration tests', 'npx', ['jest', '--ci', '--selectProjects', 'unit', 'integration', '--runInBand', '--forceExit']],
];
if (existsSync('e2e/playwright.config.ts')) {
  steps.push(['end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]);
}

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
