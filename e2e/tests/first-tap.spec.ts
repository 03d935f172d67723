// Issue 24's controls of the chrome, /rewards, /admin and the ride page: forms that work without
// JavaScript (posted to the page, answered by the server) and controls that answer their first tap
// while the page's code is still on its way (docs/architecture.md, "The first screen").
import type { CreatedBooking } from '@elite/contracts';
import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Page,
} from '@playwright/test';
import { queryRows } from '../support/database';
import { waitForHydration } from '../support/home-page';
import { rideDetail } from '../support/ride-page';
import { takenOver } from '../support/taken-over';
import { releasable } from '../support/server-render';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';

const PASSWORD = 'First-tap-e2e-2026';

/** A client registered through the API (in a context of its own: the page stays signed out). */
async function registeredClient(baseURL: string): Promise<{ email: string; userId: number }> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const email = uniqueEmail('first-tap');
    const response = await api.post('/api/auth/register', {
      data: {
        name: 'Olivia Grant',
        email,
        username: `first_tap_${uniqueSuffix()}`,
        password: PASSWORD,
        role: 'client',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const { user } = (await response.json()) as { user: { id: number } };
    // Its rewards account is opened by an event, a moment after registering.
    await expect
      .poll(
        async () =>
          (await queryRows('SELECT 1 FROM "rewards"."user_rewards" WHERE user_id = $1', [user.id])).length,
      )
      .toBe(1);
    return { email, userId: user.id };
  } finally {
    await api.dispose();
  }
}

/** An anonymous booking through the public API, as the booking form makes it, and its ride page. */
async function bookedRidePage(request: APIRequestContext): Promise<{ id: number; path: string }> {
  const response = await request.post('/api/bookings', {
    data: {
      serviceTypeId: 1,
      vehicleId: 1,
      pickupLocation: 'The Peninsula, Beverly Hills',
      dropoffLocation: 'LAX Terminal 4',
      date: uniqueRideDate(),
      time: '10:30',
      passengers: 2,
      fullName: 'Jordan Reyes',
      email: uniqueEmail('first-tap-ride'),
      phone: '+1 310 555 0142',
      paymentMethod: 'card',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const booking = (await response.json()) as Required<CreatedBooking>;
  return {
    id: booking.id,
    path: `/tracking/${booking.id}?${new URLSearchParams({ token: booking.accessToken })}`,
  };
}

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Client Login' });
/** The visible choice's form (Login or Register): the other one is hidden. */
const signInPanel = (page: Page) => signInDialog(page).getByRole('form');

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter: a wrong address is answered next to it, kept; a right one subscribes and the page says so', async ({
    page,
  }) => {
    await page.goto('/rewards');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Your email address');
    await email.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(email).toHaveValue('not-an-address');
    await expect(page).toHaveURL(/\/rewards$/);

    const address = uniqueEmail('first-tap-newsletter');
    await email.fill(address);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/rewards\?done=newsletter#site-footer$/);
    await expect(footer.getByRole('status')).toHaveText('Thank you for subscribing to our newsletter.');
    expect(
      await queryRows('SELECT email FROM booking.newsletter_subscriptions WHERE email = $1', [address]),
    ).toHaveLength(1);
  });

  test('sign in from /rewards: a wrong e-mail is answered next to it, kept; then signed in, back on /rewards', async ({
    page,
    baseURL,
  }) => {
    const client = await registeredClient(baseURL!);
    await page.goto('/rewards');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    const panel = signInPanel(page);
    await panel.getByLabel('Email', { exact: true }).fill('olivia@');
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Login', exact: true }).click();

    // The page again, the dialog drawn open with the error beside its field and the address kept.
    await expect(dialog).toBeVisible();
    await expect(panel.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(panel.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('');
    await expect(panel.getByLabel('Email', { exact: true })).toHaveValue('olivia@');
    await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('');

    await panel.getByLabel('Email', { exact: true }).fill(client.email);
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/rewards$/);
    await expect(dialog).toBeHidden();
    const me = (await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } | null };
    expect(me.user?.id).toBe(client.userId);
    // Signed in: the page, drawn by the server for this visitor, shows their points and history.
    await expect(page.getByText('Sign in or create an account to start earning rewards!')).toHaveCount(0);
    const card = page.getByRole('region', { name: 'Your rewards' });
    await expect(
      card.locator('dt', { hasText: 'Available points' }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('0');
    await expect(page.getByRole('banner')).toContainText('Olivia Grant');
  });

  test('register from /admin: a short username is answered next to it, the rest kept; then the dialog is back at Login', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    const dialog = signInDialog(page);
    await dialog.locator('label[for="auth-tab-register"]').click();
    const panel = signInPanel(page);
    const email = uniqueEmail('first-tap-register');
    await panel.getByLabel('Name', { exact: true }).fill('Olivia Grant');
    await panel.getByLabel('Email', { exact: true }).fill(email);
    await panel.getByLabel('Username', { exact: true }).fill('o');
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();

    await expect(dialog.getByRole('radio', { name: 'Register' })).toBeChecked();
    await expect(panel.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
      'Username must be at least 3 characters',
    );
    for (const field of ['Name', 'Email', 'Password'])
      await expect(panel.getByLabel(field, { exact: true })).toHaveAccessibleDescription('');
    await expect(panel.getByLabel('Name', { exact: true })).toHaveValue('Olivia Grant');
    await expect(panel.getByLabel('Email', { exact: true })).toHaveValue(email);
    await expect(panel.getByLabel('Password', { exact: true })).toHaveValue('');

    await panel.getByLabel('Username', { exact: true }).fill(`first_tap_${uniqueSuffix()}`);
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/admin\?done=register$/);
    await expect(dialog.getByRole('status')).toHaveText('Your account has been created!');
    await expect(dialog.getByRole('radio', { name: 'Login' })).toBeChecked();
    expect(await queryRows('SELECT role FROM "identity"."users" WHERE email = $1', [email])).toEqual([
      { role: 'client' },
    ]);
  });

  test('a ride cancelled from its page: the question, then the ride shown cancelled', async ({
    page,
    request,
  }) => {
    const ride = await bookedRidePage(request);
    await page.goto(ride.path);
    await expect(rideDetail(page, 'Status')).toHaveText('Pending');
    await page.getByRole('button', { name: 'Cancel This Ride' }).click();
    const question = page.getByRole('dialog', { name: 'Cancel this ride?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep My Ride' }).click();
    await expect(question).toBeHidden();

    await page.getByRole('button', { name: 'Cancel This Ride' }).click();
    await question.getByRole('button', { name: 'Yes, Cancel Ride' }).click();
    await expect(page).toHaveURL(ride.path);
    await expect(page.getByRole('heading', { name: 'This Ride Is Cancelled' })).toBeVisible();
    await expect(rideDetail(page, 'Status')).toHaveText('Cancelled');
  });

  test('Simulate Driver Movement posted from the ride page: the page again, running, and the driver moving', async ({
    page,
    request,
  }) => {
    const ride = await bookedRidePage(request);
    await page.goto(ride.path);
    await page.getByRole('button', { name: 'Simulate Driver Movement' }).click();
    await expect(page).toHaveURL(ride.path);
    await expect(page.getByRole('button', { name: 'Simulating Driver Movement...' })).toBeDisabled();
    const token = new URL(ride.path, 'http://x').searchParams.get('token')!;
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/tracking/driver-location/${ride.id}`, {
          headers: { 'x-booking-token': token },
        });
        return answer.status();
      })
      .toBe(200);
  });

  test('a cancellation the service refuses (the ride was cancelled meanwhile): the page again, as the ride now is', async ({
    page,
    request,
  }) => {
    const ride = await bookedRidePage(request);
    await page.goto(ride.path);
    await expect(rideDetail(page, 'Status')).toHaveText('Pending');
    // Cancelled meanwhile from another device: this page still offers to cancel.
    const token = new URL(ride.path, 'http://site.invalid').searchParams.get('token')!;
    const elsewhere = await request.post(`/api/bookings/${ride.id}/cancel`, {
      headers: { 'x-booking-token': token },
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    await page.getByRole('button', { name: 'Cancel This Ride' }).click();
    const answered = page.waitForResponse((response) => response.request().method() === 'POST');
    await page
      .getByRole('dialog', { name: 'Cancel this ride?' })
      .getByRole('button', { name: 'Yes, Cancel Ride' })
      .click();
    // The service's refusal, answered with the page itself: it shows the ride as it now is.
    expect((await answered).status()).toBe(409);
    await expect(page.getByRole('heading', { name: 'This Ride Is Cancelled' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel This Ride' })).toHaveCount(0);
  });
});

test.describe('the first tap while the code is on its way', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  /**
   * Holds back every script of the shell and the remotes (not the federation runtime's main.js), or
   * with `shellEntry`, all but the shell's first script (/assets/main.<hash>.js): the page as it is at
   * its load event on a slow phone, the app's code still on its way.
   */
  async function holdScripts(page: Page, { shellEntry = false } = {}) {
    const gate = releasable();
    await page.route(
      (url) =>
        url.pathname.endsWith('.js') &&
        !url.pathname.endsWith('/main.js') &&
        !(shellEntry && /^\/assets\/main\.[^/]+\.js$/.test(url.pathname)),
      async (route) => {
        await gate.held;
        await route.continue();
      },
    );
    return gate;
  }

  test('the menu opens at the first tap, and Sign In in it opens the dialog, before any code has run', async ({
    page,
  }) => {
    const gate = await holdScripts(page);
    await page.goto('/rewards', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Client Login' }).tap();
    await expect(signInDialog(page)).toBeVisible();
    // Typed before the code: kept once the code has taken the form over.
    const login = signInDialog(page).locator('form#login');
    await login.getByLabel('Email', { exact: true }).fill('ana@example.com');
    gate.release();
    await waitForHydration(page);
    await takenOver(login);
    await expect(signInDialog(page)).toBeVisible();
    await expect(login.getByLabel('Email', { exact: true })).toHaveValue('ana@example.com');
  });

  test('/rewards and /admin: Sign In, never disabled, opens the dialog while the page code is held back', async ({
    page,
  }) => {
    for (const path of ['/rewards', '/admin']) {
      const gate = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const signIn = page.getByRole('main').getByRole('button', { name: 'Sign In' });
      await expect(signIn).toBeEnabled();
      await signIn.tap();
      await expect(signInDialog(page)).toBeVisible();
      gate.release();
      await waitForHydration(page);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });

  test('Cancel This Ride, never disabled, asks its question while the code is held back; answered once it runs', async ({
    page,
    request,
  }) => {
    const ride = await bookedRidePage(request);
    const gate = await holdScripts(page);
    await page.goto(ride.path, { waitUntil: 'commit' });
    const cancel = page.getByRole('button', { name: 'Cancel This Ride' });
    await expect(cancel).toBeEnabled();
    await cancel.tap();
    const question = page.getByRole('dialog', { name: 'Cancel this ride?' });
    await expect(question).toBeVisible();
    gate.release();
    await waitForHydration(page);
    await takenOver(page.getByRole('button', { name: 'Simulate Driver Movement' }));
    // Taken over by its code: the answer cancels in place, with a toast and no reload.
    const cancelled = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(`/${ride.id}/cancel`),
    );
    await question.getByRole('button', { name: 'Yes, Cancel Ride' }).tap();
    expect((await cancelled).status()).toBe(200);
    await expect(rideDetail(page, 'Status')).toHaveText('Cancelled');
  });

  test('Simulate Driver Movement and a second tab, never disabled, tapped while the code is held back, take effect', async ({
    page,
    request,
  }) => {
    const ride = await bookedRidePage(request);
    // The shell's first script (deferred) has run by DOMContentLoaded: it keeps what is pressed.
    let gate = await holdScripts(page, { shellEntry: true });
    await page.goto(ride.path, { waitUntil: 'domcontentloaded' });
    const simulate = page.getByRole('button', { name: 'Simulate Driver Movement' });
    await expect(simulate).toBeEnabled();
    await simulate.tap();
    // A form: posted before the code, the server starts the simulation and draws the page running.
    await expect(page.getByRole('button', { name: 'Simulating Driver Movement...' })).toBeDisabled();
    gate.release();
    await waitForHydration(page);
    await page.unrouteAll({ behavior: 'wait' });

    gate = await holdScripts(page, { shellEntry: true });
    await page.goto('/rewards', { waitUntil: 'domcontentloaded' });
    const history = page.getByRole('tab', { name: 'Transaction History' });
    await expect(history).toBeEnabled();
    await history.tap();
    gate.release();
    await waitForHydration(page);
    await expect(history).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Transaction History' })).toBeVisible();
  });
});

test.describe('a page whose code cannot be loaded', () => {
  test('/rewards keeps its server HTML under a notice; Retry, once the code answers again, takes the page over', async ({
    page,
  }) => {
    // mf-rewards' client code (its entry and chunks; not its manifest, nor the shell's).
    const failing = (url: URL) =>
      url.pathname.startsWith('/remotes/mf-rewards/') && url.pathname.endsWith('.js');
    await page.route(failing, (route) => route.fulfill({ status: 500, body: 'deploy gone wrong' }));
    await page.goto('/rewards');

    const notice = page.getByRole('alert').filter({ hasText: 'Part of this page could not finish loading' });
    await expect(notice).toBeVisible();
    // The server's page is still there to read, with its Sign In, which needs no code.
    await expect(page.getByRole('heading', { level: 1, name: 'Elite Transport Rewards' })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(signInDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signInDialog(page)).toBeHidden();

    // Marked as the server drew it: the mark stays only if the code takes that element over.
    const heading = page.getByRole('heading', { level: 1, name: 'Elite Transport Rewards' });
    await heading.evaluate((element) => (element.dataset.drawnByServer = 'yes'));
    await page.unroute(failing);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notice).toBeHidden();
    // Taken over: its tabs answer.
    await page.getByRole('tab', { name: 'Transaction History' }).click();
    await expect(page.getByText('No transaction history available.')).toBeVisible();
    await expect(heading).toHaveAttribute('data-drawn-by-server', 'yes');
  });
});
