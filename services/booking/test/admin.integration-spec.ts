import {
  ADMIN_LIST_MAX_LIMIT,
  adminBookingsPageSchema,
  bookingStatsSchema,
  contactMessagesResponseSchema,
  type BookingStats,
  type BookingStatus,
} from '@elite/contracts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { AdminService } from '../src/admin/admin.service';
import {
  bookingRow,
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  outboxPayloads,
  signedIn,
  useAdmin,
  useBookingApp,
  uniqueEmail,
  uniqueRideDate,
} from './booking-test-kit';

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);

async function stats(): Promise<BookingStats> {
  const response = await api().get('/api/admin/bookings/stats').set('Cookie', adminCookie());
  expect(response.status).toBe(200);
  return bookingStatsSchema.strict().parse(response.body);
}

const outboxFor = (bookingId: number) => outboxPayloads(app(), 'booking.status-changed', bookingId);

describe('admin access', () => {
  const routes: [string, (r: ReturnType<typeof api>) => request.Test][] = [
    ['GET /api/admin/bookings', (r) => r.get('/api/admin/bookings')],
    ['GET /api/admin/bookings/stats', (r) => r.get('/api/admin/bookings/stats')],
    ['GET /api/admin/bookings/1/events', (r) => r.get('/api/admin/bookings/1/events')],
    ['GET /api/admin/contact-messages', (r) => r.get('/api/admin/contact-messages')],
    [
      'GET /api/admin/calendar',
      (r) => r.get('/api/admin/calendar').query({ from: '2100-01-01', to: '2100-01-07' }),
    ],
    [
      'PATCH /api/admin/bookings/1/status',
      (r) => r.patch('/api/admin/bookings/1/status').send({ status: 'confirmed' }),
    ],
  ];

  it.each(routes)('%s answers 401 to an anonymous caller', async (_name, call) => {
    expectApiError(await call(api()), 401);
  });

  it.each(routes)('%s answers 403 to a signed-in client', async (_name, call) => {
    const client = await signedIn('client');
    expectApiError(await call(api()).set('Cookie', client.cookie), 403);
  });

  it.each(routes)('%s answers 403 to a driver', async (_name, call) => {
    const driver = await signedIn('driver');
    expectApiError(await call(api()).set('Cookie', driver.cookie), 403);
  });

  it('treats an expired or forged session as anonymous (401)', async () => {
    expectApiError(await api().get('/api/admin/bookings').set('Cookie', 'elite_session=forged'), 401);
  });

  it('accepts the session as a Bearer token too', async () => {
    const token = adminCookie().slice('elite_session='.length);
    expect(
      (await api().get('/api/admin/bookings/stats').set('Authorization', `Bearer ${token}`)).status,
    ).toBe(200);
  });
});

