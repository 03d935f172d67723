import type { SessionUser } from '@elite/nest-kit';
import { hashAccessToken } from './access-token';
import { canSeeBooking, earliestBookableDate, isBookableDate } from './booking-rules';

const client = (id: number): SessionUser => ({
  id,
  role: 'client',
  email: `c${id}@example.test`,
  name: 'Client',
});
const admin: SessionUser = { id: 99, role: 'admin', email: 'admin@example.test', name: 'Admin' };

describe('earliestBookableDate', () => {
  it('is yesterday in UTC, so a customer behind UTC can still book their today', () => {
    expect(earliestBookableDate(new Date('2026-03-10T00:30:00Z'))).toBe('2026-03-09');
    expect(earliestBookableDate(new Date('2026-03-10T23:59:00Z'))).toBe('2026-03-09');
  });

  it('crosses month and year boundaries', () => {
    expect(earliestBookableDate(new Date('2026-01-01T08:00:00Z'))).toBe('2025-12-31');
    expect(earliestBookableDate(new Date('2028-03-01T08:00:00Z'))).toBe('2028-02-29');
  });
});

describe('isBookableDate', () => {
  const now = new Date('2026-06-15T12:00:00Z');

  it('accepts yesterday, today and future days', () => {
    expect(isBookableDate('2026-06-14', now)).toBe(true);
    expect(isBookableDate('2026-06-15', now)).toBe(true);
    expect(isBookableDate('2027-01-01', now)).toBe(true);
  });

  it('refuses the day before yesterday and older', () => {
    expect(isBookableDate('2026-06-13', now)).toBe(false);
    expect(isBookableDate('1999-12-31', now)).toBe(false);
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
