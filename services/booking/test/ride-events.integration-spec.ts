import { rideEventsSchema, type RideEvent } from '@elite/contracts';
import {
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  signedIn,
  uniqueRideDate,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';

// docs/product.md §2, "History": every change of a ride, who made it, when, from what to what and why,
// append-only, written in the change's own transaction.

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);

// The kit's ride: between places of the catalogue, so priced when booked, on a day of its own.
const instantRide = (overrides: Record<string, unknown> = {}, cookie?: string) =>
  createBooking(app(), overrides, cookie);

async function events(id: number, cookie = adminCookie()): Promise<RideEvent[]> {
  const response = await api().get(`/api/admin/bookings/${id}/events`).set('Cookie', cookie);
  expect(response.status).toBe(200);
  return rideEventsSchema.parse(response.body);
}
const kinds = async (id: number) => (await events(id)).map(({ kind }) => kind);

describe('GET /api/admin/bookings/:id/events', () => {
  it('starts with the booking made, by the customer, from nothing to the ride as booked', async () => {
    const booking = await instantRide();
    const [booked, ...rest] = await events(booking.id);
    expect(rest).toEqual([]);
    expect(booked).toMatchObject({
      bookingId: booking.id,
      kind: 'booked',
      actor: { role: 'customer', userId: null, display: 'Customer' },
      from: null,
      to: {
        status: 'pending',
        date: booking.date,
        time: booking.time,
        total: booking.totalPrice,
        priceState: 'booked',
      },
      reason: null,
    });
    expect(Number.isNaN(Date.parse(booked!.at))).toBe(false);
  });

  it("names a signed-in client who booked by their session's name", async () => {
    const client = await signedIn('client');
    const booking = await instantRide({}, client.cookie);
    expect((await events(booking.id))[0]!.actor).toEqual({
      role: 'client',
      userId: client.id,
      display: `Customer (User ${client.id})`,
    });
  });

  it('keeps each status change once, oldest first, with who made it and the reason given', async () => {
    const booking = await instantRide();
    const staff = await signedIn('admin');
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    const declined = await api()
      .patch(`/api/admin/bookings/${booking.id}/status`)
      .set('Cookie', staff.cookie)
      .send({ status: 'cancelled', reason: '  The van is in for service that day  ' });
    expect(declined.status).toBe(200);
    const [, confirmed, cancelled, ...rest] = await events(booking.id);
    expect(rest).toEqual([]);
    expect(confirmed).toMatchObject({
      kind: 'status-changed',
      actor: { role: 'staff' },
      from: { status: 'pending' },
      to: { status: 'confirmed' },
      reason: null,
    });
    expect(cancelled).toMatchObject({
      kind: 'status-changed',
      actor: { role: 'staff', userId: staff.id, display: `User ${staff.id}` },
      from: { status: 'confirmed' },
      to: { status: 'cancelled' },
      reason: 'The van is in for service that day',
    });
    expect(Date.parse(cancelled!.at)).toBeGreaterThanOrEqual(Date.parse(confirmed!.at));
  });

  it('records nothing for a refused change, and only the winner of two conflicting ones', async () => {
    const booking = await instantRide();
    expectApiError(await setStatus(booking.id, 'completed'), 409);
    expect(await kinds(booking.id)).toEqual(['booked']);

    // Two rides for one slot confirmed at once: the van's rule lets one through.
    const date = uniqueRideDate();
    const rides = [await instantRide({ date, time: '10:00' }), await instantRide({ date, time: '10:00' })];
    const answers = await Promise.all(rides.map((ride) => setStatus(ride.id, 'confirmed')));
    expect(answers.map(({ status }) => status).sort()).toEqual([200, 409]);
    const [winner, loser] = answers[0]!.status === 200 ? rides : [rides[1]!, rides[0]!];
    expect(await kinds(winner!.id)).toEqual(['booked', 'status-changed']);
    expect(await kinds(loser!.id)).toEqual(['booked']);

    // Two cancellations of one ride at once: the second finds it cancelled already.
    const twice = await Promise.all([
      setStatus(booking.id, 'cancelled', 'first'),
      setStatus(booking.id, 'cancelled', 'second'),
    ]);
    expect(twice.map(({ status }) => status).sort()).toEqual([200, 409]);
    const cancellations = (await events(booking.id)).filter(({ kind }) => kind === 'status-changed');
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0]!.reason).toBe(twice[0]!.status === 200 ? 'first' : 'second');
  });

  it("keeps each price staff set once, with its lines and reason, and the customer's acceptance", async () => {
    const booking = await instantRide();
    const price = (amount: string, reason: string) =>
      api()
        .put(`/api/admin/bookings/${booking.id}/price`)
        .set('Cookie', adminCookie())
        .send({ lines: [{ label: 'Transfer', amount }], reason });
    expect((await price('150.00', 'Late-night pick-up')).status).toBe(200);
    expect((await price('140.00', 'Regular customer')).status).toBe(200);
    const accepted = await api()
      .post(`/api/bookings/${booking.id}/accept-price`)
      .query({ token: booking.accessToken });
    expect(accepted.status).toBe(200);
    const [, first, second, acceptance, ...rest] = await events(booking.id);
    expect(rest).toEqual([]);
    expect(first).toMatchObject({
      kind: 'price-set',
      actor: { role: 'staff' },
      from: { total: booking.totalPrice, lines: booking.priceLines, priceState: 'booked' },
      to: { total: '150.00', lines: [{ label: 'Transfer', amount: '150.00' }], priceState: 'offered' },
      reason: 'Late-night pick-up',
    });
    expect(second).toMatchObject({
      kind: 'price-set',
      from: { total: '150.00', priceState: 'offered' },
      to: { total: '140.00' },
      reason: 'Regular customer',
    });
    expect(acceptance).toMatchObject({
      kind: 'price-accepted',
      actor: { role: 'customer', display: 'Customer' },
      from: { priceState: 'offered', total: '140.00' },
      to: { priceState: 'accepted', total: '140.00' },
    });
  });

  it('keeps a move with its old and new date and time and why, and each payment recorded', async () => {
    const booking = await instantRide({ time: '09:00' });
    const newDate = uniqueRideDate();
    const moved = await api()
      .patch(`/api/admin/bookings/${booking.id}/schedule`)
      .set('Cookie', adminCookie())
      .send({ date: newDate, time: '15:30', reason: 'The customer called' });
    expect(moved.status).toBe(200);
    expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
    const pay = (amount: string) =>
      api()
        .put(`/api/admin/bookings/${booking.id}/payment`)
        .set('Cookie', adminCookie())
        .send({ method: 'cash', amount, paidAt: '2026-01-05T10:00:00Z' });
    expect((await pay('100.00')).status).toBe(200);
    expect((await pay('120.00')).status).toBe(200);
    const history = await events(booking.id);
    expect(history.map(({ kind }) => kind)).toEqual([
      'booked',
      'rescheduled',
      'status-changed',
      'payment-recorded',
      'payment-recorded',
    ]);
    expect(history[1]).toMatchObject({
      from: { date: booking.date, time: '09:00' },
      to: { date: newDate, time: '15:30' },
      reason: 'The customer called',
    });
    expect(history[3]).toMatchObject({
      from: null,
      to: { method: 'cash', amount: '100.00', paidAt: '2026-01-05T10:00:00.000Z' },
    });
    expect(history[4]).toMatchObject({ from: { amount: '100.00' }, to: { amount: '120.00' } });
  });

  it('refuses a reason over 500 characters with a 400 naming it, and records nothing', async () => {
    const booking = await instantRide();
    expect(errorPaths(await setStatus(booking.id, 'cancelled', 'x'.repeat(501)))).toEqual(['reason']);
    const move = await api()
      .patch(`/api/admin/bookings/${booking.id}/schedule`)
      .set('Cookie', adminCookie())
      .send({ date: uniqueRideDate(), time: '10:00', reason: 42 });
    expect(errorPaths(move)).toEqual(['reason']);
    expect(await kinds(booking.id)).toEqual(['booked']);
  });

  it('answers 404 for an unknown booking and 400 for a bad id (admin access: admin.integration-spec.ts)', async () => {
    expectApiError(
      await api().get('/api/admin/bookings/2147483000/events').set('Cookie', adminCookie()),
      404,
    );
    expect(errorPaths(await api().get('/api/admin/bookings/x1/events').set('Cookie', adminCookie()))).toEqual(
      ['id'],
    );
  });
});

describe('booking.ride_events', () => {
  it('refuses to update or delete a row, and so to delete a booking with history', async () => {
    const booking = await instantRide();
    const db = dataSourceOf(app());
    const appendOnly = {
      driverError: expect.objectContaining({ message: expect.stringMatching(/append-only/) }),
    };
    await expect(
      db.query(`UPDATE booking.ride_events SET reason = 'forged' WHERE booking_id = $1`, [booking.id]),
    ).rejects.toMatchObject(appendOnly);
    await expect(
      db.query(`DELETE FROM booking.ride_events WHERE booking_id = $1`, [booking.id]),
    ).rejects.toMatchObject(appendOnly);
    await expect(db.query(`DELETE FROM booking.bookings WHERE id = $1`, [booking.id])).rejects.toBeDefined();
    expect(await kinds(booking.id)).toEqual(['booked']);
  });
});
