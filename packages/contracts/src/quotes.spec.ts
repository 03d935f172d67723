import { createBookingSchema } from './booking';
import { toFieldErrors } from './errors';
import { quoteOf, quoteRequestSchema, quoteSchema } from './quotes';

const trip = {
  serviceTypeId: 1,
  vehicleId: 1,
  pickupLocation: 'Los Angeles International Airport (LAX)',
  dropoffLocation: 'The Beverly Hills Hotel',
  date: '2026-07-04',
  time: '14:30',
  passengers: 2,
  isRoundTrip: false,
};

const problems = (input: unknown) => {
  const result = quoteRequestSchema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
};

describe('quoteRequestSchema', () => {
  it("reads the trip's fields by the booking request's own rules, with the same messages", () => {
    const bad = { ...trip, pickupLocation: '', date: '2026-02-30', passengers: '2', isRoundTrip: 'yes' };
    const booking = createBookingSchema.safeParse(bad);
    const bookingProblems = booking.success ? [] : toFieldErrors(booking.error);
    const fields = ['pickupLocation', 'date', 'passengers', 'isRoundTrip'];
    expect(problems(bad)).toEqual(bookingProblems.filter((problem) => fields.includes(problem.path)));
    expect(problems(bad).map((problem) => problem.path)).toEqual(fields);
  });

  it('takes hours as an optional whole number from 1 to 24, absent or null meaning the minimum', () => {
    expect(quoteRequestSchema.parse(trip).hours).toBeNull();
    expect(quoteRequestSchema.parse({ ...trip, hours: null }).hours).toBeNull();
    expect(quoteRequestSchema.parse({ ...trip, hours: 6 }).hours).toBe(6);
    expect(problems({ ...trip, hours: 0 })).toEqual([
      { path: 'hours', message: 'Hours must be between 1 and 24' },
    ]);
    expect(problems({ ...trip, hours: 2.5 })).toEqual([
      { path: 'hours', message: 'Hours must be a whole number' },
    ]);
    expect(problems({ ...trip, hours: '3' })).toEqual([{ path: 'hours', message: 'Hours must be a number' }]);
  });

  it('keeps only the trip: what else a booking carries is dropped', () => {
    expect(quoteRequestSchema.parse({ ...trip, fullName: 'Ada', paymentMethod: 'cash' })).not.toHaveProperty(
      'fullName',
    );
  });
});

describe('quoteOf', () => {
  it('writes an instant quote in dollars with two decimals', () => {
    const quote = quoteOf({
      totalCents: 52_205,
      lines: [
        { label: 'Hourly charter: 3 h minimum × $145.00', amountCents: 43_500 },
        { label: 'Gratuity (20%)', amountCents: 8_705 },
      ],
    });
    expect(quoteSchema.parse(quote)).toEqual({
      kind: 'instant',
      currency: 'USD',
      total: '522.05',
      lines: [
        { label: 'Hourly charter: 3 h minimum × $145.00', amount: '435.00' },
        { label: 'Gratuity (20%)', amount: '87.05' },
      ],
      airportPickup: false,
      flight: null,
    });
  });

  it('writes a ride priced on request with a null total and null lines', () => {
    expect(quoteSchema.parse(quoteOf(null))).toEqual({
      kind: 'on-request',
      currency: 'USD',
      total: null,
      lines: null,
      airportPickup: false,
      flight: null,
    });
  });
});
