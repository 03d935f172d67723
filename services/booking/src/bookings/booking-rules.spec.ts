import type { SessionUser } from '@elite/nest-kit';
import { hashAccessToken } from './access-token';
import {
  LAST_BOOKABLE_DATE,
  canSeeBooking,
  cancelRefusal,
  cancellableUntil,
  furthestBookableDate,
  pickupErrors,
} from './booking-rules';

const client = (id: number): SessionUser => ({
  id,
  role: 'client',
  email: `c${id}@example.test`,
  name: 'Client',
});
const admin: SessionUser = { id: 99, role: 'admin', email: 'admin@example.test', name: 'Admin' };

describe('pickupErrors', () => {
  const zone = 'America/Los_Angeles';
  const rules = { timeZone: zone, horizon: { months: 18, days: 0 } };
  // 05:00 on 15 June in Los Angeles (UTC-7): already the 15th in UTC.
  const now = new Date('2026-06-15T12:00:00Z');
  const fields = (ride: { date: string; time: string }, at = now, r = rules) =>
    pickupErrors(ride, r, at).map(({ path }) => path);

  it('accepts a pickup later today and on later days, in the business zone', () => {
    expect(pickupErrors({ date: '2026-06-15', time: '05:01' }, rules, now)).toEqual([]);
    expect(pickupErrors({ date: '2026-06-16', time: '00:00' }, rules, now)).toEqual([]);
  });

  it('names the time for a pickup earlier today, or right now', () => {
    expect(pickupErrors({ date: '2026-06-15', time: '04:59' }, rules, now)).toEqual([
      { path: 'time', message: 'Time cannot be in the past' },
    ]);
    expect(fields({ date: '2026-06-15', time: '05:00' })).toEqual(['time']);
  });

  it('names the date for a pickup on a day already over there', () => {
    expect(pickupErrors({ date: '2026-06-14', time: '23:59' }, rules, now)).toEqual([
      { path: 'date', message: 'Date cannot be in the past' },
    ]);
    expect(fields({ date: '1999-12-31', time: '12:00' })).toEqual(['date']);
  });

  it('reads the pickup in the zone, not in UTC: 12:30 in London is past at 12:00 UTC in summer', () => {
    expect(
      fields({ date: '2026-06-15', time: '12:30' }, now, { ...rules, timeZone: 'Europe/London' }),
    ).toEqual(['time']);
    expect(fields({ date: '2026-06-15', time: '12:30' })).toEqual([]);
  });

  it('accepts the furthest day of the horizon and names the date of any day after it, up to 9999-12-31', () => {
    expect(fields({ date: '2027-12-15', time: '23:59' })).toEqual([]);
    const tooFar = [
      {
        path: 'date',
        message: 'Date cannot be after December 15, 2027, the furthest day we take bookings for',
      },
    ];
    expect(pickupErrors({ date: '2027-12-16', time: '00:00' }, rules, now)).toEqual(tooFar);
    expect(pickupErrors({ date: '9999-12-31', time: '23:59' }, rules, now)).toEqual(tooFar);
  });

  it('refuses a time the clocks skip, naming the time and the change', () => {
    expect(pickupErrors({ date: '2027-03-14', time: '02:30' }, rules, now)).toEqual([
      {
        path: 'time',
        message:
          '2:30 AM does not exist on March 14, 2027 in Los Angeles: clocks move forward from 2:00 AM to 3:00 AM',
      },
    ]);
    expect(fields({ date: '2027-03-14', time: '02:00' })).toEqual(['time']);
    expect(fields({ date: '2027-03-14', time: '03:00' })).toEqual([]);
    expect(
      pickupErrors({ date: '2027-03-28', time: '01:05' }, { ...rules, timeZone: 'Europe/London' }, now),
    ).toEqual([
      {
        path: 'time',
        message:
          '1:05 AM does not exist on March 28, 2027 in London: clocks move forward from 1:00 AM to 2:00 AM',
      },
    ]);
  });

  it('accepts a time the clocks show twice (it is read as the first)', () => {
    expect(fields({ date: '2027-11-07', time: '01:30' })).toEqual([]);
  });
});

