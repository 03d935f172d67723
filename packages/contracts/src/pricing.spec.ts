import fc from 'fast-check';
import {
  DEFAULT_PRICING_RATES,
  PRICE_LINE_LABELS,
  centsToDollars,
  dollarsToCents,
  greatCircleMiles,
  isNightPickup,
  priceRide,
  pricingKindOf,
  roadMiles,
  signedCentsToDollars,
  withRewardsCredit,
  type Price,
  type PricingRates,
  type RideToPrice,
} from './pricing';
import { calendarDateIn, clockTimeIn } from './ride-schedule';

const LA = 'America/Los_Angeles';
const ZONES = [LA, 'America/New_York', 'Europe/London', 'Australia/Sydney', 'Asia/Kolkata'];

const rates: fc.Arbitrary<PricingRates> = fc
  .record({
    baseFareCents: fc.integer({ min: 0, max: 20_000 }),
    perMileCents: fc.integer({ min: 0, max: 2_000 }),
    minimumFareCents: fc.integer({ min: 0, max: 50_000 }),
    airportFeeCents: fc.integer({ min: 0, max: 10_000 }),
    nightSurchargeCents: fc.integer({ min: 0, max: 10_000 }),
    nightStartMinute: fc.integer({ min: 0, max: 1_439 }),
    nightEndMinute: fc.integer({ min: 0, max: 1_439 }),
    gratuityPercent: fc.integer({ min: 0, max: 100 }),
    minimumHours: fc.integer({ min: 1, max: 24 }),
    roadFactor: fc.double({ min: 1, max: 3, noNaN: true }),
  })
  .filter((r) => r.nightStartMinute !== r.nightEndMinute);

/** A pickup as the booking form writes it: the wall clock of a real instant in the zone. */
const pickup = fc
  .record({
    instant: fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2035-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
    timeZone: fc.constantFrom(...ZONES),
  })
  .map(({ instant, timeZone }) => ({
    instant,
    timeZone,
    date: calendarDateIn(instant, timeZone),
    time: clockTimeIn(instant, timeZone),
  }));

const transfer = fc.record({
  kind: fc.constant('transfer' as const),
  roadMiles: fc.integer({ min: 0, max: 3_000 }).map((tenths) => tenths / 10),
  airportPickup: fc.boolean(),
});
const charter = fc.record({
  kind: fc.constant('hourly' as const),
  hours: fc.option(fc.integer({ min: 1, max: 24 }), { nil: null }),
  hourlyRateCents: fc.integer({ min: 0, max: 100_000 }),
});

const ride = fc
  .record({ trip: fc.oneof(transfer, charter), pickup, isRoundTrip: fc.boolean() })
  .map(({ trip, pickup: { date, time, timeZone }, isRoundTrip }) => ({
    ride: { ...trip, date, time, isRoundTrip } as RideToPrice,
    timeZone,
  }));

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

const sum = (price: Price) => price.lines.reduce((total, line) => total + line.amountCents, 0);

/** The hour and minute of an instant on a zone's clock, read through Intl rather than the code under test. */
function clockMinuteOf(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return part('hour') * 60 + part('minute');
}

function inNightWindow(minute: number, r: PricingRates): boolean {
  return r.nightStartMinute <= r.nightEndMinute
    ? minute >= r.nightStartMinute && minute < r.nightEndMinute
    : minute >= r.nightStartMinute || minute < r.nightEndMinute;
}

