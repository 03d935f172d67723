import './zod-setup';
import { z } from 'zod';
import {
  createBookingSchema,
  dollarAmountSchema,
  flightPickupSchema,
  priceLineSchema,
  type FlightPickup,
  type PriceLineShown,
} from './booking';
import { QUOTE_CURRENCY, centsToDollars, signedCentsToDollars, type Price, type PriceLine } from './pricing';

/** Body of POST /api/quotes: the trip's fields of the booking request, read by the same rules, and the hours. */
export const quoteRequestSchema = createBookingSchema.pick({
  serviceTypeId: true,
  vehicleId: true,
  pickupLocation: true,
  dropoffLocation: true,
  date: true,
  time: true,
  passengers: true,
  isRoundTrip: true,
  hours: true,
  landingTime: true,
  flightOrigin: true,
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/**
 * Answer of POST /api/quotes. `instant`: the all-in total and its lines, which sum to it. `on-request`:
 * the ride cannot be priced from what was sent (an address outside the places catalogue); total and
 * lines are null, and the company prices it after the booking. Either way, `airportPickup` says whether
 * the pick-up is at an airport (the form then asks for the flight), and `flight` is the pick-up worked
 * out from a landing time (priced at that pick-up), else null (docs/product.md §5, "The airport promise").
 */
const flightOfQuote = { airportPickup: z.boolean(), flight: flightPickupSchema.nullable() };
export const quoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('instant'),
    currency: z.literal(QUOTE_CURRENCY),
    total: dollarAmountSchema,
    lines: z.array(priceLineSchema),
    ...flightOfQuote,
  }),
  z.object({
    kind: z.literal('on-request'),
    currency: z.literal(QUOTE_CURRENCY),
    total: z.null(),
    lines: z.null(),
    ...flightOfQuote,
  }),
]);
export type Quote = z.infer<typeof quoteSchema>;

/** The flight part of a quote: none unless said. */
export interface QuoteFlight {
  airportPickup: boolean;
  flight: FlightPickup | null;
}
const NO_FLIGHT: QuoteFlight = { airportPickup: false, flight: null };

/** The API's answer for a price in cents, or for none (priced on request): the one place cents become dollars. */
export function quoteOf(price: Price | null, flight: QuoteFlight = NO_FLIGHT): Quote {
  if (!price) return { kind: 'on-request', currency: QUOTE_CURRENCY, total: null, lines: null, ...flight };
  return {
    kind: 'instant',
    currency: QUOTE_CURRENCY,
    total: centsToDollars(price.totalCents),
    lines: shownPriceLines(price.lines),
    ...flight,
  };
}

/** A price's lines as the API writes them (dollars), for a quote and for the booking that holds the price. */
export function shownPriceLines(lines: readonly PriceLine[]): PriceLineShown[] {
  return lines.map((line) => ({ label: line.label, amount: signedCentsToDollars(line.amountCents) }));
}
