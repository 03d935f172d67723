import { uniqueEmail, uniqueRideDate } from './unique';

/** What the booking form sends for a guest's ride between places of the catalogue, on a day of its own. */
export function bookingBody(overrides: Record<string, unknown> = {}) {
  return {
    serviceTypeId: 1,
    vehicleId: 1,
    // Places of the catalogue: priced at booking, so staff may confirm it (docs/product.md §10).
    pickupLocation: 'Los Angeles International Airport (LAX)',
    dropoffLocation: 'The Beverly Hills Hotel',
    date: uniqueRideDate(),
    time: '14:30',
    passengers: 3,
    luggage: 2,
    flightNumber: null,
    isRoundTrip: false,
    fullName: 'Avery Quinn',
    email: uniqueEmail('admin-booking'),
    phone: '+1 310 555 0100',
    specialRequests: null,
    paymentMethod: 'cash',
    ...overrides,
  };
}
