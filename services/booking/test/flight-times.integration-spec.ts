import type { INestApplication } from '@nestjs/common';
import {
  DEFAULT_BUSINESS_TIME_ZONE,
  LANDING_MESSAGES,
  NO_FLIGHT_TO_DELAY,
  bookingSchema,
  nextCalendarDay,
  pickupInstant,
  quoteSchema,
} from '@elite/contracts';
import {
  bookingInput,
  createBooking,
  dataSourceOf,
  errorPaths,
  expectApiError,
  outboxPayloads,
  postBooking,
  startBookingApp,
  uniqueRideDate,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';

// The airport promise (docs/product.md §5): a landing time sets an airport pick-up to the landing plus
// the free waiting of the flight's origin (FLIGHT_GRACE_DOMESTIC, FLIGHT_GRACE_INTERNATIONAL).

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);

const book = (overrides: Record<string, unknown>) => postBooking(app(), overrides);
const flightDelay = (id: number, body: object) =>
  api().post(`/api/admin/bookings/${id}/flight-delay`).set('Cookie', adminCookie()).send(body);

async function storedFlight(id: number) {
  const [row] = await dataSourceOf(app()).query(
    `SELECT "date", "time", "landing_date", "landing_time", "free_waiting_minutes", lower("vehicle_hold") AS "start"
       FROM booking.bookings WHERE id = $1`,
    [id],
  );
  return row;
}

const lastEventRide = async (id: number, type: string) => (await outboxPayloads(app(), type, id)).at(-1).ride;

describe('an airport pick-up with a landing time', () => {
  it('picks up 30 minutes after a domestic landing, whatever time was sent, and says so in the booking and its event', async () => {
    const date = uniqueRideDate();
    const response = await book({ date, time: '09:00', landingTime: '16:00', flightOrigin: 'domestic' });
    expect(response.status).toBe(201);
    expect(bookingSchema.parse(response.body)).toMatchObject({
      date,
      time: '16:30',
      landingDate: date,
      landingTime: '16:00',
      freeWaitingMinutes: 30,
    });
    expect(await storedFlight(response.body.id)).toMatchObject({
      date,
      time: '16:30',
      landing_date: date,
      landing_time: '16:00',
      free_waiting_minutes: 30,
    });
    expect(await lastEventRide(response.body.id, 'booking.created')).toMatchObject({
      time: '16:30',
      landingDate: date,
      landingTime: '16:00',
      freeWaitingMinutes: 30,
    });
  });

  it('picks up 60 minutes after an international landing, and holds the van from then', async () => {
    const date = uniqueRideDate();
    const response = await book({ date, landingTime: '16:30', flightOrigin: 'international' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ time: '17:30', freeWaitingMinutes: 60 });
    expect((await storedFlight(response.body.id)).start).toEqual(
      pickupInstant(date, '17:30', DEFAULT_BUSINESS_TIME_ZONE),
    );
  });

  it('takes a domestic flight when its origin is not said', async () => {
    const response = await book({ landingTime: '10:00' });
    expect(response.body).toMatchObject({ time: '10:30', freeWaitingMinutes: 30 });
  });

  it('moves a pick-up that passes midnight to the next day, keeping the landing on its own', async () => {
    const date = uniqueRideDate();
    const response = await book({ date, landingTime: '23:45', flightOrigin: 'international' });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      date: nextCalendarDay(date),
      time: '00:45',
      landingDate: date,
      landingTime: '23:45',
    });
  });

  it('is an airport pick-up from an airport of the catalogue with any service type', async () => {
    const response = await book({ serviceTypeId: 2, landingTime: '12:00' });
    expect(response.status).toBe(201);
    expect(response.body.time).toBe('12:30');
  });

  it('refuses a landing time without a flight number with a 400 naming landingTime', async () => {
    const response = await book({ flightNumber: null, landingTime: '16:00' });
    expect(errorPaths(response)).toEqual(['landingTime']);
    expect(response.body.errors[0].message).toBe(LANDING_MESSAGES.withoutFlight);
  });

  it('refuses a landing time for a pick-up away from an airport with a 400 naming landingTime', async () => {
    const response = await book({
      serviceTypeId: 2,
      pickupLocation: 'The Beverly Hills Hotel',
      dropoffLocation: 'Los Angeles International Airport (LAX)',
      landingTime: '16:00',
    });
    expect(errorPaths(response)).toEqual(['landingTime']);
    expect(response.body.errors[0].message).toBe(LANDING_MESSAGES.notAirport);
  });

  it('refuses a landing time that is no time, and an origin it does not know, naming each', async () => {
    expect(errorPaths(await book({ landingTime: '4 pm' }))).toEqual(['landingTime']);
    expect(errorPaths(await book({ landingTime: '16:00', flightOrigin: 'orbital' }))).toEqual([
      'flightOrigin',
    ]);
  });

  it('books without a landing time as before: the time sent is the pick-up', async () => {
    const response = await book({ time: '09:15' });
    expect(response.body).toMatchObject({ time: '09:15', landingTime: null, freeWaitingMinutes: null });
  });

  it('quotes the pick-up a landing sets, and says whether the pick-up is at an airport', async () => {
    const trip = bookingInput({ landingTime: '21:40', flightOrigin: 'international' });
    const quoted = quoteSchema.parse((await api().post('/api/quotes').send(trip)).body);
    expect(quoted).toMatchObject({
      airportPickup: true,
      flight: { landingTime: '21:40', freeWaitingMinutes: 60, time: '22:40' },
    });
    // 22:40 is in the night window: the quote prices the pick-up, not the time sent.
    expect(quoted.lines?.map((line) => line.label).join(' ')).toMatch(/night/i);
    const fromHotel = await api()
      .post('/api/quotes')
      .send({ ...trip, serviceTypeId: 2, pickupLocation: 'The Beverly Hills Hotel' });
    expect(quoteSchema.parse(fromHotel.body)).toMatchObject({ airportPickup: false, flight: null });
  });
});