describe('GET /api/admin/bookings', () => {
  const list = async (query: Record<string, unknown>) => {
    const response = await api().get('/api/admin/bookings').query(query).set('Cookie', adminCookie());
    expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 200 });
    return adminBookingsPageSchema.parse(response.body);
  };
  const ids = (page: { items: { id: number }[] }) => page.items.map((booking) => booking.id);

  it('answers a page: newest booked first, 50 by default, with the total kept by the filter', async () => {
    const older = await createBooking(app());
    const newer = await createBooking(app());
    const page = await list({});
    expect(page).toMatchObject({ page: 1, pageSize: 50 });
    expect(page.items.length).toBeLessThanOrEqual(50);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(ids(page).slice(0, 2)).toEqual([newer.id, older.id]);
    expect(page.items[0]).not.toHaveProperty('accessTokenHash');
  });

  it('filters by status and pages with page and pageSize', async () => {
    const email = uniqueEmail('admin-pages');
    const made = [
      await createBooking(app(), { email }),
      await createBooking(app(), { email }),
      await createBooking(app(), { email }),
    ];
    for (const booking of made) expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    const newestFirst = made.map((b) => b.id).reverse();
    const first = await list({ status: 'confirmed', q: email, pageSize: 2 });
    const second = await list({ status: 'confirmed', q: email, pageSize: 2, page: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    expect(ids(second)).toEqual([newestFirst[2]]);
    expect((await list({ status: 'pending', q: email })).total).toBe(0);
    expect((await list({ status: 'confirmed', q: email, page: 9 })).items).toEqual([]);
  });

  it("searches the customer's name, e-mail, phone (its digits, however written), the places and the id", async () => {
    const tag = uniqueEmail('find').split('@')[0]!.replace(/\W/g, '');
    const phone = `+1 (310) 555-${String(Math.floor(Math.random() * 9000) + 1000)}`;
    const ride = await createBooking(app(), {
      fullName: `Mara ${tag} O'Neil`,
      phone,
      dropoffLocation: `Pier ${tag}, Santa Monica`,
    });
    const other = await createBooking(app());
    for (const q of [
      tag.toUpperCase(),
      `${tag} O'Neil`,
      phone.replace(/\D/g, '').slice(-7),
      `#${ride.id}`,
      String(ride.id),
    ])
      expect({ q, found: ids(await list({ q })).includes(ride.id) }).toEqual({ q, found: true });
    expect(ids(await list({ q: tag }))).not.toContain(other.id);
    // Wildcards are text: '%' finds only a '%'.
    expect((await list({ q: `${tag}%` })).total).toBe(0);
  });

  it('keeps rides between two days, inclusive, and sorts by pickup either way', async () => {
    const email = uniqueEmail('admin-days');
    const [a, b, c] = [uniqueRideDate(), uniqueRideDate(), uniqueRideDate()];
    const made = [
      await createBooking(app(), { email, date: b, time: '09:00' }),
      await createBooking(app(), { email, date: a, time: '18:00' }),
      await createBooking(app(), { email, date: c, time: '07:00' }),
    ];
    const kept = await list({ q: email, from: a, to: b, sort: 'pickup', order: 'asc' });
    expect(ids(kept)).toEqual([made[1]!.id, made[0]!.id]);
    const latestFirst = await list({ q: email, sort: 'pickup', order: 'desc' });
    expect(ids(latestFirst)).toEqual([made[2]!.id, made[0]!.id, made[1]!.id]);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ status: 'archived' }, 'status'],
    [{ pageSize: ADMIN_LIST_MAX_LIMIT + 1 }, 'pageSize'],
    [{ pageSize: 0 }, 'pageSize'],
    [{ page: 0 }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ from: '2031-02-30' }, 'from'],
    [{ from: '2031-03-02', to: '2031-03-01' }, 'to'],
    [{ sort: 'price' }, 'sort'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('rejects %j with a 400 naming the field', async (query, field) => {
    expect(
      errorPaths(await api().get('/api/admin/bookings').query(query).set('Cookie', adminCookie())),
    ).toEqual([field]);
  });
});

describe('GET /api/admin/bookings/export.csv', () => {
  it("streams the filter's bookings as CSV that a parser reads back as they are, formulas defused", async () => {
    const email = uniqueEmail('admin-csv');
    const awkward = await createBooking(app(), {
      email,
      fullName: 'Jo "The Boss", Smith',
      specialRequests: '=HYPERLINK("http://evil.example","click")',
    });
    const plain = await createBooking(app(), { email, fullName: 'Ann Lee' });
    await createBooking(app(), { fullName: 'Not In The Filter' });

    const response = await api()
      .get('/api/admin/bookings/export.csv')
      .query({ q: email, sort: 'created', order: 'asc' })
      .set('Cookie', adminCookie());
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename=elite-transport-bookings.csv');
    const rows = parse(response.text, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => Number(row['Booking ID']))).toEqual([awkward.id, plain.id]);
    expect(rows[0]).toMatchObject({
      'Full Name': 'Jo "The Boss", Smith',
      Email: email,
      'Special Requests': `'=HYPERLINK("http://evil.example","click")`,
      Status: 'pending',
      'Total (USD)': awkward.totalPrice ?? '',
    });
    // A phone's leading '+' would be read as a formula too.
    expect(rows[1]!.Phone.startsWith("'+")).toBe(true);
  });

  it('is for staff only, and answers a bad filter with a 400 naming the field', async () => {
    expectApiError(await api().get('/api/admin/bookings/export.csv'), 401);
    expect(
      errorPaths(
        await api().get('/api/admin/bookings/export.csv').query({ to: 'soon' }).set('Cookie', adminCookie()),
      ),
    ).toEqual(['to']);
  });
});

