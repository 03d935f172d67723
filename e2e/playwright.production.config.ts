import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.mjs';
import { PRODUCTION_BASE_URL } from './support/production-ports';

// The smoke test of issue 5(d): the product started the way its images and docker-compose.yml run
// it (production build, NODE_ENV=production, compose's environment, two booking and two tracking
// replicas), driven through its gateway. `npm test` runs it after the main end-to-end suite.
export default defineConfig({
  testDir: './production',
  globalSetup: './production-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: '../test-results/production',
  // One worker: the checks of balancing count requests, and nothing else may interleave them.
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // Generous, and only spent when something does not come: tests wait for conditions, never for times.
  // On a 2-core machine that also runs the whole stack, two browsers and often a build, a first visit
  // to the admin dashboard (the shell, about forty shared antd chunks, the remote) took 15 s to draw.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: PRODUCTION_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
