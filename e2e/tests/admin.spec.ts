import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { adminCredentials, signIn } from '../support/accounts';
import { expectNoBlockingViolations } from '../support/axe';
import { queryRows } from '../support/database';
import { toast } from '../support/home-page';
import { DEFAULT_BUSINESS_TIME_ZONE, calendarDateIn, nextCalendarDay } from '@elite/contracts/ride-schedule';
import { waitForMail } from '../support/mail';
import { rideDetail } from '../support/ride-page';
import { openedPopup } from '../support/motion';
import {
  bookingCard,
  bookingsSection,
  openDashboard,
  openTab,
  rideBlock,
  visiblePanel,
} from '../support/admin-dashboard';
import { bookingBody } from '../support/booking-body';
import { definitionOf } from '../support/description-list';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';
import { takenOver } from '../support/taken-over';

// Tests of this file run one after another in one worker: several read the newest bookings or messages,
// and none should push another's data out of the 5 the dashboard shows. Other files may still add data
// meanwhile, so no test assumes it owns a whole list.
test.describe.configure({ mode: 'default' });

/** The answer of GET /api/admin/bookings around some bookings: one page holding them all. */
const bookingsPage = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 5 });
const LIST_SIZE = 5;
const COPIED_RESET_MS = 2_000;

interface CreatedBooking {
  id: number;
  status: string;
  createdAt: string;
  [field: string]: unknown;
}

/** Signs the page's browser context in as the admin (the session cookie lands in the context). */
async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page.request, adminCredentials());
}

async function signInAsNewClient(page: Page): Promise<{ name: string; email: string }> {
  const suffix = uniqueSuffix();
  const client = {
    name: 'Morgan Client',
    email: uniqueEmail('admin-client'),
    username: `client_${suffix}`,
    password: 'client-pass-123',
  };
  const registered = await page.request.post('/api/auth/register', { data: client });
  expect(registered.status(), await registered.text()).toBe(201);
  await signIn(page.request, client);
  return client;
}

/** A guest's booking through the public API, as the booking form sends it. */
async function bookRide(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
): Promise<CreatedBooking> {
  const response = await request.post('/api/bookings', { data: bookingBody(overrides) });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedBooking;
}

async function sendMessage(request: APIRequestContext, overrides: Record<string, string> = {}) {
  const body = {
    name: 'Riley Sender',
    email: uniqueEmail('admin-message'),
    subject: `Wedding transfer ${uniqueSuffix()}`,
    message: `Could the minivan take the bridal party to Malibu? ${uniqueSuffix()}`,
    ...overrides,
  };
  const response = await request.post('/api/contact', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return body;
}

/** Every request for admin data (or to an admin-only action) the page makes, as it makes it. */
function recordAdminRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/admin') || pathname.startsWith('/api/magic-links/create'))
      seen.push(request);
  });
  return seen;
}

/** A booking card's customer line, as a screen reader reads it: 'Customer: {name}'. */
const customerLine = (card: Locator) => card.getByRole('paragraph').filter({ hasText: 'Customer:' });

/** The customer and price lines of booking cards: [id, customer, price] per card. */
async function expectCustomersAndPrices(
  panel: Locator,
  cards: [id: number, customer: string, price: string][],
): Promise<void> {
  for (const [id, customer, price] of cards) {
    await expect(customerLine(bookingCard(panel, id))).toHaveText(`Customer: ${customer}`);
    await expect(definitionOf(bookingCard(panel, id), 'Price')).toHaveText(price);
  }
}

const messagesSection = (page: Page) => page.getByRole('region', { name: 'Recent Messages' });
const magicLinkSection = (page: Page) => page.getByRole('region', { name: 'Magic Link Generator' });
/** The figure of a card of the dashboard's overview, heard with the card's title. */
const statValue = (page: Page, title: string) =>
  definitionOf(page.getByRole('region', { name: 'Overview' }), title);
/** The all-in price a booking holds as the dashboard shows it: dollars, cents only when there are some. */
function shownPrice(booking: CreatedBooking): string {
  const total = booking.totalPrice;
  expect(total, 'a booking between places of the catalogue holds its price').toMatch(/^\d+\.\d{2}$/);
  return `$${Number(total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`.replace(/\.00$/, '');
}

const detailsDrawer = (page: Page, id: number) => page.getByRole('dialog', { name: `Booking #${id}` });

/** A row of the details drawer (antd Descriptions): its value cell, found by its label. */
function detail(drawer: Locator, label: string): Locator {
  const header = drawer.page().getByRole('rowheader', { name: label, exact: true });
  return drawer.getByRole('row').filter({ has: header }).getByRole('cell');
}