describe('GET /api/admin/bookings/stats', () => {
  it('counts bookings by status and the contact messages', async () => {
    const before = await stats();
    const [a, b, c] = [await createBooking(app()), await createBooking(app()), await createBooking(app())];
    await createBooking(app()); // stays pending
    await setStatus(a.id, 'confirmed');
    await setStatus(b.id, 'confirmed');
    await setStatus(b.id, 'completed');
    await setStatus(c.id, 'cancelled');
    const message = await api()
      .post('/api/contact')
      .send({ name: 'Stats', email: uniqueEmail('stats'), subject: 'Hi', message: 'Counting' });
    expect(message.status).toBe(201);

    const after = await stats();
    expect({
      total: after.total - before.total,
      pending: after.pending - before.pending,
      confirmed: after.confirmed - before.confirmed,
      completed: after.completed - before.completed,
      cancelled: after.cancelled - before.cancelled,
      messages: after.messages - before.messages,
    }).toEqual({ total: 4, pending: 1, confirmed: 1, completed: 1, cancelled: 1, messages: 1 });
    // Every booking is in one status, no-shows included (a chauffeur's test may have made some).
    expect(after.total).toBe(
      after.pending + after.confirmed + after.completed + after.cancelled + after['no-show'],
    );
  });
});

describe("GET /api/admin/bookings/stats: this month's revenue", () => {
  // A month of its own, far from every other test's rides: the year 9500, in Los Angeles time.
  const march = new Date('9500-03-15T19:00:00Z');
  const setMade = (id: number, madeAt: string, date: string) =>
    dataSourceOf(app()).query(`UPDATE booking.bookings SET created_at = $2, date = $3 WHERE id = $1`, [
      id,
      madeAt,
      date,
    ]);

  it('sums the held totals: booked (made this month, less cancelled) and completed (picked up this month)', async () => {
    // $129.00 each (bookingInput's trip), $258.00 as a round trip.
    const pending = await createBooking(app());
    const cancelled = await createBooking(app());
    const completed = await createBooking(app());
    const madeLastMonth = await createBooking(app());
    const completedLastMonth = await createBooking(app());
    const onRequest = await createBooking(app(), { dropoffLocation: '1 Unknown Street, Nowhere' });
    const roundTrip = await createBooking(app(), { isRoundTrip: true });
    for (const ride of [completed, completedLastMonth, roundTrip]) {
      expect((await setStatus(ride.id, 'confirmed')).status).toBe(200);
      expect((await setStatus(ride.id, 'completed')).status).toBe(200);
    }
    expect((await setStatus(cancelled.id, 'cancelled')).status).toBe(200);

    await setMade(pending.id, '9500-03-10T18:00:00Z', '9500-04-02');
    await setMade(cancelled.id, '9500-03-11T18:00:00Z', '9500-03-20');
    await setMade(completed.id, '9500-03-01T08:00:00Z', '9500-03-05'); // 00:00 on 1 March in Los Angeles
    // 23:30 on 28 February in Los Angeles, already 1 March in UTC: last month's.
    await setMade(madeLastMonth.id, '9500-03-01T07:30:00Z', '9500-03-25');
    await setMade(completedLastMonth.id, '9500-02-20T18:00:00Z', '9500-02-28');
    await setMade(onRequest.id, '9500-03-12T18:00:00Z', '9500-03-30');
    // Made in February, picked up and completed in March: completed revenue of March only.
    await setMade(roundTrip.id, '9500-02-27T18:00:00Z', '9500-03-31');

    const stats = await app().get(AdminService).stats(march);
    expect(stats.month).toBe('9500-03');
    expect(stats.bookedRevenueCents).toBe(12_900 + 12_900); // pending + completed
    expect(stats.completedRevenueCents).toBe(12_900 + 25_800); // completed + round trip

    const april = await app().get(AdminService).stats(new Date('9500-04-01T07:30:00Z')); // 1 April, 00:30 PDT
    expect(april).toMatchObject({ month: '9500-04', bookedRevenueCents: 0, completedRevenueCents: 0 });
  });

  it("answers staff with this month's figures, in the company's time zone", async () => {
    const now = await stats();
    expect(now.month).toMatch(/^\d{4}-\d{2}$/);
    expect(now.bookedRevenueCents).toBeGreaterThanOrEqual(12_900); // the rides booked by this file
    expect(now.completedRevenueCents).toBeGreaterThanOrEqual(0);
  });
});

