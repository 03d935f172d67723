import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Quote } from '@elite/contracts';
import { formatUsd as formatCents } from '@elite/contracts/pricing';
import { adminCredentials, signIn } from '../support/accounts';
import { bookingCard, openDashboard, visiblePanel } from '../support/admin-dashboard';
import { bookingForm, chooseOption, type BookingFormControls } from '../support/booking-form';
import { definitionOf } from '../support/description-list';
import { openHome, scrollToSection } from '../support/home-page';
import { waitForMail } from '../support/mail';
import { uniqueEmail, uniqueRideDate } from '../support/unique';

// The price before Book Now (docs/product.md §2, §10): the Pick-up and Drop-off fields suggest the
// places of the catalogue, the form asks the server for the trip's quote as soon as it is known, and
// the booking made holds the price the server worked out again, shown on its confirmation, in the
// dashboard and in the 'Booking received' e-mail.

const LAX = 'Los Angeles International Airport (LAX)';
const HOTEL = 'The Beverly Hills Hotel';

interface ServiceType {
  id: number;
  name: string;
  value: string;
}

/** The region that shows the trip's price, above Book Now. */
const quoteRegion = (section: Locator) => section.getByRole('region', { name: 'Your price' });
/** A price's all-in total as the site shows it: dollars, cents only when there are some. */
const shownDollars = (amount: string) =>
  `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`.replace(/\.00$/, '');
/** The all-in total of a price's lines (a quote, a confirmation), found by its term. */
const totalIn = (where: Locator) => definitionOf(where, 'Total (all-in, gratuity included)');

async function openForm(page: Page): Promise<{ section: Locator; form: BookingFormControls }> {
  await openHome(page);
  const section = await scrollToSection(page, 'booking');
  return { section, form: bookingForm(section) };
}

async function fillContact(form: BookingFormControls, email: string): Promise<void> {
  await form.fullName.fill('Amelia Hart');
  await form.email.fill(email);
  await form.phone.fill('+1 (310) 555-0199');
  await form.terms.check();
}

