import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

/** The admin dashboard's bookings, found by their roles and names (docs/product.md §3). */
export const bookingsSection = (page: Page) => page.getByRole('region', { name: 'Bookings', exact: true });
export const visiblePanel = (page: Page) => bookingsSection(page).getByRole('tabpanel');
export const bookingCard = (scope: Locator | Page, id: number) =>
  scope.getByRole('article', { name: `Booking #${id}`, exact: true });

export const vanCalendar = (page: Page) => page.getByRole('region', { name: 'Van Calendar' });
/** A ride's block in the Van Calendar, found by its customer (its name reads time, customer, status…). */
export const rideBlock = (page: Page, customer: string) =>
  vanCalendar(page).getByRole('button', { name: new RegExp(customer) });

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

/**
 * Whether the staff lists (`GET /api/admin/bookings`, what the dashboard's tabs read) hold booking
 * `id` under `status`. The tabs themselves show the newest 5, which other tests running in parallel
 * may push any one booking out of, so a test about one booking asks the list itself (`request` must
 * be signed in as staff).
 */
export async function listedWithStatus(
  request: APIRequestContext,
  id: number,
  status: string,
): Promise<boolean> {
  const response = await request.get(`/api/admin/bookings?${new URLSearchParams({ status, q: `#${id}` })}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ id: number; status: string }> };
  return items.some((booking) => booking.id === id && booking.status === status);
}
