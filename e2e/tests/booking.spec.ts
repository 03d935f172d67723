import { expect, test, type Page, type Request } from '@playwright/test';
import { REPLAYED_BOOKING_NOTICE } from '@elite/contracts/constants';
import {
  bookingForm,
  chooseOption,
  optionsOf,
  replaceNumber,
  selectedOption,
  typeIntoPicker,
  type BookingFormControls,
} from '../support/booking-form';
import { queryRows } from '../support/database';
import { openHome, scrollToSection, toast, defaultFormDay } from '../support/home-page';
import { adminCredentials, signIn } from '../support/accounts';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';

interface Named {
  id: number;
  name: string;
}

async function openBookingForm(page: Page): Promise<BookingFormControls> {
  await openHome(page);
  const form = bookingForm(await scrollToSection(page, 'booking'));
  await expect(form.pickupLocation).toBeVisible();
  return form;
}

/**
 * The fields every booking needs besides the defaults, and a pickup two days ahead: the default,
 * today at 12:00, is refused as past in the afternoon.
 */
async function fillRequired(form: BookingFormControls, email: string): Promise<void> {
  await typeIntoPicker(form.date, await daysFromToday(form.date.page(), 2));
  await form.pickupLocation.fill('Beverly Wilshire, 9500 Wilshire Blvd, Beverly Hills');
  await form.dropoffLocation.fill('LAX Terminal 7');
  await form.fullName.fill('Amelia Hart');
  await form.email.fill(email);
  await form.phone.fill('+1 (310) 555-0199');
}

function daysFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, days);
}

const isBookingPost = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/bookings';

