import { defineConfig } from '@playwright/test';
import main from './playwright.config';

// The dev loop (issue 12, item 8; docs/development.md, "The dev loop"): `npm run dev` started by the
// test itself on free ports, an edit of a source, and the open page changing by itself. The main
// suite's settings without its global setup: the test needs no stack but its own. `npm test` runs it
// after the main end-to-end suite.
export default defineConfig({
  ...main,
  testDir: './dev',
  globalSetup: undefined,
  globalTeardown: undefined,
  outputDir: '../test-results/dev',
  // One worker: the test edits a file of the repository that a second run would also watch.
  fullyParallel: false,
  workers: 1,
  // Starting `npm run dev` builds every frontend in development mode first (about 1–2 min on 2 cores).
  timeout: 600_000,
  use: { ...main.use, baseURL: undefined },
});
