import { expect, test } from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { bookingCard, openDashboard, visiblePanel } from '../support/admin-dashboard';
import { bookingForm, chooseOption, typeIntoPicker } from '../support/booking-form';
import { openHome, scrollToSection, toast } from '../support/home-page';
import { waitForMail } from '../support/mail';
import { uniqueEmail, uniqueRideDate } from '../support/unique';

// The airport promise (docs/product.md §5): a flight's landing sets the pick-up, free waiting
// included, and staff move the ride with one action when the flight is delayed.
test('a visitor books from LAX with a landing time and sees the pick-up it sets; staff press Flight delayed and the customer is e-mailed the new pick-up time', async ({
  page,
}) => {
  const email = uniqueEmail('airport');
  const date = uniqueRideDate();
  await openHome(page);
  const section = await scrollToSection(page, 'booking');
  const form = bookingForm(section);
  await typeIntoPicker(form.date, date);
  await form.pickupLocation.fill('Los Angeles International Airport (LAX)');
  await form.dropoffLocation.fill('The Beverly Hills Hotel');
  await form.flightNumber.fill('AA 1234');
  await typeIntoPicker(form.landingTime, '16:00');
  await chooseOption(form.flightOrigin, 'International');
  await expect(
    section.getByText('Pick-up 5:00 PM — 60 min after landing, free waiting included'),
  ).toBeVisible();
  await form.fullName.fill('Amelia Flyer');
  await form.email.fill(email);
  await form.phone.fill('+1 (310) 555-0199');
  await form.terms.check();

  const booked = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/bookings',
  );
  await form.submit.click();
  const booking = (await (await booked).json()) as { id: number; time: string };
  expect(booking.time).toBe('17:00');
  await expect(section.getByRole('status')).toContainText(
    /Pick-up \w{3}, \w{3} \d{1,2}, \d{4} at 5:00 PM — 60 min after landing, free waiting included/,
  );
  const received = await waitForMail({
    to: email,
    subject: new RegExp(`^Booking received: #${booking.id},`),
  });
  expect(received.text).toContain(
    'Your flight AA 1234 lands at 4:00 PM: your chauffeur waits for you free of charge until 5:00 PM, 60 minutes after landing.',
  );

  await signIn(page.request, adminCredentials());
  await openDashboard(page);
  await bookingCard(visiblePanel(page), booking.id).getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: `Booking #${booking.id}` });
  const delay = drawer.getByRole('region', { name: 'Flight delayed' });
  await expect(delay.getByLabel('Landing date')).toHaveValue(date);
  await expect(delay.getByLabel('New landing time')).toHaveValue('16:00');
  await delay.getByLabel('New landing time').fill('18:10');
  await delay.getByRole('button', { name: 'Flight delayed' }).click();
  await expect(toast(page)).toContainText(`Booking #${booking.id} now picks up`);
  await expect(toast(page)).toContainText('7:10 PM, 60 min after the new landing');

  const moved = await waitForMail({ to: email, subject: new RegExp(`^New pick-up time: #${booking.id},`) });
  expect(moved.subject).toContain('at 7:10 PM');
  expect(moved.text).toContain('Flight: AA 1234, landing 6:10 PM');
  expect(moved.text).toContain('Free waiting: until 7:10 PM, 60 minutes after landing');
});
