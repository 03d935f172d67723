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
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: PRODUCTION_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
