import { describe, expect, it } from '@jest/globals';
import type { MagicLinkBooking } from '@elite/contracts/magic-link';
import { bookSimilarRidePath, prefillLink, rebookingValues } from './rebooking-values';

const booking: MagicLinkBooking = {
  id: 7,
  serviceTypeId: 3,
  vehicleId: 1,
  date: '2031-06-15',
  time: '14:30',
  pickupLocation: 'LAX Terminal 4',
  dropoffLocation: 'Beverly Hills Hotel',
  passengers: 3,
  luggage: 2,
  fullName: 'Avery Quinn',
  email: 'avery@example.com',
  phone: '+1 310 555 0100',
};
const stored = { email: 'avery@example.com', booking };
const search = (query: string) => new URLSearchParams(query);

describe('bookSimilarRidePath', () => {
  it("goes to /booking with prefill=true, the encoded e-mail and the link's token, read back from there", () => {
    const token = 'k'.repeat(32);
    const path = bookSimilarRidePath('a+b@example.com', token);
    expect(path).toBe(`/booking?prefill=true&email=a%2Bb%40example.com&link=${token}`);
    expect(prefillLink(new URL(path, 'http://site').searchParams)).toBe(token);
  });

  it('names no link without prefill=true, or with a token that cannot be one', () => {
    expect(prefillLink(search(`link=${'k'.repeat(32)}`))).toBeUndefined();
    expect(prefillLink(search('prefill=true&link=short'))).toBeUndefined();
  });
});

describe('rebookingValues', () => {
  it('prefills route, passengers, luggage, service, vehicle and contact details, leaving date and time empty', () => {
    const values = rebookingValues(search('prefill=true&email=Avery%40Example.com'), stored);
    expect(values).toEqual({
      serviceTypeId: 3,
      vehicleId: 1,
      pickupLocation: 'LAX Terminal 4',
      dropoffLocation: 'Beverly Hills Hotel',
      passengers: 3,
      luggage: 2,
      fullName: 'Avery Quinn',
      email: 'avery@example.com',
      phone: '+1 310 555 0100',
      date: undefined,
      time: undefined,
    });
    expect(values).toHaveProperty('date', undefined);
    expect(values).toHaveProperty('time', undefined);
  });

  it("carries the link's token with its booking, for the booking to spend", () => {
    const token = 'k'.repeat(32);
    expect(rebookingValues(search('prefill=true'), { ...stored, token })).toMatchObject({
      magicLinkToken: token,
      pickupLocation: 'LAX Terminal 4',
    });
    expect(rebookingValues(search('prefill=true'), { ...stored, token: null })).not.toHaveProperty(
      'magicLinkToken',
    );
    expect(rebookingValues(search('prefill=true'), { ...stored, token: 'not a token' })).not.toHaveProperty(
      'magicLinkToken',
    );
    expect(rebookingValues(search('prefill=true&email=other@example.com'), { ...stored, token })).toEqual({
      email: 'other@example.com',
    });
  });

  it('keeps the default luggage when the previous booking had none', () => {
    expect(
      rebookingValues(search('prefill=true'), { ...stored, booking: { ...booking, luggage: null } }),
    ).not.toHaveProperty('luggage');
  });

  it('takes only the e-mail from the URL when nothing is remembered', () => {
    expect(
      rebookingValues(search('prefill=true&email=new@example.com'), { email: null, booking: null }),
    ).toEqual({
      email: 'new@example.com',
    });
  });

  it('ignores a remembered booking of another e-mail', () => {
    expect(rebookingValues(search('prefill=true&email=other@example.com'), stored)).toEqual({
      email: 'other@example.com',
    });
  });

  it('ignores a remembered value that is not a booking', () => {
    expect(
      rebookingValues(search('prefill=true'), { email: 'avery@example.com', booking: { id: 'x' } }),
    ).toBeUndefined();
  });

  it('changes nothing without prefill=true', () => {
    expect(rebookingValues(search('email=avery@example.com'), stored)).toBeUndefined();
  });
});
