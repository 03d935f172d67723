import {
  bookingFormSchema,
  canTransition,
  createBookingSchema,
  DEFAULT_FLIGHT_GRACE,
  FLIGHT_NUMBER_MESSAGE,
  flightPickup,
  hasEnded,
  LANDING_MESSAGES,
  pickupAfterLanding,
  isCalendarDate,
  TERMS_MESSAGE,
} from './booking';

const valid = {
  pickupLocation: 'LAX Terminal 4',
  dropoffLocation: 'Beverly Hills Hotel',
  date: '2030-05-01',
  time: '12:00',
  passengers: 2,
  luggage: 1,
  fullName: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '+1 310 555 0100',
  paymentMethod: 'cash',
};

const pathsOf = (input: unknown) =>
  createBookingSchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('createBookingSchema', () => {
  it('accepts a complete booking, applying the spec defaults and normalising the e-mail', () => {
    const booking = createBookingSchema.parse({ ...valid, termsAccepted: true, extra: 'dropped' });
    expect(booking).toMatchObject({
      serviceTypeId: 1,
      vehicleId: 1,
      isRoundTrip: false,
      email: 'ada@example.com',
      flightNumber: null,
    });
    expect(booking).not.toHaveProperty('termsAccepted');
    expect(booking).not.toHaveProperty('extra');
  });

  it.each([
    ['passengers', 0],
    ['passengers', 15],
    ['passengers', 2.5],
    ['luggage', -1],
    ['luggage', 11],
  ])('rejects %s = %s naming the field', (field, value) => {
    expect(pathsOf({ ...valid, [field]: value })).toEqual([field]);
  });

  it('accepts the limits themselves', () => {
    expect(pathsOf({ ...valid, passengers: 14, luggage: 10 })).toEqual([]);
    expect(pathsOf({ ...valid, passengers: 1, luggage: 0 })).toEqual([]);
  });

  it('requires every field the spec requires', () => {
    expect(pathsOf({}).sort()).toEqual(
      'date dropoffLocation email fullName passengers paymentMethod phone pickupLocation time'.split(' '),
    );
  });

  it('rejects blank text, unknown payment methods, impossible dates and times', () => {
    expect(pathsOf({ ...valid, pickupLocation: '   ' })).toEqual(['pickupLocation']);
    expect(pathsOf({ ...valid, paymentMethod: 'bitcoin' })).toEqual(['paymentMethod']);
    expect(pathsOf({ ...valid, date: '2030-02-30' })).toEqual(['date']);
    expect(pathsOf({ ...valid, time: '24:00' })).toEqual(['time']);
    expect(pathsOf({ ...valid, email: 'not-an-email' })).toEqual(['email']);
  });

  it('carries a magic link token when one is sent, and refuses anything that cannot be one', () => {
    const token = 'Ab9_-'.repeat(6) + 'xy';
    expect(createBookingSchema.parse({ ...valid, magicLinkToken: token }).magicLinkToken).toBe(token);
    expect(createBookingSchema.parse(valid)).not.toHaveProperty('magicLinkToken');
    for (const bad of ['short', `${token}x`, `${token.slice(1)}!`, 42, null]) {
      const result = createBookingSchema.safeParse({ ...valid, magicLinkToken: bad });
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['magicLinkToken'], message: 'Invalid magic link' }),
      ]);
    }
  });
});

describe('bookingFormSchema', () => {
  it('requires the terms with the spec message', () => {
    const result = bookingFormSchema.safeParse({ ...valid, termsAccepted: false });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['termsAccepted'], message: TERMS_MESSAGE }),
    ]);
  });
});

describe('booking status transitions', () => {
  it('allows pending → confirmed → completed and cancelling before completion only', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('confirmed', 'completed')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('pending', 'completed')).toBe(false);
    expect(canTransition('completed', 'cancelled')).toBe(false);
    expect(canTransition('cancelled', 'pending')).toBe(false);
  });

  it('has a ride ended once completed or cancelled, and only then', () => {
    const statuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
    expect(statuses.filter(hasEnded)).toEqual(['completed', 'cancelled']);
  });
});

