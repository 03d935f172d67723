import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from '../support/home-page';
import {
  RemoteDeployment,
  buildRemoteRelease,
  copyOfStackRelease,
  keepPreviousChunks,
  removeFolder,
} from '../support/remote-release';
import { takenOver } from '../support/taken-over';

// One remote shipped alone (docs/operations.md, "Deploying one slice"), mf-booking here: its releases
// are built into this file's own folder and served by its image's static server, never the stack's dist/.
// A webpack build of the remote takes tens of seconds: each group builds what it needs once, and the
// two groups run side by side.

const main = (page: Page) => page.getByRole('main');
const retryPanel = (page: Page) =>
  main(page).getByRole('alert').getByRole('heading', { name: 'This section could not be loaded' });
const homeHeading = (page: Page) => page.getByRole('heading', { name: 'Luxury Transportation' });

/** The remote's answers that were not found: a chunk a loaded remote entry names and the site lacks. */
function notFound(page: Page): string[] {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/remotes/mf-booking/') && response.status() === 404)
      missing.push(response.url());
  });
  return missing;
}

/** The home page as the browser draws it with the deployed remote: from another page, through the shell's router. */
async function openHomeFromAnotherPage(page: Page): Promise<void> {
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Elite Transport' }).click();
  await expect(page).toHaveURL(/\/$/);
}

// The stack's shell provides web-kit at its own version (packages/web-kit/package.json, 0.1.0); a
// remote requires the versions compatible with the one it was built against (0.x: the same minor).
const WEB_KIT = { compatible: '0.1.9', newerMinor: '0.2.0', olderMinor: '0.0.9' };

test.describe('the next release of a remote, shipped alone', () => {
  // One worker for the group: its build is made once, in its beforeAll.
  test.describe.configure({ mode: 'default' });
  let work: string;
  let nextRelease: string;
  const deployment = new RemoteDeployment('mf-booking');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(path.join(os.tmpdir(), 'elite-ship-one-slice-'));
    // Built again with other content hashes (every chunk has a new name), and against a later patch
    // of web-kit than the shell's.
    nextRelease = path.join(work, 'next-release');
    await buildRemoteRelease('mf-booking', nextRelease, {
      salt: 'the next release',
      webKitVersion: WEB_KIT.compatible,
    });
  });
  test.afterAll(() => removeFolder(work));
  test.afterEach(async ({ page }) => {
    await page.close();
    await deployment.stop();
  });

  /**
   * A tab on the magic-link page (its code, the remote's entry and the page's chunks, loaded from the
   * release before), then the rollout of the next release's image built from `nextSite`; resolves once
   * it serves the new release.
   */
  async function openTabThenRedeploy(page: Page, name: string, keep: boolean): Promise<void> {
    const previousSite = path.join(work, `${name}-previous`);
    copyOfStackRelease('mf-booking', previousSite);
    await deployment.deploy(previousSite);
    await deployment.serveTo(page);
    await page.goto(`/magic-link/${randomBytes(24).toString('base64url')}`);
    const home = main(page).getByRole('link', { name: 'Return to Home' });
    await takenOver(home);

    const nextSite = path.join(work, `${name}-next`);
    cpSync(nextRelease, nextSite, { recursive: true });
    if (keep) keepPreviousChunks(previousSite, nextSite, 'next');
    await deployment.deploy(nextSite);
  }

  test("lazily loads the previous release's chunks from the new image, which keeps them", async ({
    page,
  }) => {
    const missing = notFound(page);
    await openTabThenRedeploy(page, 'kept', true);
    // The home page is another module of the same remote: its chunks are loaded only now, by the
    // remote entry of the release the tab opened on, under that release's names.
    await main(page).getByRole('link', { name: 'Return to Home' }).click();
    await expect(homeHeading(page)).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    expect(missing).toEqual([]);
  });

  test('without them (an image built with no previous image) the same tab gets the retry panel', async ({
    page,
  }) => {
    const missing = notFound(page);
    await openTabThenRedeploy(page, 'not-kept', false);
    await main(page).getByRole('link', { name: 'Return to Home' }).click();
    await expect(retryPanel(page)).toBeVisible();
    await expect(homeHeading(page)).toHaveCount(0);
    expect(missing.length).toBeGreaterThan(0);
  });

  test("draws its pages in a new tab with the shell's web-kit, a compatible one (an earlier patch)", async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/does not satisfy/.test(message.text())) warnings.push(message.text());
    });
    await deployment.deploy(nextRelease);
    await deployment.serveTo(page);
    await openHomeFromAnotherPage(page);
    await expect(homeHeading(page)).toBeVisible();
    await expect(main(page).getByRole('alert')).toHaveCount(0);
    expect(warnings).toEqual([]);
  });
});

test.describe('a remote built against a web-kit the shell does not satisfy', () => {
  // One worker for the group: its build is made once, in its beforeAll.
  test.describe.configure({ mode: 'default' });
  let work: string;
  const deployment = new RemoteDeployment('mf-booking');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    work = mkdtempSync(path.join(os.tmpdir(), 'elite-web-kit-skew-'));
    for (const name of ['newerMinor', 'olderMinor'] as const)
      await buildRemoteRelease('mf-booking', path.join(work, name), { webKitVersion: WEB_KIT[name] });
  });
  test.afterAll(() => removeFolder(work));
  test.afterEach(async ({ page }) => {
    await page.close();
    await deployment.stop();
  });

  for (const [name, what] of [
    ['newerMinor', 'a newer minor than the shell has (the shell not deployed first)'],
    ['olderMinor', 'an older minor than the shell has (the shell moved on)'],
  ] as const)
    test(`built against ${what}, it shows the retry panel, not a blank or broken page`, async ({ page }) => {
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/shared singleton module @elite\/web-kit does not satisfy/.test(message.text()))
          refusals.push(message.text());
      });
      await deployment.deploy(path.join(work, name));
      await deployment.serveTo(page);
      await openHomeFromAnotherPage(page);
      await expect(retryPanel(page)).toBeVisible();
      await expect(homeHeading(page)).toHaveCount(0);
      // The chrome is the shell's own and keeps working.
      await expect(page.getByRole('banner').getByRole('button', { name: 'Client Login' })).toBeVisible();
      expect(refusals.join('\n')).toContain(`needs ${WEB_KIT[name].replace(/^(\d+\.\d+)\.\d+$/, '^$1.0')}`);
    });
});
