import { tzOffset, tzScan } from '@date-fns/tz';
import fc from 'fast-check';
import {
  calendarDateIn,
  clockTimeIn,
  defaultPickupDate,
  isTimeZone,
  nextCalendarDay,
  onBusinessClock,
  pickupInstant,
  rideHoldMinutes,
  zoneAbbreviation,
  zonedPickup,
} from './ride-schedule';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const LA = 'America/Los_Angeles';
const LONDON = 'Europe/London';

describe('pickupInstant', () => {
  it.each([
    ['summer', 'UTC−7', '2026-07-04', '09:30', '2026-07-04T16:30:00.000Z'],
    ['winter', 'UTC−8', '2026-12-24', '23:15', '2026-12-25T07:15:00.000Z'],
  ])('reads a %s pickup in Los Angeles as %s', (_season, _offset, date, time, utc) => {
    expect(pickupInstant(date, time, 'America/Los_Angeles').toISOString()).toBe(utc);
  });

  it('gives back the same wall clock through clockTimeIn and calendarDateIn', () => {
    const instant = pickupInstant('2026-03-08', '03:30', 'Europe/Berlin');
    expect(clockTimeIn(instant, 'Europe/Berlin')).toBe('03:30');
    expect(calendarDateIn(instant, 'Europe/Berlin')).toBe('2026-03-08');
  });
});

/** Every `HH:mm` of a day. */
const everyMinute = Array.from({ length: 24 * 60 }, (_, minute) => {
  const hh = String(Math.floor(minute / 60)).padStart(2, '0');
  return `${hh}:${String(minute % 60).padStart(2, '0')}`;
});
const occurrences = (date: string, zone: string, occurs: string) =>
  everyMinute.filter((time) => zonedPickup(date, time, zone).occurs === occurs);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const hourFrom = (hh: string) => everyMinute.filter((time) => time.startsWith(`${hh}:`));

describe('zonedPickup around clock changes (docs/product.md §5, "Clock changes")', () => {
  it.each([
    [LA, '2027-03-14', '02', '02:00', '03:00'],
    [LONDON, '2027-03-28', '01', '01:00', '02:00'],
  ])(
    'in %s on %s, finds exactly the skipped hour, reads it with the offset before the jump, and names the change',
    (zone, date, hour, from, to) => {
      expect(occurrences(date, zone, 'never')).toEqual(hourFrom(hour));
      expect(occurrences(date, zone, 'twice')).toEqual([]);
      const skipped = zonedPickup(date, `${hour}:30`, zone);
      expect(skipped).toMatchObject({ occurs: 'never', clockChange: { from, to } });
      // RFC 5545's reading of a local time that does not exist: 02:30 in a 02:00→03:00 jump is 03:30.
      expect(clockTimeIn(skipped.instant, zone)).toBe(`${to.slice(0, 2)}:30`);
    },
  );

  it.each([
    [LA, '2027-11-07', '01', '2027-11-07T08:30:00.000Z', '02:00', '01:00'],
    [LONDON, '2027-10-31', '01', '2027-10-31T00:30:00.000Z', '02:00', '01:00'],
  ])(
    'in %s on %s, finds exactly the repeated hour and takes its first occurrence, in daylight time',
    (zone, date, hour, firstHalfPast, from, to) => {
      expect(occurrences(date, zone, 'twice')).toEqual(hourFrom(hour));
      expect(occurrences(date, zone, 'never')).toEqual([]);
      const repeated = zonedPickup(date, `${hour}:30`, zone);
      expect(repeated).toMatchObject({ occurs: 'twice', clockChange: { from, to } });
      expect(repeated.instant.toISOString()).toBe(firstHalfPast);
      expect(pickupInstant(date, `${hour}:30`, zone).toISOString()).toBe(firstHalfPast);
    },
  );

  it('reads every other time of those days once', () => {
    expect(zonedPickup('2027-11-07', '02:00', LA)).toEqual({
      occurs: 'once',
      instant: new Date('2027-11-07T10:00:00Z'),
    });
    expect(zonedPickup('2027-03-14', '03:00', LA).occurs).toBe('once');
    expect(zonedPickup('2027-07-04', '01:30', LONDON).occurs).toBe('once');
  });

  // Zone-generic properties, checked near every change of 2000-2099 (tzScan finds them) and in a zone
  // whose clocks move by half an hour.
  const zones = [LA, LONDON, 'Australia/Lord_Howe'];
  const changes = zones.flatMap((zone) =>
    tzScan(zone, { start: new Date('2000-01-01T00:00:00Z'), end: new Date('2100-01-01T00:00:00Z') }).map(
      (change) => ({ zone, at: change.date.getTime() }),
    ),
  );
  const nearAChange = fc.record({
    change: fc.constantFrom(...changes),
    minutes: fc.integer({ min: -6 * 60, max: 6 * 60 }),
  });

  it('gives back, for any instant, the earliest instant its wall clock shows: that instant unless the clocks went back', () => {
    fc.assert(
      fc.property(nearAChange, ({ change: { zone, at }, minutes }) => {
        const shown = new Date(at + minutes * MINUTE_MS);
        const date = calendarDateIn(shown, zone);
        const time = clockTimeIn(shown, zone);
        const pickup = zonedPickup(date, time, zone);
        expect(pickup.occurs).not.toBe('never');
        expect(calendarDateIn(pickup.instant, zone)).toBe(date);
        expect(clockTimeIn(pickup.instant, zone)).toBe(time);
        expect(pickup.instant.getTime()).toBeLessThanOrEqual(shown.getTime());
        if (pickup.occurs === 'once') expect(pickup.instant).toEqual(shown);
      }),
    );
  });

  it('reads any wall clock near a change once, as the first of two, or (skipped) with the offset before the change', () => {
    fc.assert(
      fc.property(nearAChange, ({ change: { zone, at }, minutes }) => {
        // A wall clock near the change, counted on the clock the zone kept before it: skipped times included.
        const wall = new Date(at + tzOffset(zone, new Date(at - DAY_MS)) * MINUTE_MS + minutes * MINUTE_MS);
        const [date, time] = [wall.toISOString().slice(0, 10), wall.toISOString().slice(11, 16)];
        const pickup = zonedPickup(date, time, zone);
        if (pickup.occurs === 'never') {
          const { from, to } = pickup.clockChange;
          expect(time >= from && time < to).toBe(true);
          const shifted = new Date(wall.getTime() + (minutesOf(to) - minutesOf(from)) * MINUTE_MS);
          expect(clockTimeIn(pickup.instant, zone)).toBe(shifted.toISOString().slice(11, 16));
          return;
        }
        expect(calendarDateIn(pickup.instant, zone)).toBe(date);
        expect(clockTimeIn(pickup.instant, zone)).toBe(time);
        if (pickup.occurs === 'twice') {
          const { from, to } = pickup.clockChange;
          const second = new Date(pickup.instant.getTime() + (minutesOf(from) - minutesOf(to)) * MINUTE_MS);
          expect(clockTimeIn(second, zone)).toBe(time);
        }
      }),
    );
  });
});

