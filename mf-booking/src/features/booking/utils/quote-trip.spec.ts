import { describe, expect, it } from '@jest/globals';
import type { ServiceType } from '@elite/contracts/catalogue';
import { pricingKindOfId, quoteTrip } from './quote-trip';

const serviceType = (id: number, value: string): ServiceType => ({ id, value, name: value, icon: 'car' });
const SERVICE_TYPES = [serviceType(1, 'airport'), serviceType(5, 'hourly')];

const trip = {
  serviceTypeId: 1,
  vehicleId: 1,
  pickupLocation: 'Los Angeles International Airport (LAX)',
  dropoffLocation: 'The Beverly Hills Hotel',
  date: '2031-05-09',
  time: '14:30',
  passengers: 2,
  isRoundTrip: true,
};

describe('pricingKindOfId', () => {
  it('reads how the chosen service type is priced', () => {
    expect(pricingKindOfId(5, SERVICE_TYPES)).toBe('hourly');
    expect(pricingKindOfId(1, SERVICE_TYPES)).toBe('transfer');
  });

  it('is a transfer while the service types are not known, or for an id not among them', () => {
    expect(pricingKindOfId(5, undefined)).toBe('transfer');
    expect(pricingKindOfId(9, SERVICE_TYPES)).toBe('transfer');
  });
});

describe('quoteTrip', () => {
  it('is the trip POST /api/quotes takes once every field of it is there', () => {
    expect(quoteTrip({ ...trip, fullName: 'Ada', luggage: 3 }, 'transfer')).toEqual({
      ...trip,
      hours: null,
      landingTime: null,
      flightOrigin: 'domestic',
    });
  });

  it('is null while a field of the trip is missing or not valid', () => {
    expect(quoteTrip({ ...trip, dropoffLocation: '  ' }, 'transfer')).toBeNull();
    expect(quoteTrip({ ...trip, pickupLocation: undefined }, 'transfer')).toBeNull();
    expect(quoteTrip({ ...trip, date: '2031-02-30' }, 'transfer')).toBeNull();
  });

  it("takes a charter's hours, and leaves a transfer's out", () => {
    expect(quoteTrip({ ...trip, hours: 6 }, 'hourly')).toMatchObject({ hours: 6 });
    expect(quoteTrip({ ...trip, hours: 6 }, 'transfer')).toMatchObject({ hours: null });
    expect(quoteTrip({ ...trip, hours: undefined }, 'hourly')).toMatchObject({ hours: null });
  });

  it('is null for hours a charter cannot have', () => {
    expect(quoteTrip({ ...trip, hours: 0 }, 'hourly')).toBeNull();
  });

  it('reads a round trip left unset as a one way', () => {
    expect(quoteTrip({ ...trip, isRoundTrip: undefined }, 'transfer')).toMatchObject({ isRoundTrip: false });
  });
});