test.describe('admin dashboard: who may see it', () => {
  test('a visitor who is not signed in sees a sign-in prompt that opens the login dialog, and no admin data is fetched', async ({
    page,
  }) => {
    const adminRequests = recordAdminRequests(page);
    await page.goto('/admin');

    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bookings', exact: true })).toHaveCount(0);
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Client Login' })).toBeVisible();

    expect(adminRequests.map((request) => request.url())).toEqual([]);
  });

  test('a signed-in client is told the page is for staff, and no admin data is fetched', async ({ page }) => {
    const client = await signInAsNewClient(page);
    const adminRequests = recordAdminRequests(page);
    await page.goto('/admin');

    await expect(page.getByRole('heading', { name: 'This page is for staff only' })).toBeVisible();
    await expect(
      page.getByText(
        `You are signed in as ${client.name}. The admin dashboard is available to staff accounts only.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(bookingsSection(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toHaveCount(0);

    expect(adminRequests.map((request) => request.url())).toEqual([]);
  });

  test('an admin who signs in from the prompt gets the dashboard without reloading', async ({ page }) => {
    const { email, password } = adminCredentials();
    await page.goto('/admin');
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Client Login' });
    const login = dialog.locator('form#login');
    // Without reloading: the dialog's form is its code's once taken over (before, it posts to the page).
    await takenOver(login);
    await login.getByLabel('Email', { exact: true }).fill(email);
    await login.getByLabel('Password', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'Login' }).click();

    await expect(dialog).toBeHidden();
    await expect(bookingsSection(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toHaveCount(0);
    await expect(statValue(page, 'Total Bookings')).toHaveText(/^\d+$/);
  });

  test("a signed-in admin whose browser's own sign-in check gets no answer still gets the dashboard the server drew", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    let asked = false;
    await page.route('**/api/auth/me', (route) => {
      asked = true;
      return route.abort('connectionreset');
    });
    await openDashboard(page);
    await expect.poll(() => asked).toBe(true);
    await expect(statValue(page, 'Total Bookings')).toHaveText(/^\d+$/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toHaveCount(0);
  });
});

test.describe('admin dashboard: cards', () => {
  test('Total Bookings, Pending Bookings and Messages show the counts of /api/admin/bookings/stats and follow new data', async ({
    page,
    request,
  }) => {
    await signInAsAdmin(page);
    const firstStats = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/bookings/stats',
    );
    await openDashboard(page);
    const before = (await (await firstStats).json()) as { total: number; pending: number; messages: number };

    await expect(statValue(page, 'Total Bookings')).toHaveText(String(before.total));
    await expect(statValue(page, 'Pending Bookings')).toHaveText(String(before.pending));
    await expect(statValue(page, 'Messages')).toHaveText(String(before.messages));
    await expect(page.getByRole('article', { name: 'Pending Bookings' })).toContainText(
      'Awaiting confirmation',
    );

    await bookRide(request);
    await sendMessage(request);
    const secondStats = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/bookings/stats',
    );
    await page.reload();
    const after = (await (await secondStats).json()) as { total: number; pending: number; messages: number };

    // Bookings and messages are never deleted, so each count grew by at least the one made here.
    expect(after.total).toBeGreaterThanOrEqual(before.total + 1);
    expect(after.messages).toBeGreaterThanOrEqual(before.messages + 1);
    const [{ total, pending }] = await queryRows<{ total: number; pending: number }>(
      "SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE status = 'pending')::int AS pending FROM booking.bookings",
    );
    expect(total).toBeGreaterThanOrEqual(after.total);
    expect(pending).toBeGreaterThanOrEqual(1);
    await expect(statValue(page, 'Total Bookings')).toHaveText(String(after.total));
    await expect(statValue(page, 'Pending Bookings')).toHaveText(String(after.pending));
    await expect(statValue(page, 'Messages')).toHaveText(String(after.messages));
  });
});

test.describe('admin dashboard: revenue cards', () => {
  test("Booked Revenue and Completed Revenue show this month's money from /api/admin/bookings/stats, a booking adding its total", async ({
    page,
    request,
  }) => {
    interface Revenue {
      bookedRevenueCents: number;
      completedRevenueCents: number;
    }
    const usd = (cents: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        trailingZeroDisplay: 'stripIfInteger',
      }).format(cents / 100);
    await signInAsAdmin(page);
    const stats = () =>
      page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/bookings/stats');
    const firstStats = stats();
    await openDashboard(page);
    const before = (await (await firstStats).json()) as Revenue;
    await expect(statValue(page, 'Booked Revenue')).toHaveText(usd(before.bookedRevenueCents));
    await expect(statValue(page, 'Completed Revenue')).toHaveText(usd(before.completedRevenueCents));
    await expect(page.getByRole('article', { name: 'Booked Revenue' })).toContainText(
      'Booked this month, less cancellations',
    );

    const booked = await bookRide(request);
    const total = Math.round(Number(booked.totalPrice) * 100);
    expect(total, 'a ride between two places is priced at booking').toBeGreaterThan(0);
    const secondStats = stats();
    await page.reload();
    const after = (await (await secondStats).json()) as Revenue;
    // Other files book meanwhile: at least this ride's total more.
    expect(after.bookedRevenueCents).toBeGreaterThanOrEqual(before.bookedRevenueCents + total);
    await expect(statValue(page, 'Booked Revenue')).toHaveText(usd(after.bookedRevenueCents));
    await expect(statValue(page, 'Booked Revenue')).not.toHaveText('$0');
  });
});

test.describe('admin dashboard: booking tabs', () => {
  test('Pending is the default tab and every tab asks for at most 5 bookings of its status', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('admin-six');
    const made: CreatedBooking[] = [];
    for (let i = 0; i < LIST_SIZE + 1; i += 1)
      made.push(await bookRide(request, { email, fullName: `Six Rides ${i}` }));
    await signInAsAdmin(page);
    const listRequests: URL[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/admin/bookings') listRequests.push(url);
    });
    await openDashboard(page);

    const pendingTab = bookingsSection(page).getByRole('tab', { name: 'Pending', exact: true });
    await expect(pendingTab).toHaveAttribute('aria-selected', 'true');
    const pending = visiblePanel(page);
    await expect(pending.getByRole('article')).toHaveCount(LIST_SIZE);
    await expect(definitionOf(pending.getByRole('article'), 'Status')).toHaveText(
      Array(LIST_SIZE).fill('Pending'),
    );
    // The oldest of the six is never among the newest five.
    await expect(bookingCard(pending, made[0]!.id)).toHaveCount(0);

    for (const [tab, status] of [
      ['Confirmed', 'confirmed'],
      ['Completed', 'completed'],
    ] as const) {
      const panel = await openTab(page, tab);
      await expect(
        panel
          .getByRole('article')
          .or(panel.getByText(`No ${status} bookings found.`))
          .first(),
      ).toBeVisible();
      const shown = await panel.getByRole('article').count();
      expect(shown).toBeLessThanOrEqual(LIST_SIZE);
      if (shown > 0)
        await expect(definitionOf(panel.getByRole('article'), 'Status')).toHaveText(Array(shown).fill(tab));
    }
    const all = await openTab(page, 'All');
    await expect(all.getByRole('article')).toHaveCount(LIST_SIZE);
    await expect(bookingCard(all, made[0]!.id)).toHaveCount(0);

    // The tabs' requests (All Bookings below asks for its own page of 20).
    const asked = listRequests
      .map((url) => Object.fromEntries(url.searchParams))
      .filter((query) => query.pageSize === String(LIST_SIZE));
    expect(asked).toEqual([
      { status: 'pending', pageSize: '5' },
      { status: 'confirmed', pageSize: '5' },
      { status: 'completed', pageSize: '5' },
      { pageSize: '5' },
    ]);
  });

  test('each tab shows its empty text when no booking has its status', async ({ page }) => {
    await signInAsAdmin(page);
    await page.route(/\/api\/admin\/bookings\?/, (route) => route.fulfill({ json: bookingsPage([]) }));
    await openDashboard(page);

    await expect(visiblePanel(page)).toHaveText('No pending bookings found.');
    await expect(await openTab(page, 'Confirmed')).toHaveText('No confirmed bookings found.');
    await expect(await openTab(page, 'Completed')).toHaveText('No completed bookings found.');
    await expect(await openTab(page, 'All')).toHaveText('No bookings found.');
  });

  test('a booking card shows id, status, customer, date, time, passengers, price, route and created time', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, {
      fullName: 'Harper Vaughn',
      date: '2031-06-15',
      time: '14:30',
      passengers: 4,
    });
    await signInAsAdmin(page);
    await openDashboard(page);

    const card = bookingCard(visiblePanel(page), booking.id);
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: `Booking #${booking.id}` })).toBeVisible();
    await expect(definitionOf(card, 'Status')).toHaveText('Pending');
    await expect(customerLine(card)).toHaveText('Customer: Harper Vaughn');
    await expect(definitionOf(card, 'Date')).toHaveText('Sun, Jun 15, 2031');
    await expect(definitionOf(card, 'Time')).toHaveText('2:30 PM');
    await expect(definitionOf(card, 'Passengers')).toHaveText('4');
    await expect(definitionOf(card, 'Price')).toHaveText(shownPrice(booking));
    await expect(definitionOf(card, 'Pick-up')).toHaveText(booking.pickupLocation as string);
    await expect(definitionOf(card, 'Drop-off')).toHaveText(booking.dropoffLocation as string);
    await expect(card.getByRole('time')).toHaveAttribute('datetime', booking.createdAt);
    await expect(card.getByRole('time')).toHaveText(/\d{4}, \d{1,2}:\d{2}\s(AM|PM)$/);
    await expect(card.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/tracking/${booking.id}`);
    await expect(card.getByRole('button', { name: 'Details' })).toBeVisible();
  });

  test('a ride between places of the catalogue shows the all-in price it was booked at, to the cent, on its card and in its drawer', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, {
      pickupLocation: 'Los Angeles International Airport (LAX)',
      dropoffLocation: 'The Beverly Hills Hotel',
      time: '23:10',
    });
    const total = booking.totalPrice as string;
    expect(total).toMatch(/^\d+\.\d{2}$/);
    const shown = `$${Number(total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`.replace(
      /\.00$/,
      '',
    );
    await signInAsAdmin(page);
    await openDashboard(page);
    const card = bookingCard(visiblePanel(page), booking.id);
    await expect(definitionOf(card, 'Price')).toHaveText(shown);
    await card.getByRole('button', { name: 'Details' }).click();
    await expect(detail(detailsDrawer(page, booking.id), 'Price')).toHaveText(shown);
  });

  test('a card names the customer by fullName, else name, else e-mail, and prices totalPrice, else estimatedPrice, else $0', async ({
    page,
    request,
  }) => {
    const real = await bookRide(request);
    await signInAsAdmin(page);
    // The server stores no `name` and no estimated price, and a ride priced on request has no total
    // (docs/product.md §3, §10), so the answer is shaped from a real booking.
    await page.route(/\/api\/admin\/bookings\?.*status=pending/, async (route) => {
      const base: CreatedBooking = { ...real, totalPrice: null };
      const variants = [
        { ...base, id: 900_001, fullName: '', name: 'Jordan Lee', totalPrice: 240, estimatedPrice: 180 },
        { ...base, id: 900_002, fullName: '', email: 'fallback-only@e2e.example.com', estimatedPrice: 95 },
        { ...base, id: 900_003, fullName: 'Casey Park', name: 'Not This One' },
        { ...base, id: 900_004, fullName: 'Taylor Price', totalPrice: 1234.4, estimatedPrice: 99 },
      ];
      await route.fulfill({ json: bookingsPage(variants) });
    });
    await openDashboard(page);

    await expectCustomersAndPrices(visiblePanel(page), [
      [900_001, 'Jordan Lee', '$240'],
      [900_002, 'fallback-only@e2e.example.com', '$95'],
      [900_003, 'Casey Park', '$0'],
      [900_004, 'Taylor Price', '$1,234.40'],
    ]);
  });

  test('Details opens a drawer with the whole booking and only its allowed status changes', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, {
      fullName: 'Quinn Ellison',
      phone: '+1 (310) 555-0199',
      flightNumber: 'AA 1234',
      isRoundTrip: true,
      luggage: 3,
      passengers: 5,
      paymentMethod: 'card',
      specialRequests: 'Child seat, please.',
      date: '2031-06-15',
      time: '09:05',
    });
    await signInAsAdmin(page);
    await openDashboard(page);
    const card = bookingCard(visiblePanel(page), booking.id);

    await card.getByRole('button', { name: 'Details' }).click();
    const drawer = detailsDrawer(page, booking.id);
    await expect(drawer).toBeVisible();
    await expect(detail(drawer, 'Status')).toHaveText('Pending');
    await expect(detail(drawer, 'Service Type')).toHaveText('Airport Transfer');
    await expect(detail(drawer, 'Vehicle')).toHaveText('Mercedes-Benz V-Class Executive Minivan');
    await expect(detail(drawer, 'Pick-up')).toHaveText(booking.pickupLocation as string);
    await expect(detail(drawer, 'Drop-off')).toHaveText(booking.dropoffLocation as string);
    await expect(detail(drawer, 'Date')).toHaveText('Sun, Jun 15, 2031');
    await expect(detail(drawer, 'Time')).toHaveText('9:05 AM');
    await expect(detail(drawer, 'Passengers')).toHaveText('5');
    await expect(detail(drawer, 'Luggage')).toHaveText('3');
    await expect(detail(drawer, 'Flight Number')).toHaveText('AA 1234');
    await expect(detail(drawer, 'Round Trip')).toHaveText('Yes');
    await expect(detail(drawer, 'Full Name')).toHaveText('Quinn Ellison');
    await expect(detail(drawer, 'Email')).toHaveText(booking.email as string);
    await expect(detail(drawer, 'Phone')).toHaveText('+1 (310) 555-0199');
    await expect(detail(drawer, 'Account')).toHaveText('Guest booking');
    await expect(detail(drawer, 'Payment Method')).toHaveText('Credit Card');
    await expect(detail(drawer, 'Price')).toHaveText(shownPrice(booking));
    await expect(detail(drawer, 'Special Requests')).toHaveText('Child seat, please.');
    await expect(detail(drawer, 'Created').locator('time')).toHaveAttribute('datetime', booking.createdAt);

    // pending → confirmed or cancelled; never straight to completed.
    await expect(drawer.getByRole('button', { name: 'Confirm Booking' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
    await expectNoBlockingViolations(page);

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test('All Bookings: a search finds a ride by its customer, a status narrows it away, and Export CSV downloads the selection', async ({
    page,
    request,
  }) => {
    const tag = uniqueSuffix();
    const ride = await bookRide(request, { fullName: `Casey ${tag} Quinn` });
    await signInAsAdmin(page);
    await openDashboard(page);
    const section = page.getByRole('region', { name: 'All Bookings' });
    const search = section.getByRole('search', { name: 'All Bookings' });
    await search.getByLabel('Search').fill(tag);
    await search.getByRole('button', { name: 'Show' }).click();
    // The table's rows that hold bookings (the header's row has column headers, not cells).
    const rows = section.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`#${ride.id}`);
    await expect(rows.first()).toContainText(`Casey ${tag} Quinn`);
    await expect(section).toContainText('1 booking');
    await expect(rows.first().getByRole('link', { name: `#${ride.id}` })).toHaveAttribute(
      'href',
      `/tracking/${ride.id}`,
    );

    const downloading = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('elite-transport-bookings.csv');
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const lines = Buffer.concat(chunks).toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Booking ID,Status,/);
    expect(lines[1]).toContain(`Casey ${tag} Quinn`);

    // Narrowed to completed rides, the pending one is gone.
    // Chosen with the keyboard, as a person can: a pointer's choice in the list could be lost on a
    // loaded machine while the Van Calendar above drew its week. The list opens on "Any status";
    // Completed is three down (Pending, Confirmed, Completed).
    const status = search.getByLabel('Status');
    await status.focus();
    await status.press('ArrowDown');
    await expect(status).toHaveAttribute('aria-expanded', 'true');
    for (let step = 0; step < 3; step++) await status.press('ArrowDown');
    await status.press('Enter');
    await expect(search).toContainText('Completed');
    await search.getByRole('button', { name: 'Show' }).click();
    await expect(section.getByText('No bookings match.')).toBeVisible();
  });

  test('Move the ride in the drawer: another time, shown at once and e-mailed; a day gone is answered on its field', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, { fullName: 'Morgan Mover', time: '14:30' });
    await signInAsAdmin(page);
    await openDashboard(page);
    await bookingCard(visiblePanel(page), booking.id).getByRole('button', { name: 'Details' }).click();
    const drawer = detailsDrawer(page, booking.id);
    const form = drawer.getByRole('region', { name: 'Move the ride' });
    await expect(form.getByLabel('New date')).toHaveValue(booking.date as string);
    await expect(form.getByLabel('New time')).toHaveValue('14:30');

    await form.getByLabel('New date').fill('2020-01-01');
    await form.getByRole('button', { name: 'Move the ride' }).click();
    // The server's answer, beside its field.
    await expect(form).toContainText('Date cannot be in the past');
    await expect(toast(page)).toContainText('Ride Not Moved');

    await form.getByLabel('New date').fill(booking.date as string);
    await form.getByLabel('New time').fill('17:45');
    await form.getByRole('button', { name: 'Move the ride' }).click();
    await expect(toast(page)).toContainText(`Booking #${booking.id} now picks up`);
    await expect(toast(page)).toContainText('5:45 PM');
    await expect(detail(drawer, 'Time')).toHaveText('5:45 PM');
    const moved = await waitForMail({
      to: booking.email as string,
      subject: new RegExp(`^New pick-up time: #${booking.id},`),
    });
    expect(moved.text).toContain('5:45 PM');
  });

  test("a decline with a reason shows in the drawer's History, who made it and why, and its e-mail under E-mails", async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, { fullName: 'Harper History' });
    await signInAsAdmin(page);
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(200);
    const staffName = ((await me.json()) as { user: { name: string } }).user.name;
    await openDashboard(page);
    await bookingCard(visiblePanel(page), booking.id).getByRole('button', { name: 'Details' }).click();
    const drawer = detailsDrawer(page, booking.id);
    const history = drawer.getByRole('region', { name: 'History' });
    const entries = history.getByRole('listitem');
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('Booked (Pending)');
    await expect(entries.first()).toContainText('by Customer');

    const reason = 'The van is booked for a wedding that day';
    await drawer
      .getByRole('group', { name: 'Change status' })
      .getByLabel('Reason (optional, kept in the history)')
      .fill(reason);
    await drawer.getByRole('button', { name: 'Cancel Booking' }).click();
    const yes = page.getByRole('button', { name: 'Yes, cancel it' });
    // The popconfirm's tooltip, once its opening motion is over (e2e/support/motion.ts).
    await openedPopup(page.getByRole('tooltip').filter({ has: yes }));
    await yes.click();
    await expect(toast(page)).toContainText(`Booking #${booking.id} is now cancelled.`);

    // The change reads the history again: no reload.
    await expect(entries).toHaveCount(2);
    const declined = entries.nth(1);
    await expect(declined).toContainText('Status: Pending → Cancelled');
    await expect(declined).toContainText(`by ${staffName}`);
    await expect(declined).toContainText(`Reason: ${reason}`);
    await expect(declined.getByRole('time')).toHaveText(
      /^\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} (AM|PM) P[SD]T$/,
    );

    await waitForMail({
      to: booking.email as string,
      subject: new RegExp(`^Booking cancelled: #${booking.id},`),
    });
    const emails = drawer.getByRole('region', { name: 'E-mails' });
    const cancelled = emails.getByRole('listitem').filter({ hasText: `Booking cancelled: #${booking.id}` });
    await expect(cancelled).toContainText('Sent');
    await expect(cancelled).toContainText(`To ${booking.email as string}`);
    await expect(
      emails.getByRole('listitem').filter({ hasText: `Booking received: #${booking.id}` }),
    ).toHaveCount(1);
  });

  test("View opens the ride's page as the customer sees it", async ({ page, request }) => {
    const booking = await bookRide(request, { fullName: 'Sage Viewer' });
    await signInAsAdmin(page);
    await openDashboard(page);
    await bookingCard(visiblePanel(page), booking.id).getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(`/tracking/${booking.id}`);
    await expect(rideDetail(page, 'Booking ID')).toHaveText(`#${booking.id}`);
    await expect(rideDetail(page, 'Status')).toHaveText('Pending');
  });

  test('confirming in the drawer moves the booking from Pending to Confirmed and refreshes the cards', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, { fullName: 'Rowan Confirm' });
    await signInAsAdmin(page);
    await openDashboard(page);
    await bookingCard(visiblePanel(page), booking.id).getByRole('button', { name: 'Details' }).click();
    const drawer = detailsDrawer(page, booking.id);

    await expect(statValue(page, 'Total Bookings')).toHaveText(/^\d+$/);
    const statsAfterChange = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/admin/bookings/stats',
    );
    const patched = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await drawer.getByRole('button', { name: 'Confirm Booking' }).click();
    expect((await patched).status()).toBe(200);
    await statsAfterChange;

    await expect(toast(page)).toContainText('Booking Updated');
    await expect(toast(page)).toContainText(`Booking #${booking.id} is now confirmed.`);
    await expect(detail(drawer, 'Status')).toHaveText('Confirmed');
    await expect(drawer.getByRole('button', { name: 'Mark Completed' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Cancel Booking' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Confirm Booking' })).toHaveCount(0);
    expect(await queryRows('SELECT status FROM booking.bookings WHERE id = $1', [booking.id])).toEqual([
      { status: 'confirmed' },
    ]);

    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(bookingCard(visiblePanel(page), booking.id)).toHaveCount(0);
    const confirmed = await openTab(page, 'Confirmed');
    await expect(definitionOf(bookingCard(confirmed, booking.id), 'Status')).toHaveText('Confirmed');
  });

  test('a ride priced on request: staff send its quote from the drawer, the customer is e-mailed it, accepts it on the ride page, and it is confirmed', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const booking = await bookRide(request, {
      fullName: 'Morgan Quote',
      pickupLocation: '1600 Main Street, Venice',
    });
    expect(booking.totalPrice).toBeNull();
    await signInAsAdmin(page);
    await openDashboard(page);
    await bookingCard(visiblePanel(page), booking.id).getByRole('button', { name: 'Details' }).click();
    const drawer = detailsDrawer(page, booking.id);
    await expect(detail(drawer, 'Price Status')).toHaveText('Priced on request: set its price');

    // Not confirmed before the customer agrees to a price: the server says why.
    await drawer.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(toast(page)).toContainText('This ride has no price the customer agreed to yet');

    const form = drawer.getByRole('region', { name: 'Set the price' });
    await form.getByRole('button', { name: 'Send the quote' }).click();
    await expect(form.getByText('Reason is required')).toBeVisible();
    await form.getByLabel('Line', { exact: true }).fill('Transfer to Venice');
    await form.getByLabel('Amount (USD)').fill('180');
    await form.getByRole('button', { name: 'Send the quote' }).click();
    await expect(form.getByText('Amount must be dollars with two decimals (e.g. 125.00)')).toBeVisible();
    await form.getByLabel('Amount (USD)').fill('180.00');
    await form.getByRole('button', { name: 'Add a line' }).click();
    await form.getByLabel('Line', { exact: true }).nth(1).fill('Gratuity (20%)');
    await form.getByLabel('Amount (USD)').nth(1).fill('36.00');
    await form.getByLabel('Reason (kept with the price)').fill('Venice is 19 miles from LAX');
    await form.getByRole('button', { name: 'Send the quote' }).click();
    await expect(toast(page)).toContainText(`Booking #${booking.id} is offered at $216.`);
    await expect(detail(drawer, 'Price')).toHaveText('$216');
    await expect(detail(drawer, 'Price Status')).toHaveText('Offered: waiting for the customer to accept');
    await expect(detail(drawer, 'Price Lines')).toHaveText('Transfer to Venice: $180Gratuity (20%): $36');

    const quote = await waitForMail({ to: booking.email as string, subject: /^Your quote: #\d+/ });
    expect(quote.text).toContain('Total (all-in): $216.00');
    expect(quote.text).toContain('Transfer to Venice: $180.00');

    // The customer accepts it on the ride's page (the e-mail's link).
    const customer = await browser.newPage();
    const ridePage = `/tracking/${booking.id}?token=${encodeURIComponent(booking.accessToken as string)}`;
    await customer.goto(new URL(ridePage, baseURL).href);
    const price = customer.getByRole('region', { name: 'Your Price' });
    await expect(price).toContainText('Transfer to Venice$180');
    await expect(price).toContainText('Total (all-in, gratuity included)$216');
    await price.getByRole('button', { name: 'Accept the Price' }).click();
    await expect(price).toContainText('You accepted this price.');
    await expect(price.getByRole('button', { name: 'Accept the Price' })).toHaveCount(0);
    await customer.close();
    await drawer.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(detail(drawer, 'Status')).toHaveText('Confirmed');
    expect(
      await queryRows('SELECT status, total_price_cents, price_state FROM booking.bookings WHERE id = $1', [
        booking.id,
      ]),
    ).toEqual([{ status: 'confirmed', total_price_cents: 21_600, price_state: 'accepted' }]);
  });

  test('completing a confirmed booking and cancelling a pending one follow the allowed transitions', async ({
    page,
    request,
  }) => {
    const toComplete = await bookRide(request, { fullName: 'Sam Complete' });
    const toCancel = await bookRide(request, { fullName: 'Alex Cancel' });
    await signInAsAdmin(page);
    const confirm = await page.request.patch(`/api/admin/bookings/${toComplete.id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirm.status()).toBe(200);
    await openDashboard(page);

    await bookingCard(await openTab(page, 'Confirmed'), toComplete.id)
      .getByRole('button', { name: 'Details' })
      .click();
    const completeDrawer = detailsDrawer(page, toComplete.id);
    await completeDrawer.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(detail(completeDrawer, 'Status')).toHaveText('Completed');
    await expect(
      completeDrawer.getByText('This booking is closed; its status can no longer change.'),
    ).toBeVisible();
    await expect(
      completeDrawer.getByRole('button', { name: /Confirm Booking|Mark Completed|Cancel Booking/ }),
    ).toHaveCount(0);
    await completeDrawer.getByRole('button', { name: 'Close' }).click();
    await expect(
      definitionOf(bookingCard(await openTab(page, 'Completed'), toComplete.id), 'Status'),
    ).toHaveText('Completed');

    await bookingCard(await openTab(page, 'Pending'), toCancel.id)
      .getByRole('button', { name: 'Details' })
      .click();
    const cancelDrawer = detailsDrawer(page, toCancel.id);
    await cancelDrawer.getByRole('button', { name: 'Cancel Booking' }).click();
    const yes = page.getByRole('button', { name: 'Yes, cancel it' });
    // The popconfirm's tooltip, once its opening motion is over (e2e/support/motion.ts).
    await openedPopup(page.getByRole('tooltip').filter({ has: yes }));
    await yes.click();
    await expect(detail(cancelDrawer, 'Status')).toHaveText('Cancelled');
    await expect(
      cancelDrawer.getByRole('button', { name: /Confirm Booking|Mark Completed|Cancel Booking/ }),
    ).toHaveCount(0);
    expect(
      await queryRows('SELECT id, status FROM booking.bookings WHERE id = ANY($1) ORDER BY id', [
        [toComplete.id, toCancel.id],
      ]),
    ).toEqual([
      { id: toComplete.id, status: 'completed' },
      { id: toCancel.id, status: 'cancelled' },
    ]);
  });

  test('confirming a ride that clashes with a confirmed one shows the clash and leaves it pending', async ({
    page,
    request,
  }) => {
    const date = uniqueRideDate();
    const first = await bookRide(request, { fullName: 'Morgan First', date, time: '12:00' });
    const second = await bookRide(request, { fullName: 'Casey Second', date, time: '13:00' });
    await signInAsAdmin(page);
    const confirmed = await page.request.patch(`/api/admin/bookings/${first.id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirmed.status()).toBe(200);
    await openDashboard(page);
    await bookingCard(visiblePanel(page), second.id).getByRole('button', { name: 'Details' }).click();
    const drawer = detailsDrawer(page, second.id);

    await drawer.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(toast(page)).toContainText('Update Failed');
    await expect(toast(page)).toContainText(
      `Booking #${second.id} cannot be confirmed: the van is already booked on ${date} from 12:00 to 14:30 by confirmed booking #${first.id}.`,
    );
    await expect(detail(drawer, 'Status')).toHaveText('Pending');
    expect(await queryRows('SELECT status FROM booking.bookings WHERE id = $1', [second.id])).toEqual([
      { status: 'pending' },
    ]);
  });

  test('a status change the server refuses shows its message and leaves the booking as it is', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request, { fullName: 'Jamie Stale' });
    await signInAsAdmin(page);
    await openDashboard(page);
    await bookingCard(visiblePanel(page), booking.id).getByRole('button', { name: 'Details' }).click();
    const drawer = detailsDrawer(page, booking.id);
    // Another admin cancels it while this drawer still shows it as pending.
    const cancel = await page.request.patch(`/api/admin/bookings/${booking.id}/status`, {
      data: { status: 'cancelled' },
    });
    expect(cancel.status()).toBe(200);

    await drawer.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(toast(page)).toContainText('Update Failed');
    await expect(toast(page)).toContainText('Cannot change a cancelled booking to confirmed');
    expect(await queryRows('SELECT status FROM booking.bookings WHERE id = $1', [booking.id])).toEqual([
      { status: 'cancelled' },
    ]);
  });
});