describe('the flight number', () => {
  const flight = (flightNumber: unknown) => createBookingSchema.safeParse({ ...valid, flightNumber });

  it.each([
    ['AA 1234', 'AA 1234'],
    ['B6 23', 'B6 23'],
    ['9W 117', '9W 117'],
    [' ba283 ', 'BA283'],
    ['DLH 4', 'DLH 4'],
  ])('takes %j as %j', (written, kept) => {
    expect(flight(written).data?.flightNumber).toBe(kept);
  });

  it('is optional: absent, null or blank is none', () => {
    for (const none of [undefined, null, '', '   ']) expect(flight(none).data?.flightNumber).toBeNull();
  });

  it.each(['hello', 'A 123', 'ABCD 12', 'AA 12345', 'AA-123', 'AA', 'AA  12', 'AA 12 3'])(
    'refuses %j naming flightNumber',
    (written) => {
      const issues = flight(written).error?.issues ?? [];
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['flightNumber', FLIGHT_NUMBER_MESSAGE],
      ]);
    },
  );
});

describe('the pick-up after a landing', () => {
  const LA = 'America/Los_Angeles';
  const landing = (landingTime: string | null, flightOrigin: 'domestic' | 'international') => ({
    date: '2030-05-01',
    flightNumber: 'AA 1234',
    landingTime,
    flightOrigin,
  });

  it('adds 30 minutes to a domestic landing and 60 to an international one', () => {
    expect(flightPickup(landing('16:00', 'domestic'), true, DEFAULT_FLIGHT_GRACE, LA)).toEqual({
      pickup: {
        landingDate: '2030-05-01',
        landingTime: '16:00',
        freeWaitingMinutes: 30,
        date: '2030-05-01',
        time: '16:30',
      },
      errors: [],
    });
    const international = flightPickup(landing('16:00', 'international'), true, DEFAULT_FLIGHT_GRACE, LA);
    expect(international.pickup).toMatchObject({ freeWaitingMinutes: 60, time: '17:00' });
  });

  it('takes the grace it is given', () => {
    const grace = { domestic: 45, international: 90 };
    const { pickup } = flightPickup(landing('09:10', 'international'), true, grace, LA);
    expect(pickup).toMatchObject({ freeWaitingMinutes: 90, time: '10:40' });
  });

  it.each([
    ['moves a pick-up past midnight to the next day', '2030-05-01', '23:40', 30, '2030-05-02', '00:10'],
    ['also at the end of a month and a year', '2030-12-31', '23:30', 60, '2031-01-01', '00:30'],
    // An hour after 1:30 AM the day clocks spring forward is 3:30 AM.
    ['counts real minutes across a clock change', '2027-03-14', '01:30', 60, '2027-03-14', '03:30'],
  ])('%s: %s %s plus %i minutes is %s %s', (_rule, date, time, minutes, pickupDate, pickupTime) => {
    expect(pickupAfterLanding({ date, time }, minutes, LA)).toEqual({ date: pickupDate, time: pickupTime });
  });

  it('has no pick-up without a landing time', () => {
    const none = flightPickup(landing(null, 'domestic'), true, DEFAULT_FLIGHT_GRACE, LA);
    expect(none).toEqual({ pickup: null, errors: [] });
  });

  it('refuses a landing time without a flight number, or away from an airport, naming landingTime', () => {
    const withoutFlight = { ...landing('16:00', 'domestic'), flightNumber: null };
    expect(flightPickup(withoutFlight, true, DEFAULT_FLIGHT_GRACE, LA).errors).toEqual([
      { path: 'landingTime', message: LANDING_MESSAGES.withoutFlight },
    ]);
    expect(flightPickup(landing('16:00', 'domestic'), false, DEFAULT_FLIGHT_GRACE, LA).errors).toEqual([
      { path: 'landingTime', message: LANDING_MESSAGES.notAirport },
    ]);
  });

  it('reads the landing fields of a booking: blank is none, the origin domestic unless said', () => {
    const parsed = createBookingSchema.parse({ ...valid, landingTime: '' });
    expect(parsed).toMatchObject({ landingTime: null, flightOrigin: 'domestic' });
    expect(pathsOf({ ...valid, landingTime: '25:00' })).toEqual(['landingTime']);
    expect(pathsOf({ ...valid, flightOrigin: 'martian' })).toEqual(['flightOrigin']);
  });
});

describe('isCalendarDate', () => {
  it('knows leap years', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
  });
});
