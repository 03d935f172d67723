import { ConfigError } from '@elite/nest-kit';
import { DEFAULT_PRICING_RATES } from '@elite/contracts';
import { sealingKeyEnv } from '@elite/nest-kit/testing';
import { loadBookingConfig, pricingRates } from './config';

const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/booking';
const { NOTIFICATIONS_PUBLIC_KEY } = sealingKeyEnv();
const base = { DATABASE_URL, NOTIFICATIONS_PUBLIC_KEY };

describe('loadBookingConfig', () => {
  it('defaults the port to 3001 and the lookup cache to 60 seconds', () => {
    const config = loadBookingConfig(base);
    expect(config.BOOKING_PORT).toBe(3001);
    expect(config.LOOKUP_CACHE_TTL_SECONDS).toBe(60);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('finds the magic-link service on its default port, or on every replica MAGIC_LINK_URL names', () => {
    expect(loadBookingConfig(base).MAGIC_LINK_URL.map(String)).toEqual(['http://127.0.0.1:3003/']);
    expect(
      loadBookingConfig({ ...base, MAGIC_LINK_URL: 'http://a:3003, http://b:3013' }).MAGIC_LINK_URL.map(
        String,
      ),
    ).toEqual(['http://a:3003/', 'http://b:3013/']);
    expect(() => loadBookingConfig({ ...base, MAGIC_LINK_URL: 'magic-link:3003' })).toThrow(/MAGIC_LINK_URL/);
  });

  it("takes the company's mailbox, the organizer of calendar files, from MAIL_FROM", () => {
    expect(loadBookingConfig(base).MAIL_FROM).toBe('Elite Transport <reservations@elitetransport.example>');
    expect(loadBookingConfig({ ...base, MAIL_FROM: 'rides@example.com' }).MAIL_FROM).toBe(
      'rides@example.com',
    );
    expect(() => loadBookingConfig({ ...base, MAIL_FROM: 'Elite <nobody>' })).toThrow(/MAIL_FROM/);
  });

  it('reads BOOKING_PORT from the environment', () => {
    expect(loadBookingConfig({ ...base, BOOKING_PORT: '13001' }).BOOKING_PORT).toBe(13001);
  });

  it('defaults the business zone to Los Angeles and the cancellation cutoff to 2 hours', () => {
    const config = loadBookingConfig(base);
    expect(config.BUSINESS_TIME_ZONE).toBe('America/Los_Angeles');
    expect(config.CANCELLATION_CUTOFF).toBe(2 * 3600);
  });

  it('reads the cutoff as a duration (90m, 3h) and any zone Intl knows', () => {
    const config = loadBookingConfig({
      ...base,
      CANCELLATION_CUTOFF: '90m',
      BUSINESS_TIME_ZONE: 'Europe/London',
    });
    expect(config.CANCELLATION_CUTOFF).toBe(90 * 60);
    expect(config.BUSINESS_TIME_ZONE).toBe('Europe/London');
    expect(loadBookingConfig({ ...base, CANCELLATION_CUTOFF: '3h' }).CANCELLATION_CUTOFF).toBe(3 * 3600);
  });

  it('reads the free waiting after a landing as whole minutes: 30 domestic and 60 international unless set', () => {
    expect(loadBookingConfig(base)).toMatchObject({
      FLIGHT_GRACE_DOMESTIC: 30,
      FLIGHT_GRACE_INTERNATIONAL: 60,
    });
    const set = loadBookingConfig({
      ...base,
      FLIGHT_GRACE_DOMESTIC: '45m',
      FLIGHT_GRACE_INTERNATIONAL: '2h',
    });
    expect(set).toMatchObject({ FLIGHT_GRACE_DOMESTIC: 45, FLIGHT_GRACE_INTERNATIONAL: 120 });
  });

  it("needs notifications' public key, to seal a new ride's token for it", () => {
    expect(loadBookingConfig(base).NOTIFICATIONS_PUBLIC_KEY).toBe(NOTIFICATIONS_PUBLIC_KEY);
    expect(() => loadBookingConfig({ DATABASE_URL })).toThrow(
      /NOTIFICATIONS_PUBLIC_KEY_FILE: set NOTIFICATIONS_PUBLIC_KEY or NOTIFICATIONS_PUBLIC_KEY_FILE/,
    );
  });

  it("prices with the contracts' default rates when no PRICING_ variable is set", () => {
    expect(pricingRates(loadBookingConfig(base))).toEqual(DEFAULT_PRICING_RATES);
  });

  it('reads an empty PRICING_ variable as unset, as compose passes one that .env leaves out', () => {
    expect(
      pricingRates(loadBookingConfig({ ...base, PRICING_BASE_FARE_CENTS: '', PRICING_NIGHT_HOURS: ' ' })),
    ).toEqual(DEFAULT_PRICING_RATES);
  });

  it('reads every rate and threshold of the pricing from its PRICING_ variable', () => {
    const rates = pricingRates(
      loadBookingConfig({
        ...base,
        PRICING_BASE_FARE_CENTS: '4000',
        PRICING_PER_MILE_CENTS: '350',
        PRICING_MINIMUM_FARE_CENTS: '12000',
        PRICING_AIRPORT_FEE_CENTS: '0',
        PRICING_NIGHT_SURCHARGE_CENTS: '2500',
        PRICING_NIGHT_HOURS: '23:30-05:00',
        PRICING_GRATUITY_PERCENT: '18',
        PRICING_MINIMUM_HOURS: '4',
        PRICING_ROAD_FACTOR: '1.25',
      }),
    );
    expect(rates).toEqual({
      baseFareCents: 4000,
      perMileCents: 350,
      minimumFareCents: 12000,
      airportFeeCents: 0,
      nightSurchargeCents: 2500,
      nightStartMinute: 23 * 60 + 30,
      nightEndMinute: 5 * 60,
      gratuityPercent: 18,
      minimumHours: 4,
      roadFactor: 1.25,
    });
  });

  it.each([
    ['BUSINESS_TIME_ZONE', 'Mars/Olympus', /be an IANA time zone/],
    ['CANCELLATION_CUTOFF', 'soon', /be a duration/],
    ['FLIGHT_GRACE_DOMESTIC', '90s', /be whole minutes/],
    ['PRICING_PER_MILE_CENTS', '3.00', /whole number of cents/],
    ['PRICING_AIRPORT_FEE_CENTS', '-100', /whole number of cents/],
    ['PRICING_NIGHT_HOURS', '10pm-6am', /two times of day/],
    ['PRICING_NIGHT_HOURS', '22:00-22:00', /different times/],
    ['PRICING_GRATUITY_PERCENT', '120', /at most 100/],
    ['PRICING_MINIMUM_HOURS', '0', /at least 1/],
    ['PRICING_ROAD_FACTOR', '0.8', /at least 1/],
    ['PRICING_ROAD_FACTOR', 'fast', /a number such as 1.3/],
  ])('refuses %s=%j, naming the variable', (variable, value, message) => {
    expect(() => loadBookingConfig({ ...base, [variable]: value })).toThrow(
      new RegExp(`${variable}: must .*${message.source}`),
    );
  });

  it('reads BOOKING_HORIZON as an ISO 8601 period of years, months, weeks and days, 18 months when unset or empty', () => {
    const horizon = (value?: string) =>
      loadBookingConfig({ ...base, BOOKING_HORIZON: value }).BOOKING_HORIZON;
    expect(horizon()).toEqual({ months: 18, days: 0 });
    expect(horizon('P1Y6M')).toEqual({ months: 18, days: 0 });
    expect(horizon('P2W3D')).toEqual({ months: 0, days: 17 });
    expect(horizon(' p540d ')).toEqual({ months: 0, days: 540 });
    expect(horizon('')).toEqual({ months: 18, days: 0 });
  });

  it.each(['18 months', '18', 'PT5H', 'P1.5Y', 'P', 'P0D', 'P12345Y'])(
    'refuses a BOOKING_HORIZON of %j, naming the variable',
    (value) => {
      expect(() => loadBookingConfig({ ...base, BOOKING_HORIZON: value })).toThrow(
        /BOOKING_HORIZON: must be/,
      );
    },
  );

  it('names every bad variable at once', () => {
    const error = (() => {
      try {
        loadBookingConfig({ BOOKING_PORT: '70000', LOOKUP_CACHE_TTL_SECONDS: 'soon' });
      } catch (e) {
        return e;
      }
    })() as ConfigError;
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message).toContain('DATABASE_URL');
    expect(error.message).toContain('BOOKING_PORT');
    expect(error.message).toContain('LOOKUP_CACHE_TTL_SECONDS');
  });
});
