import { expect, test, type Locator } from '@playwright/test';
import { openHome, themeChoice } from '../support/home-page';

const THEME_KEY = 'elite-transport-theme';

function backgroundAlpha(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const colour = getComputedStyle(el).backgroundColor;
    if (colour === 'transparent') return 0;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? parts[3]! : 1;
  });
}

test.describe('not found', () => {
  test('an unknown path shows 404 Page Not Found and asks whether the page was added to the router', async ({
    page,
  }) => {
    const response = await page.goto('/no-such-page/anywhere');
    // A status that search engines and link checkers understand, with the page a person reads.
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page Not Found | Elite Transport');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});

test.describe('document head', () => {
  test('each page has a title and description of its own, in its HTML and as the visitor moves on', async ({
    page,
    request,
  }) => {
    for (const [path, title] of [
      ['/', 'Elite Transport | Luxury Chauffeur Service'],
      ['/booking', 'Book a Ride | Elite Transport'],
      ['/rewards', 'Rewards | Elite Transport'],
      ['/admin', 'Admin Dashboard | Elite Transport'],
      ['/tracking/42', 'Manage Your Ride | Elite Transport'],
    ] as const) {
      const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    }
    await page.goto('/no-such-page');
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', 'There is no page at this address.');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Elite Transport | Luxury Chauffeur Service');
    await expect(description).toHaveAttribute('content', /^Elite Transport: premium chauffeur/);
  });
});

test.describe('theme', () => {
  test('is dark by default', async ({ page }) => {
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(themeChoice(page, 'Dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(themeChoice(page, 'Light')).toHaveAttribute('aria-pressed', 'false');
  });

  test('switching to light persists across a reload under elite-transport-theme', async ({ page }) => {
    await openHome(page);
    const dark = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    await themeChoice(page, 'Light').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toBe('light');
    await expect
      .poll(() => page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor))
      .not.toBe(dark);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(themeChoice(page, 'Light')).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('header', () => {
  test('is transparent at the top of the home page and opaque once scrolled past 10 px', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-opaque', 'false');
    await expect.poll(() => backgroundAlpha(header)).toBe(0);

    await page.evaluate(() => window.scrollTo({ top: 10, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-opaque', 'false');

    await page.evaluate(() => window.scrollTo({ top: 11, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-opaque', 'true');
    await expect.poll(() => backgroundAlpha(header)).toBeGreaterThan(0.8);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(header).toHaveAttribute('data-opaque', 'false');
  });

  test('stays fixed at the top while the page scrolls', async ({ page }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect(header).toBeInViewport();
    expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect((await header.boundingBox())!.y).toBe(0);
  });
});

test.describe('on a 390 px wide screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the menu button opens a menu with Services, Fleet, Book Now, Contact and Client Login', async ({
    page,
  }) => {
    await openHome(page);
    await expect(page.getByRole('banner').getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Services', 'Fleet', 'Book Now', 'Contact']);
    await expect(menu.getByRole('button', { name: 'Client Login' })).toBeVisible();
  });

  test('the menu closes after a choice and the page goes to that section', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Fleet' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#fleet$/);
    await expect(page.getByRole('heading', { name: 'Our Luxury Vehicle' })).toBeInViewport();
  });

  test('the menu closes after choosing Client Login, which opens the login dialog', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Client Login' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Login' })).toBeVisible();
  });
});
