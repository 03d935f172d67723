import './zod-setup';
import { z } from 'zod';
import {
  bookingSchema,
  bookingStatsSchema,
  createBookingResponseSchema,
  createBookingSchema,
  rescheduleBookingSchema,
  updateBookingStatusSchema,
} from './booking';
import { rideEventSchema } from './ride-events';
import {
  serviceSchema,
  serviceTypeSchema,
  testimonialSchema,
  vehicleSchema,
  vehicleTypeSchema,
} from './catalogue';
import {
  contactMessageSchema,
  createContactMessageSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionSchema,
} from './contact';
import { apiErrorSchema, fieldErrorSchema } from './errors';
import { livenessSchema, readinessSchema } from './health';
import {
  authResponseSchema,
  loginSchema,
  meResponseSchema,
  publicUserSchema,
  registerSchema,
} from './identity';
import {
  createMagicLinkResponseSchema,
  createMagicLinkSchema,
  magicLinkBookingSchema,
  validateMagicLinkResponseSchema,
} from './magic-link';
import { notificationDeliverySchema } from './notifications';
import { placeSchema } from './places';
import { quoteRequestSchema, quoteSchema } from './quotes';
import {
  redeemPointsSchema,
  rewardAccountSchema,
  rewardTransactionSchema,
  rewardsTierSchema,
} from './rewards';
import { driverLocationInputSchema, driverLocationSchema } from './tracking';

/**
 * The names the services' OpenAPI documents give the bodies and answers (`components.schemas`):
 * zod's JSON Schema conversion lifts a schema with an id out as a named, referenced definition.
 * Only whole bodies and answers are named; query and path schemas stay inline, one parameter each.
 * Kept in one list rather than as `.meta()` on each schema, which would make the exported schema a
 * copy (docs/development.md, "Routes: one decorator").
 */
const API_NAMES: [z.ZodType, string][] = [
  [bookingSchema, 'Booking'],
  [createBookingSchema, 'CreateBooking'],
  [createBookingResponseSchema, 'CreatedBooking'],
  [rescheduleBookingSchema, 'RescheduleBooking'],
  [updateBookingStatusSchema, 'UpdateBookingStatus'],
  [bookingStatsSchema, 'BookingStats'],
  [rideEventSchema, 'RideEvent'],
  [serviceSchema, 'Service'],
  [serviceTypeSchema, 'ServiceType'],
  [vehicleSchema, 'Vehicle'],
  [vehicleTypeSchema, 'VehicleType'],
  [testimonialSchema, 'Testimonial'],
  [placeSchema, 'Place'],
  [quoteRequestSchema, 'QuoteRequest'],
  [quoteSchema, 'Quote'],
  [createContactMessageSchema, 'CreateContactMessage'],
  [contactMessageSchema, 'ContactMessage'],
  [newsletterSubscribeSchema, 'NewsletterSubscribe'],
  [newsletterSubscriptionSchema, 'NewsletterSubscription'],
  [apiErrorSchema, 'ApiError'],
  [fieldErrorSchema, 'FieldError'],
  [registerSchema, 'Register'],
  [loginSchema, 'Login'],
  [publicUserSchema, 'PublicUser'],
  [authResponseSchema, 'AuthResponse'],
  [meResponseSchema, 'MeResponse'],
  [createMagicLinkSchema, 'CreateMagicLink'],
  [createMagicLinkResponseSchema, 'CreatedMagicLink'],
  [magicLinkBookingSchema, 'MagicLinkBooking'],
  [validateMagicLinkResponseSchema, 'ValidatedMagicLink'],
  [notificationDeliverySchema, 'NotificationDelivery'],
  [rewardsTierSchema, 'RewardsTier'],
  [rewardAccountSchema, 'RewardAccount'],
  [rewardTransactionSchema, 'RewardTransaction'],
  [redeemPointsSchema, 'RedeemPoints'],
  [driverLocationInputSchema, 'DriverLocationInput'],
  [driverLocationSchema, 'DriverLocation'],
  [livenessSchema, 'Liveness'],
  [readinessSchema, 'Readiness'],
];

for (const [schema, id] of API_NAMES) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
