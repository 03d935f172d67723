import './zod-setup';
import { z } from 'zod';
import {
  RIDE_FIELDS,
  bookingSchema,
  bookingStatusSchema,
  dollarAmountSchema,
  priceLineSchema,
  rideChauffeurSchema,
  rideStageSchema,
} from './booking';

export const EVENT_TYPES = {
  userRegistered: 'user.registered',
  bookingCreated: 'booking.created',
  bookingStatusChanged: 'booking.status-changed',
  bookingRescheduled: 'booking.rescheduled',
  bookingPriceOffered: 'booking.price-offered',
  bookingRideProgress: 'booking.ride-progress',
  magicLinkCreated: 'magic-link.created',
  rewardsPointsEarned: 'rewards.points-earned',
} as const;
export type EventType = (typeof EVENT_TYPES)[keyof typeof EVENT_TYPES];

export const userRegisteredSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  name: z.string(),
});
export type UserRegistered = z.infer<typeof userRegisteredSchema>;

/**
 * What a booking event tells a consumer about the ride, so that an e-mail or a reminder can be
 * written without asking booking back: the customer's address and name and the ride as booked
 * (date and time in the company's time zone, service type and vehicle by name).
 */
export const rideSummarySchema = bookingSchema
  .pick({
    ...RIDE_FIELDS,
    isRoundTrip: true,
    paymentMethod: true,
    flightNumber: true,
  })
  .extend({
    serviceType: z.string(),
    /** The service type's value (`airport`, …), which sets how long the ride holds the van. */
    serviceTypeValue: z.string(),
    vehicle: z.string(),
    /** The all-in price held on the booking (null: priced on request; absent in events from before prices were held). */
    totalPrice: dollarAmountSchema.nullish(),
    /** The vehicle's number plate, to find it at the kerb (absent in events from before plates were kept). */
    vehiclePlate: z.string().nullish(),
    /** The chauffeur staff assigned; null or absent before one is. */
    chauffeur: rideChauffeurSchema.nullish(),
    /**
     * An airport pick-up's scheduled landing and the free waiting after it (the pick-up is their sum),
     * as the booking holds them, so that no consumer works them out again; absent in older events.
     */
    landingDate: z.string().nullish(),
    landingTime: z.string().nullish(),
    freeWaitingMinutes: z.number().int().nullish(),
  });
export type RideSummary = z.infer<typeof rideSummarySchema>;

/**
 * The booking's revision once the change an event announces is made: 1 when it is booked, one more
 * with every later change (its status, its time). Events of one booking may reach a consumer in any
 * order (docs/architecture.md §7): this is what orders them, and a calendar file's SEQUENCE.
 */
export const bookingVersionSchema = z.number().int().min(1);

/** What every event of a booking carries: the booking, its client (null for a guest), its version and the ride. */
const bookingEventFields = {
  bookingId: z.number().int(),
  userId: z.number().int().nullable(),
  version: bookingVersionSchema,
  ride: rideSummarySchema,
};

/**
 * A booking was made (version 1). `sealedAccessToken` is the ride link's token (booking stores only
 * its hash), sealed for notifications alone (docs/architecture.md §6), so that the outbox and the
 * queues hold no usable copy; carried once so that the ride's e-mails can hold the link. No other
 * event carries it.
 */
export const bookingCreatedSchema = z.object({
  ...bookingEventFields,
  sealedAccessToken: z.string(),
});
export type BookingCreated = z.infer<typeof bookingCreatedSchema>;

export const bookingStatusChangedSchema = z.object({
  ...bookingEventFields,
  from: bookingStatusSchema,
  to: bookingStatusSchema,
});
export type BookingStatusChanged = z.infer<typeof bookingStatusChangedSchema>;

/** A ride's date or time changed; `ride` is the ride as it is now, `status` its status then. */
export const bookingRescheduledSchema = z.object({
  ...bookingEventFields,
  status: bookingStatusSchema,
});
export type BookingRescheduled = z.infer<typeof bookingRescheduledSchema>;