describe("onBusinessClock: an instant on the company's clock, as the site writes it", () => {
  it('writes the day and the 12-hour clock in the zone, named by its abbreviation at that instant', () => {
    expect(onBusinessClock(new Date('2026-11-20T22:30:00Z'), LA)).toBe('Fri, Nov 20, 2026 at 2:30 PM PST');
    expect(onBusinessClock(new Date('2030-07-08T16:00:00Z'), LA)).toBe('Mon, Jul 8, 2030 at 9:00 AM PDT');
    // Past midnight UTC is still the day before in Los Angeles.
    expect(onBusinessClock(new Date('2026-11-21T03:05:00Z'), LA)).toBe('Fri, Nov 20, 2026 at 7:05 PM PST');
  });

  it('names the two 1:30s of the night the clocks go back by their abbreviations', () => {
    expect(zoneAbbreviation(new Date('2027-11-07T08:30:00Z'), LA)).toBe('PDT');
    expect(zoneAbbreviation(new Date('2027-11-07T09:30:00Z'), LA)).toBe('PST');
  });
});

describe('rideHoldMinutes', () => {
  it('holds an airport transfer two hours plus the turnaround, twice as long for a round trip', () => {
    expect(rideHoldMinutes('airport', false)).toBe(150);
    expect(rideHoldMinutes('airport', true)).toBe(270);
  });

  it('gives a service type it does not know the default hold', () => {
    expect(rideHoldMinutes('wedding', false)).toBe(150);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe("defaultPickupDate (docs/product.md §5, the form's default day)", () => {
  it('is today in the zone while noon is ahead there, whatever the day is elsewhere', () => {
    // 03:00 on the 10th in Tokyo is 11:00 on the 9th in Los Angeles.
    expect(defaultPickupDate(new Date('2031-05-09T18:00:00Z'), LA, '12:00')).toBe('2031-05-09');
    expect(defaultPickupDate(new Date('2031-05-09T18:00:00Z'), 'Asia/Tokyo', '12:00')).toBe('2031-05-10');
  });

  it('is tomorrow from noon on, across a month, a year and a clock change', () => {
    expect(defaultPickupDate(new Date('2031-05-09T19:00:00Z'), LA, '12:00')).toBe('2031-05-10');
    expect(defaultPickupDate(new Date('2031-05-31T22:00:00Z'), LA, '12:00')).toBe('2031-06-01');
    expect(defaultPickupDate(new Date('2031-12-31T21:00:00Z'), LA, '12:00')).toBe('2032-01-01');
    // 2031-03-08 is the spring-forward Saturday's eve in Los Angeles: 13:00 PST.
    expect(defaultPickupDate(new Date('2031-03-08T21:00:00Z'), LA, '12:00')).toBe('2031-03-09');
  });

  it('always gives a day whose noon is still ahead in the zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2040, 0, 1) }), (ms) => {
        const now = new Date(ms);
        const day = defaultPickupDate(now, LA, '12:00');
        expect(pickupInstant(day, '12:00', LA).getTime()).toBeGreaterThan(now.getTime());
        expect(pickupInstant(day, '12:00', LA).getTime() - now.getTime()).toBeLessThanOrEqual(
          DAY_MS + 60 * MINUTE_MS,
        );
      }),
    );
  });

  it('nextCalendarDay counts February and leap years', () => {
    expect(nextCalendarDay('2032-02-28')).toBe('2032-02-29');
    expect(nextCalendarDay('2031-02-28')).toBe('2031-03-01');
  });
});
