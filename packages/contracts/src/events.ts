import { z } from 'zod';
import { bookingStatusSchema } from './booking';

export const EVENT_TYPES = {
  userRegistered: 'user.registered',
  bookingStatusChanged: 'booking.status-changed',
} as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

export const userRegisteredSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

export const bookingStatusChangedSchema = z.object({
  bookingId: z.number().int(),
  userId: z.number().int().nullable(),
  from: bookingStatusSchema,
  to: bookingStatusSchema,
});
export type BookingStatusChanged = z.infer<typeof bookingStatusChangedSchema>;

export const EVENT_PAYLOAD_SCHEMAS = {
  [EVENT_TYPES.userRegistered]: userRegisteredSchema,
  [EVENT_TYPES.bookingStatusChanged]: bookingStatusChangedSchema,
} as const;

export interface EventPayloads {
  'user.registered': UserRegistered;
  'booking.status-changed': BookingStatusChanged;
}

/** What travels through the outbox and the queue: ids, and the e-mail where a consumer needs it. */
export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  payload: EventPayloads[T];
}

/** One BullMQ queue per event type; job id = event id. */
export const eventQueueName = (type: EventType): string => `events.${type}`;