describe('furthestBookableDate', () => {
  it('adds the months, keeping the day or taking the last of a shorter month, then the days', () => {
    expect(furthestBookableDate('2026-06-15', { months: 18, days: 0 })).toBe('2027-12-15');
    expect(furthestBookableDate('2026-08-31', { months: 18, days: 0 })).toBe('2028-02-29');
    expect(furthestBookableDate('2026-01-31', { months: 1, days: 0 })).toBe('2026-02-28');
    expect(furthestBookableDate('2026-12-31', { months: 0, days: 1 })).toBe('2027-01-01');
    expect(furthestBookableDate('2026-01-31', { months: 1, days: 14 })).toBe('2026-03-14');
  });

  it('never goes past 9999-12-30, whose every hold still ends within the year 9999', () => {
    expect(furthestBookableDate('2026-06-15', { months: 9999 * 12 + 9999, days: 9999 * 8 })).toBe(
      LAST_BOOKABLE_DATE,
    );
    expect(furthestBookableDate('9999-12-01', { months: 0, days: 29 })).toBe('9999-12-30');
    expect(furthestBookableDate('9999-12-01', { months: 0, days: 30 })).toBe(LAST_BOOKABLE_DATE);
  });
});

describe('cancellableUntil and cancelRefusal', () => {
  const pickup = new Date('2026-06-20T21:30:00Z');
  const until = cancellableUntil(pickup, 2 * 3600);

  it('closes the cutoff before pickup', () => {
    expect(until.toISOString()).toBe('2026-06-20T19:30:00.000Z');
  });

  it('lets a pending or confirmed ride be cancelled until the cutoff, and not at or after it', () => {
    expect(cancelRefusal('pending', until, new Date('2026-06-20T19:29:59Z'))).toBeUndefined();
    expect(cancelRefusal('confirmed', until, new Date('2026-06-20T19:29:59Z'))).toBeUndefined();
    expect(cancelRefusal('confirmed', until, new Date('2026-06-20T19:30:00Z'))).toBe('cutoff');
    expect(cancelRefusal('pending', until, new Date('2026-06-21T00:00:00Z'))).toBe('cutoff');
  });

  it('refuses a ride that is already cancelled or completed, whenever it is', () => {
    const early = new Date('2026-06-01T00:00:00Z');
    expect(cancelRefusal('cancelled', until, early)).toBe('cancelled');
    expect(cancelRefusal('completed', until, early)).toBe('completed');
  });
});

describe('canSeeBooking', () => {
  const token = 'the-token';
  const owned = { userId: 7, accessTokenHash: hashAccessToken(token) };
  const anonymous = { userId: null, accessTokenHash: hashAccessToken(token) };

  it('lets an admin see any booking', () => {
    expect(canSeeBooking(owned, { user: admin })).toBe(true);
    expect(canSeeBooking(anonymous, { user: admin })).toBe(true);
  });

  it('lets the owner see their booking, and no other client', () => {
    expect(canSeeBooking(owned, { user: client(7) })).toBe(true);
    expect(canSeeBooking(owned, { user: client(8) })).toBe(false);
  });

  it('never treats a signed-in client as the owner of an anonymous booking', () => {
    expect(canSeeBooking(anonymous, { user: client(7) })).toBe(false);
  });

  it('lets anyone holding the token see the booking', () => {
    expect(canSeeBooking(anonymous, { token })).toBe(true);
    expect(canSeeBooking(owned, { user: client(8), token })).toBe(true);
  });

  it('refuses a stranger and a wrong token', () => {
    expect(canSeeBooking(anonymous, {})).toBe(false);
    expect(canSeeBooking(anonymous, { token: 'not-the-token' })).toBe(false);
  });
});
