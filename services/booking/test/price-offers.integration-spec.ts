import { EVENT_TYPES, bookingPriceOfferedSchema, bookingSchema, dollarsToCents } from '@elite/contracts';
import {
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  outboxPayloads,
  signedIn,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';

// docs/product.md §10, "Priced by staff": a ride priced on request gets its price from staff, which the
// customer accepts on the ride's page; it is confirmed only at a price the customer agreed to.

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);

const onRequest = () => createBooking(app(), { pickupLocation: '1600 Main Street, Venice' });
const setPrice = (id: number, body: unknown, cookie = adminCookie()) =>
  api()
    .put(`/api/admin/bookings/${id}/price`)
    .set('Cookie', cookie)
    .send(body as object);
const accept = (id: number, token: string) => api().post(`/api/bookings/${id}/accept-price`).query({ token });
const PRICE = {
  lines: [
    { label: 'Transfer to Venice', amount: '180.00' },
    { label: 'Gratuity (20%)', amount: '36.00' },
  ],
  reason: 'Venice is 19 miles from LAX by the 405',
};

const offeredEvents = async (bookingId: number) =>
  bookingPriceOfferedSchema
    .array()
    .parse(await outboxPayloads(app(), EVENT_TYPES.bookingPriceOffered, bookingId));

describe('a ride priced on request', () => {
  it('cannot be confirmed before staff price it and the customer accepts; then it can', async () => {
    const booking = await onRequest();
    expect(booking.priceState).toBe('on-request');
    const early = await setStatus(booking.id, 'confirmed');
    expectApiError(early, 409);
    expect(early.body.message).toMatch(/no price the customer agreed to yet/);

    const priced = await setPrice(booking.id, PRICE);
    expect(priced.status).toBe(200);
    expect(bookingSchema.parse(priced.body)).toMatchObject({
      priceState: 'offered',
      totalPrice: '216.00',
      priceLines: PRICE.lines,
      status: 'pending',
    });
    expectApiError(await setStatus(booking.id, 'confirmed'), 409);

    const accepted = await accept(booking.id, booking.accessToken);
    expect(accepted.status).toBe(200);
    expect(bookingSchema.parse(accepted.body)).toMatchObject({
      priceState: 'accepted',
      totalPrice: '216.00',
    });
    const again = await accept(booking.id, booking.accessToken);
    expectApiError(again, 409);
    expect(again.body.message).toBe('There is no price waiting for your answer on this ride.');

    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    // Confirmed, its price no longer changes.
    expectApiError(await setPrice(booking.id, PRICE), 409);
  });

  it('keeps every price staff set, with why and by whom, and tells the customer each one', async () => {
    const booking = await onRequest();
    const admin = await signedIn('admin');
    await setPrice(booking.id, PRICE, admin.cookie).expect(200);
    const lower = {
      lines: [{ label: 'Transfer to Venice', amount: '199.99' }],
      reason: 'Returning customer',
    };
    await setPrice(booking.id, lower, admin.cookie).expect(200);
    const kept: { total_price_cents: number; reason: string; changed_by: number }[] = await dataSourceOf(
      app(),
    ).query(
      `SELECT total_price_cents, reason, changed_by FROM booking.price_changes WHERE booking_id = $1 ORDER BY id`,
      [booking.id],
    );
    expect(kept).toEqual([
      { total_price_cents: 21_600, reason: PRICE.reason, changed_by: admin.id },
      { total_price_cents: 19_999, reason: lower.reason, changed_by: admin.id },
    ]);
    const events = await offeredEvents(booking.id);
    expect(events.map((event) => [event.version, event.ride.totalPrice, event.lines])).toEqual([
      [2, '216.00', PRICE.lines],
      [3, '199.99', lower.lines],
    ]);
  });

  it('is refused a price with no lines, a wrong amount or no reason, each named; and only staff set one', async () => {
    const booking = await onRequest();
    const wrong = await setPrice(booking.id, {
      lines: [
        { label: '', amount: '12' },
        { label: 'Tolls', amount: -3 },
      ],
      reason: ' ',
    });
    expectApiError(wrong, 400);
    expect(errorPaths(wrong)).toEqual(
      expect.arrayContaining(['lines.0.label', 'lines.0.amount', 'lines.1.amount', 'reason']),
    );
    expect(errorPaths(await setPrice(booking.id, { lines: [], reason: 'x' }))).toEqual(['lines']);
    expectApiError(await setPrice(booking.id, PRICE, (await signedIn('client')).cookie), 403);
    expectApiError(await api().put(`/api/admin/bookings/${booking.id}/price`).send(PRICE), 401);
    expectApiError(await setPrice(2_000_000_000, PRICE), 404);
  });

  it('is accepted only by whoever may see the ride', async () => {
    const booking = await onRequest();
    await setPrice(booking.id, PRICE).expect(200);
    expectApiError(await accept(booking.id, 'not-the-token'), 404);
    expectApiError(await api().post(`/api/bookings/${booking.id}/accept-price`), 404);
  });
});

describe('an instant price', () => {
  it('is agreed by booking: the ride is confirmed at once', async () => {
    const booking = await createBooking(app());
    expect(booking.priceState).toBe('booked');
    expect(dollarsToCents(booking.totalPrice!)).toBeGreaterThan(0);
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
  });

  it('may be changed by staff before confirming, and then waits for the customer', async () => {
    const booking = await createBooking(app());
    const changed = await setPrice(booking.id, {
      lines: [{ label: 'Corporate rate', amount: '99.00' }],
      reason: 'ACME contract',
    });
    expect(bookingSchema.parse(changed.body)).toMatchObject({ priceState: 'offered', totalPrice: '99.00' });
    expectApiError(await setStatus(booking.id, 'confirmed'), 409);
    await accept(booking.id, booking.accessToken).expect(200);
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
  });
});
