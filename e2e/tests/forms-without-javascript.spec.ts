import { INVALID_EMAIL_MESSAGE } from '@elite/contracts/constants';
import { expect, test } from '@playwright/test';
import { bookingForm, chooseOption } from '../support/booking-form';
import { queryRows } from '../support/database';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';

// The booking and contact forms as a browser without JavaScript sends them (docs/architecture.md,
// "Forms without JavaScript"): real forms posted to their page, answered by the server.
test.use({ javaScriptEnabled: false });

test.describe('the booking form without JavaScript', () => {
  test('books a ride from / (stored as sent) and shows its confirmation; the same post sent again books nothing more', async ({
    page,
    baseURL,
  }) => {
    const email = uniqueEmail('no-js-booking');
    const pickup = `Chateau Marmont (${uniqueSuffix()})`;
    const date = uniqueRideDate();
    await page.goto('/');
    const form = bookingForm(page.locator('section#booking'));
    await form.pickupLocation.fill(pickup);
    await form.dropoffLocation.fill('LAX Terminal 4');
    await form.date.fill(date);
    await form.time.fill('08:15');
    await form.passengers.selectOption('3');
    await form.luggage.fill('2');
    await form.roundTrip.check();
    await form.fullName.fill('Nadia Brooks');
    await form.email.fill(email);
    await form.phone.fill('+1 (310) 555-0142');
    await chooseOption(form.paymentMethod, 'PayPal');
    await form.terms.check();
    const [post] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/',
      ),
      form.submit.click(),
    ]);

    // Post/Redirect/Get: the confirmation's own address, which a reload does not post again.
    await expect(page).toHaveURL(/\/booking\?booked=\d+&token=[^&]+$/);
    const section = page.locator('section#booking');
    await expect(section.getByText('Reservation received')).toBeVisible();
    const [row] = await queryRows<Record<string, unknown>>(
      `SELECT id, pickup_location, dropoff_location, date, time, passengers, luggage, is_round_trip, full_name,
              payment_method, status
         FROM booking.bookings WHERE email = $1`,
      [email],
    );
    expect(row).toEqual({
      id: expect.any(Number),
      pickup_location: pickup,
      dropoff_location: 'LAX Terminal 4',
      date,
      time: '08:15',
      passengers: 3,
      luggage: 2,
      is_round_trip: true,
      full_name: 'Nadia Brooks',
      payment_method: 'paypal',
      status: 'pending',
    });
    await expect(section.getByText(`#${row!.id}`, { exact: true })).toBeVisible();
    await expect(section.getByRole('link', { name: 'Track your ride' })).toHaveAttribute(
      'href',
      new RegExp(`^/tracking/${row!.id}\\?token=[^&]+$`),
    );

    // The same post sent again (its Idempotency-Key with it): the same booking, without its token
    // (the e-mail holds the link), and nothing more stored.
    const resent = await page.request.post('/', {
      data: post.postData()!,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(baseURL!).origin },
      maxRedirects: 0,
    });
    expect(resent.status()).toBe(303);
    expect(resent.headers()['location']).toBe(`/booking?booked=${row!.id}`);
    expect(await queryRows('SELECT id FROM booking.bookings WHERE email = $1', [email])).toHaveLength(1);
  });

  test('a wrong field comes back under that field, with every value as sent, and nothing is booked', async ({
    page,
  }) => {
    const email = uniqueEmail('no-js-booking-wrong');
    await page.goto('/');
    const form = bookingForm(page.locator('section#booking'));
    await form.pickupLocation.fill('Beverly Hills Hotel');
    await form.dropoffLocation.fill('Burbank Airport');
    await form.date.fill(uniqueRideDate());
    await form.passengers.selectOption('5');
    await form.fullName.fill('Nadia Brooks');
    await form.email.fill(email);
    await form.phone.fill('call me maybe');
    await form.terms.check();
    await form.submit.click();

    await expect(page).toHaveURL(/\/#booking$/);
    const again = bookingForm(page.locator('section#booking'));
    // Under the field, and read out with it.
    await expect(again.phone).toHaveAccessibleDescription('Please enter a valid phone number');
    await expect(again.phone).toHaveValue('call me maybe');
    await expect(again.pickupLocation).toHaveValue('Beverly Hills Hotel');
    await expect(again.dropoffLocation).toHaveValue('Burbank Airport');
    await expect(again.passengers).toHaveValue('5');
    await expect(again.email).toHaveValue(email);
    await expect(again.terms).toBeChecked();
    await expect(again.pickupLocation).toHaveAccessibleDescription('');
    expect(await queryRows('SELECT id FROM booking.bookings WHERE email = $1', [email])).toEqual([]);
  });
});

test.describe('the contact form without JavaScript', () => {
  test('sends a message (stored unread) and says so', async ({ page }) => {
    const email = uniqueEmail('no-js-contact');
    const subject = `Wine country day trip ${uniqueSuffix()}`;
    await page.goto('/');
    const section = page.locator('section#contact');
    await section.getByLabel('Name', { exact: true }).fill('Owen Price');
    await section.getByLabel('Email', { exact: true }).fill(email);
    await section.getByLabel('Subject', { exact: true }).fill(subject);
    await section.getByLabel('Message', { exact: true }).fill('Six of us, a Saturday in May.');
    await section.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/\?contact=sent#contact$/);
    await expect(page.locator('section#contact').getByRole('status')).toContainText(
      'Your message has been sent successfully. We will get back to you soon.',
    );
    expect(
      await queryRows(
        'SELECT name, subject, message, status FROM booking.contact_messages WHERE email = $1',
        [email],
      ),
    ).toEqual([{ name: 'Owen Price', subject, message: 'Six of us, a Saturday in May.', status: 'unread' }]);
  });

  test('a wrong e-mail comes back under that field, with the other values as sent, and nothing is sent', async ({
    page,
  }) => {
    const subject = `Airport run ${uniqueSuffix()}`;
    await page.goto('/');
    const section = page.locator('section#contact');
    await section.getByLabel('Name', { exact: true }).fill('Owen Price');
    await section.getByLabel('Email', { exact: true }).fill('owen-at-example');
    await section.getByLabel('Subject', { exact: true }).fill(subject);
    await section.getByLabel('Message', { exact: true }).fill('From LAX on Friday.');
    await section.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/#contact$/);
    const again = page.locator('section#contact');
    await expect(again.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      INVALID_EMAIL_MESSAGE,
    );
    await expect(again.getByLabel('Email', { exact: true })).toHaveValue('owen-at-example');
    await expect(again.getByLabel('Name', { exact: true })).toHaveValue('Owen Price');
    await expect(again.getByLabel('Subject', { exact: true })).toHaveValue(subject);
    await expect(again.getByLabel('Message', { exact: true })).toHaveValue('From LAX on Friday.');
    expect(await queryRows('SELECT id FROM booking.contact_messages WHERE subject = $1', [subject])).toEqual(
      [],
    );
  });
});
