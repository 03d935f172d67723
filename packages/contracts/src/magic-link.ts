import { z } from 'zod';
import { emailSchema } from './common';

/** Body of POST /api/magic-links/create (admin only). */
export const createMagicLinkSchema = z.object({ email: emailSchema });
export type CreateMagicLinkInput = z.input<typeof createMagicLinkSchema>;

export const createMagicLinkResponseSchema = z.object({
  url: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  bookingId: z.number().int().nullable(),
});
export type CreateMagicLinkResponse = z.infer<typeof createMagicLinkResponseSchema>;

/** The previous booking a magic link re-books from: what the screen shows and the form prefills. */
export const magicLinkBookingSchema = z.object({
  id: z.number().int(),
  serviceTypeId: z.number().int(),
  vehicleId: z.number().int(),
  date: z.string(),
  time: z.string(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  passengers: z.number().int(),
  luggage: z.number().int().nullable(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type MagicLinkBooking = z.infer<typeof magicLinkBookingSchema>;

export const validateMagicLinkResponseSchema = z.object({
  email: z.string(),
  booking: magicLinkBookingSchema.nullable(),
});
export type ValidateMagicLinkResponse = z.infer<typeof validateMagicLinkResponseSchema>;

export const magicLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'Invalid magic link');