/** The quote the API gives the trip, as the form should show it. */
async function quoteOf(request: APIRequestContext, trip: Record<string, unknown>): Promise<Quote> {
  const response = await request.post('/api/quotes', {
    data: { serviceTypeId: 1, vehicleId: 1, passengers: 1, isRoundTrip: false, ...trip },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Quote;
}

test.describe('the booking form prices the trip', () => {
  test('typing LAX suggests the airport; the price shows before Book Now and is the one booked, shown on the confirmation, in the dashboard and in the e-mail', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('price-booking');
    const date = uniqueRideDate();
    const { section, form } = await openForm(page);
    await form.date.fill(date);
    await form.time.fill('10:30');

    // The suggestions arrive as the customer types; picking one writes the place's name.
    await form.pickupLocation.pressSequentially('LAX');
    const suggestion = section.locator(`datalist#mfb-pickupLocation-places option[value="${LAX}"]`);
    await expect(suggestion).toHaveCount(1);
    // Picking it in the browser's own list (a popup the page cannot reach) writes its value.
    await form.pickupLocation.fill((await suggestion.getAttribute('value'))!);
    await expect(form.pickupLocation).toHaveValue(LAX);
    await form.dropoffLocation.fill(HOTEL);

    const quote = await quoteOf(request, {
      pickupLocation: LAX,
      dropoffLocation: HOTEL,
      date,
      time: '10:30',
    });
    expect(quote.kind).toBe('instant');
    const total = quote.total!;
    const region = quoteRegion(section);
    await expect(totalIn(region)).toHaveText(shownDollars(total));
    for (const line of quote.lines!) await expect(region).toContainText(line.label);
    await expect(region).toContainText('Airport fee');

    await fillContact(form, email);
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
    );
    await form.submit.click();
    const answer = await answered;
    expect(answer.status(), await answer.text()).toBe(201);
    const booking = (await answer.json()) as { id: number; totalPrice: string | null };
    expect(booking.totalPrice).toBe(total);

    const confirmation = section.getByRole('status').filter({ hasText: 'Reservation received' });
    await expect(confirmation).toBeVisible();
    await expect(totalIn(confirmation)).toHaveText(shownDollars(total));

    const mail = await waitForMail({
      to: email,
      subject: new RegExp(`^Booking received: #${booking.id}\\b`),
    });
    expect(mail.text).toContain(`Total (all-in): ${formatCents(Math.round(Number(total) * 100))}`);

    await signIn(page.request, adminCredentials());
    await openDashboard(page);
    const card = bookingCard(visiblePanel(page), booking.id);
    await expect(definitionOf(card, 'Price')).toHaveText(shownDollars(total));
    await card.getByRole('button', { name: 'Details' }).click();
    const drawer = page.getByRole('dialog', { name: `Booking #${booking.id}` });
    const priceRow = drawer
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Price', exact: true }) });
    await expect(priceRow.getByRole('cell')).toHaveText(shownDollars(total));
  });

  test('an hourly charter asks for its hours, and the hours change the price', async ({ page, request }) => {
    const serviceTypes = (await (await request.get('/api/service-types')).json()) as ServiceType[];
    const charter = serviceTypes.find(({ value }) => value === 'hourly')!;
    const { section, form } = await openForm(page);
    const hours = section.getByLabel('Hours', { exact: true });
    // A transfer (the first service type) has no hours.
    await expect(hours).toBeHidden();

    await chooseOption(form.serviceType, charter.name);
    await expect(hours).toBeVisible();
    await form.date.fill(uniqueRideDate());
    await form.pickupLocation.fill(HOTEL);
    await form.dropoffLocation.fill('Santa Monica');
    const region = quoteRegion(section);
    await expect(region).toContainText(/Hourly charter: \d+ h minimum/);
    const atMinimum = await totalIn(region).textContent();

    await hours.fill('6');
    await expect(region).toContainText('Hourly charter: 6 h ×');
    await expect(totalIn(region)).not.toHaveText(atMinimum!);
  });

  test('an address outside the catalogue is priced on request, before and after booking', async ({
    page,
  }) => {
    const { section, form } = await openForm(page);
    await form.date.fill(uniqueRideDate());
    await form.pickupLocation.fill('1234 Unlisted Lane, Pasadena');
    await form.dropoffLocation.fill(HOTEL);
    const region = quoteRegion(section);
    await expect(region).toContainText('Priced on request');
    await expect(region).toContainText('we e-mail you a quote');

    await fillContact(form, uniqueEmail('price-on-request'));
    await form.submit.click();
    const confirmation = section.getByRole('status').filter({ hasText: 'Reservation received' });
    await expect(confirmation).toContainText('Priced on request');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Hours field is there, and the confirmation of a posted booking shows the price it was booked at', async ({
    page,
    request,
  }) => {
    const date = uniqueRideDate();
    await page.goto('/');
    const section = page.locator('section#booking');
    const form = bookingForm(section);
    await expect(section.getByLabel('Hours', { exact: true })).toHaveCount(1);
    await form.pickupLocation.fill(LAX);
    await form.dropoffLocation.fill(HOTEL);
    await form.date.fill(date);
    await form.time.fill('11:00');
    await fillContact(form, uniqueEmail('price-no-js'));
    await form.submit.click();

    await expect(page).toHaveURL(/\/booking\?booked=\d+&token=[^&]+$/);
    const quote = await quoteOf(request, {
      pickupLocation: LAX,
      dropoffLocation: HOTEL,
      date,
      time: '11:00',
    });
    const booked = page.locator('section#booking').getByRole('status');
    await expect(booked).toContainText('Reservation received');
    await expect(totalIn(booked)).toHaveText(shownDollars(quote.total!));
  });
});
