import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.mjs';
import { E2E_BASE_URL } from './support/e2e-ports';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  // None: a test that passes only on a second try has found a defect (a page that moved under a tap,
  // a test blind to another's data), and a retry would hide it.
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  // Generous, and only spent when something does not come: tests wait for conditions, never for times.
  // On a 2-core machine that also runs the whole stack, two browsers and often a build, a first visit
  // to the admin dashboard (the shell, about forty shared antd chunks, the remote) took 15 s to draw.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    colorScheme: 'dark',
    // The site's motion (the hero's floating arrow, the map's pulse) honours prefers-reduced-motion; a
    // test checks no animation, and an endless one keeps a 2-core machine's compositor busy for nothing.
    reducedMotion: 'reduce',
    // Recording a trace of every test costs more than the test itself on 2 cores: record one when
    // asked (`--trace on`, or `retain-on-failure` with `--repeat-each` to catch a rare failure).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
});
