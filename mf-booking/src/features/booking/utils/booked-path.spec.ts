import { describe, expect, it } from '@jest/globals';
import { bookedFromSearch, bookedPath } from './booked-path';

describe('bookedPath', () => {
  it('is /booking with the booking and its token, read back as the same booking', () => {
    const path = bookedPath({ id: 42, accessToken: 'a b&c' });
    expect(path).toBe('/booking?booked=42&token=a+b%26c');
    expect(bookedFromSearch(new URL(path, 'http://site').searchParams)).toEqual({
      id: 42,
      accessToken: 'a b&c',
    });
  });

  it('leaves the token out for a repeated submission, whose answer has none', () => {
    expect(bookedFromSearch(new URL(bookedPath({ id: 7 }), 'http://site').searchParams)).toEqual({ id: 7 });
  });

  it('confirms nothing for an address without a booking number', () => {
    expect(bookedFromSearch(new URLSearchParams(''))).toBeNull();
    expect(bookedFromSearch(new URLSearchParams('booked=1e3'))).toBeNull();
  });
});
