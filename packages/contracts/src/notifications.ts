import './zod-setup';
import { z } from 'zod';
import { adminListQuerySchema } from './booking';
import { idParamSchema } from './common';

/** The e-mails the notifications service sends (docs/product.md "E-mails"). */
export const NOTIFICATION_TEMPLATES = [
  'welcome',
  'booking-received',
  'booking-confirmed',
  'booking-cancelled',
  'booking-rescheduled',
  'price-offered',
  'ride-completed',
  'ride-reminder',
  'ride-on-the-way',
  'ride-on-location',
  'ride-no-show',
  'magic-link',
] as const;
export type NotificationTemplate = (typeof NOTIFICATION_TEMPLATES)[number];

/**
 * queued: waiting or retrying; sent: the SMTP relay accepted it; failed: every attempt failed;
 * skipped: a later change of the ride made it obsolete before it went out (`skipReason` says which).
 */
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One e-mail as staff see it in `GET /api/notifications/deliveries`. */
export const notificationDeliverySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  template: z.enum(NOTIFICATION_TEMPLATES),
  subject: z.string(),
  /** The event that caused it (for a reminder, the event that scheduled it). */
  eventId: z.string(),
  bookingId: z.number().int().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  /** Why a skipped e-mail was not sent. */
  skipReason: z.string().nullable(),
  /** The SMTP relay's id for the message, once sent. */
  messageId: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type NotificationDelivery = z.infer<typeof notificationDeliverySchema>;

export const notificationDeliveriesResponseSchema = z.array(notificationDeliverySchema);

/** `?limit=&offset=`, newest first; the same paging as the staff booking list; `bookingId`: one ride's e-mails only. */
export const deliveriesQuerySchema = adminListQuerySchema
  .pick({ limit: true, offset: true })
  .extend({ bookingId: idParamSchema.optional() });
export type DeliveriesQuery = z.output<typeof deliveriesQuerySchema>;
