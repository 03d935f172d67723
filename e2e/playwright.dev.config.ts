import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.mjs';

// The dev loop (issue 12, item 8; docs/development.md, "The dev loop"): `npm run dev` started by the
// test itself on free ports, an edit of a source, and the open page changing by itself. No global
// setup: it needs no stack but its own. `npm test` runs it after the main end-to-end suite.
export default defineConfig({
  testDir: './dev',
  outputDir: '../test-results/dev',
  // One worker: the test edits a file of the repository that a second run would also watch.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: 'list',
  // Starting `npm run dev` builds every frontend in development mode first (about 1–2 min on 2 cores).
  timeout: 600_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
