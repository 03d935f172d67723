import { randomBytes } from 'node:crypto';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
  type Response,
} from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { expectNoBlockingViolations } from '../support/axe';
import { bookingForm, selectedOption, typeIntoPicker } from '../support/booking-form';
import { queryRows } from '../support/database';
import { definitionOf } from '../support/description-list';
import { takenOver } from '../support/taken-over';
import { fetchPage, holds, recordProblems, textOf } from '../support/server-render';
import { toast, defaultFormDay, waitForHydration } from '../support/home-page';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';

interface Named {
  id: number;
  name: string;
}

const VALIDATE_PATH = /\/api\/magic-links\/validate\//;

/** A guest's booking through the public API, with values unlike the form's defaults so a prefill shows. */
async function bookRide(request: APIRequestContext, email: string) {
  const serviceTypes = (await (await request.get('/api/service-types')).json()) as Named[];
  const vehicles = (await (await request.get('/api/vehicles')).json()) as Named[];
  const suffix = uniqueSuffix();
  const body = {
    serviceTypeId: serviceTypes[1]!.id,
    vehicleId: 1,
    pickupLocation: `The Peninsula, 9882 S Santa Monica Blvd (${suffix})`,
    dropoffLocation: `LAX Terminal 4 (${suffix})`,
    date: '2031-06-15',
    time: '14:30',
    passengers: 4,
    luggage: 3,
    flightNumber: 'BA 283',
    isRoundTrip: true,
    fullName: 'Avery Quinn',
    email,
    phone: '+1 310 555 0147',
    specialRequests: 'Child seat, please',
    paymentMethod: 'card',
  };
  const response = await request.post('/api/bookings', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return {
    id,
    body,
    serviceTypeName: serviceTypes[1]!.name,
    vehicleName: vehicles.find((vehicle) => vehicle.id === 1)!.name,
  };
}

/** A one-time link for the e-mail, made by the seeded admin through the API (as the dashboard does). */
async function createMagicLink(
  baseURL: string,
  email: string,
): Promise<{ url: string; path: string; token: string }> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signIn(admin, adminCredentials());
    const response = await admin.post('/api/magic-links/create', { data: { email } });
    expect(response.status(), await response.text()).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const { pathname } = new URL(url);
    return { url, path: pathname, token: pathname.split('/').pop()! };
  } finally {
    await admin.dispose();
  }
}

