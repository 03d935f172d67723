import './zod-setup';
import { z } from 'zod';
import * as booking from './booking';
import * as rideEvents from './ride-events';
import * as catalogue from './catalogue';
import * as contact from './contact';
import * as errors from './errors';
import * as health from './health';
import * as identity from './identity';
import * as magicLink from './magic-link';
import * as notifications from './notifications';
import * as places from './places';
import * as quotes from './quotes';
import * as rewards from './rewards';
import * as tracking from './tracking';

/**
 * The names the services' OpenAPI documents give the bodies and answers (`components.schemas`):
 * zod's JSON Schema conversion lifts a schema with an id out as a named, referenced definition.
 * Only whole bodies and answers are named; query and path schemas stay inline, one parameter each.
 * Kept in one list rather than as `.meta()` on each schema, which would make the exported schema a
 * copy (docs/development.md, "Routes: one decorator").
 */
const API_NAMES: [z.ZodType, string][] = [
  [booking.bookingSchema, 'Booking'],
  [booking.createBookingSchema, 'CreateBooking'],
  [booking.createBookingResponseSchema, 'CreatedBooking'],
  [booking.rescheduleBookingSchema, 'RescheduleBooking'],
  [booking.updateBookingStatusSchema, 'UpdateBookingStatus'],
  [booking.bookingStatsSchema, 'BookingStats'],
  [rideEvents.rideEventSchema, 'RideEvent'],
  [catalogue.serviceSchema, 'Service'],
  [catalogue.serviceTypeSchema, 'ServiceType'],
  [catalogue.vehicleSchema, 'Vehicle'],
  [catalogue.vehicleTypeSchema, 'VehicleType'],
  [catalogue.testimonialSchema, 'Testimonial'],
  [places.placeSchema, 'Place'],
  [quotes.quoteRequestSchema, 'QuoteRequest'],
  [quotes.quoteSchema, 'Quote'],
  [contact.createContactMessageSchema, 'CreateContactMessage'],
  [contact.contactMessageSchema, 'ContactMessage'],
  [contact.newsletterSubscribeSchema, 'NewsletterSubscribe'],
  [contact.newsletterSubscriptionSchema, 'NewsletterSubscription'],
  [errors.apiErrorSchema, 'ApiError'],
  [errors.fieldErrorSchema, 'FieldError'],
  [identity.registerSchema, 'Register'],
  [identity.loginSchema, 'Login'],
  [identity.publicUserSchema, 'PublicUser'],
  [identity.authResponseSchema, 'AuthResponse'],
  [identity.meResponseSchema, 'MeResponse'],
  [magicLink.createMagicLinkSchema, 'CreateMagicLink'],
  [magicLink.createMagicLinkResponseSchema, 'CreatedMagicLink'],
  [magicLink.magicLinkBookingSchema, 'MagicLinkBooking'],
  [magicLink.validateMagicLinkResponseSchema, 'ValidatedMagicLink'],
  [notifications.notificationDeliverySchema, 'NotificationDelivery'],
  [rewards.rewardsTierSchema, 'RewardsTier'],
  [rewards.rewardAccountSchema, 'RewardAccount'],
  [rewards.rewardTransactionSchema, 'RewardTransaction'],
  [rewards.redeemPointsSchema, 'RedeemPoints'],
  [tracking.driverLocationInputSchema, 'DriverLocationInput'],
  [tracking.driverLocationSchema, 'DriverLocation'],
  [health.livenessSchema, 'Liveness'],
  [health.readinessSchema, 'Readiness'],
];

for (const [schema, id] of API_NAMES) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
