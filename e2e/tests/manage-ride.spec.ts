import type { CreatedBooking } from '@elite/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { listedWithStatus } from '../support/admin-dashboard';
import { expectNoBlockingViolations, expectSettled } from '../support/axe';
import { rideDetail } from '../support/ride-page';
import { uniqueEmail, uniqueRideDate } from '../support/unique';

const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

/** An anonymous booking through the public API, as the booking form makes it. */
async function bookRide(
  request: APIRequestContext,
  when: { date: string; time: string },
): Promise<Required<CreatedBooking>> {
  const response = await request.post('/api/bookings', {
    data: {
      serviceTypeId: 1,
      vehicleId: 1,
      pickupLocation: 'The Peninsula, Beverly Hills',
      dropoffLocation: 'LAX Terminal 4',
      ...when,
      passengers: 2,
      fullName: 'Jordan Reyes',
      email: uniqueEmail('manage-ride'),
      phone: '+1 310 555 0142',
      paymentMethod: 'card',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Required<CreatedBooking>;
}

/** Date and time in the company's zone, `minutes` from now. */
function inMinutes(minutes: number): { date: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(Date.now() + minutes * 60_000))
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

const ridePage = (booking: Required<CreatedBooking>) =>
  `/tracking/${booking.id}?${new URLSearchParams({ token: booking.accessToken })}`;
const manageCard = (page: Page) => page.getByRole('region', { name: 'Manage Your Ride' });

test.describe('managing a ride from its page', () => {
  test('shows the ride, adds it to a calendar, and cancels it after a confirmation', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, { date: uniqueRideDate(), time: '10:30' });
    await page.goto(ridePage(booking));

    await expect(rideDetail(page, 'Status')).toHaveText('Pending');
    await expect(rideDetail(page, 'Time')).toHaveText('10:30 AM');
    await expect(manageCard(page)).toContainText('You can cancel online until 2 hours before pickup.');
    const calendarLink = manageCard(page).getByRole('link', { name: 'Add to Calendar' });
    const href = await calendarLink.getAttribute('href');
    expect(href).toBe(`/api/bookings/${booking.id}/calendar.ics?token=${booking.accessToken}`);
    const file = await request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await file.text()).toContain('DTSTART;TZID=America/Los_Angeles:');
    await expectNoBlockingViolations(page);

    await manageCard(page).getByRole('button', { name: 'Cancel This Ride' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this ride?' });
    await expect(dialog).toContainText(
      'will be cancelled and the van released to other customers. This cannot be undone.',
    );
    await expectSettled(dialog);
    await expectNoBlockingViolations(page);
    await dialog.getByRole('button', { name: 'Keep My Ride' }).click();
    await expect(dialog).toBeHidden();
    await expect(rideDetail(page, 'Status')).toHaveText('Pending');

    await manageCard(page).getByRole('button', { name: 'Cancel This Ride' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this ride?' })
      .getByRole('button', { name: 'Yes, Cancel Ride' })
      .click();
    await expect(page.getByRole('heading', { name: 'This Ride Is Cancelled' })).toBeVisible();
    await expect(rideDetail(page, 'Status')).toHaveText('Cancelled');
    await expect(manageCard(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Driver Location' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Simulate Driver Movement' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel This Ride' })).toHaveCount(0);
    await expectNoBlockingViolations(page);

    // The link still leads to the cancelled ride, and to nothing else.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This Ride Is Cancelled' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add to Calendar' })).toHaveCount(0);

    await signIn(page.request, adminCredentials());
    await expect.poll(() => listedWithStatus(page.request, booking.id, 'cancelled')).toBe(true);
    await expect.poll(() => listedWithStatus(page.request, booking.id, 'pending')).toBe(false);
  });

  test('inside the cutoff it says whom to call and offers no cancel', async ({ page, request }) => {
    const booking = await bookRide(request, inMinutes(60));
    await page.goto(ridePage(booking));
    await expect(manageCard(page)).toContainText(
      'It is too late to cancel this ride online. To change or cancel it, please call us on (310) 555-0148.',
    );
    await expect(manageCard(page).getByRole('link', { name: '(310) 555-0148' })).toHaveAttribute(
      'href',
      'tel:3105550148',
    );
    await expect(page.getByRole('button', { name: 'Cancel This Ride' })).toHaveCount(0);
    await expect(manageCard(page).getByRole('link', { name: 'Add to Calendar' })).toBeVisible();
  });
});
