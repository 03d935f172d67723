import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse, type WebSocket } from '@playwright/test';
import type { CreatedBooking } from '@elite/contracts';
import pg from 'pg';
import { bookingForm, typeIntoPicker } from '../support/booking-form';
import { openHome, scrollToSection, toast } from '../support/home-page';
import { waitForMail } from '../support/mail';
import { uniqueEmail, uniqueRideDate, uniqueSuffix } from '../support/unique';

// The product as docker-compose.yml runs it (e2e/support/production-stack.mjs), through its gateway.

interface StackFacts {
  databaseUrl: string;
  rolePrefix: string;
  admin: { email: string; password: string };
  mailUrl: string;
  replicas: Record<'booking' | 'tracking', string[]>;
  logs: Record<string, string>;
}

function stackFacts(): StackFacts {
  const raw = process.env.E2E_PRODUCTION_STACK;
  if (!raw)
    throw new Error(
      'E2E_PRODUCTION_STACK is not set: run these tests with -c e2e/playwright.production.config.ts',
    );
  return JSON.parse(raw) as StackFacts;
}

async function queryRows<Row extends Record<string, unknown>>(
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: stackFacts().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The request ids among `ids` that a process's log names (services log every state-changing request). */
function requestIdsLogged(logFile: string, ids: string[]): string[] {
  const requestIds = new Set(
    readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => (JSON.parse(line) as { requestId?: string }).requestId),
  );
  return ids.filter((id) => requestIds.has(id));
}

function sessionCookieOf(response: APIResponse): string {
  const header = response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value)
    .find((value) => value.startsWith('elite_session='));
  if (!header) throw new Error(`no elite_session cookie in the answer (status ${response.status()})`);
  return header;
}

