import { PAGE_HYDRATED_MARK } from '@elite/contracts/constants';
import { DEFAULT_BUSINESS_TIME_ZONE, defaultPickupDate } from '@elite/contracts/ride-schedule';
import { expect, type Locator, type Page } from '@playwright/test';
import { takenOver } from './taken-over';

/** The home sections below the hero, in the spec's order; each loads its code as it nears the viewport. */
export const DEFERRED_SECTIONS = ['booking', 'testimonials', 'contact'] as const;

/**
 * The home page, taken over by its code and done starting up: the server's HTML shows before the code
 * has arrived, and the page's own part and the signed-in user arrive after the chrome is hydrated. A
 * test that acts before then races the start-up (its own tests, in server-render.spec.ts, do so on
 * purpose): a press in a popup still opening on a busy machine was lost.
 */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
}

/**
 * The home page as the browser renders it itself: reached from another page, without a server render,
 * so that its data comes from the browser's own calls (which a test can then hold back or fail).
 */
export async function openHomeFromAnotherPage(page: Page): Promise<void> {
  await page.goto('/no-such-page');
  // The link is a plain link until the page's code has taken it over, and would load / from the server.
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'Elite Transport' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
}

/** Waits until the page's code has taken the server-drawn page over (the shell's mark). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, PAGE_HYDRATED_MARK);
}

/** One of the header's Light / Dark / System toggle buttons. */
export function themeChoice(page: Page, name: 'Light' | 'Dark' | 'System'): Locator {
  return page
    .getByRole('banner')
    .getByRole('group', { name: 'Colour theme' })
    .getByRole('button', { name, exact: true });
}

/**
 * Brings a section into view, the way a visitor scrolling down would, and returns it once its form,
 * if it has one, has been taken over by its code: the server's form works before then too (it posts
 * as a plain form), but a test of what the code does (messages, toasts) would race its arrival.
 */
export async function scrollToSection(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`section#${id}`);
  await section.scrollIntoViewIfNeeded();
  const form = section.locator('form');
  if ((await form.count()) > 0) await takenOver(form);
  return section;
}

/** The toast on screen (one at a time, docs/product.md §4); a replaced one may still be fading out, so it is left aside. */
export function toast(page: Page): Locator {
  return page.locator('.ant-notification-notice:not([class*="-leave"])');
}

/** The booking form's default day: the next one on which noon is ahead in the company's time zone (docs/product.md §5). */
export function defaultFormDay(): string {
  return defaultPickupDate(new Date(), DEFAULT_BUSINESS_TIME_ZONE, '12:00');
}
