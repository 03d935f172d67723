import { expect, test, type Page } from '@playwright/test';
import { openHomeFromAnotherPage, scrollToSection, waitForHydration } from '../support/home-page';
import { releasable } from '../support/server-render';

const BOOKING_MANIFEST = '**/remotes/mf-booking/mf-manifest.json';

/** The server-drawn home page, scrolled: its own code is asked for at the visitor's first scroll or input. */
async function openHomeAndScroll(page: Page): Promise<void> {
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 300);
}

test.describe('when the booking remote cannot be fetched', () => {
  test('the server-drawn home page stays, readable, under a notice with a Try again; header and footer work', async ({
    page,
  }) => {
    await page.route(BOOKING_MANIFEST, (route) => route.abort('failed'));
    await openHomeAndScroll(page);
    const notice = page.getByRole('main').getByRole('alert');
    await expect(notice).toContainText('Part of this page could not finish loading');
    await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link'),
    ).toHaveText(['Services', 'Fleet', 'Book Now', 'Contact']);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Client Login' })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByText('By subscribing you agree to our Privacy Policy'),
    ).toBeVisible();
  });

  test('a page the browser draws itself shows the retry panel in its place', async ({ page }) => {
    await page.route(BOOKING_MANIFEST, (route) => route.abort('failed'));
    await page.goto('/no-such-page');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Elite Transport' }).click();
    const panel = page.getByRole('main').getByRole('alert');
    await expect(panel.getByRole('heading', { name: 'This section could not be loaded' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toHaveCount(0);
  });

  test('Try again loads the home page once the remote answers again', async ({ page }) => {
    await page.route(BOOKING_MANIFEST, (route) => route.abort('failed'));
    await openHomeAndScroll(page);
    const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await page.unroute(BOOKING_MANIFEST);
    await retry.click();
    await expect(page.getByText('Part of this page could not finish loading')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
  });
});

test.describe('when the booking remote fails once', () => {
  // The shell's network layer (shell/src/features/remotes/remote-retry-plugin.ts) asks again.
  for (const [what, url] of [
    ['manifest', BOOKING_MANIFEST],
    ['entry', '**/remotes/mf-booking/remoteEntry.js*'],
  ] as const)
    test(`its ${what} is fetched again and the home page appears, with no notice`, async ({ page }) => {
      let asked = 0;
      await page.route(url, (route) => (asked++ === 0 ? route.abort('failed') : route.fallback()));
      await page.goto('/no-such-page');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('link', { name: 'Elite Transport' }).click();
      await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
      expect(asked).toBeGreaterThanOrEqual(2);
    });
});

test.describe('when the catalogue cannot be loaded', () => {
  // The server renders / with its data; a visitor who comes from another page gets it from the browser's calls.
  const serverError = {
    status: 500,
    contentType: 'application/json',
    body: JSON.stringify({ statusCode: 500, message: 'Internal error' }),
  };

  test('the services section says Failed to load services. Please try again later.', async ({ page }) => {
    await page.route('**/api/services', (route) => route.fulfill(serverError));
    await openHomeFromAnotherPage(page);
    const section = await scrollToSection(page, 'services');
    await expect(section.getByText('Failed to load services. Please try again later.')).toBeVisible();
    await expect(section.getByRole('link', { name: 'Reserve Now' })).toHaveCount(0);
  });

  test('the fleet section says Failed to load vehicles. Please try again later.', async ({ page }) => {
    await page.route('**/api/vehicles', (route) => route.fulfill(serverError));
    await openHomeFromAnotherPage(page);
    const section = await scrollToSection(page, 'fleet');
    await expect(section.getByText('Failed to load vehicles. Please try again later.')).toBeVisible();
    await expect(section.getByText('Restrictions apply')).toHaveCount(0);
  });

  test('the testimonials section says Failed to load testimonials. Please try again later.', async ({
    page,
  }) => {
    await page.route('**/api/testimonials', (route) => route.fulfill(serverError));
    await openHomeFromAnotherPage(page);
    const section = await scrollToSection(page, 'testimonials');
    await expect(section.getByText('Failed to load testimonials. Please try again later.')).toBeVisible();
  });

  test('while services and vehicles load, six service skeletons and one vehicle skeleton stand in', async ({
    page,
  }) => {
    const { held, release } = releasable();
    for (const path of ['**/api/services', '**/api/vehicles']) {
      await page.route(path, async (route) => {
        await held;
        await route.continue();
      });
    }
    await openHomeFromAnotherPage(page);
    const services = await scrollToSection(page, 'services');
    await expect(
      services.getByRole('status', { name: 'Loading services' }).locator(':scope > *'),
    ).toHaveCount(6);
    const fleet = await scrollToSection(page, 'fleet');
    await expect(fleet.getByRole('status', { name: 'Loading vehicle' })).toHaveCount(1);
    release();
    await expect(services.getByRole('link', { name: 'Reserve Now' }).first()).toBeVisible();
    await expect(fleet.getByText('Restrictions apply')).toBeVisible();
  });
});