test.describe('admin dashboard: magic links', () => {
  test('an invalid e-mail shows Invalid Email and calls no server', async ({ page }) => {
    await signInAsAdmin(page);
    const adminRequests = recordAdminRequests(page);
    await openDashboard(page);
    const card = magicLinkSection(page);

    await card.getByLabel('Customer Email').fill('not-an-email');
    await card.getByRole('button', { name: 'Generate Magic Link' }).click();
    await expect(toast(page)).toContainText('Invalid Email');
    await expect(toast(page)).toContainText('Please enter a valid email address');

    await card.getByLabel('Customer Email').fill('');
    await card.getByRole('button', { name: 'Generate Magic Link' }).click();
    await expect(toast(page)).toContainText('Please enter a valid email address');
    expect(adminRequests.filter((request) => request.url().includes('/api/magic-links/create'))).toEqual([]);
    await expect(card.getByLabel('Magic Link', { exact: true })).toHaveCount(0);
  });

  test('generating shows the url; Copy puts it on the clipboard with Copied! and the indicator resets after 2 seconds', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.clock.install();
    const booking = await bookRide(request);
    await signInAsAdmin(page);
    await openDashboard(page);
    const card = magicLinkSection(page);

    await card.getByLabel('Customer Email').fill(booking.email as string);
    await card.getByRole('button', { name: 'Generate Magic Link' }).click();
    await expect(toast(page)).toContainText('Magic Link Generated');
    await expect(toast(page)).toContainText('A magic link has been created successfully.');
    const urlField = card.getByLabel('Magic Link', { exact: true });
    await expect(urlField).toHaveValue(/\/magic-link\/[A-Za-z0-9_-]{32}$/);
    const url = await urlField.inputValue();

    // From the press on, the page's timers run on Playwright's clock: the test says when 2 s have passed.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await card.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page)).toContainText('Copied!');
    await expect(toast(page)).toContainText('Magic link copied to clipboard');
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.clock.runFor(COPIED_RESET_MS - 100);
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(100);
    await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();

    // The url is a real one-time link for that customer and their booking.
    const token = url.split('/').pop()!;
    const validated = await request.get(`/api/magic-links/validate/${token}`);
    expect(validated.status()).toBe(200);
    expect(await validated.json()).toMatchObject({ email: booking.email, booking: { id: booking.id } });
  });

  test('Send by e-mail creates the link with send: true, shows it with Magic Link Sent naming the address, and hands it to notifications', async ({
    page,
    request,
  }) => {
    const booking = await bookRide(request);
    const email = booking.email as string;
    await signInAsAdmin(page);
    await openDashboard(page);
    const card = magicLinkSection(page);

    await card.getByLabel('Customer Email').fill(email);
    const created = page.waitForResponse('**/api/magic-links/create');
    await card.getByRole('button', { name: 'Send by e-mail' }).click();
    const answer = await created;
    expect(answer.request().postDataJSON()).toEqual({ email, send: true });
    expect(answer.status()).toBe(201);
    await expect(toast(page)).toContainText('Magic Link Sent');
    await expect(toast(page)).toContainText(`A magic link has been sent to ${email}.`);
    const urlField = card.getByLabel('Magic Link', { exact: true });
    await expect(urlField).toHaveValue(/\/magic-link\/[A-Za-z0-9_-]{32}$/);
    await expect(card.getByText(`This link was sent to ${email}.`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();

    // The link shown is the one e-mailed; on its way it is sealed, so the outbox holds no copy of it.
    const url = await urlField.inputValue();
    const mail = await waitForMail({ to: email, subject: 'Your link to book with Elite Transport' });
    expect(mail.text).toContain(url);
    const events = await queryRows<{ payload: string }>(
      `SELECT payload::text FROM magic_link.outbox WHERE type = 'magic-link.created' AND payload->>'email' = $1`,
      [email],
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).not.toContain(new URL(url).pathname);

    // Generating, by contrast, sends nothing.
    await card.getByRole('button', { name: 'Generate Magic Link' }).click();
    await expect(toast(page)).toContainText('Magic Link Generated');
    await expect(card.getByText(`This link was sent to ${email}.`)).toHaveCount(0);
    expect(
      await queryRows(`SELECT id FROM magic_link.outbox WHERE payload->>'email' = $1`, [email]),
    ).toHaveLength(1);
  });

  test('Send by e-mail checks the address first, and shows Error with the server message when sending fails', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const adminRequests = recordAdminRequests(page);
    await page.route('**/api/magic-links/create', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, message: 'Magic links are unavailable right now' }),
      }),
    );
    await openDashboard(page);
    const card = magicLinkSection(page);

    await card.getByLabel('Customer Email').fill('not-an-email');
    await card.getByRole('button', { name: 'Send by e-mail' }).click();
    await expect(toast(page)).toContainText('Invalid Email');
    expect(adminRequests.filter((request) => request.url().includes('/api/magic-links/create'))).toEqual([]);

    await card.getByLabel('Customer Email').fill(uniqueEmail('admin-link-send-fail'));
    await card.getByRole('button', { name: 'Send by e-mail' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Magic links are unavailable right now');
    await expect(card.getByLabel('Magic Link', { exact: true })).toHaveCount(0);
  });

  test('a failed generation shows Error with the server message, or Failed to generate magic link', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    let answer = {
      status: 503,
      body: JSON.stringify({ statusCode: 503, message: 'Magic links are unavailable right now' }),
    };
    await page.route('**/api/magic-links/create', (route) =>
      route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }),
    );
    await openDashboard(page);
    const card = magicLinkSection(page);

    await card.getByLabel('Customer Email').fill(uniqueEmail('admin-link-fail'));
    await card.getByRole('button', { name: 'Generate Magic Link' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Magic links are unavailable right now');

    answer = { status: 502, body: '' };
    await card.getByRole('button', { name: 'Generate Magic Link' }).click();
    await expect(toast(page)).toContainText('Failed to generate magic link');
    await expect(card.getByLabel('Magic Link', { exact: true })).toHaveCount(0);
  });

  test('a clipboard that refuses the text shows Failed to copy to clipboard', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new Error('Write permission denied')) },
      });
    });
    await signInAsAdmin(page);
    await openDashboard(page);
    const card = magicLinkSection(page);
    await card.getByLabel('Customer Email').fill(uniqueEmail('admin-link-copy'));
    await card.getByRole('button', { name: 'Generate Magic Link' }).click();
    await expect(card.getByLabel('Magic Link', { exact: true })).toHaveValue(/\/magic-link\//);

    await card.getByRole('button', { name: 'Copy' }).click();
    await expect(toast(page)).toContainText('Failed to copy to clipboard');
    await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Copied' })).toHaveCount(0);
  });
});