describe('priceRide', () => {
  it('writes lines that sum to the total, in whole, non-negative cents, leaving out lines of $0.00', () => {
    fc.assert(
      fc.property(ride, rates, ({ ride: r, timeZone }, pricing) => {
        const price = priceRide(r, pricing, timeZone);
        expect(sum(price)).toBe(price.totalCents);
        expect(Number.isSafeInteger(price.totalCents) && price.totalCents >= 0).toBe(true);
        for (const line of price.lines) {
          expect(Number.isSafeInteger(line.amountCents)).toBe(true);
          expect(line.amountCents).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never charges less for a longer transfer', () => {
    fc.assert(
      fc.property(
        transfer,
        fc.integer({ min: 0, max: 1_000 }),
        pickup,
        fc.boolean(),
        rates,
        (t, extra, p, isRoundTrip, r) => {
          const base = { date: p.date, time: p.time, isRoundTrip };
          const shorter = priceRide({ ...t, ...base }, r, p.timeZone);
          const longer = priceRide({ ...t, ...base, roadMiles: t.roadMiles + extra / 10 }, r, p.timeZone);
          expect(longer.totalCents).toBeGreaterThanOrEqual(shorter.totalCents);
        },
      ),
    );
  });

  it('never charges less for a longer charter, and bills no hours asked for as the minimum', () => {
    fc.assert(
      fc.property(charter, fc.integer({ min: 0, max: 23 }), pickup, rates, (c, extra, p, r) => {
        const base = { date: p.date, time: p.time, isRoundTrip: false };
        const asked = c.hours ?? r.minimumHours;
        const shorter = priceRide({ ...c, ...base }, r, p.timeZone);
        const longer = priceRide({ ...c, ...base, hours: Math.min(24, asked + extra) }, r, p.timeZone);
        expect(longer.totalCents).toBeGreaterThanOrEqual(shorter.totalCents);
        expect(priceRide({ ...c, ...base, hours: null }, r, p.timeZone).totalCents).toBe(
          priceRide({ ...c, ...base, hours: r.minimumHours }, r, p.timeZone).totalCents,
        );
      }),
    );
  });

  it('prices a round trip at twice the one way: the outbound lines and a return leg of the same amount', () => {
    fc.assert(
      fc.property(ride, rates, ({ ride: r, timeZone }, pricing) => {
        const oneWay = priceRide({ ...r, isRoundTrip: false }, pricing, timeZone);
        const roundTrip = priceRide({ ...r, isRoundTrip: true }, pricing, timeZone);
        expect(roundTrip.totalCents).toBe(2 * oneWay.totalCents);
        if (oneWay.totalCents > 0)
          expect(roundTrip.lines).toEqual([
            ...oneWay.lines,
            { label: PRICE_LINE_LABELS.returnTrip, amountCents: oneWay.totalCents },
          ]);
      }),
    );
  });

  it('adds the night surcharge exactly when the pickup is at night on the business zone’s clock', () => {
    fc.assert(
      fc.property(ride, pickup, rates, ({ ride: r }, p, pricing) => {
        const price = priceRide(
          { ...r, date: p.date, time: p.time },
          { ...pricing, nightSurchargeCents: 1 },
          p.timeZone,
        );
        const surcharged = price.lines.some((line) => line.label === PRICE_LINE_LABELS.nightSurcharge);
        expect(surcharged).toBe(inNightWindow(clockMinuteOf(p.instant, p.timeZone), pricing));
      }),
    );
  });

  it('reads the night on the zone’s clock across its daylight-saving changes', () => {
    // Every minute of the two days around each of Los Angeles' clock changes in 2026.
    const aroundChanges = fc
      .record({
        change: fc.constantFrom(Date.parse('2026-03-08T10:00:00Z'), Date.parse('2026-11-01T09:00:00Z')),
        offsetMinutes: fc.integer({ min: -24 * 60, max: 24 * 60 }),
      })
      .map(({ change, offsetMinutes }) => new Date(change + offsetMinutes * 60_000));
    fc.assert(
      fc.property(aroundChanges, (instant) => {
        const night = isNightPickup(
          calendarDateIn(instant, LA),
          clockTimeIn(instant, LA),
          LA,
          DEFAULT_PRICING_RATES,
        );
        expect(night).toBe(inNightWindow(clockMinuteOf(instant, LA), DEFAULT_PRICING_RATES));
      }),
      { numRuns: 500 },
    );
  });

  /** A one-way ride at the default rates, in Los Angeles. */
  const oneWay = (ride: DistributiveOmit<RideToPrice, 'isRoundTrip'>) =>
    priceRide({ ...ride, isRoundTrip: false }, DEFAULT_PRICING_RATES, LA);

  it('prices a 30-mile airport transfer at 2:30 PM: base fare, distance, airport fee and gratuity', () => {
    const trip = { kind: 'transfer', roadMiles: 30, airportPickup: true } as const;
    expect(oneWay({ ...trip, date: '2026-07-04', time: '14:30' })).toEqual({
      totalCents: 3_500 + 9_000 + 1_500 + 2_500,
      lines: [
        { label: 'Base fare', amountCents: 3_500 },
        { label: 'Distance: 30.0 mi × $3.00', amountCents: 9_000 },
        { label: 'Airport fee', amountCents: 1_500 },
        { label: 'Gratuity (20%)', amountCents: 2_500 },
      ],
    });
  });

  it('charges the minimum fare for a short transfer, and the night surcharge at 11 PM', () => {
    const trip = { kind: 'transfer', roadMiles: 4.2, airportPickup: false } as const;
    expect(oneWay({ ...trip, date: '2026-12-24', time: '23:00' }).lines).toEqual([
      { label: 'Minimum fare', amountCents: 9_500 },
      { label: 'Night surcharge', amountCents: 2_000 },
      { label: 'Gratuity (20%)', amountCents: 1_900 },
    ]);
  });

  it('bills a charter of fewer hours than the minimum at the minimum, and says so', () => {
    const charterOf = (hours: number | null) =>
      oneWay({ kind: 'hourly', hours, hourlyRateCents: 14_500, date: '2026-07-04', time: '10:00' }).lines[0];
    expect(charterOf(2)).toEqual({ label: 'Hourly charter: 3 h minimum × $145.00', amountCents: 43_500 });
    expect(charterOf(null)).toEqual(charterOf(2));
    expect(charterOf(3)).toEqual({ label: 'Hourly charter: 3 h × $145.00', amountCents: 43_500 });
    expect(charterOf(5)).toEqual({ label: 'Hourly charter: 5 h × $145.00', amountCents: 72_500 });
  });
});

describe('isNightPickup', () => {
  it('is night from 22:00 until 06:00, in the business zone', () => {
    const night = (time: string) => isNightPickup('2026-07-04', time, LA, DEFAULT_PRICING_RATES);
    const times = ['21:59', '22:00', '00:00', '05:59', '06:00'];
    expect(times.map(night)).toEqual([false, true, true, true, false]);
  });

  it('reads a time skipped by the spring-forward change as the instant after the gap', () => {
    // 02:15 does not exist in Los Angeles on 8 March 2026: the clocks read 03:15 at that instant.
    const untilHalfPastTwo = {
      ...DEFAULT_PRICING_RATES,
      nightStartMinute: 22 * 60,
      nightEndMinute: 2 * 60 + 30,
    };
    expect(isNightPickup('2026-03-08', '02:15', LA, untilHalfPastTwo)).toBe(false);
    expect(isNightPickup('2026-03-15', '02:15', LA, untilHalfPastTwo)).toBe(true);
  });

  it('counts the repeated hour of the fall-back change as night', () => {
    expect(isNightPickup('2026-11-01', '01:30', LA, DEFAULT_PRICING_RATES)).toBe(true);
  });

  it('reads a window that does not cross midnight as it is', () => {
    const earlyHours = { ...DEFAULT_PRICING_RATES, nightStartMinute: 60, nightEndMinute: 5 * 60 };
    expect(isNightPickup('2026-07-04', '00:30', LA, earlyHours)).toBe(false);
    expect(isNightPickup('2026-07-04', '01:00', LA, earlyHours)).toBe(true);
    expect(isNightPickup('2026-07-04', '05:00', LA, earlyHours)).toBe(false);
  });
});

describe('distances', () => {
  const LAX = { latitude: 33.9425, longitude: -118.4081 };
  const JFK = { latitude: 40.6398, longitude: -73.7789 };

  it('measures the great circle from LAX to JFK as about 2,475 miles', () => {
    expect(Math.abs(greatCircleMiles(LAX, JFK) - 2_475) / 2_475).toBeLessThan(0.005);
  });

  it('is symmetric and zero from a place to itself', () => {
    expect(greatCircleMiles(LAX, LAX)).toBe(0);
    expect(greatCircleMiles(JFK, LAX)).toBeCloseTo(greatCircleMiles(LAX, JFK), 9);
  });

  it('prices the road: the great circle times the road factor, to a tenth of a mile', () => {
    const BUR = { latitude: 34.2007, longitude: -118.3587 };
    const miles = roadMiles(LAX, BUR, 1.3);
    expect(miles).toBe(Math.round(greatCircleMiles(LAX, BUR) * 13) / 10);
    expect(miles * 10).toBe(Math.round(miles * 10));
  });
});

describe('pricingKindOf', () => {
  it('prices transfers by distance, charters, events and tours by the hour, and a new service type as a transfer', () => {
    expect(['airport', 'corporate', 'events', 'tours', 'hourly', 'weddings'].map(pricingKindOf)).toEqual([
      'transfer',
      'transfer',
      'hourly',
      'hourly',
      'hourly',
      'transfer',
    ]);
  });
});

describe('centsToDollars', () => {
  it('writes dollars with exactly two decimals', () => {
    const cents = [0, 5, 50, 100, 12_345, 1_000_000];
    expect(cents.map(centsToDollars)).toEqual(['0.00', '0.05', '0.50', '1.00', '123.45', '10000.00']);
  });

  it('gives back the same cents when read as dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const [dollars, fraction] = centsToDollars(cents).split('.') as [string, string];
        expect(BigInt(dollars) * 100n + BigInt(fraction)).toBe(BigInt(cents));
        expect(fraction).toHaveLength(2);
      }),
    );
  });

  it('refuses what is not a whole, non-negative number of cents', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => centsToDollars(bad)).toThrow(RangeError);
  });
});

describe('withRewardsCredit', () => {
  const price = (totalCents: number): Price => ({
    totalCents,
    lines: [{ label: 'Minimum fare', amountCents: totalCents }],
  });

  it('takes the credit off as a last negative line; the lines still sum to the total, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (total, credit) => {
          const credited = withRewardsCredit(price(total), credit);
          const used = Math.min(total, credit);
          expect(credited.totalCents).toBe(total - used);
          expect(credited.totalCents).toBeGreaterThanOrEqual(0);
          expect(credited.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(credited.totalCents);
          if (used === 0) expect(credited).toEqual(price(total));
          else
            expect(credited.lines.at(-1)).toEqual({
              label: PRICE_LINE_LABELS.rewardsCredit,
              amountCents: -used,
            });
        },
      ),
    );
  });
});

describe('signedCentsToDollars and dollarsToCents', () => {
  it("write a credit line's negative amount with a minus, and read it back exactly", () => {
    expect(signedCentsToDollars(-500)).toBe('-5.00');
    expect(signedCentsToDollars(12_345)).toBe('123.45');
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(dollarsToCents(signedCentsToDollars(cents))).toBe(cents);
      }),
    );
  });
});
