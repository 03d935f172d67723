import { PAYMENT_METHOD_LABELS, type Booking } from '@elite/contracts';
import { stringify, type Stringifier } from 'csv-stringify';

export const BOOKINGS_CSV_FILENAME = 'elite-transport-bookings.csv';

/** The export's columns, in order: what staff read of a booking, as the drawer names it. */
const COLUMNS: ReadonlyArray<{ header: string; cell: (booking: Booking) => string | number | null }> = [
  { header: 'Booking ID', cell: (b) => b.id },
  { header: 'Status', cell: (b) => b.status },
  { header: 'Booked At', cell: (b) => b.createdAt },
  { header: 'Date', cell: (b) => b.date },
  { header: 'Time', cell: (b) => b.time },
  { header: 'Full Name', cell: (b) => b.fullName },
  { header: 'Email', cell: (b) => b.email },
  { header: 'Phone', cell: (b) => b.phone },
  { header: 'Pick-up', cell: (b) => b.pickupLocation },
  { header: 'Drop-off', cell: (b) => b.dropoffLocation },
  { header: 'Passengers', cell: (b) => b.passengers },
  { header: 'Luggage', cell: (b) => b.luggage },
  { header: 'Flight Number', cell: (b) => b.flightNumber },
  { header: 'Round Trip', cell: (b) => (b.isRoundTrip ? 'Yes' : 'No') },
  { header: 'Payment Method', cell: (b) => PAYMENT_METHOD_LABELS[b.paymentMethod] ?? b.paymentMethod },
  { header: 'Total (USD)', cell: (b) => b.totalPrice },
  { header: 'Special Requests', cell: (b) => b.specialRequests },
];

/** Each booking as its row of cells, in the columns' order. */
export async function* bookingRows(
  bookings: AsyncIterable<Booking>,
): AsyncGenerator<Array<string | number | null>> {
  for await (const booking of bookings) yield COLUMNS.map(({ cell }) => cell(booking));
}

/**
 * Rows in, CSV out (csv-stringify: RFC 4180 quoting of commas, quotes and line breaks), after a
 * header row; a cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is escaped with
 * an apostrophe (`escape_formulas`, OWASP's advice against CSV injection).
 */
export function bookingsCsv(): Stringifier {
  return stringify({ header: true, columns: COLUMNS.map(({ header }) => header), escape_formulas: true });
}