test.describe('booking form', () => {
  test('starts with the next day whose noon is ahead, 12:00, one passenger, one luggage, Cash, the first service type and vehicle 1', async ({
    page,
    request,
  }) => {
    const serviceTypes = (await (await request.get('/api/service-types')).json()) as Named[];
    const vehicles = (await (await request.get('/api/vehicles')).json()) as Named[];
    const form = await openBookingForm(page);

    await expect(form.date).toHaveValue(defaultFormDay());
    await expect(form.time).toHaveValue('12:00');
    await expect(form.passengers).toHaveValue('1');
    await expect(form.luggage).toHaveValue('1');
    await expect(selectedOption(form.paymentMethod)).toHaveText('Cash');
    await expect(selectedOption(form.serviceType)).toHaveText(serviceTypes[0]!.name);
    await expect(selectedOption(form.vehicle)).toHaveText(vehicles.find((v) => v.id === 1)!.name);
    await expect(form.flightNumber).toHaveValue('');
    await expect(form.roundTrip).not.toBeChecked();
    await expect(form.terms).not.toBeChecked();
  });

  test('labels every field, the flight number as Flight Number (Optional)', async ({ page }) => {
    const form = await openBookingForm(page);
    for (const control of Object.values(form)) await expect(control).toBeVisible();
  });

  test('offers the payment methods Cash, Credit Card, PayPal and Corporate Account', async ({ page }) => {
    const form = await openBookingForm(page);
    await expect(optionsOf(form.paymentMethod)).toHaveText([
      'Cash',
      'Credit Card',
      'PayPal',
      'Corporate Account',
    ]);
  });

  test('the vehicle dropdown hides every vehicle whose name contains BMW or Cadillac', async ({
    page,
    request,
  }) => {
    const vehicles = (await (await request.get('/api/vehicles')).json()) as Named[];
    const hidden = vehicles.filter((v) => /BMW|Cadillac/i.test(v.name));
    const shown = vehicles.filter((v) => !/BMW|Cadillac/i.test(v.name));
    expect(hidden.length, 'the catalogue has BMW and Cadillac vehicles to hide').toBeGreaterThanOrEqual(2);
    const form = await openBookingForm(page);
    const options = optionsOf(form.vehicle);
    await expect(options).toHaveText(shown.map((v) => v.name));
    for (const vehicle of hidden) await expect(options.filter({ hasText: vehicle.name })).toHaveCount(0);
  });

  test('keeps passengers between 1 and 14 and luggage between 0 and 10', async ({ page }) => {
    const form = await openBookingForm(page);
    await expect(optionsOf(form.passengers)).toHaveText(Array.from({ length: 14 }, (_, i) => String(i + 1)));
    await form.luggage.fill('11');
    await form.luggage.blur();
    await expect(form.luggage).toHaveValue('10');
    await replaceNumber(form.luggage, 0);
  });

  test('without the terms accepted it says You must accept the terms and conditions and sends nothing', async ({
    page,
  }) => {
    const posts: Request[] = [];
    page.on('request', (r) => isBookingPost(r) && posts.push(r));
    const form = await openBookingForm(page);
    await fillRequired(form, uniqueEmail('terms'));
    await form.submit.click();
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test('with required fields empty it marks them and sends nothing', async ({ page }) => {
    const posts: Request[] = [];
    page.on('request', (r) => isBookingPost(r) && posts.push(r));
    const form = await openBookingForm(page);
    await form.terms.check();
    await form.submit.click();
    for (const required of [
      form.pickupLocation,
      form.dropoffLocation,
      form.fullName,
      form.email,
      form.phone,
    ]) {
      await expect(required).toHaveAttribute('aria-invalid', 'true');
    }
    expect(posts).toHaveLength(0);
  });

  test('a booking shows Booking Successful, resets the form, links to its tracking page and is stored in booking.bookings', async ({
    page,
    request,
  }) => {
    const serviceTypes = (await (await request.get('/api/service-types')).json()) as Named[];
    const secondServiceType = serviceTypes[1]!;
    const email = uniqueEmail('booking');
    const pickup = `Hotel Bel-Air, 701 Stone Canyon Rd (${uniqueSuffix()})`;
    const form = await openBookingForm(page);
    const date = await daysFromToday(page, 3);

    await chooseOption(form.serviceType, secondServiceType.name);
    await form.pickupLocation.fill(pickup);
    await form.dropoffLocation.fill('Santa Monica Pier');
    await typeIntoPicker(form.date, date);
    await typeIntoPicker(form.time, '14:30');
    await form.passengers.selectOption('6');
    await replaceNumber(form.luggage, 3);
    await form.flightNumber.fill('BA 283');
    await form.roundTrip.click();
    await form.fullName.fill('Amelia Hart');
    await form.email.fill(email);
    await form.phone.fill('+1 (310) 555-0199');
    await form.specialRequests.fill('Two child seats, please.');
    await chooseOption(form.paymentMethod, 'Credit Card');
    await form.terms.check();

    const [post] = await Promise.all([page.waitForRequest(isBookingPost), form.submit.click()]);
    const body = post.postDataJSON() as Record<string, unknown>;
    expect(body).not.toHaveProperty('termsAccepted');

    await expect(toast(page)).toContainText('Booking Successful');
    await expect(toast(page)).toContainText(
      'Your reservation has been submitted. We will contact you shortly to confirm the details.',
    );

    const [row] = await queryRows<Record<string, unknown>>(
      `SELECT id, service_type_id, vehicle_id, pickup_location, dropoff_location, date, time, passengers, luggage,
              flight_number, is_round_trip, full_name, email, phone, special_requests, payment_method, status, user_id
         FROM booking.bookings WHERE email = $1`,
      [email],
    );
    expect(row).toEqual({
      id: expect.any(Number),
      service_type_id: secondServiceType.id,
      vehicle_id: 1,
      pickup_location: pickup,
      dropoff_location: 'Santa Monica Pier',
      date,
      time: '14:30',
      passengers: 6,
      luggage: 3,
      flight_number: 'BA 283',
      is_round_trip: true,
      full_name: 'Amelia Hart',
      email,
      phone: '+1 (310) 555-0199',
      special_requests: 'Two child seats, please.',
      payment_method: 'card',
      status: 'pending',
      user_id: null,
    });

    const section = page.locator('section#booking');
    await expect(section.getByText(`#${row!.id}`, { exact: true })).toBeVisible();
    await expect(section.getByText('Booking reference')).toBeVisible();
    const track = section.getByRole('link', { name: 'Track your ride' });
    await expect(track).toHaveAttribute('href', new RegExp(`^/tracking/${row!.id}\\?token=[^&]+$`));

    await expect(form.pickupLocation).toHaveValue('');
    await expect(form.email).toHaveValue('');
    await expect(form.flightNumber).toHaveValue('');
    await expect(form.passengers).toHaveValue('1');
    await expect(form.luggage).toHaveValue('1');
    await expect(form.time).toHaveValue('12:00');
    await expect(form.date).toHaveValue(defaultFormDay());
    await expect(selectedOption(form.paymentMethod)).toHaveText('Cash');
    await expect(form.roundTrip).not.toBeChecked();
    await expect(form.terms).not.toBeChecked();
  });

  test('the tracking token from the confirmation opens the booking through the API', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('booking-token');
    const form = await openBookingForm(page);
    await fillRequired(form, email);
    await form.terms.check();
    await form.submit.click();
    const track = page.locator('section#booking').getByRole('link', { name: 'Track your ride' });
    await expect(track).toBeVisible();
    const href = new URL((await track.getAttribute('href'))!, 'http://site');
    const id = href.pathname.split('/').pop();
    const seen = await request.get(`/api/bookings/${id}?token=${href.searchParams.get('token')}`);
    expect(seen.status()).toBe(200);
    expect(await seen.json()).toMatchObject({ id: Number(id), email, status: 'pending' });
    expect((await request.get(`/api/bookings/${id}`)).status()).toBe(404);
  });

  test('a ride the van cannot take shows Booking Failed with the next free pickup times', async ({
    page,
    request,
  }) => {
    const date = uniqueRideDate();
    const held = await request.post('/api/bookings', {
      data: {
        serviceTypeId: 1,
        vehicleId: 1,
        // Places of the catalogue: priced at booking, so staff may confirm it (docs/product.md §10).
        pickupLocation: 'Los Angeles International Airport (LAX)',
        dropoffLocation: 'The Beverly Hills Hotel',
        date,
        time: '12:00',
        passengers: 2,
        fullName: 'Avery Quinn',
        email: uniqueEmail('booking-held'),
        phone: '+1 310 555 0100',
        paymentMethod: 'cash',
      },
    });
    expect(held.status(), await held.text()).toBe(201);
    await signIn(request, adminCredentials());
    const confirmed = await request.patch(`/api/admin/bookings/${((await held.json()) as Named).id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    const email = uniqueEmail('booking-clash');
    const form = await openBookingForm(page);
    await fillRequired(form, email);
    await typeIntoPicker(form.date, date);
    await typeIntoPicker(form.time, '13:00');
    await form.terms.check();
    await form.submit.click();
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText(
      'The van is already booked at that time. The next free pickup times that day are 14:30, 15:00 and 15:30.',
    );
    await expect(form.email).toHaveValue(email);
    expect(await queryRows('SELECT id FROM booking.bookings WHERE email = $1', [email])).toEqual([]);
  });

  test('a server refusal shows Booking Failed with the server message and keeps what was typed', async ({
    page,
  }) => {
    await page.route('**/api/bookings', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 400, message: 'We do not serve that pick-up address yet' }),
      }),
    );
    const email = uniqueEmail('booking-refused');
    const form = await openBookingForm(page);
    await fillRequired(form, email);
    await form.flightNumber.fill('DL 1024');
    await form.terms.check();
    await form.submit.click();

    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText('We do not serve that pick-up address yet');
    await expect(form.pickupLocation).toHaveValue('Beverly Wilshire, 9500 Wilshire Blvd, Beverly Hills');
    await expect(form.email).toHaveValue(email);
    await expect(form.flightNumber).toHaveValue('DL 1024');
    await expect(form.terms).toBeChecked();
    expect(await queryRows('SELECT id FROM booking.bookings WHERE email = $1', [email])).toEqual([]);
  });

  test('sending the form again after an answer that never arrived books once: the retry carries the same Idempotency-Key', async ({
    page,
  }) => {
    // The first attempt reaches the server and is stored, but its answer is lost on the way back (the gateway's 502).
    const lost =
      "The booking service's answer was lost, so whether your request was carried out is unknown: send it again with the same Idempotency-Key, or check before sending it again";
    let attempts = 0;
    await page.route('**/api/bookings', async (route) => {
      attempts += 1;
      if (attempts > 1) return route.continue();
      await route.fetch();
      await route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 502, message: lost }),
      });
    });
    const keys: string[] = [];
    page.on('request', (r) => isBookingPost(r) && keys.push(r.headers()['idempotency-key'] ?? ''));
    const email = uniqueEmail('booking-retried');
    const form = await openBookingForm(page);
    await fillRequired(form, email);
    await form.terms.check();
    await form.submit.click();
    await expect(toast(page)).toContainText(lost);
    await form.submit.click();
    await expect(toast(page)).toContainText('Booking Successful');
    // The first answer's token was lost with it and is kept nowhere: the booking e-mail holds the link.
    const section = page.locator('section#booking');
    await expect(section.getByText(REPLAYED_BOOKING_NOTICE)).toBeVisible();
    await expect(section.getByRole('link', { name: 'Track your ride' })).toHaveCount(0);

    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await queryRows('SELECT id FROM booking.bookings WHERE email = $1', [email])).toHaveLength(1);
  });

  test('a changed form is a new submission with a new Idempotency-Key', async ({ page }) => {
    await page.route('**/api/bookings', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, message: 'Bookings cannot be reached right now' }),
      }),
    );
    const keys: string[] = [];
    page.on('request', (r) => isBookingPost(r) && keys.push(r.headers()['idempotency-key'] ?? ''));
    const form = await openBookingForm(page);
    await fillRequired(form, uniqueEmail('booking-changed'));
    await form.terms.check();
    await form.submit.click();
    await expect.poll(() => keys.length).toBe(1);
    await form.phone.fill('+1 (310) 555-0123');
    await form.submit.click();
    await expect.poll(() => keys.length).toBe(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  test('a failure without a server message shows the spec fallback text', async ({ page }) => {
    await page.route('**/api/bookings', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }),
    );
    const form = await openBookingForm(page);
    await fillRequired(form, uniqueEmail('booking-502'));
    await form.terms.check();
    await form.submit.click();
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText('There was an error submitting your booking. Please try again.');
  });

  test('a field the server refuses is marked with the server reason', async ({ page }) => {
    await page.route('**/api/bookings', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          message: 'Validation failed',
          errors: [{ path: 'dropoffLocation', message: 'Drop-off location is outside our service area' }],
        }),
      }),
    );
    const form = await openBookingForm(page);
    await fillRequired(form, uniqueEmail('booking-field'));
    await form.terms.check();
    await form.submit.click();
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText('Validation failed');
    await expect(form.dropoffLocation).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.locator('section#booking').getByText('Drop-off location is outside our service area'),
    ).toBeVisible();
  });
});
