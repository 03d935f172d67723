import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { listedWithStatus, openDashboard, rideBlock, vanCalendar } from '../support/admin-dashboard';
import { toast } from '../support/home-page';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';

/** A pending airport ride (it holds the van 2 h 30 min), priced at booking so staff may confirm it. */
async function book(request: APIRequestContext, ride: { date: string; time: string; fullName: string }) {
  const response = await request.post('/api/bookings', {
    data: {
      serviceTypeId: 1,
      vehicleId: 1,
      pickupLocation: 'Los Angeles International Airport (LAX)',
      dropoffLocation: 'The Beverly Hills Hotel',
      passengers: 2,
      luggage: 1,
      isRoundTrip: false,
      email: uniqueEmail('calendar'),
      phone: '+1 310 555 0142',
      paymentMethod: 'cash',
      ...ride,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * A block's name as its lines read: `10:00 AM – 12:30 PM, Tess Taken, Confirmed`, allowing the space a
 * browser puts where one line ends and the next begins (before the comma heard between them).
 */
const blockName = (name: string) =>
  new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll(', ', '\\s*,\\s*')}$`);

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('The block is not drawn');
  return found;
}

test('staff see a request over the ride it clashes with, move it to a free time, confirm it, and decline another', async ({
  page,
}) => {
  await signIn(page.request, adminCredentials());
  const day = uniqueRideDate();
  const tag = uniqueSuffix();
  const [taken, request, declined] = [`Tess Taken ${tag}`, `Rhea Request ${tag}`, `Dana Decline ${tag}`];
  // All booked while pending: a request over a confirmed ride is refused at booking, not at confirmation.
  const takenId = await book(page.request, { date: day, time: '10:00', fullName: taken });
  const requestId = await book(page.request, { date: day, time: '11:00', fullName: request });
  const declinedId = await book(page.request, { date: day, time: '17:00', fullName: declined });
  const confirmed = await page.request.patch(`/api/admin/bookings/${takenId}/status`, {
    data: { status: 'confirmed' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  await openDashboard(page);
  // The Segmented's radio is drawn by its label.
  await vanCalendar(page).getByText('Day', { exact: true }).click();
  await expect(vanCalendar(page).getByRole('radio', { name: 'Day' })).toBeChecked();
  await vanCalendar(page).getByLabel('Go to day').fill(day);

  const takenBlock = rideBlock(page, taken);
  const requestBlock = rideBlock(page, request);
  await expect(takenBlock).toHaveAccessibleName(blockName(`10:00 AM – 12:30 PM, ${taken}, Confirmed`));
  await expect(requestBlock).toHaveAccessibleName(
    blockName(`11:00 AM – 1:30 PM, ${request}, Pending, Clashes with #${takenId}`),
  );
  // Drawn over it: the request's block covers part of the confirmed ride's.
  const [under, over] = [await box(takenBlock), await box(requestBlock)];
  expect(over.y).toBeLessThan(under.y + under.height);
  expect(over.x).toBeLessThan(under.x + under.width);
  expect(over.x + over.width).toBeGreaterThan(under.x);

  // Move it to a free time by picking one.
  await requestBlock.click();
  const drawer = page.getByRole('dialog', { name: `Booking #${requestId}` });
  await expect(drawer).toBeVisible();
  const move = drawer.getByRole('region', { name: 'Move the ride' });
  await move.getByLabel('New time').fill('13:00');
  await move.getByRole('button', { name: 'Move the ride' }).click();
  await expect(toast(page)).toContainText(`Booking #${requestId} now picks up`);
  await expect(requestBlock).toHaveAccessibleName(blockName(`1:00 PM – 3:30 PM, ${request}, Pending`));

  // Confirm it: now free, the van takes it.
  await drawer.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toast(page)).toContainText(`Booking #${requestId} is now confirmed.`);
  await expect(requestBlock).toHaveAccessibleName(blockName(`1:00 PM – 3:30 PM, ${request}, Confirmed`));
  expect(await listedWithStatus(page.request, requestId, 'confirmed')).toBe(true);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Decline another, after saying yes.
  await rideBlock(page, declined).click();
  const other = page.getByRole('dialog', { name: `Booking #${declinedId}` });
  await other.getByRole('button', { name: 'Decline' }).click();
  await page.getByRole('button', { name: 'Yes, decline it' }).click();
  await expect(other).toBeHidden();
  await expect(rideBlock(page, declined)).toHaveCount(0);
  expect(await listedWithStatus(page.request, declinedId, 'cancelled')).toBe(true);
});

test('on a 390 px screen the calendar opens on the day, and a ride opens from the keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page.request, adminCredentials());
  const day = uniqueRideDate();
  const customer = `Kai Keys ${uniqueSuffix()}`;
  const id = await book(page.request, { date: day, time: '08:30', fullName: customer });

  await openDashboard(page);
  await expect(vanCalendar(page).getByRole('radio', { name: 'Day' })).toBeChecked();
  await vanCalendar(page).getByLabel('Go to day').fill(day);
  const block = rideBlock(page, customer);
  await expect(block).toHaveAccessibleName(blockName(`8:30 AM – 11:00 AM, ${customer}, Pending`));
  await block.scrollIntoViewIfNeeded();
  const drawn = await box(block);
  expect(drawn.x).toBeGreaterThanOrEqual(0);
  expect(drawn.x + drawn.width).toBeLessThanOrEqual(390);

  await block.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: `Booking #${id}` });
  await expect(drawer.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
