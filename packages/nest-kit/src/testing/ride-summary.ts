import { rideSummarySchema, type RideSummary } from '@elite/contracts';

/** A valid ride as booking events describe it, for tests that publish or consume those events. */
export function sampleRideSummary(overrides: Partial<RideSummary> = {}): RideSummary {
  return rideSummarySchema.parse({
    email: 'rider@example.test',
    fullName: 'Ada Rider',
    date: '2030-01-02',
    time: '09:30',
    pickupLocation: 'LAX Terminal 4',
    dropoffLocation: 'The Beverly Hills Hotel',
    passengers: 2,
    luggage: 1,
    serviceType: 'Airport Transfer',
    serviceTypeValue: 'airport',
    vehicle: 'Mercedes-Benz V-Class',
    isRoundTrip: false,
    paymentMethod: 'cash',
    flightNumber: null,
    ...overrides,
  });
}
