import { expect, test } from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { listedWithStatus, openDashboard } from '../support/admin-dashboard';
import { bookingForm, typeIntoPicker } from '../support/booking-form';
import { openHome, scrollToSection, toast } from '../support/home-page';
import { waitForMail } from '../support/mail';
import { rideDetail } from '../support/ride-page';
import { takenOver } from '../support/taken-over';
import { uniqueEmail, uniqueRideDate } from '../support/unique';

// The customer's whole journey after booking (issue 13), with every e-mail read back from the e2e
// stack's own mail catcher: nothing here is a mock.

/** The path and query of the first link in `text` to `pathPrefix` (the e-mail names the public URL). */
function linkIn(text: string, pathPrefix: string): string {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = text.match(new RegExp(`https?://[^\\s"<>]+${escaped}[^\\s"<>]*`));
  expect(found, `a link to ${pathPrefix} in:\n${text}`).not.toBeNull();
  const url = new URL(found![0]);
  return `${url.pathname}${url.search}`;
}

test.describe('after booking', () => {
  test('the booking e-mail leads to the ride; cancelling it there shows in the dashboard and e-mails the customer', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('journey');
    await openHome(page);
    const form = bookingForm(await scrollToSection(page, 'booking'));
    await expect(form.pickupLocation).toBeVisible();
    await typeIntoPicker(form.date, uniqueRideDate());
    await typeIntoPicker(form.time, '16:45');
    await form.pickupLocation.fill('Hotel Bel-Air, 701 Stone Canyon Rd');
    await form.dropoffLocation.fill('LAX Terminal 5');
    await form.fullName.fill('Morgan Ellis');
    await form.email.fill(email);
    await form.phone.fill('+1 (310) 555-0123');
    await form.terms.check();
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
    );
    await form.submit.click();
    const answer = await posted;
    expect(answer.status(), await answer.text()).toBe(201);
    const { id } = (await answer.json()) as { id: number };
    await expect(toast(page)).toContainText('Booking Successful');

    const received = await waitForMail({ to: email, subject: /^Booking received: #\d+/ });
    expect(received.subject).toContain(`#${id}`);
    const ridePath = linkIn(received.text, `/tracking/${id}?token=`);
    expect(received.html).toContain(`/tracking/${id}?token=`);
    expect(received.attachments.map((file) => file.contentType)).toContainEqual(
      expect.stringMatching(/^text\/calendar/),
    );

    // The customer opens the link from the e-mail, in a browser of their own.
    const customer = await browser.newPage();
    try {
      await customer.goto(ridePath);
      await expect(rideDetail(customer, 'Booking ID')).toContainText(String(id));
      await expect(rideDetail(customer, 'Status')).toHaveText('Pending');
      await customer.getByRole('button', { name: 'Cancel This Ride' }).click();
      await customer
        .getByRole('dialog', { name: 'Cancel this ride?' })
        .getByRole('button', { name: 'Yes, Cancel Ride' })
        .click();
      await expect(customer.getByRole('heading', { name: 'This Ride Is Cancelled' })).toBeVisible();
      await expect(rideDetail(customer, 'Status')).toHaveText('Cancelled');
    } finally {
      await customer.close();
    }

    const cancelled = await waitForMail({ to: email, subject: /^Booking cancelled: #\d+/ });
    expect(cancelled.subject).toContain(`#${id}`);

    await signIn(page.request, adminCredentials());
    await expect.poll(() => listedWithStatus(page.request, id, 'cancelled')).toBe(true);
    await expect.poll(() => listedWithStatus(page.request, id, 'pending')).toBe(false);
  });

  test('staff e-mail a magic link: opened twice it still shows the ride, booking with it spends it', async ({
    page,
    browser,
    request,
  }) => {
    const email = uniqueEmail('journey-link');
    const previous = await request.post('/api/bookings', {
      data: {
        pickupLocation: 'The Langham, Pasadena',
        dropoffLocation: 'Hollywood Bowl',
        date: uniqueRideDate(),
        time: '18:00',
        passengers: 3,
        fullName: 'Sasha Grant',
        email,
        phone: '+1 626 555 0188',
        paymentMethod: 'card',
      },
    });
    expect(previous.status(), await previous.text()).toBe(201);

    await signIn(page.request, adminCredentials());
    await openDashboard(page);
    const generator = page.getByRole('region', { name: 'Magic Link Generator' });
    await generator.getByLabel('Customer Email').fill(email);
    await generator.getByRole('button', { name: 'Send by e-mail' }).click();
    await expect(toast(page)).toContainText('Magic Link Sent');

    const mail = await waitForMail({ to: email, subject: /^Your link to book/ });
    const linkPath = linkIn(mail.text, '/magic-link/');

    // A mail scanner opens the link first, then the customer: both see it validated.
    const customer = await browser.newPage();
    try {
      for (let opening = 0; opening < 2; opening++) {
        await customer.goto(linkPath);
        await expect(customer.getByRole('heading', { level: 1, name: 'Magic Link Validated' })).toBeVisible();
      }
      await customer.getByRole('main').getByRole('link', { name: 'Book Similar Ride' }).click();
      const section = customer.locator('section#booking');
      const form = bookingForm(section);
      await expect(form.pickupLocation).toHaveValue('The Langham, Pasadena');
      // The booking below is the code's (a call to /api/bookings): a form sent before then posts natively.
      await takenOver(section.locator('form'));
      await typeIntoPicker(form.date, uniqueRideDate());
      await typeIntoPicker(form.time, '17:30');
      await form.terms.check();
      const posted = customer.waitForResponse(
        (response) =>
          response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
      );
      await form.submit.click();
      expect((await posted).status()).toBe(201);
      await expect(toast(customer)).toContainText('Booking Successful');

      await customer.goto(linkPath);
      await expect(customer.getByRole('heading', { level: 1, name: 'Invalid Magic Link' })).toBeVisible();
    } finally {
      await customer.close();
    }
  });
});