test.describe('admin dashboard: recent messages', () => {
  test('shows the newest 5 messages with subject, sender, a New badge, text and time', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('admin-messages');
    const sent = [];
    for (let i = 0; i < LIST_SIZE + 1; i += 1)
      sent.push(await sendMessage(request, { email, name: `Sender ${i}` }));
    await signInAsAdmin(page);
    await openDashboard(page);

    const section = messagesSection(page);
    await expect(section.getByRole('article')).toHaveCount(LIST_SIZE);
    const newest = sent[sent.length - 1]!;
    const item = section.getByRole('article', { name: newest.subject });
    await expect(item).toBeVisible();
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await expect(item).toContainText(newest.name);
    await expect(item.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    await expect(item).toContainText(newest.message);
    await expect(item.getByRole('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(section.getByRole('article').getByText('New', { exact: true })).toHaveCount(LIST_SIZE);
    await expect(section.getByRole('article', { name: sent[0]!.subject })).toHaveCount(0);
  });

  test("a message without a subject is shown as 'Contact Inquiry', and no messages shows 'No messages found.'", async ({
    page,
    request,
  }) => {
    const message = await sendMessage(request);
    await signInAsAdmin(page);
    let empty = false;
    // The API requires a subject, so the fallback is shown with a real message whose subject is blanked.
    await page.route(/\/api\/admin\/contact-messages/, async (route) => {
      if (empty) return route.fulfill({ json: [] });
      const response = await route.fetch();
      const messages = (await response.json()) as { email: string; subject: string }[];
      return route.fulfill({
        json: messages.map((m) => (m.email === message.email ? { ...m, subject: '' } : m)),
      });
    });
    await openDashboard(page);
    const section = messagesSection(page);
    const item = section.getByRole('article', { name: 'Contact Inquiry' });
    await expect(item).toContainText(message.email);
    await expect(item).toContainText(message.message);

    empty = true;
    await page.reload();
    await expect(messagesSection(page)).toContainText('No messages found.');
    await expect(messagesSection(page).getByRole('article')).toHaveCount(0);
  });
});

test.describe('admin dashboard: one odd item never blanks a list', () => {
  test('messages without a subject or with nulls show their fallbacks; an item with no id is left out, the rest stay', async ({
    page,
    request,
  }) => {
    const message = await sendMessage(request);
    await signInAsAdmin(page);
    await page.route(/\/api\/admin\/contact-messages/, async (route) => {
      const real = (await (await route.fetch()).json()) as Record<string, unknown>[];
      const mine = real.find((m) => m.email === message.email)!;
      const { subject: _dropped, ...withoutSubject } = mine;
      await route.fulfill({
        json: [
          { ...withoutSubject, id: 910_001, extra: { unknown: 'field' } },
          { ...mine, id: 910_002, subject: null, name: null, createdAt: 12 },
          { ...mine, id: undefined, subject: 'No id, left out' },
          'not even an object',
        ],
      });
    });
    await openDashboard(page);
    const section = messagesSection(page);
    await expect(section.getByRole('article')).toHaveCount(2);
    await expect(section.getByRole('article', { name: 'Contact Inquiry' }).first()).toContainText(
      message.email,
    );
    await expect(section.getByRole('article', { name: 'Contact Inquiry' })).toHaveCount(2);
    await expect(section).not.toContainText('No id, left out');
    await expect(section).not.toContainText('Failed to load messages.');
  });

  test('bookings without fullName, with text prices or odd fields show their fallbacks; one without a status is left out', async ({
    page,
    request,
  }) => {
    const real = await bookRide(request);
    await signInAsAdmin(page);
    // Rides priced on request (no total), so that the fallbacks show.
    const unpriced: CreatedBooking = { ...real, totalPrice: null };
    await page.route(/\/api\/admin\/bookings\?.*status=pending/, async (route) => {
      const { fullName: _dropped, ...withoutName } = unpriced;
      await route.fulfill({
        json: bookingsPage([
          { ...withoutName, id: 920_001, name: 'Robin Name', totalPrice: '120.50' },
          {
            ...unpriced,
            id: 920_002,
            fullName: null,
            email: 'only-email@e2e.example.com',
            estimatedPrice: 75,
            passengers: '3',
          },
          { ...unpriced, id: 920_003, status: 'lost-in-space' },
          {
            ...unpriced,
            id: 920_004,
            fullName: 'Ellis Normal',
            paymentMethod: 'barter',
            specialRequests: 42,
          },
        ]),
      });
    });
    await openDashboard(page);
    const panel = visiblePanel(page);
    await expectCustomersAndPrices(panel, [
      [920_001, 'Robin Name', '$120.50'],
      [920_002, 'only-email@e2e.example.com', '$75'],
      [920_004, 'Ellis Normal', '$0'],
    ]);
    await expect(bookingCard(panel, 920_003)).toHaveCount(0);
    await expect(panel).not.toContainText('Failed to load bookings.');
  });
});

test.describe('admin dashboard: accessibility and layout', () => {
  // A test per theme: each draws the whole dashboard and runs axe over it, which on a busy 2-core
  // machine takes most of a minute.
  for (const theme of ['dark', 'light'] as const) {
    test(`the dashboard with data has no serious or critical axe violation in the ${theme} theme`, async ({
      page,
      request,
    }) => {
      await bookRide(request);
      // A request tomorrow: the Van Calendar's week then draws a ride (pending: it holds no one's van).
      const tomorrow = `Tomorrow Request ${uniqueSuffix()}`;
      await bookRide(request, {
        fullName: tomorrow,
        date: nextCalendarDay(calendarDateIn(new Date(), DEFAULT_BUSINESS_TIME_ZONE)),
        time: '06:15',
      });
      await sendMessage(request);
      await page.addInitScript((value) => localStorage.setItem('elite-transport-theme', value), theme);
      await signInAsAdmin(page);
      await openDashboard(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(visiblePanel(page).getByRole('article').first()).toBeVisible();
      await expect(messagesSection(page).getByRole('article').first()).toBeVisible();
      await expect(rideBlock(page, tomorrow)).toBeVisible();
      await expectNoBlockingViolations(page);
    });
  }

  test('the sign-in prompt and the staff-only notice have no serious or critical axe violation', async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toBeVisible();
    await expectNoBlockingViolations(page);

    await signInAsNewClient(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This page is for staff only' })).toBeVisible();
    await expectNoBlockingViolations(page);
  });

  test('on a phone-sized screen the dashboard fits the width', async ({ page, request }) => {
    await bookRide(request);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAsAdmin(page);
    await openDashboard(page);
    await expect(visiblePanel(page).getByRole('article').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

/** The text of a PDF as a reader extracts it (pdf-parse, a development dependency). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { PDFParse } = await import('pdf-parse');
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test.describe('admin dashboard: the receipt (docs/product.md §11)', () => {
  test('staff record the payment and complete the ride; the customer downloads the receipt, and the e-mail carries it', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const booking = await bookRide(request, { fullName: 'Robin Receipt' });
    const total = shownPrice(booking);
    await signInAsAdmin(page);
    const confirm = await page.request.patch(`/api/admin/bookings/${booking.id}/status`, {
      data: { status: 'confirmed' },
    });
    expect(confirm.status()).toBe(200);
    await openDashboard(page);
    await bookingCard(await openTab(page, 'Confirmed'), booking.id)
      .getByRole('button', { name: 'Details' })
      .click();
    const drawer = detailsDrawer(page, booking.id);
    await expect(detail(drawer, 'Paid')).toHaveText('Not yet recorded');

    const form = drawer.getByRole('region', { name: 'Record the payment' });
    await form.getByRole('button', { name: 'Record the payment' }).click();
    await expect(
      form.getByText("Method must be one of: cash, card (at the chauffeur's terminal), paypal"),
    ).toBeVisible();
    // The list opens on its first choice (Cash); the second is the card.
    const paidBy = form.getByRole('combobox', { name: 'Paid by' });
    await paidBy.click();
    await expect(page.getByRole('option', { name: "Card at the chauffeur's terminal" })).toHaveCount(1);
    await paidBy.press('ArrowDown');
    await paidBy.press('Enter');
    // The field shows the choice (antd titles it with its label).
    await expect(form.getByTitle("Card at the chauffeur's terminal")).toBeVisible();
    await form.getByLabel('Amount (USD)').fill('12');
    await form.getByRole('button', { name: 'Record the payment' }).click();
    await expect(form.getByText('Amount must be dollars with two decimals (e.g. 125.00)')).toBeVisible();
    await form.getByLabel('Amount (USD)').fill(booking.totalPrice as string);
    await form.getByRole('button', { name: 'Record the payment' }).click();
    await expect(toast(page)).toContainText(`Booking #${booking.id} was paid ${total}`);
    await expect(detail(drawer, 'Paid')).toContainText(`Card at the chauffeur's terminal, ${total}`);

    await drawer.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(detail(drawer, 'Status')).toHaveText('Completed');
    const [row] = await queryRows<{ receipt_number: number; paid_method: string }>(
      'SELECT receipt_number, paid_method FROM booking.bookings WHERE id = $1',
      [booking.id],
    );
    expect(row!.paid_method).toBe('card');
    const number = String(row!.receipt_number).padStart(6, '0');
    await expect(detail(drawer, 'Receipt')).toHaveText(`Download receipt no. ${number}`);

    // The customer, on the ride's page of the e-mail's link.
    const customer = await browser.newPage();
    const ridePage = `/tracking/${booking.id}?token=${encodeURIComponent(booking.accessToken as string)}`;
    await customer.goto(new URL(ridePage, baseURL).href);
    const downloading = customer.waitForEvent('download');
    await customer.getByRole('link', { name: 'Download Receipt (PDF)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`elite-transport-receipt-${number}.pdf`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const text = await pdfText(Buffer.concat(chunks));
    expect(text).toContain(`Receipt no.: ${number}`);
    expect(text).toContain('Robin Receipt');
    expect(text).toContain(`Total (USD, all-in) $${booking.totalPrice as string}`);
    expect(text).toContain("Paid by: Card at the chauffeur's terminal");
    // The page is a summary now: no map, no simulation, nothing left to manage; the driver is followed no more.
    const main = customer.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Thank You for Riding with Us' })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Your Price' })).toContainText(total);
    await expect(main.getByRole('region', { name: 'Driver Location' })).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Simulate Driver Movement' })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Add to Calendar' })).toHaveCount(0);
    const position = await customer.request.get(`/api/tracking/driver-location/${booking.id}`, {
      headers: { 'x-booking-token': booking.accessToken as string },
    });
    expect(position.status()).toBe(410);
    expect(((await position.json()) as { message: string }).message).toBe(
      "This ride has ended: its driver's position is no longer shared",
    );
    await customer.close();

    const thanks = await waitForMail({
      to: booking.email as string,
      subject: `Thank you for riding with us: #${booking.id}`,
    });
    const attached = thanks.attachments.find((a) => a.filename === `elite-transport-receipt-${number}.pdf`);
    expect(attached?.contentType).toBe('application/pdf');
    expect(await pdfText(attached!.content)).toContain(`$${booking.totalPrice as string}`);
  });
});