/**
 * The link's page as the browser renders it itself (reached inside the app, without a server render),
 * so that the validation is the browser's own call, which a test can then hold back or fail.
 */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.goto('/no-such-page');
  // The router listens once the page's code has taken the server's HTML over.
  await waitForHydration(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toHaveCount(0);
  await expect(page).toHaveURL(path);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const main = (page: Page) => page.getByRole('main');

/** A value of the previous-booking list, found by its label. */
const detail = (page: Page, label: string) => definitionOf(main(page), label);

async function expectInvalidState(page: Page): Promise<void> {
  await expect(heading(page, 'Invalid Magic Link')).toBeVisible();
  await expect(
    main(page).getByText('This magic link is either expired, already used, or invalid.'),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(heading(page, 'Magic Link Validated')).toHaveCount(0);
  await expect(main(page).getByRole('link', { name: /Book Similar Ride|Create New Booking/ })).toHaveCount(0);
}

test.describe('magic link: a returning customer re-books', () => {
  test('shows the skeleton and spinner while it validates, then the link, the previous booking and its actions', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('magic');
    const { body } = await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(VALIDATE_PATH, async (route) => {
      await answered;
      await route.continue();
    });

    await openInApp(page, link.path);
    const loading = main(page).getByRole('status');
    await expect(loading).toContainText('Validating your magic link…');
    await expect(loading.locator('.ant-spin')).toBeVisible();
    await expect(loading.locator('.ant-skeleton')).toBeVisible();
    answer();

    await expect(heading(page, 'Magic Link Validated')).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(
      main(page).getByText(`Welcome back, ${email}! You can now proceed with your booking.`),
    ).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Your previous booking' })).toBeVisible();
    await expect(detail(page, 'Date')).toHaveText('Sun, Jun 15, 2031');
    await expect(detail(page, 'Time')).toHaveText('2:30 PM');
    await expect(detail(page, 'Pick-up')).toHaveText(body.pickupLocation);
    await expect(detail(page, 'Drop-off')).toHaveText(body.dropoffLocation);
    await expect(detail(page, 'Passengers')).toHaveText('4');
    await expect(main(page).getByRole('link', { name: 'Book Similar Ride' })).toHaveAttribute(
      'href',
      `/booking?prefill=true&email=${encodeURIComponent(email)}&link=${link.token}`,
    );
    await expect(main(page).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expect(main(page).getByText('No previous booking information found.')).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Create New Booking' })).toHaveCount(0);
    // Opening the link spends nothing: only the booking made with it does.
    expect(await queryRows('SELECT used FROM magic_link.magic_links WHERE email = $1', [email])).toEqual([
      { used: false },
    ]);
    await expectNoBlockingViolations(page);
  });

  test('Book Similar Ride opens the form prefilled from the previous booking, date and time empty, even after a reload; booking it adds a second ride and spends the link', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('magic-rebook');
    const previous = await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    await page.goto(link.path);
    await main(page).getByRole('link', { name: 'Book Similar Ride' }).click();

    await expect(page).toHaveURL(
      `/booking?prefill=true&email=${encodeURIComponent(email)}&link=${link.token}`,
    );
    const section = page.locator('section#booking');
    const form = bookingForm(section);
    const expectPrefilled = async () => {
      await expect(heading(page, 'Book Your Ride')).toBeVisible();
      await expect(section.getByRole('note')).toHaveText(
        'Your previous ride is filled in. Choose a date and time, check the details and book it again.',
      );
      await expect(selectedOption(form.serviceType)).toHaveText(previous.serviceTypeName);
      await expect(selectedOption(form.vehicle)).toHaveText(previous.vehicleName);
      await expect(form.pickupLocation).toHaveValue(previous.body.pickupLocation);
      await expect(form.dropoffLocation).toHaveValue(previous.body.dropoffLocation);
      await expect(form.passengers).toHaveValue('4');
      await expect(form.luggage).toHaveValue('3');
      await expect(form.fullName).toHaveValue('Avery Quinn');
      await expect(form.email).toHaveValue(email);
      await expect(form.phone).toHaveValue('+1 310 555 0147');
      await expect(form.date).toHaveValue('');
      await expect(form.time).toHaveValue('');
      // Only the ride is carried over: the rest starts as on any new booking.
      await expect(form.flightNumber).toHaveValue('');
      await expect(form.roundTrip).not.toBeChecked();
      await expect(form.specialRequests).toHaveValue('');
      await expect(selectedOption(form.paymentMethod)).toHaveText('Cash');
      await expect(form.terms).not.toBeChecked();
    };
    await expectPrefilled();
    await expectNoBlockingViolations(page);
    await page.reload();
    await expectPrefilled();
    // What follows is the code's answer (messages under the fields, a toast): a form sent before its
    // code arrives posts natively, which 'magic link without JavaScript' tests.
    await takenOver(section.locator('form'));

    await form.submit.click();
    await expect(form.date).toHaveAttribute('aria-invalid', 'true');
    await expect(form.time).toHaveAttribute('aria-invalid', 'true');

    const date = await page.evaluate(() => {
      const day = new Date();
      day.setDate(day.getDate() + 10);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
    });
    await typeIntoPicker(form.date, date);
    await typeIntoPicker(form.time, '09:15');
    await form.terms.check();
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
    );
    await form.submit.click();
    const booked = await posted;
    expect(booked.status()).toBe(201);
    expect(booked.request().postDataJSON()).toMatchObject({ email, magicLinkToken: link.token });
    await expect(toast(page)).toContainText('Booking Successful');
    await expect(section.getByRole('note')).toHaveCount(0);

    const rows = await queryRows(
      `SELECT id, service_type_id AS "serviceTypeId", vehicle_id AS "vehicleId", pickup_location AS "pickupLocation",
              dropoff_location AS "dropoffLocation", date, time, passengers, luggage, full_name AS "fullName", phone
         FROM booking.bookings WHERE email = $1 ORDER BY id`,
      [email],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: previous.id, date: '2031-06-15', time: '14:30' });
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      serviceTypeId: previous.body.serviceTypeId,
      vehicleId: 1,
      pickupLocation: previous.body.pickupLocation,
      dropoffLocation: previous.body.dropoffLocation,
      date,
      time: '09:15',
      passengers: 4,
      luggage: 3,
      fullName: 'Avery Quinn',
      phone: '+1 310 555 0147',
    });

    // The booking spent the link: opening it again shows it used.
    await page.goto(link.path);
    await expectInvalidState(page);
    await expect(toast(page)).toContainText('This magic link has already been used.');
  });

  test('opening the link again (a mail scanner opened it first) still shows it validated', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('magic-twice');
    await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    // What a mail scanner does before the customer clicks.
    expect((await request.get(`/api/magic-links/validate/${link.token}`)).status()).toBe(200);

    await page.goto(link.path);
    await expect(heading(page, 'Magic Link Validated')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Magic Link Validated')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Book Similar Ride' })).toBeVisible();
  });

  test('a link already used by a booking shows the invalid state and the server message', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('magic-used');
    const { body } = await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    const rebooked = await request.post('/api/bookings', { data: { ...body, magicLinkToken: link.token } });
    expect(rebooked.status(), await rebooked.text()).toBe(201);

    await page.goto(link.path);
    await expectInvalidState(page);
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('This magic link has already been used.');
  });

  test('a link that expires before the prefilled form is sent: Booking Failed with the reason, then the next submit books without it', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('magic-late');
    await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    await page.goto(link.path);
    await main(page).getByRole('link', { name: 'Book Similar Ride' }).click();
    const section = page.locator('section#booking');
    const form = bookingForm(section);
    await expect(form.pickupLocation).not.toHaveValue('');
    // The toasts below are the code's: a form sent before its code arrives posts natively.
    await takenOver(section.locator('form'));
    await queryRows(
      "UPDATE magic_link.magic_links SET expires_at = now() - interval '1 minute' WHERE email = $1",
      [email],
    );

    await typeIntoPicker(form.date, '2031-07-01');
    await typeIntoPicker(form.time, '10:00');
    await form.terms.check();
    const bookings = (response: Response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings';
    const refused = page.waitForResponse(bookings);
    await form.submit.click();
    expect((await refused).status()).toBe(410);
    await expect(toast(page)).toContainText('Booking Failed');
    await expect(toast(page)).toContainText('This magic link has expired.');

    const booked = page.waitForResponse(bookings);
    await form.submit.click();
    const answer = await booked;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).not.toHaveProperty('magicLinkToken');
    await expect(toast(page)).toContainText('Booking Successful');
  });

  test('an unknown token shows the invalid state', async ({ page }) => {
    await page.goto(`/magic-link/${randomBytes(24).toString('base64url')}`);
    await expectInvalidState(page);
    await expect(toast(page)).toContainText('This magic link is invalid.');
    await expectNoBlockingViolations(page);
  });

  test('an expired link shows the invalid state and stays unused', async ({ page, request, baseURL }) => {
    const email = uniqueEmail('magic-expired');
    await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    await queryRows(
      "UPDATE magic_link.magic_links SET expires_at = now() - interval '1 minute' WHERE email = $1",
      [email],
    );

    await page.goto(link.path);
    await expectInvalidState(page);
    await expect(toast(page)).toContainText('This magic link has expired.');
    expect(await queryRows('SELECT used FROM magic_link.magic_links WHERE email = $1', [email])).toEqual([
      { used: false },
    ]);
  });

  test('without a previous booking it says so and offers Create New Booking, which opens the empty form', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('magic-new');
    const link = await createMagicLink(baseURL!, email);
    await page.goto(link.path);

    await expect(heading(page, 'Magic Link Validated')).toBeVisible();
    await expect(
      main(page).getByText(`Welcome back, ${email}! You can now proceed with your booking.`),
    ).toBeVisible();
    await expect(main(page).getByText('No previous booking information found.')).toBeVisible();
    await expect(main(page).getByRole('heading', { name: 'Your previous booking' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Book Similar Ride' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await expectNoBlockingViolations(page);

    await main(page).getByRole('link', { name: 'Create New Booking' }).click();
    await expect(page).toHaveURL('/booking');
    const form = bookingForm(page.locator('section#booking'));
    await expect(form.pickupLocation).toHaveValue('');
    await expect(form.email).toHaveValue('');
    await expect(form.date).toHaveValue(defaultFormDay());
    await expect(form.time).toHaveValue('12:00');
  });

  test('Return to Home goes to the home page', async ({ page, baseURL }) => {
    const link = await createMagicLink(baseURL!, uniqueEmail('magic-home'));
    await page.goto(link.path);
    await main(page).getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Luxury Transportation' })).toBeVisible();
  });

  test("a failing validation call shows 'Failed to validate magic link' and the invalid state", async ({
    page,
  }) => {
    const token = randomBytes(24).toString('base64url');
    await page.route(VALIDATE_PATH, (route) => route.fulfill({ status: 500, body: '' }));
    await openInApp(page, `/magic-link/${token}`);
    await expectInvalidState(page);
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to validate magic link');

    await page.unroute(VALIDATE_PATH);
    await page.route(VALIDATE_PATH, (route) => route.abort('connectionreset'));
    await openInApp(page, `/magic-link/${token}`);
    await expectInvalidState(page);
    await expect(toast(page)).toContainText('Failed to validate magic link');
  });

  test('/booking?prefill=true with nothing remembered opens the normal form with the e-mail from the URL', async ({
    page,
  }) => {
    const email = uniqueEmail('magic-bare');
    await page.goto(`/booking?prefill=true&email=${encodeURIComponent(email)}`);
    const form = bookingForm(page.locator('section#booking'));
    await expect(form.email).toHaveValue(email);
    await expect(form.pickupLocation).toHaveValue('');
    await expect(form.fullName).toHaveValue('');
    await expect(form.date).toHaveValue(defaultFormDay());
    await expect(form.time).toHaveValue('12:00');
    await expect(form.passengers).toHaveValue('1');
    await expect(form.luggage).toHaveValue('1');
    await expect(page.locator('section#booking').getByRole('note')).toHaveCount(0);
  });

  test('on a 390 px wide screen in the light theme the validated link fits the width and passes axe', async ({
    page,
    request,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('elite-transport-theme', 'light'));
    const email = uniqueEmail('magic-phone');
    await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    await page.goto(link.path);
    await expect(main(page).getByRole('link', { name: 'Book Similar Ride' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectNoBlockingViolations(page);
  });
});

test.describe('magic link: rendered on the server', () => {
  test('a valid link comes validated in the HTML with the previous booking, unspent and kept by no cache; the browser takes it over without asking again', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('magic-server');
    const { body } = await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    const response = await fetch(new URL(link.path, baseURL), { headers: { accept: 'text/html' } });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = textOf(await fetchPage(baseURL!, link.path));
    const expected = [
      'Magic Link Validated',
      `Welcome back, ${email}! You can now proceed with your booking.`,
      'Your previous booking',
      'Sun, Jun 15, 2031',
      '2:30 PM',
      body.pickupLocation,
      body.dropoffLocation,
      'Book Similar Ride',
      'Return to Home',
    ];
    expect(expected.filter((phrase) => !holds(text, phrase))).toEqual([]);
    expect(holds(text, 'Validating your magic link')).toBe(false);

    const problems = recordProblems(page);
    const validations: string[] = [];
    page.on('request', (sent) => {
      if (VALIDATE_PATH.test(sent.url())) validations.push(sent.url());
    });
    await page.goto(link.path);
    await expect(heading(page, 'Magic Link Validated')).toBeVisible();
    // Taken over: the link is remembered in the browser, so the form opens with the previous ride. A
    // press before then is a plain link (it works, from the server), which would cut the code's loading short.
    const bookSimilar = main(page).getByRole('link', { name: 'Book Similar Ride' });
    await takenOver(bookSimilar);
    await bookSimilar.click();
    await expect(bookingForm(page.locator('section#booking')).pickupLocation).toHaveValue(
      body.pickupLocation,
    );
    expect(problems).toEqual([]);
    expect(validations).toEqual([]);
    expect(await queryRows('SELECT used FROM magic_link.magic_links WHERE email = $1', [email])).toEqual([
      { used: false },
    ]);
  });

  test('an unknown link comes as Invalid Magic Link in the HTML, and the browser still says why', async ({
    page,
    baseURL,
  }) => {
    const path = `/magic-link/${randomBytes(24).toString('base64url')}`;
    const text = textOf(await fetchPage(baseURL!, path));
    expect(holds(text, 'Invalid Magic Link')).toBe(true);
    expect(holds(text, 'This magic link is either expired, already used, or invalid.')).toBe(true);
    expect(holds(text, 'Magic Link Validated')).toBe(false);

    const problems = recordProblems(page);
    await page.goto(path);
    await expectInvalidState(page);
    await expect(toast(page)).toContainText('This magic link is invalid.');
    expect(problems).toEqual([]);
  });
});

test.describe('magic link without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Book Similar Ride opens the form filled from the server, and booking it spends the link', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('magic-no-js');
    const previous = await bookRide(request, email);
    const link = await createMagicLink(baseURL!, email);
    await page.goto(link.path);
    await main(page).getByRole('link', { name: 'Book Similar Ride' }).click();

    const form = bookingForm(page.locator('section#booking'));
    await expect(form.pickupLocation).toHaveValue(previous.body.pickupLocation);
    await expect(selectedOption(form.serviceType)).toHaveText(previous.serviceTypeName);
    await expect(form.email).toHaveValue(email);
    await form.date.fill(uniqueRideDate());
    await form.time.fill('10:30');
    await form.terms.check();
    await form.submit.click();

    await expect(page.getByText('Reservation received')).toBeVisible();
    expect(await queryRows('SELECT used FROM magic_link.magic_links WHERE email = $1', [email])).toEqual([
      { used: true },
    ]);
  });
});
