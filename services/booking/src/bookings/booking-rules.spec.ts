import type { SessionUser } from '@elite/nest-kit';
import { hashAccessToken } from './access-token';
import { canSeeBooking, cancelRefusal, cancellableUntil, pastPickupField } from './booking-rules';

const client = (id: number): SessionUser => ({
  id,
  role: 'client',
  email: `c${id}@example.test`,
  name: 'Client',
});
const admin: SessionUser = { id: 99, role: 'admin', email: 'admin@example.test', name: 'Admin' };

describe('pastPickupField', () => {
  const zone = 'America/Los_Angeles';
  // 05:00 on 15 June in Los Angeles (UTC-7): already the 15th in UTC.
  const now = new Date('2026-06-15T12:00:00Z');

  it('accepts a pickup later today and on later days, in the business zone', () => {
    expect(pastPickupField({ date: '2026-06-15', time: '05:01' }, zone, now)).toBeUndefined();
    expect(pastPickupField({ date: '2026-06-16', time: '00:00' }, zone, now)).toBeUndefined();
  });

  it('names the time for a pickup earlier today, or right now', () => {
    expect(pastPickupField({ date: '2026-06-15', time: '04:59' }, zone, now)).toBe('time');
    expect(pastPickupField({ date: '2026-06-15', time: '05:00' }, zone, now)).toBe('time');
  });

  it('names the date for a pickup on a day already over there', () => {
    expect(pastPickupField({ date: '2026-06-14', time: '23:59' }, zone, now)).toBe('date');
    expect(pastPickupField({ date: '1999-12-31', time: '12:00' }, zone, now)).toBe('date');
  });

  it('reads the pickup in the zone, not in UTC: 12:30 in London is past at 12:00 UTC in summer', () => {
    expect(pastPickupField({ date: '2026-06-15', time: '12:30' }, 'Europe/London', now)).toBe('time');
    expect(pastPickupField({ date: '2026-06-15', time: '12:30' }, zone, now)).toBeUndefined();
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
