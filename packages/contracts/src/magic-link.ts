import './zod-setup';
import { z } from 'zod';
import { RIDE_FIELDS, bookingSchema } from './booking';
import { emailSchema, jsonBoolean, jsonId } from './common';
import { magicLinkTokenSchema } from './magic-link-token';

/**
 * Body of POST /api/magic-links/create (admin only). With `send: true` the link is also handed to
 * the notifications service to be e-mailed to the customer (the `magic-link.created` event).
 */
export const createMagicLinkSchema = z.object({
  email: emailSchema,
  send: jsonBoolean('Send').default(false),
});
export type CreateMagicLinkInput = z.input<typeof createMagicLinkSchema>;
export type CreateMagicLink = z.output<typeof createMagicLinkSchema>;

export const createMagicLinkResponseSchema = z.object({
  url: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  bookingId: z.number().int().nullable(),
  /** True when the link was put out for delivery by e-mail (asked with `send: true`). */
  sent: z.boolean(),
});
export type CreateMagicLinkResponse = z.infer<typeof createMagicLinkResponseSchema>;

/** The previous booking a magic link re-books from: what the screen shows and the form prefills. */
export const magicLinkBookingSchema = bookingSchema.pick({
  id: true,
  serviceTypeId: true,
  vehicleId: true,
  ...RIDE_FIELDS,
  phone: true,
});
export type MagicLinkBooking = z.infer<typeof magicLinkBookingSchema>;

export const validateMagicLinkResponseSchema = z.object({
  email: z.string(),
  booking: magicLinkBookingSchema.nullable(),
});
export type ValidateMagicLinkResponse = z.infer<typeof validateMagicLinkResponseSchema>;

/**
 * Path of GET /api/magic-links/validate/:token. Any text: a token that cannot be one is answered like
 * an unknown link (404 MAGIC_LINK_NOT_FOUND), not as a bad request.
 */
export const magicLinkTokenParamsSchema = z.object({ token: z.string() });
export type MagicLinkTokenParams = z.output<typeof magicLinkTokenParamsSchema>;

export { magicLinkTokenSchema } from './magic-link-token';

/** What the magic-link service (and booking, passing its answer on) says about a link it refuses. */
export const MAGIC_LINK_NOT_FOUND = 'This magic link is invalid.';
export const MAGIC_LINK_USED = 'This magic link has already been used.';
export const MAGIC_LINK_EXPIRED = 'This magic link has expired.';

/**
 * Body of POST /internal/magic-links/consume (booking → magic-link, the last step of the booking's
 * transaction): spend the link for this booking. 200 with the link, 404 unknown, 410 used or
 * expired; asked again for the same booking, 200 again.
 */
export const consumeMagicLinkSchema = z.object({
  token: magicLinkTokenSchema,
  bookingId: jsonId('Booking'),
});
export type ConsumeMagicLink = z.output<typeof consumeMagicLinkSchema>;

export const consumeMagicLinkResponseSchema = z.object({
  magicLinkId: z.number().int(),
  email: z.string(),
});
export type ConsumeMagicLinkResponse = z.infer<typeof consumeMagicLinkResponseSchema>;

/**
 * Body of POST /internal/magic-links/release: the transaction of that booking rolled back, so the
 * link it spent is usable again. Only a spend by that very booking is undone.
 */
export const releaseMagicLinkSchema = consumeMagicLinkSchema;
export type ReleaseMagicLink = ConsumeMagicLink;

export const releaseMagicLinkResponseSchema = z.object({ released: z.boolean() });
export type ReleaseMagicLinkResponse = z.infer<typeof releaseMagicLinkResponseSchema>;