describe('Flight delayed (POST /api/admin/bookings/:id/flight-delay)', () => {
  it('moves the ride to the new landing plus its free waiting, stores the landing, and publishes booking.rescheduled', async () => {
    const date = uniqueRideDate();
    const ride = await createBooking(app(), { date, landingTime: '16:00', flightOrigin: 'international' });
    const response = await flightDelay(ride.id, { landingTime: '18:20' });
    expect(response.status).toBe(200);
    expect(bookingSchema.parse(response.body)).toMatchObject({
      date,
      time: '19:20',
      landingDate: date,
      landingTime: '18:20',
      freeWaitingMinutes: 60,
    });
    expect(await storedFlight(ride.id)).toMatchObject({ time: '19:20', landing_time: '18:20' });
    expect(await lastEventRide(ride.id, 'booking.rescheduled')).toMatchObject({
      date,
      time: '19:20',
      landingTime: '18:20',
      freeWaitingMinutes: 60,
    });
  });

  it('takes a new landing day, and a delay past midnight moves the pick-up to the day after', async () => {
    const date = uniqueRideDate();
    const ride = await createBooking(app(), { date, landingTime: '20:00' });
    const later = uniqueRideDate();
    const moved = await flightDelay(ride.id, { landingDate: later, landingTime: '23:50' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      date: nextCalendarDay(later),
      time: '00:20',
      landingDate: later,
      landingTime: '23:50',
    });
  });

  it('answers 409 when the van is taken at the new pick-up, and leaves the ride and its landing as they were', async () => {
    const date = uniqueRideDate();
    const ride = await createBooking(app(), { date, landingTime: '10:00' });
    const other = await createBooking(app(), { date, time: '15:00', flightNumber: null });
    expect((await setStatus(other.id, 'confirmed')).status).toBe(200);
    const response = await flightDelay(ride.id, { landingTime: '14:30' });
    expectApiError(response, 409);
    expect(response.body.message).toMatch(/van is already booked/);
    expect(await storedFlight(ride.id)).toMatchObject({ time: '10:30', landing_time: '10:00' });
  });

  it('refuses a ride without a flight with a 400, and moves nothing', async () => {
    const ride = await createBooking(app(), { time: '11:00', landingTime: null });
    const response = await flightDelay(ride.id, { landingTime: '13:00' });
    expectApiError(response, 400);
    expect(response.body.message).toBe(NO_FLIGHT_TO_DELAY);
    expect((await storedFlight(ride.id)).time).toBe('11:00');
  });

  it('refuses a landing that is no time with a 400 naming landingTime, and is for staff only', async () => {
    const ride = await createBooking(app(), { landingTime: '10:00' });
    expect(errorPaths(await flightDelay(ride.id, { landingTime: '25:00' }))).toEqual(['landingTime']);
    expect(
      errorPaths(await flightDelay(ride.id, { landingDate: '2030-02-30', landingTime: '10:00' })),
    ).toEqual(['landingDate']);
    const anonymous = await api()
      .post(`/api/admin/bookings/${ride.id}/flight-delay`)
      .send({ landingTime: '11:00' });
    expect(anonymous.status).toBe(401);
  });
});

describe('the free waiting is configurable', () => {
  let configured: INestApplication | undefined;
  beforeAll(async () => {
    process.env.FLIGHT_GRACE_DOMESTIC = '45m';
    process.env.FLIGHT_GRACE_INTERNATIONAL = '90m';
    try {
      configured = await startBookingApp();
    } finally {
      delete process.env.FLIGHT_GRACE_DOMESTIC;
      delete process.env.FLIGHT_GRACE_INTERNATIONAL;
    }
  });
  afterAll(async () => {
    await configured?.close();
  });

  it('waits FLIGHT_GRACE_DOMESTIC after a domestic landing and FLIGHT_GRACE_INTERNATIONAL after an international one', async () => {
    const send = (flightOrigin: string) => postBooking(configured!, { landingTime: '08:00', flightOrigin });
    expect((await send('domestic')).body).toMatchObject({ time: '08:45', freeWaitingMinutes: 45 });
    expect((await send('international')).body).toMatchObject({ time: '09:30', freeWaitingMinutes: 90 });
  });
});