async function signInAsAdmin(request: APIRequestContext): Promise<APIResponse> {
  const { admin } = stackFacts();
  const response = await request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

test.describe('the product as its images run it, two booking and two tracking replicas behind the gateway', () => {
  test('/api/health reports every service up, and both replicas of booking and of tracking', async ({
    request,
  }) => {
    const { replicas } = stackFacts();
    const response = await request.get('/api/health');
    const health = (await response.json()) as {
      status: string;
      services: Record<string, { status: string; instances?: Array<{ url: string; status: string }> }>;
    };
    expect(response.status(), JSON.stringify(health)).toBe(200);
    expect(health.status).toBe('ok');
    for (const name of [
      'booking',
      'identity',
      'magic-link',
      'tracking',
      'rewards',
      'notifications',
      'render',
    ])
      expect(health.services[name]?.status, name).toBe('up');
    for (const name of ['booking', 'tracking'] as const) {
      expect(replicas[name]).toHaveLength(2);
      expect(health.services[name]!.instances).toEqual(
        replicas[name].map((url) => ({ url, status: 'up', detail: expect.anything() })),
      );
    }
  });

  test('/ comes drawn by the render slice, from the shell and mf-booking static servers, with the catalogue in it', async ({
    request,
  }) => {
    const response = await request.get('/', { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    const services = (await (await request.get('/api/services')).json()) as Array<{ name: string }>;
    const missing = [
      '>Luxury Transportation</h1>',
      'Premium Transportation Services',
      ...services.map((service) => service.name),
    ].filter((text) => !html.includes(text));
    expect(missing).toEqual([]);
  });

  test('the home page renders, and a booking made in the browser lands in booking.bookings, owned by the service role', async ({
    page,
  }) => {
    const email = uniqueEmail('production');
    const pickup = `Hotel Bel-Air, 701 Stone Canyon Rd (${uniqueSuffix()})`;
    await openHome(page);
    const form = bookingForm(await scrollToSection(page, 'booking'));
    // A day of its own ahead: the form's default, today at 12:00, is in the past in the afternoon.
    await typeIntoPicker(form.date, uniqueRideDate());
    await form.pickupLocation.fill(pickup);
    await form.dropoffLocation.fill('Santa Monica Pier');
    await form.fullName.fill('Amelia Hart');
    await form.email.fill(email);
    await form.phone.fill('+1 (310) 555-0199');
    await form.terms.check();
    await form.submit.click();
    await expect(toast(page)).toContainText('Booking Successful');

    const rows = await queryRows(
      'SELECT pickup_location, full_name, status FROM booking.bookings WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ pickup_location: pickup, full_name: 'Amelia Hart', status: 'pending' }]);
    // db-init's role, not the superuser, made the table: the service migrated as the role compose gives it.
    const [owner] = await queryRows(
      "SELECT tableowner FROM pg_tables WHERE schemaname = 'booking' AND tablename = 'bookings'",
    );
    expect(owner).toEqual({ tableowner: `${stackFacts().rolePrefix}booking` });
  });

  test("a booking's 'booking received' e-mail reaches compose's mail catcher, with its tracking link and calendar file", async ({
    request,
  }) => {
    const email = uniqueEmail('production-mail');
    const response = await request.post('/api/bookings', {
      data: {
        pickupLocation: 'Union Station, Los Angeles',
        dropoffLocation: 'LAX Terminal 4',
        date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        time: '09:30',
        passengers: 2,
        fullName: 'Amelia Hart',
        email,
        phone: '+1 (310) 555-0199',
        paymentMethod: 'cash',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const booking = (await response.json()) as { id: number };
    const mail = await waitForMail({
      to: email,
      subject: /^Booking received/,
      mailUrl: stackFacts().mailUrl,
    });
    expect(mail.text).toContain(`/tracking/${booking.id}?token=`);
    expect(mail.html).toContain(`/tracking/${booking.id}?token=`);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toContainEqual(
      expect.stringMatching(/^text\/calendar/),
    );
    // Recorded once, as sent (the row is marked once the relay has taken the message).
    await expect
      .poll(() => queryRows('SELECT status FROM notifications.deliveries WHERE "to" = $1', [email]))
      .toEqual([{ status: 'sent' }]);
  });

  test('a booking made with a magic link spends it: booking and magic-link reach each other as compose wires them', async ({
    request,
  }) => {
    await signInAsAdmin(request);
    const email = uniqueEmail('production-link');
    const created = await request.post('/api/magic-links/create', { data: { email, send: true } });
    expect(created.status(), await created.text()).toBe(201);
    const { url, sent } = (await created.json()) as { url: string; sent: boolean };
    expect(sent).toBe(true);
    const token = new URL(url).pathname.split('/').pop()!;
    expect((await request.get(`/api/magic-links/validate/${token}`)).status()).toBe(200);

    const booked = await request.post('/api/bookings', {
      data: {
        pickupLocation: 'LAX Terminal 4',
        dropoffLocation: 'Hotel Bel-Air',
        date: '2031-09-01',
        time: '08:00',
        passengers: 2,
        fullName: 'Amelia Hart',
        email,
        phone: '+1 310 555 0199',
        paymentMethod: 'card',
        magicLinkToken: token,
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    expect((await request.get(`/api/magic-links/validate/${token}`)).status()).toBe(410);
    // The send went into magic-link's own outbox, made by its role.
    const [owner] = await queryRows(
      "SELECT tableowner FROM pg_tables WHERE schemaname = 'magic_link' AND tablename = 'outbox'",
    );
    expect(owner).toEqual({ tableowner: `${stackFacts().rolePrefix}magic_link` });
  });

  test('requests to booking are spread over both of its replicas', async ({ request }) => {
    const { logs } = stackFacts();
    const ids = Array.from({ length: 4 }, (_, i) => `production-spread-${uniqueSuffix()}-${i}`);
    for (const id of ids) {
      const response = await request.post('/api/newsletter', {
        headers: { 'x-request-id': id },
        data: { email: uniqueEmail('spread') },
      });
      expect(response.status(), await response.text()).toBe(201);
      expect(response.headers()['x-request-id']).toBe(id);
    }
    // Log lines are written a moment after the answer: poll until all four are found.
    await expect
      .poll(() =>
        [...requestIdsLogged(logs['booking']!, ids), ...requestIdsLogged(logs['booking#2']!, ids)].sort(),
      )
      .toEqual([...ids].sort());
    expect(
      requestIdsLogged(logs['booking']!, ids).length,
      'requests the first replica answered',
    ).toBeGreaterThan(0);
    expect(
      requestIdsLogged(logs['booking#2']!, ids).length,
      'requests the second replica answered',
    ).toBeGreaterThan(0);
  });

  test('a socket.io subscription through the gateway receives positions posted to either tracking replica', async ({
    page,
    request,
  }) => {
    const { replicas } = stackFacts();
    const session = sessionCookieOf(await signInAsAdmin(request)).split(';')[0]!;
    const created = await request.post('/api/bookings', {
      data: {
        serviceTypeId: 1,
        vehicleId: 1,
        pickupLocation: `LAX Terminal 7 ${uniqueSuffix()}`,
        dropoffLocation: 'The Beverly Hills Hotel',
        date: '2031-06-14',
        time: '18:45',
        passengers: 2,
        luggage: 1,
        flightNumber: null,
        isRoundTrip: false,
        fullName: 'Amelia Hart',
        email: uniqueEmail('production-tracking'),
        phone: '+1 (310) 555-0199',
        specialRequests: null,
        paymentMethod: 'card',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const booking = (await created.json()) as Required<CreatedBooking>;

    // What the page's socket receives: socket.io frames of the /tracking namespace.
    const received: string[] = [];
    const sockets: WebSocket[] = [];
    page.on('websocket', (socket) => {
      sockets.push(socket);
      socket.on('framereceived', ({ payload }) => received.push(String(payload)));
    });
    await page.goto(`/tracking/${booking.id}?${new URLSearchParams({ token: booking.accessToken })}`);
    await expect.poll(() => sockets.map((s) => new URL(s.url()).pathname)).toContain('/socket.io/');
    // The server's acknowledgement of the page's subscription: from now on the room gets every push.
    await expect.poll(() => received.some((frame) => frame.startsWith('43/tracking,'))).toBe(true);

    // One position posted straight to each replica: whichever one holds the page's socket, the
    // other's position can only arrive through the Redis adapter.
    const latitudes = replicas.tracking.map((_, i) =>
      Number((34.05 + i * 0.01 + Math.random() / 1000).toFixed(6)),
    );
    for (const [i, replica] of replicas.tracking.entries()) {
      const posted = await request.post(`${replica}/api/tracking/driver-location`, {
        headers: { cookie: session },
        data: {
          driverId: 7,
          bookingId: booking.id,
          heading: 90,
          latitude: latitudes[i],
          longitude: -118.2437,
        },
      });
      expect(posted.status(), await posted.text()).toBe(201);
      await expect
        .poll(
          () =>
            received.some(
              (frame) =>
                frame.startsWith('42/tracking,["driver-location"') &&
                frame.includes(`"latitude":${latitudes[i]}`),
            ),
          {
            message: `the position posted to ${replica} reaches the page`,
          },
        )
        .toBe(true);
    }
    await expect(page.getByText(/^Last updated \d+ seconds ago$/)).toBeVisible();
  });

  test('the session cookie carries the production flags that apply over plain http', async ({ request }) => {
    const cookie = sessionCookieOf(await signInAsAdmin(request));
    const attributes = cookie
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes.some((a) => a.startsWith('max-age=') || a.startsWith('expires='))).toBe(true);
    // PUBLIC_URL is http://… here, so Secure would make the browser drop it: it must not be set.
    expect(attributes).not.toContain('secure');
  });
});
