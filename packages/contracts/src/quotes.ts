import './zod-setup';
import { z } from 'zod';
import { createBookingSchema, dollarAmountSchema, priceLineSchema, type PriceLineShown } from './booking';
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
});
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/**
 * Answer of POST /api/quotes. `instant`: the all-in total and its lines, which sum to it. `on-request`:
 * the ride cannot be priced from what was sent (an address outside the places catalogue); total and
 * lines are null, and the company prices it after the booking.
 */
export const quoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('instant'),
    currency: z.literal(QUOTE_CURRENCY),
    total: dollarAmountSchema,
    lines: z.array(priceLineSchema),
  }),
  z.object({
    kind: z.literal('on-request'),
    currency: z.literal(QUOTE_CURRENCY),
    total: z.null(),
    lines: z.null(),
  }),
]);
export type Quote = z.infer<typeof quoteSchema>;

/** The API's answer for a price in cents, or for none (priced on request): the one place cents become dollars. */
export function quoteOf(price: Price | null): Quote {
  if (!price) return { kind: 'on-request', currency: QUOTE_CURRENCY, total: null, lines: null };
  return {
    kind: 'instant',
    currency: QUOTE_CURRENCY,
    total: centsToDollars(price.totalCents),
    lines: shownPriceLines(price.lines),
  };
}

/** A price's lines as the API writes them (dollars), for a quote and for the booking that holds the price. */
export function shownPriceLines(lines: readonly PriceLine[]): PriceLineShown[] {
  return lines.map((line) => ({ label: line.label, amount: signedCentsToDollars(line.amountCents) }));
}
