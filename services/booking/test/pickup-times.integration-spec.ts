import { furthestBookableDate, PICKUP_MESSAGES } from '../src/bookings/booking-rules';
import {
  bookingIdsOf,
  bookingInput,
  businessDay,
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  nextClockChanges,
  postBooking,
  uniqueEmail,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';

// The dates and times a ride may be booked for (docs/product.md §5), with the booking horizon as it
// ships: the other files run with the tests' long one (scripts/lib/test-environment.mjs).
delete process.env.BOOKING_HORIZON;

const { app, api } = useBookingApp();
const { cookie: adminCookie } = useAdmin(api);

const ZONE = 'America/Los_Angeles';
const DAY_MS = 24 * 60 * 60 * 1000;
const { forward, back } = nextClockChanges();
const furthest = furthestBookableDate(businessDay(0), { months: 18, days: 0 });
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

// Near days unless a test says otherwise: the kit's default days are years ahead, past this horizon.
const book = (overrides: Record<string, unknown>) =>
  postBooking(app(), { date: businessDay(2), ...overrides });
const quote = (overrides: Record<string, unknown>) => api().post('/api/quotes').send(bookingInput(overrides));
const reschedule = (id: number, body: object) =>
  api().patch(`/api/admin/bookings/${id}/schedule`).set('Cookie', adminCookie()).send(body);

async function storedRide(id: number): Promise<{ date: string; time: string; start: Date; end: Date }> {
  const [row] = await dataSourceOf(app()).query(
    `SELECT "date", "time", lower("vehicle_hold") AS "start", upper("vehicle_hold") AS "end"
       FROM booking.bookings WHERE id = $1`,
    [id],
  );
  return row;
}

describe('the booking horizon (BOOKING_HORIZON, 18 months by default)', () => {
  it('books the furthest day of the horizon, late in the evening', async () => {
    const response = await book({ date: furthest, time: '23:30', isRoundTrip: true });
    expect(response.status).toBe(201);
  });

  it('refuses the day after it with a 400 naming date and the furthest day, and stores nothing', async () => {
    const email = uniqueEmail('too-far');
    const response = await book({ date: dayAfter(furthest), email });
    expect(errorPaths(response)).toEqual(['date']);
    expect(response.body.errors[0].message).toBe(PICKUP_MESSAGES.tooFar(furthest));
    expect(response.body.errors[0].message).toMatch(
      /^Date cannot be after \w+ \d{1,2}, \d{4}, the furthest day/,
    );
    expect(await bookingIdsOf(app(), email)).toEqual([]);
  });

  it('refuses 9999-12-31, and staff moving a ride there, with a 400 naming date, never a 500', async () => {
    const response = await book({ date: '9999-12-31', time: '23:59', isRoundTrip: true });
    expect(errorPaths(response)).toEqual(['date']);
    const booking = await createBooking(app(), { date: businessDay(3), time: '10:00' });
    const moved = await reschedule(booking.id, { date: '9999-12-31', time: '23:59' });
    expect(errorPaths(moved)).toEqual(['date']);
    expect((await storedRide(booking.id)).date).toBe(businessDay(3));
  });

  it('answers every date at the edges of the calendar with a 2xx or a 400, on every route that takes one', async () => {
    const booking = await createBooking(app(), { date: businessDay(4), time: '10:00' });
    for (const date of ['0100-01-01', '1969-12-31', '1970-01-01', '9999-12-30', '9999-12-31', furthest]) {
      for (const time of ['00:00', '02:30', '23:59']) {
        for (const response of [
          await book({ date, time }),
          await reschedule(booking.id, { date, time }),
          await quote({ date, time }),
        ])
          expect([200, 201, 400]).toContain(response.status);
      }
    }
  });
});

describe('local times the clocks skip or repeat in the business zone (docs/product.md §5)', () => {
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const skipped = `2:30 AM does not exist on ${day.format(new Date(`${forward}T00:00:00Z`))} in Los Angeles: clocks move forward from 2:00 AM to 3:00 AM`;

  it('refuses 02:30 on the day clocks jump from 02:00 to 03:00 with a 400 naming time, and stores nothing', async () => {
    const email = uniqueEmail('skipped');
    const response = await book({ date: forward, time: '02:30', email });
    expectApiError(response, 400);
    expect(response.body.errors).toEqual([{ path: 'time', message: skipped }]);
    expect(await bookingIdsOf(app(), email)).toEqual([]);
    expect((await book({ date: forward, time: '03:00' })).status).toBe(201);
  });

  it('refuses staff moving a ride to that time with the same 400, and keeps the ride', async () => {
    const booking = await createBooking(app(), { date: businessDay(5), time: '10:00' });
    const response = await reschedule(booking.id, { date: forward, time: '02:30' });
    expectApiError(response, 400);
    expect(response.body.errors).toEqual([{ path: 'time', message: skipped }]);
    expect(await storedRide(booking.id)).toMatchObject({ date: businessDay(5), time: '10:00' });
  });

  it('refuses a quote for that time with the same 400: it could not be booked', async () => {
    const response = await quote({ date: forward, time: '02:30' });
    expectApiError(response, 400);
    expect(response.body.errors).toEqual([{ path: 'time', message: skipped }]);
    expect((await quote({ date: forward, time: '03:00' })).status).toBe(200);
  });

  it("stores 01:30 on the day clocks go back as booked and holds the van from its first occurrence, 01:30 PDT, as the ride's page and calendar file say", async () => {
    const booking = await createBooking(app(), { date: back, time: '01:30', serviceTypeId: 1 });
    // 01:30 PDT (UTC−7) is 08:30 UTC; an airport transfer lasts 2 h and holds the van 30 min longer.
    const first = Date.parse(`${back}T08:30:00Z`);
    expect(await storedRide(booking.id)).toEqual({
      date: back,
      time: '01:30',
      start: new Date(first),
      end: new Date(first + 150 * 60_000),
    });
    const page = await api().get(`/api/bookings/${booking.id}`).query({ token: booking.accessToken });
    expect(page.body.pickupAt).toBe(new Date(first).toISOString());
    const ics = await api()
      .get(`/api/bookings/${booking.id}/calendar.ics`)
      .query({ token: booking.accessToken })
      .buffer(true);
    const compact = back.replaceAll('-', '');
    // RFC 5545 §3.3.5 reads a local time that happens twice as its first occurrence: 01:30 PDT, the
    // hold's start. The ride's two hours from there end at 02:30 PST, not at 03:30.
    expect(ics.text).toContain(`DTSTART;TZID=${ZONE}:${compact}T013000`);
    expect(ics.text).toContain(`DTEND;TZID=${ZONE}:${compact}T023000`);
  });
});
