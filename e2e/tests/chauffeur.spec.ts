import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_BUSINESS_TIME_ZONE, calendarDateIn, nextCalendarDay } from '@elite/contracts/ride-schedule';
import { adminCredentials, signIn } from '../support/accounts';
import { bookingCard, openDashboard, visiblePanel } from '../support/admin-dashboard';
import { toast } from '../support/home-page';
import { waitForMail } from '../support/mail';
import { rideDetail } from '../support/ride-page';
import { uniqueEmail, uniqueSuffix } from '../support/unique';

// The chauffeur's day (docs/product.md §12): staff add him and assign him, he moves the ride on from
// his phone, and the customer follows on the ride's page and in the inbox.

/** Near LAX, where the ride picks up: the position the chauffeur's phone gives. */
const NEAR_LAX = { latitude: 33.96, longitude: -118.39 };

/** A phone: 390 px wide, touch, its position shared with the site. */
async function chauffeurPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    geolocation: NEAR_LAX,
    permissions: ['geolocation'],
  });
  return context.newPage();
}

test('staff assign a chauffeur; he moves the ride through every stage on his phone; the customer follows live and by e-mail', async ({
  browser,
  page,
}) => {
  test.slow();
  const suffix = uniqueSuffix();
  const chauffeur = {
    name: `Jordan ${suffix} Reyes`,
    email: uniqueEmail('chauffeur'),
    phone: '+1 310 555 0123',
    password: 'chauffeur-pass-123',
  };
  const customer = uniqueEmail('chauffeur-ride');

  // A customer books a ride for tomorrow (the chauffeur's page lists today's and tomorrow's).
  const tomorrow = nextCalendarDay(calendarDateIn(new Date(), DEFAULT_BUSINESS_TIME_ZONE));
  const booked = await page.request.post('/api/bookings', {
    data: {
      serviceTypeId: 1,
      vehicleId: 1,
      pickupLocation: 'Los Angeles International Airport (LAX)',
      dropoffLocation: 'The Beverly Hills Hotel',
      date: tomorrow,
      time: '21:10',
      passengers: 2,
      luggage: 1,
      isRoundTrip: false,
      fullName: `Riley ${suffix} Rider`,
      email: customer,
      phone: '+1 310 555 0100',
      paymentMethod: 'cash',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const ride = (await booked.json()) as { id: number; accessToken: string };

  // Staff add the chauffeur, then assign him and confirm the ride in its drawer.
  await signIn(page.request, adminCredentials());
  await openDashboard(page);
  const chauffeurs = page.getByRole('region', { name: 'Chauffeurs' });
  await chauffeurs.getByLabel('Name').fill(chauffeur.name);
  await chauffeurs.getByLabel('E-mail').fill(chauffeur.email);
  await chauffeurs.getByLabel('Phone').fill(chauffeur.phone);
  await chauffeurs.getByLabel('Password (he can sign in with it)').fill(chauffeur.password);
  await chauffeurs.getByRole('button', { name: 'Add the chauffeur' }).click();
  await expect(toast(page)).toContainText('Chauffeur Added');
  await expect(chauffeurs.getByRole('list', { name: 'Chauffeurs' })).toContainText(chauffeur.name);

  await bookingCard(visiblePanel(page), ride.id).getByRole('button', { name: 'Details' }).click();
  const drawer = page.getByRole('dialog', { name: `Booking #${ride.id}` });
  const assign = drawer.getByRole('region', { name: 'Chauffeur' });
  // Found by typing the name, as staff with many chauffeurs would: the field filters the list and
  // Enter takes the one match (a pointer's choice in a list drawn apart from a scrolled drawer could be lost).
  const field = assign.getByLabel('Chauffeur');
  await field.fill(chauffeur.name);
  await field.press('Enter');
  await expect(assign).toContainText(chauffeur.name);
  await assign.getByRole('button', { name: 'Assign' }).click();
  await expect(toast(page)).toContainText('Chauffeur Assigned');
  await drawer.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(toast(page)).toContainText('Booking Updated');
  const confirmation = await waitForMail({ to: customer, subject: /^Booking confirmed: #\d+/ });
  expect(confirmation.text).toContain(`Your chauffeur, ${chauffeur.name}, will meet you`);
  expect(confirmation.text).toContain(`call ${chauffeur.name} on ${chauffeur.phone}`);
  expect(confirmation.text).toMatch(/plate [A-Z0-9]+/);

  // The customer's ride page names the chauffeur.
  const customerPage = await (await browser.newContext()).newPage();
  // The page follows the ride once its socket has subscribed: the acknowledgement says ok.
  const subscribed = new Promise<void>((resolve) =>
    customerPage.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ok":true')) resolve();
      }),
    ),
  );
  await customerPage.goto(`/tracking/${ride.id}?${new URLSearchParams({ token: ride.accessToken })}`);
  await expect(rideDetail(customerPage, 'Your Chauffeur')).toHaveText(
    `${chauffeur.name}, ${chauffeur.phone}`,
  );
  await subscribed;

  // The chauffeur signs in on his phone and finds the ride.
  const phone = await chauffeurPhone(browser);
  await signIn(phone.request, chauffeur);
  await phone.goto('/driver');
  await expect(phone.getByRole('heading', { level: 1, name: 'My Rides' })).toBeVisible();
  const card = phone.getByRole('article', { name: new RegExp(`Riley ${suffix} Rider`) });
  await expect(card.getByRole('status')).toHaveText('Not started');
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const steps: { press: string; stage: string; mail?: RegExp }[] = [
    { press: 'On the way', stage: 'Your chauffeur is on the way', mail: /^Your chauffeur is on the way: #/ },
    {
      press: 'On location',
      stage: 'Your chauffeur is waiting at the pick-up',
      mail: /^Your chauffeur is waiting at the pick-up: #/,
    },
    { press: 'Passenger on board', stage: 'On board: enjoy your ride' },
  ];
  for (const step of steps) {
    await card.getByRole('button', { name: step.press }).click();
    await expect(card.getByRole('status')).toHaveText(step.press);
    // The ride page follows without a reload: the tracking socket tells it the ride changed.
    await expect(rideDetail(customerPage, 'Right Now')).toHaveText(step.stage);
    if (step.mail) await waitForMail({ to: customer, subject: step.mail });
    if (step.press === 'On the way') {
      await expect(phone.getByText('Sharing your position with the customer')).toBeVisible();
      await expect(customerPage.getByText(/^About \d+ min from the pick-up$/)).toBeVisible();
    }
  }

  await card.getByRole('button', { name: 'Completed' }).click();
  await expect(card.getByRole('status')).toHaveText('Completed');
  // The page shows the summary instead of the map, and the ride's positions are shared no more.
  await expect(customerPage.getByRole('heading', { name: 'Thank You for Riding with Us' })).toBeVisible();
  await expect(customerPage.getByRole('region', { name: 'Driver Location' })).toHaveCount(0);
  await waitForMail({ to: customer, subject: `Thank you for riding with us: #${ride.id}` });
  const position = await customerPage.request.get(
    `/api/tracking/driver-location/${ride.id}?${new URLSearchParams({ token: ride.accessToken })}`,
  );
  expect(position.status()).toBe(410);
});
