import {
  adminCalendarSchema,
  CALENDAR_MAX_DAYS,
  DEFAULT_BUSINESS_TIME_ZONE,
  pickupInstant,
  type AdminCalendar,
} from '@elite/contracts';
import {
  createBooking,
  errorPaths,
  uniqueEmail,
  uniqueRideDate,
  useAdmin,
  useBookingApp,
} from './booking-test-kit';

const { app, api } = useBookingApp();
const { cookie: adminCookie, setStatus } = useAdmin(api);

const calendar = (query: Record<string, string>) =>
  api().get('/api/admin/calendar').query(query).set('Cookie', adminCookie());

async function ridesOf(query: { from: string; to: string }): Promise<AdminCalendar['rides']> {
  const response = await calendar(query);
  expect({ status: response.status, errors: response.body.errors }).toEqual({ status: 200 });
  return adminCalendarSchema.strict().parse(response.body).rides;
}

/** `yyyy-MM-dd` a number of days after another. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function confirm(id: number): Promise<void> {
  expect((await setStatus(id, 'confirmed')).status).toBe(200);
}

describe('GET /api/admin/calendar', () => {
  it('keeps the rides whose hold meets the days, and leaves out those just outside and the cancelled', async () => {
    const [before, day, after] = [uniqueRideDate(), uniqueRideDate(), uniqueRideDate()];
    // An airport ride holds the van 2 h 30 min: 20:00 ends at 22:30 the day before, 23:00 runs past midnight.
    const endsBefore = await createBooking(app(), { date: before, time: '20:00' });
    const runsInto = await createBooking(app(), { date: before, time: '23:00' });
    const inside = await createBooking(app(), { date: day, time: '09:00', fullName: 'Grace Hopper' });
    const cancelled = await createBooking(app(), { date: day, time: '15:00' });
    const nextDay = await createBooking(app(), { date: after, time: '00:00' });
    await confirm(inside.id);
    expect((await setStatus(cancelled.id, 'cancelled')).status).toBe(200);

    const rides = await ridesOf({ from: day, to: day });
    const ids = rides.map((ride) => ride.id);
    expect(ids).toEqual(expect.arrayContaining([runsInto.id, inside.id]));
    expect(ids).not.toContain(endsBefore.id);
    expect(ids).not.toContain(cancelled.id);
    expect(ids).not.toContain(nextDay.id);
    expect(ids.indexOf(runsInto.id)).toBeLessThan(ids.indexOf(inside.id));
    expect(rides.find((ride) => ride.id === inside.id)).toEqual({
      id: inside.id,
      status: 'confirmed',
      priceState: 'booked',
      fullName: 'Grace Hopper',
      phone: '+1 310 555 0100',
      serviceTypeId: 1,
      serviceType: 'Airport Transfer',
      pickupLocation: 'Los Angeles International Airport (LAX)',
      dropoffLocation: 'The Beverly Hills Hotel',
      date: day,
      time: '09:00',
      holdStart: pickupInstant(day, '09:00', DEFAULT_BUSINESS_TIME_ZONE).toISOString(),
      holdEnd: pickupInstant(day, '11:30', DEFAULT_BUSINESS_TIME_ZONE).toISOString(),
      clashesWith: [],
    });
    expect((await ridesOf({ from: after, to: after })).map((ride) => ride.id)).toEqual([nextDay.id]);
  });

  it('lists, for a pending request, the confirmed rides its hold overlaps, and not one it only touches', async () => {
    const day = uniqueRideDate();
    const email = uniqueEmail('calendar-clash');
    // Booked while all are pending: a request overlapping a confirmed ride is refused at booking.
    const confirmed = await createBooking(app(), { email, date: day, time: '10:00' });
    const overlapping = await createBooking(app(), { email, date: day, time: '11:00' });
    const touching = await createBooking(app(), { email, date: day, time: '12:30' });
    const before = await createBooking(app(), { email, date: day, time: '07:30' });
    await confirm(confirmed.id);

    const rides = new Map((await ridesOf({ from: day, to: day })).map((ride) => [ride.id, ride]));
    expect(rides.get(overlapping.id)).toMatchObject({ status: 'pending', clashesWith: [confirmed.id] });
    expect(rides.get(touching.id)).toMatchObject({ status: 'pending', clashesWith: [] });
    expect(rides.get(before.id)).toMatchObject({ status: 'pending', clashesWith: [] });
    expect(rides.get(confirmed.id)).toMatchObject({ status: 'confirmed', clashesWith: [] });
  });

  it(`answers ${CALENDAR_MAX_DAYS} days, and a 400 naming the field for a bad, reversed or longer range`, async () => {
    const from = uniqueRideDate();
    expect((await calendar({ from, to: plusDays(from, CALENDAR_MAX_DAYS - 1) })).status).toBe(200);
    expect(errorPaths(await calendar({ from, to: plusDays(from, CALENDAR_MAX_DAYS) }))).toEqual(['to']);
    expect(errorPaths(await calendar({ from, to: plusDays(from, -1) }))).toEqual(['to']);
    expect(errorPaths(await calendar({ from: '2100-02-30', to: from }))).toEqual(['from']);
    expect(errorPaths(await calendar({ from, to: 'soon' }))).toEqual(['to']);
    expect(errorPaths(await calendar({ from }))).toEqual(['to']);
  });
});