describe('GET /api/admin/contact-messages', () => {
  const messages = (query: object) =>
    api().get('/api/admin/contact-messages').query(query).set('Cookie', adminCookie());

  it('lists messages newest first and pages with limit and offset', async () => {
    const send = (subject: string) =>
      api()
        .post('/api/contact')
        .send({ name: 'Pager', email: uniqueEmail('pager'), subject, message: 'Hello' });
    const first = (await send('first')).body;
    const second = (await send('second')).body;

    const page = await messages({ limit: 1 });
    expect(page.status).toBe(200);
    expect(contactMessagesResponseSchema.parse(page.body).map((m) => m.id)).toEqual([second.id]);
    expect((await messages({ limit: 1, offset: 1 })).body[0].id).toBe(first.id);
  });

  it('rejects a bad limit with a 400 naming limit', async () => {
    expect(errorPaths(await messages({ limit: 1000 }))).toEqual(['limit']);
  });
});

describe('PATCH /api/admin/bookings/:id/status', () => {
  it('walks pending → confirmed → completed and writes one outbox event per change', async () => {
    const owner = await signedIn('client');
    const booking = await createBooking(app(), {}, owner.cookie);

    const confirmed = await setStatus(booking.id, 'confirmed');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ id: booking.id, status: 'confirmed' });
    const completed = await setStatus(booking.id, 'completed');
    expect(completed.body.status).toBe('completed');

    const ride = expect.objectContaining({
      email: booking.email,
      date: booking.date,
      time: booking.time,
      serviceType: 'Airport Transfer',
    });
    expect(await outboxFor(booking.id)).toEqual([
      { bookingId: booking.id, userId: owner.id, version: 2, from: 'pending', to: 'confirmed', ride },
      { bookingId: booking.id, userId: owner.id, version: 3, from: 'confirmed', to: 'completed', ride },
    ]);
    expect((await bookingRow(app(), booking.id)).status).toBe('completed');
  });

  it('cancels a pending or a confirmed booking, with a null userId for an anonymous booking', async () => {
    const pending = await createBooking(app());
    const confirmed = await createBooking(app());
    await setStatus(confirmed.id, 'confirmed');
    expect((await setStatus(pending.id, 'cancelled')).status).toBe(200);
    expect((await setStatus(confirmed.id, 'cancelled')).status).toBe(200);
    expect((await outboxFor(pending.id))[0]).toEqual({
      bookingId: pending.id,
      userId: null,
      version: 2,
      from: 'pending',
      to: 'cancelled',
      ride: expect.objectContaining({ email: pending.email, pickupLocation: pending.pickupLocation }),
    });
  });

  it.each<[BookingStatus[], BookingStatus]>([
    [['confirmed', 'completed'], 'pending'],
    [['confirmed', 'completed'], 'cancelled'],
    [['cancelled'], 'confirmed'],
    [[], 'completed'],
    [[], 'pending'],
  ])('after %j refuses a change to %s with a 409 and writes no event', async (path, to) => {
    const booking = await createBooking(app());
    for (const step of path) expect((await setStatus(booking.id, step)).status).toBe(200);
    const from = path.at(-1) ?? 'pending';

    const response = await setStatus(booking.id, to);
    expectApiError(response, 409);
    expect(response.body.message).toBe(`Cannot change a ${from} booking to ${to}`);
    expect(await outboxFor(booking.id)).toHaveLength(path.length);
  });

  it('lets only one of two simultaneous identical changes through', async () => {
    const booking = await createBooking(app());
    const responses = await Promise.all([
      setStatus(booking.id, 'confirmed'),
      setStatus(booking.id, 'confirmed'),
    ]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await outboxFor(booking.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown booking', async () => {
    const response = await setStatus(2147483645, 'confirmed');
    expectApiError(response, 404);
    expect(response.body.message).toBe('Booking not found');
  });

  it('rejects an unknown status and a missing one with a 400 naming status', async () => {
    const booking = await createBooking(app());
    expect(errorPaths(await setStatus(booking.id, 'shipped'))).toEqual(['status']);
    expect(errorPaths(await setStatus(booking.id, undefined))).toEqual(['status']);
  });

  it('rejects a bad id with a 400 naming id', async () => {
    expect(errorPaths(await setStatus('abc', 'confirmed'))).toEqual(['id']);
  });
});
