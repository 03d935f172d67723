import './zod-setup';
import { z } from 'zod';
import { createBookingSchema } from './booking';
import { jsonInteger } from './common';
import { CHARTER_HOURS_MAX, QUOTE_CURRENCY, centsToDollars, type Price } from './pricing';

/** A charter's hours: whole hours; absent or null, the minimum is quoted (docs/product.md §10). */
export const charterHoursSchema = jsonInteger('Hours', 1, CHARTER_HOURS_MAX)
  .nullish()
  .transform((hours) => hours ?? null);

/** Body of POST /api/quotes: the trip's fields of the booking request, read by the same rules, and the hours. */
export const quoteRequestSchema = createBookingSchema
  .pick({
    serviceTypeId: true,
    vehicleId: true,
    pickupLocation: true,
    dropoffLocation: true,
    date: true,
    time: true,
    passengers: true,
    isRoundTrip: true,
  })
  .extend({ hours: charterHoursSchema });
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;

/** An amount as the API writes it: US dollars as text with exactly two decimals, so no float rounds it. */
export const dollarAmountSchema = z.string().regex(/^\d+\.\d{2}$/);

export const quoteLineSchema = z.object({ label: z.string(), amount: dollarAmountSchema });
export type QuoteLine = z.infer<typeof quoteLineSchema>;

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
    lines: z.array(quoteLineSchema),
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
    lines: price.lines.map((line) => ({ label: line.label, amount: centsToDollars(line.amountCents) })),
  };
}
