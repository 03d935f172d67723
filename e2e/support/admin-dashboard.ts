import { expect, type Locator, type Page } from '@playwright/test';

/** The admin dashboard's bookings, found by their roles and names (docs/product.md §3). */
export const bookingsSection = (page: Page) => page.getByRole('region', { name: 'Bookings', exact: true });
export const visiblePanel = (page: Page) => bookingsSection(page).getByRole('tabpanel');
export const bookingCard = (scope: Locator | Page, id: number) =>
  scope.getByRole('article', { name: `Booking #${id}`, exact: true });

export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(bookingsSection(page)).toBeVisible();
}

export async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = bookingsSection(page).getByRole('tab', { name, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return visiblePanel(page);
}