/**
 * Staff set a ride's price (a ride priced on request, or a changed instant price): the customer is
 * sent the quote, which they accept on the ride's page. `ride.totalPrice` is the new total; `lines` its lines.
 */
export const bookingPriceOfferedSchema = z.object({
  ...bookingEventFields,
  status: bookingStatusSchema,
  lines: z.array(priceLineSchema),
});
export type BookingPriceOffered = z.infer<typeof bookingPriceOfferedSchema>;

/** The chauffeur moved a confirmed ride to its next stage on his screen (docs/product.md §12). */
export const bookingRideProgressSchema = z.object({
  ...bookingEventFields,
  stage: rideStageSchema,
});
export type BookingRideProgress = z.infer<typeof bookingRideProgressSchema>;

/**
 * Staff asked for a magic link to be sent by e-mail (published only then). Its url holds the link's
 * token, so it travels sealed for notifications alone, as a ride's token does (docs/architecture.md §6).
 */
export const magicLinkCreatedSchema = z.object({
  magicLinkId: z.number().int(),
  email: z.string(),
  sealedUrl: z.string(),
  expiresAt: z.string(),
});
export type MagicLinkCreated = z.infer<typeof magicLinkCreatedSchema>;

/** A signed-in client earned points for a completed ride. */
export const rewardsPointsEarnedSchema = z.object({
  userId: z.number().int(),
  bookingId: z.number().int(),
  points: z.number().int(),
  availablePoints: z.number().int(),
});
export type RewardsPointsEarned = z.infer<typeof rewardsPointsEarnedSchema>;

export const EVENT_PAYLOAD_SCHEMAS = {
  [EVENT_TYPES.userRegistered]: userRegisteredSchema,
  [EVENT_TYPES.bookingCreated]: bookingCreatedSchema,
  [EVENT_TYPES.bookingStatusChanged]: bookingStatusChangedSchema,
  [EVENT_TYPES.bookingRescheduled]: bookingRescheduledSchema,
  [EVENT_TYPES.bookingPriceOffered]: bookingPriceOfferedSchema,
  [EVENT_TYPES.bookingRideProgress]: bookingRideProgressSchema,
  [EVENT_TYPES.magicLinkCreated]: magicLinkCreatedSchema,
  [EVENT_TYPES.rewardsPointsEarned]: rewardsPointsEarnedSchema,
} as const;

/** Each event type's payload, as its schema reads it. */
export type EventPayloads = { [T in EventType]: z.infer<(typeof EVENT_PAYLOAD_SCHEMAS)[T]> };

/** What travels through the outbox and the queue: ids, the e-mail where a consumer needs it, secrets sealed. */
export interface EventEnvelope<T extends EventType = EventType> {
  id: string;
  type: T;
  occurredAt: string;
  payload: EventPayloads[T];
}

/** The services that consume events; each has a queue of its own per event type it takes. */
export const EVENT_CONSUMERS = ['rewards', 'notifications', 'tracking'] as const;
export type EventConsumer = (typeof EVENT_CONSUMERS)[number];

/**
 * Who takes which event (docs/architecture.md §7). The relay puts each event into the queue of
 * every consumer listed here, so each consumer sees every event once, whatever the others do.
 */
export const EVENT_SUBSCRIPTIONS: Readonly<Record<EventType, readonly EventConsumer[]>> = {
  'user.registered': ['rewards', 'notifications'],
  'booking.created': ['notifications'],
  'booking.status-changed': ['rewards', 'notifications', 'tracking'],
  'booking.rescheduled': ['notifications'],
  'booking.price-offered': ['rewards', 'notifications'],
  'booking.ride-progress': ['notifications', 'tracking'],
  'magic-link.created': ['notifications'],
  'rewards.points-earned': ['notifications'],
};

/** One BullMQ queue per event type and consumer; job id = event id. */
export const eventQueueName = (type: EventType, consumer: EventConsumer): string =>
  `events.${type}.${consumer}`;
