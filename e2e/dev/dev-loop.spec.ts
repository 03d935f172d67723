import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  type Ended,
  REPOSITORY,
  portFree,
  processesNaming,
  startDev,
  withEditedFile,
} from '../support/dev-run';
import { uniqueSuffix } from '../support/unique';

// Issue 12, item 8: from a clone, `npm run dev` serves the product, and an edit of a hero string shows
// in the open page, and in the HTML the gateway renders, without a reload or a rebuild by hand.
const STRINGS = path.join(REPOSITORY, 'mf-booking', 'src', 'common', 'strings.ts');
const TITLE = 'Luxury Transportation';
const SERVICE_MAIN = path.join(REPOSITORY, 'services', 'rewards', 'src', 'main.ts');

test('an edited hero headline shows in the open page and the rendered HTML by itself, an edited service restarts; Ctrl-C stops everything', async ({
  page,
}) => {
  const dev = await startDev();
  let ended: Ended;
  try {
    await page.goto(dev.url);
    const headline = page.getByRole('heading', { level: 1 });
    await expect(headline).toHaveText(TITLE);
    // The page's live-reload client has read the current build: what changes from now on reloads it.
    await page.waitForFunction(
      () => (globalThis as { __eliteDevBuild?: number }).__eliteDevBuild !== undefined,
    );

    const edited = `${TITLE} ${uniqueSuffix()}`;
    await withEditedFile(
      STRINGS,
      (text) => text.replace(`title: '${TITLE}'`, `title: '${edited}'`),
      async () => {
        // Rebuilt by webpack's watch mode, then the page reloads itself: no page.reload() here.
        await expect(headline).toHaveText(edited, { timeout: 180_000 });
        // The render slice reads the remote's new server build too.
        await expect
          .poll(async () => (await fetch(dev.url, { headers: { accept: 'text/html' } })).text(), {
            timeout: 30_000,
          })
          .toContain(`>${edited}</h1>`);
      },
      { keepTime: true },
    );

    // A service's source: compiled by the TypeScript watch, and that service (only) restarted.
    const restarts = () => dev.output.filter((line) => /✔ restarted /.test(line));
    expect(restarts()).toEqual([]);
    await withEditedFile(
      SERVICE_MAIN,
      (text) => `${text}// dev-loop test ${uniqueSuffix()}\n`,
      async () => {
        await expect
          .poll(restarts, { timeout: 120_000 })
          .toEqual([expect.stringMatching(/ restarted rewards \(/)]);
        expect((await fetch(`${dev.url}/api/health`)).status).toBe(200);
      },
      { keepTime: false },
    );
  } finally {
    ended = await dev.stop();
    rmSync(dev.dataDir, { recursive: true, force: true });
  }

  // A clean stop: the runner's last word, every port let go, nothing it started still running.
  const lastLines = dev.output.slice(-20).join('\n');
  expect(dev.output.at(-1), lastLines).toBe('Elite Transport stopped.');
  expect(
    ended.code === 0 || ended.signal === 'SIGINT',
    `npm run dev ended with ${JSON.stringify(ended)}`,
  ).toBe(true);
  for (const port of dev.ports) expect(await portFree(port), `port ${port}`).toBe(true);
  expect(processesNaming(dev.dataDir)).toEqual([]);
});
