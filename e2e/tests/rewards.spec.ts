import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { expectNoBlockingViolations } from '../support/axe';
import { queryRows } from '../support/database';
import { toast } from '../support/home-page';
import { takenOver } from '../support/taken-over';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';

const PASSWORD = 'Rewards-e2e-2026';

interface Tier {
  id: number;
  name: string;
  minPoints: number;
}
interface Account {
  id: number;
  userId: number;
  points: number;
  lifetimePoints: number;
}
interface SignedInUser {
  id: number;
  email: string;
}

const accountPath = (userId: number) => `/api/rewards/user/${userId}`;

/** Registers a client and signs in with `api`, whose cookie jar then holds the session. */
async function registerAndSignIn(api: APIRequestContext, prefix: string): Promise<SignedInUser> {
  const email = uniqueEmail(prefix);
  const registered = await api.post('/api/auth/register', {
    data: {
      name: 'Olivia Grant',
      email,
      username: `${prefix}_${uniqueSuffix()}`,
      password: PASSWORD,
      phone: '+1 310 555 0142',
      role: 'client',
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await api.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { user } = (await login.json()) as { user: SignedInUser };
  return user;
}

/** A fresh staff session: a registered account promoted in the run's own database, then signed in. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const user = await registerAndSignIn(api, 'rewards-admin');
  await queryRows('UPDATE "identity"."users" SET "role" = \'admin\' WHERE "id" = $1', [user.id]);
  // The role travels in the session token: sign in again to carry the new one.
  const login = await api.post('/api/auth/login', { data: { email: user.email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return api;
}

async function tiersOf(api: APIRequestContext): Promise<Tier[]> {
  const response = await api.get('/api/rewards/tiers');
  expect(response.ok()).toBe(true);
  const tiers = (await response.json()) as Tier[];
  expect(tiers.length).toBeGreaterThanOrEqual(2);
  return tiers;
}

/** The signed-in client's account, once the registration event has created it. */
async function accountOf(
  api: APIRequestContext,
  userId: number,
  until: (account: Account) => boolean = () => true,
): Promise<Account> {
  let account: Account | undefined;
  await expect
    .poll(async () => {
      const response = await api.get(accountPath(userId));
      account = response.ok() ? ((await response.json()) as Account) : undefined;
      return account !== undefined && until(account);
    })
    .toBe(true);
  return account!;
}

/** A ride as the booking form sends it: between places of the catalogue, so priced at booking (docs/product.md §10). */
function rideBody(overrides: Record<string, unknown> = {}) {
  return {
    serviceTypeId: 1,
    vehicleId: 1,
    pickupLocation: 'The Peninsula Beverly Hills',
    dropoffLocation: 'Los Angeles International Airport (LAX)',
    date: uniqueRideDate(),
    time: '09:30',
    passengers: 2,
    luggage: 2,
    isRoundTrip: false,
    fullName: 'Olivia Grant',
    email: uniqueEmail('rewards-rider'),
    phone: '+1 310 555 0142',
    paymentMethod: 'card',
    ...overrides,
  };
}

/** Books a ride as the signed-in client (the page's cookie), then staff confirm and complete it. */
async function completeRide(page: Page, baseURL: string): Promise<number> {
  // Priced at booking, so staff may confirm it.
  const booked = await page.request.post('/api/bookings', { data: rideBody() });
  expect(booked.status(), await booked.text()).toBe(201);
  const { id } = (await booked.json()) as { id: number };
  const admin = await adminApi(baseURL);
  try {
    for (const status of ['confirmed', 'completed']) {
      const changed = await admin.patch(`/api/admin/bookings/${id}/status`, { data: { status } });
      expect(changed.ok(), await changed.text()).toBe(true);
    }
  } finally {
    await admin.dispose();
  }
  return id;
}

/** A signed-in client (in the page's context) with one completed ride and the points it earned. */
async function clientWithPoints(page: Page, baseURL: string, prefix: string) {
  const user = await registerAndSignIn(page.request, prefix);
  await accountOf(page.request, user.id);
  const bookingId = await completeRide(page, baseURL);
  const account = await accountOf(page.request, user.id, ({ points }) => points > 0);
  return { user, bookingId, account };
}

const formatted = (points: number) => points.toLocaleString('en-US');

function rewardsCard(page: Page): Locator {
  return page.getByRole('region', { name: 'Your rewards' });
}

/** The value of one of the card's figures, read from the <dd> after its <dt> label. */
function figure(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function openRewards(page: Page): Promise<void> {
  await page.goto('/rewards');
  const title = page.getByRole('heading', { level: 1, name: 'Elite Transport Rewards' });
  await expect(title).toBeVisible();
  // The page is drawn by the server, with the visitor's points: its forms post natively until the
  // code has taken it over, and these tests are about what the code does.
  await takenOver(title);
}

test.describe('rewards page', () => {
  test('signed out: the title, both tabs, the sign-in text and button, no account call, an empty history', async ({
    page,
  }) => {
    const accountCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/rewards/user/')) accountCalls.push(request.url());
    });
    await openRewards(page);

    await expect(page.getByRole('tab', { name: 'Rewards Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Sign in or create an account to start earning rewards!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Redeem Your Points' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Transaction History' }).click();
    await expect(page.getByText('No transaction history available.')).toBeVisible();

    await page.getByRole('tab', { name: 'Rewards Overview' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Client Login' })).toBeVisible();
    expect(accountCalls, 'the rewards query runs only with a user id').toEqual([]);
  });

  test('a new client sees the first tier, 0 points, the way to the next tier, no Redeem card and an empty history', async ({
    page,
    baseURL,
  }) => {
    const tiers = await tiersOf(page.request);
    // Someone registered first, so this client is never the spec's placeholder user 1.
    const neighbour = await playwrightRequest.newContext({ baseURL: baseURL! });
    await registerAndSignIn(neighbour, 'rewards-neighbour').finally(() => neighbour.dispose());
    const user = await registerAndSignIn(page.request, 'rewards-new');
    expect(user.id).not.toBe(1);
    const accountAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === accountPath(user.id) && response.ok(),
    );
    await openRewards(page);
    await accountAnswer;

    const card = rewardsCard(page);
    const [first, second] = tiers;
    await expect(card.getByRole('heading', { name: first!.name })).toBeVisible();
    await expect(figure(card, 'Available points')).toHaveText('0');
    await expect(figure(card, 'Lifetime points')).toHaveText('0');
    await expect(
      card.getByRole('progressbar', { name: `Progress to the ${second!.name} tier` }),
    ).toHaveAttribute('aria-valuenow', '0');
    await expect(
      card.getByText(`${formatted(second!.minPoints)} more points to reach ${second!.name}`),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Redeem Your Points' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Redeem Points' })).toHaveCount(0);
    await expect(page.getByText('Sign in or create an account to start earning rewards!')).toHaveCount(0);

    await page.getByRole('tab', { name: 'Transaction History' }).click();
    await expect(page.getByText('No transaction history available.')).toBeVisible();
  });

  test('a completed ride earns points; redeeming shows the toast, really lowers the balance and both appear in the history', async ({
    page,
    baseURL,
  }) => {
    const tiers = await tiersOf(page.request);
    const { user, bookingId, account } = await clientWithPoints(page, baseURL!, 'rewards-ride');
    const earned = account.points;
    expect(account.lifetimePoints).toBe(earned);
    const next = tiers.find((tier) => tier.minPoints > earned)!;
    const percent = Math.floor(Math.min(100, (earned / next.minPoints) * 100));

    await openRewards(page);
    const card = rewardsCard(page);
    await expect(figure(card, 'Available points')).toHaveText(formatted(earned));
    await expect(figure(card, 'Lifetime points')).toHaveText(formatted(earned));
    await expect(
      card.getByRole('progressbar', { name: `Progress to the ${next.name} tier` }),
    ).toHaveAttribute('aria-valuenow', String(percent));
    await expect(card.getByText(`${percent}%`)).toBeVisible();
    await expect(
      card.getByText(`${formatted(next.minPoints - earned)} more points to reach ${next.name}`),
    ).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Redeem Your Points' })).toBeVisible();
    const amount = page.getByLabel('Points to redeem');
    await expect(amount, 'the amount starts at every available point').toHaveValue(String(earned));
    const spent = Math.min(40, earned);
    await amount.fill(String(spent));
    await page.getByRole('button', { name: 'Redeem Points' }).click();

    await expect(toast(page)).toContainText('Points Redeemed');
    await expect(toast(page)).toContainText('Your discount will be applied to your next booking.');
    const left = earned - spent;
    await expect(figure(card, 'Available points')).toHaveText(formatted(left));
    await expect(figure(card, 'Lifetime points')).toHaveText(formatted(earned));
    await expect(amount, 'the amount starts again at the new balance').toHaveValue(String(left));
    const after = await accountOf(page.request, user.id);
    expect(after.points, 'the server balance dropped').toBe(left);

    await page.getByRole('tab', { name: 'Transaction History' }).click();
    const history = page.getByRole('list', { name: 'Your reward transactions' });
    const rows = history.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('Spent');
    await expect(rows.nth(0)).toContainText(`\u2212${formatted(spent)} points`);
    await expect(rows.nth(1)).toContainText('Earned');
    await expect(rows.nth(1)).toContainText(`+${formatted(earned)} points`);
    await expect(rows.nth(1)).toContainText(`#${bookingId}`);
    const year = String(new Date().getFullYear());
    for (const index of [0, 1]) await expect(rows.nth(index).locator('time')).toContainText(year);
    await expect(page.getByText('No transaction history available.')).toHaveCount(0);
  });

  test('redeemed points become a "Rewards credit" line of the next booking, shown on its ride page, and the history names the booking', async ({
    page,
    baseURL,
  }) => {
    const { account } = await clientWithPoints(page, baseURL!, 'rewards-credit');
    const points = account.points;
    const creditCents = points * 5; // REWARDS_CREDIT_CENTS_PER_POINT
    const credit = `$${(creditCents / 100).toFixed(2)}`;

    await openRewards(page);
    await page.getByLabel('Points to redeem').fill(String(points));
    await page.getByRole('button', { name: 'Redeem Points' }).click();
    await expect(toast(page)).toContainText('Your discount will be applied to your next booking.');
    const card = rewardsCard(page);
    await expect(figure(card, 'Rewards credit')).toHaveText(credit.replace(/\.00$/, ''));

    // LAX to The Beverly Hills Hotel at 14:30: $129.00 before the credit.
    const trip = rideBody({
      pickupLocation: 'Los Angeles International Airport (LAX)',
      dropoffLocation: 'The Beverly Hills Hotel',
      time: '14:30',
    });
    const creditLine = { label: 'Rewards credit', amount: `-${(creditCents / 100).toFixed(2)}` };
    const quote = (await (await page.request.post('/api/quotes', { data: trip })).json()) as {
      total: string;
      lines: { label: string; amount: string }[];
    };
    expect(quote.lines.at(-1)).toEqual(creditLine);
    const booked = await page.request.post('/api/bookings', { data: trip });
    expect(booked.status(), await booked.text()).toBe(201);
    const booking = (await booked.json()) as { id: number; totalPrice: string; priceLines: unknown[] };
    expect(booking.totalPrice, 'the quote and the booking agree').toBe(quote.total);
    expect(booking.priceLines).toEqual(quote.lines);

    // The ride's page, which its owner sees signed in, lists the line.
    await page.goto(`/tracking/${booking.id}`);
    const price = page.getByRole('region', { name: 'Your Price' });
    await expect(price).toContainText('Rewards credit');
    await expect(price).toContainText(`-${credit.replace(/\.00$/, '')}`);

    await openRewards(page);
    await expect(figure(rewardsCard(page), 'Rewards credit')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Transaction History' }).click();
    const used = page.getByRole('list', { name: 'Your reward transactions' }).getByRole('listitem').first();
    await expect(used).toContainText('Credit used');
    await expect(used).toContainText(`${credit} of credit used on booking #${booking.id}`);
    await expect(used.getByRole('link', { name: `View booking #${booking.id}` })).toHaveAttribute(
      'href',
      `/tracking/${booking.id}`,
    );
    await expect(used).toContainText(`\u2212${credit} credit`);

    // Cancelled, the ride gives its credit back: a line of the history, and the card shows it again.
    const cancelled = await page.request.post(`/api/bookings/${booking.id}/cancel`);
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    // Given back by the rewards service when it takes the booking's event.
    await expect
      .poll(async () => {
        const answer = await page.request.get(`/api/rewards/user/${account.userId}`);
        return ((await answer.json()) as { creditCents: number }).creditCents;
      })
      .toBe(creditCents);
    await openRewards(page);
    await expect(figure(rewardsCard(page), 'Rewards credit')).toHaveText(credit.replace(/\.00$/, ''));
    await page.getByRole('tab', { name: 'Transaction History' }).click();
    const returned = page
      .getByRole('list', { name: 'Your reward transactions' })
      .getByRole('listitem')
      .first();
    await expect(returned).toContainText('Credit returned');
    await expect(returned).toContainText(
      `${credit} of credit returned: booking #${booking.id} was cancelled`,
    );
    await expect(returned).toContainText(`+${credit} credit`);
  });

  test('redeeming more than the server balance toasts the server message and keeps the balance', async ({
    page,
    baseURL,
  }) => {
    const { user, account } = await clientWithPoints(page, baseURL!, 'rewards-short');
    await openRewards(page);
    await expect(page.getByLabel('Points to redeem')).toHaveValue(String(account.points));

    // Spent elsewhere meanwhile: the page still offers the old balance.
    const spentElsewhere = await page.request.post('/api/rewards/redeem', {
      data: { points: account.points },
    });
    expect(spentElsewhere.ok()).toBe(true);
    await page.getByRole('button', { name: 'Redeem Points' }).click();

    await expect(toast(page)).toContainText('You do not have enough points');
    await expect(toast(page)).not.toContainText('Points Redeemed');
    expect((await accountOf(page.request, user.id)).points).toBe(0);
  });

  test('without JavaScript: the points drawn by the server; a wrong amount answered beside it, kept; a right one redeemed', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { user, account } = await clientWithPoints(page, baseURL!, 'rewards-nojs');
    const earned = account.points;
    const context = await browser.newContext({
      baseURL,
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    try {
      const noScript = await context.newPage();
      await noScript.goto('/rewards');
      const card = rewardsCard(noScript);
      await expect(figure(card, 'Available points')).toHaveText(formatted(earned));
      const amount = noScript.getByLabel('Points to redeem');
      await expect(amount).toHaveValue(String(earned));

      await amount.fill('0');
      await noScript.getByRole('button', { name: 'Redeem Points' }).click();
      await expect(noScript.getByRole('alert')).toHaveText('Points must be more than 0');
      await expect(amount).toHaveValue('0');

      await amount.fill(String(earned + 1_000));
      await noScript.getByRole('button', { name: 'Redeem Points' }).click();
      await expect(noScript.getByRole('alert')).toContainText('You do not have enough points');
      expect((await accountOf(page.request, user.id)).points).toBe(earned);

      const spent = Math.min(40, earned);
      await amount.fill(String(spent));
      await noScript.getByRole('button', { name: 'Redeem Points' }).click();
      await expect(noScript).toHaveURL(/\/rewards\?done=redeem$/);
      await expect(noScript.getByRole('status')).toContainText(
        'Points Redeemed. Your discount will be applied to your next booking.',
      );
      await expect(figure(card, 'Available points')).toHaveText(formatted(earned - spent));
      expect((await accountOf(page.request, user.id)).points).toBe(earned - spent);
    } finally {
      await context.close();
    }
  });

  test('signing out on the page brings back the signed-out text', async ({ page }) => {
    await registerAndSignIn(page.request, 'rewards-out');
    await openRewards(page);
    await expect(figure(rewardsCard(page), 'Available points')).toHaveText('0');
    const loggedOut = await page.request.post('/api/auth/logout');
    expect(loggedOut.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('Sign in or create an account to start earning rewards!')).toBeVisible();
    await expect(rewardsCard(page)).toHaveCount(0);
  });

  test('signed out, has no serious or critical axe violation', async ({ page }) => {
    await openRewards(page);
    await expect(page.getByText('Sign in or create an account to start earning rewards!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Membership Tiers' })).toBeVisible();
    await expectNoBlockingViolations(page);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`with points, both tabs have no serious or critical axe violation in the ${theme} theme`, async ({
      page,
      baseURL,
    }) => {
      // Two sign-ups (argon2), a ride through the events and two axe runs on a shared CPU.
      test.slow();
      await clientWithPoints(page, baseURL!, `rewards-axe-${theme}`);
      await page.addInitScript((value) => localStorage.setItem('elite-transport-theme', value), theme);
      await openRewards(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('button', { name: 'Redeem Points' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Membership Tiers' })).toBeVisible();
      await expectNoBlockingViolations(page);

      await page.getByRole('tab', { name: 'Transaction History' }).click();
      await expect(
        page.getByRole('list', { name: 'Your reward transactions' }).getByRole('listitem'),
      ).toHaveCount(1);
      await expectNoBlockingViolations(page);
    });
  }
});
