import type { CreateBookingResponse } from '@elite/contracts';
import {
  bookingRow,
  createBooking,
  dataSourceOf,
  expectApiError,
  outboxPayloads,
  postBooking,
  signedIn,
  uniqueRideDate,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);

/** A ride on vehicle 1 (the van) on `date` at `time`; an airport transfer holds it 2 h 30 min. */
const ride = (date: string, time: string, overrides: Record<string, unknown> = {}) =>
  createBooking(app(), { date, time, vehicleId: 1, serviceTypeId: 1, isRoundTrip: false, ...overrides });

async function confirmedRide(date: string, time: string): Promise<CreateBookingResponse> {
  const booking = await ride(date, time);
  expect((await setStatus(booking.id, 'confirmed')).status).toBe(200);
  return booking;
}

describe('availability of the van', () => {
  it('refuses a booking that overlaps a confirmed ride with a 409 naming the next free pickup times', async () => {
    const date = uniqueRideDate();
    await confirmedRide(date, '12:00');
    const response = await postBooking(app(), { date, time: '13:00' });
    expectApiError(response, 409);
    expect(response.body.message).toBe(
      'The van is already booked at that time. The next free pickup times that day are 14:30, 15:00 and 15:30.',
    );
  });

  it("offers only times whose whole hold fits before the next confirmed ride, for the new ride's own length", async () => {
    const date = uniqueRideDate();
    await confirmedRide(date, '12:00'); // holds 12:00–14:30
    await confirmedRide(date, '17:30'); // holds 17:30–20:00
    // A round-trip airport transfer holds the van 4 h 30 min: 14:30 would run into 17:30.
    const response = await postBooking(app(), { date, time: '13:00', isRoundTrip: true });
    expectApiError(response, 409);
    expect(response.body.message).toBe(
      'The van is already booked at that time. The next free pickup times that day are 20:00, 20:30 and 21:00.',
    );
  });

  it('accepts a ride that starts when the confirmed hold ends, and overlapping pending ones; no other vehicle gets round the van', async () => {
    const date = uniqueRideDate();
    await confirmedRide(date, '12:00');
    expect((await ride(date, '14:30')).status).toBe('pending');
    const elsewhere = await postBooking(app(), { date, time: '13:00', vehicleId: 2 });
    expectApiError(elsewhere, 400);
    expect(elsewhere.body.errors).toEqual([
      { path: 'vehicleId', message: 'This vehicle is not available for booking' },
    ]);
    const first = await ride(date, '08:00');
    const second = await ride(date, '08:30');
    expect([first.status, second.status]).toEqual(['pending', 'pending']);
  });

  it('refuses a pickup that starts before and runs into a confirmed ride', async () => {
    const date = uniqueRideDate();
    await confirmedRide(date, '12:00');
    const response = await postBooking(app(), { date, time: '10:00' });
    expectApiError(response, 409);
    expect(response.body.message).toMatch(/^The van is already booked at that time\. /);
  });

  it('lets staff confirm only one of two overlapping rides: the second is a 409 naming the clash', async () => {
    const date = uniqueRideDate();
    const first = await ride(date, '12:00');
    const second = await ride(date, '13:00');
    expect((await setStatus(first.id, 'confirmed')).status).toBe(200);
    const response = await setStatus(second.id, 'confirmed');
    expectApiError(response, 409);
    expect(response.body.message).toBe(
      `Booking #${second.id} cannot be confirmed: the van is already booked on ${date} from 12:00 to 14:30 by confirmed booking #${first.id}.`,
    );
    expect((await bookingRow(app(), second.id)).status).toBe('pending');
  });

  it("frees the van's window when a confirmed ride is cancelled", async () => {
    const date = uniqueRideDate();
    const first = await confirmedRide(date, '12:00');
    expect((await setStatus(first.id, 'cancelled')).status).toBe(200);
    const again = await ride(date, '12:00');
    expect((await setStatus(again.id, 'confirmed')).status).toBe(200);
  });

  it('confirms exactly one of 50 rides for one slot confirmed at once; the other 49 get a 409', async () => {
    const date = uniqueRideDate();
    const rides: CreateBookingResponse[] = [];
    for (let i = 0; i < 50; i++) rides.push(await ride(date, '10:00'));
    const answers = await Promise.all(rides.map((booking) => setStatus(booking.id, 'confirmed')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const winner = rides[statuses.indexOf(200)]!;
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.message).toMatch(new RegExp(`by confirmed booking #${winner.id}\\.$`));
    const [{ confirmed }] = (await dataSourceOf(app()).query(
      `SELECT COUNT(*)::int AS confirmed FROM booking.bookings WHERE date = $1 AND status = 'confirmed'`,
      [date],
    )) as Array<{ confirmed: number }>;
    expect(confirmed).toBe(1);
  });

  it('refuses all of 50 bookings made at once for a slot a confirmed ride holds', async () => {
    const date = uniqueRideDate();
    await confirmedRide(date, '10:00');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postBooking(app(), { date, time: '11:00' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(409));
    const [{ count }] = (await dataSourceOf(app()).query(
      `SELECT COUNT(*)::int AS count FROM booking.bookings WHERE date = $1`,
      [date],
    )) as Array<{ count: number }>;
    expect(count).toBe(1);
  });
});

describe('PATCH /api/admin/bookings/:id/schedule', () => {
  const reschedule = (id: number, body: object, cookie = adminCookie()) =>
    api().patch(`/api/admin/bookings/${id}/schedule`).set('Cookie', cookie).send(body);

  it('moves a ride and publishes booking.rescheduled with the ride as it is now, and its next version', async () => {
    const booking = await ride(uniqueRideDate(), '09:00');
    const date = uniqueRideDate();
    const response = await reschedule(booking.id, { date, time: '16:15' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: booking.id, date, time: '16:15', status: 'pending' });
    expect(await outboxPayloads(app(), 'booking.rescheduled', booking.id)).toEqual([
      {
        bookingId: booking.id,
        userId: null,
        version: 2,
        status: 'pending',
        ride: expect.objectContaining({ date, time: '16:15', serviceTypeValue: 'airport' }),
      },
    ]);
  });

  it('moves a confirmed ride within its own hold, and frees its old window', async () => {
    const date = uniqueRideDate();
    const booking = await confirmedRide(date, '12:00');
    expect((await reschedule(booking.id, { date, time: '12:30' })).status).toBe(200);
    expect((await reschedule(booking.id, { date, time: '18:00' })).status).toBe(200);
    const other = await ride(date, '12:00');
    expect((await setStatus(other.id, 'confirmed')).status).toBe(200);
  });

  it('refuses a time the van is taken with a 409 naming the next free times, and keeps the ride', async () => {
    const date = uniqueRideDate();
    await confirmedRide(date, '12:00');
    const booking = await confirmedRide(date, '18:00');
    const response = await reschedule(booking.id, { date, time: '13:00' });
    expectApiError(response, 409);
    expect(response.body.message).toBe(
      'The van is already booked at that time. The next free pickup times that day are 14:30, 15:00 and 15:30.',
    );
    expect((await bookingRow(app(), booking.id)).time).toBe('18:00');
  });

  it('refuses a past pickup with a 400 naming the field, and a closed ride with a 409', async () => {
    const booking = await ride(uniqueRideDate(), '09:00');
    const past = await reschedule(booking.id, { date: '2020-01-01', time: '09:00' });
    expectApiError(past, 400);
    expect(past.body.errors).toEqual([{ path: 'date', message: 'Date cannot be in the past' }]);
    const invalid = await reschedule(booking.id, { date: '2031-02-30', time: '9am' });
    expect(invalid.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['date', 'time']);
    await setStatus(booking.id, 'cancelled');
    const closed = await reschedule(booking.id, { date: uniqueRideDate(), time: '09:00' });
    expectApiError(closed, 409);
    expect(closed.body.message).toBe('Cannot reschedule a cancelled booking');
  });

  it('is for staff only: 401 anonymous, 403 a client, 404 an unknown booking', async () => {
    const body = { date: uniqueRideDate(), time: '09:00' };
    expectApiError(await api().patch('/api/admin/bookings/1/schedule').send(body), 401);
    expectApiError(await reschedule(1, body, (await signedIn('client')).cookie), 403);
    expectApiError(await reschedule(2147483600, body), 404);
  });
});
