import './zod-setup';
import { z } from 'zod';
import {
  emailSchema,
  jsonBoolean,
  jsonId,
  jsonInteger,
  lenientList,
  optionalText,
  requiredText,
  shownAmount,
  shownInteger,
  shownOptionalInteger,
  shownOptionalText,
  shownText,
} from './common';
import {
  ADMIN_LIST_DEFAULT_LIMIT,
  ADMIN_LIST_MAX_LIMIT,
  FLEET_VEHICLE_ID,
  LUGGAGE_MAX,
  LUGGAGE_MIN,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PAID_METHODS,
  PAYMENT_METHODS,
  ridePagePath,
  withToken,
} from './constants';
import type { FieldError } from './errors';
import { magicLinkTokenSchema } from './magic-link-token';
import { CHARTER_HOURS_MAX } from './pricing';
import { calendarDateIn, clockTimeIn, pickupInstant } from './ride-schedule';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no-show'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const bookingStatusSchema = z.enum(BOOKING_STATUSES, {
  error: `Status must be one of: ${BOOKING_STATUSES.join(', ')}`,
});

/** Which status may follow which; anything else is a 409. */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['completed', 'cancelled', 'no-show'],
  completed: [],
  cancelled: [],
  // The chauffeur waited at the pick-up and the passenger never came (docs/product.md §12).
  'no-show': [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[from].includes(to);
}

/** A ride that has ended (completed, cancelled, no-show): nothing may follow, and no driver is followed. */
export function hasEnded(status: BookingStatus): boolean {
  return BOOKING_TRANSITIONS[status].length === 0;
}

/**
 * A confirmed ride's stages on the chauffeur's screen (docs/product.md §12): on the way to the pick-up,
 * waiting there, the passenger on board; then the ride is completed, or a no-show.
 */
export const RIDE_STAGES = ['on-the-way', 'on-location', 'on-board'] as const;
export type RideStage = (typeof RIDE_STAGES)[number];
export const rideStageSchema = z.enum(RIDE_STAGES);

/** What the chauffeur may press next: each stage, then Completed, or No-show while he waits at the pick-up. */
export const RIDE_PROGRESS = ['on-the-way', 'on-location', 'on-board', 'completed', 'no-show'] as const;
export type RideProgress = (typeof RIDE_PROGRESS)[number];
const PROGRESS_AFTER: Record<RideStage | 'none', readonly RideProgress[]> = {
  none: ['on-the-way'],
  'on-the-way': ['on-location'],
  'on-location': ['on-board', 'no-show'],
  'on-board': ['completed'],
};

/** The steps a chauffeur may take from a ride's stage (none before he sets off). */
export function nextRideProgress(stage: RideStage | null): readonly RideProgress[] {
  return PROGRESS_AFTER[stage ?? 'none'];
}

/** Body of POST /api/driver/rides/:id/progress. */
export const rideProgressSchema = z.object({
  progress: z.enum(RIDE_PROGRESS, { error: `Progress must be one of: ${RIDE_PROGRESS.join(', ')}` }),
});
export type RideProgressBody = z.infer<typeof rideProgressSchema>;

/** A point on the map. */
export const geoPointSchema = z.object({ latitude: z.number(), longitude: z.number() });

/** The chauffeur of a ride as its customer sees him: whom to expect and the phone to call. */
export const rideChauffeurSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
});

export const TERMS_MESSAGE = 'You must accept the terms and conditions';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE_PATTERN = /^\+?[0-9 ().-]{7,25}$/;
/** A phone number to call: a customer's, a chauffeur's. */
export const phoneSchema = requiredText('Phone', 25).pipe(
  z.string().regex(PHONE_PATTERN, 'Please enter a valid phone number'),
);

/**
 * A flight, when given (docs/product.md §5): an airline code of 2–3 letters or digits, then a flight
 * number of 1–4 digits, a space between them or not ('AA 1234', 'B6 23', '9W 117', 'ba283'); kept as
 * written, in capitals.
 */
const FLIGHT_NUMBER_PATTERN = /^[A-Z0-9]{2,3} ?\d{1,4}$/;
export const FLIGHT_NUMBER_MESSAGE = "Flight number must be an airline code and a number, like 'AA 1234'";
export const flightNumberSchema = optionalText('Flight number', 20)
  .transform((value) => value && value.toUpperCase())
  .refine((value) => value === null || FLIGHT_NUMBER_PATTERN.test(value), FLIGHT_NUMBER_MESSAGE);

/** Where a flight comes from: it sets the free waiting after landing (docs/product.md §5, "The airport promise"). */
export const FLIGHT_ORIGINS = ['domestic', 'international'] as const;
export type FlightOrigin = (typeof FLIGHT_ORIGINS)[number];
export const flightOriginSchema = z
  .enum(FLIGHT_ORIGINS, { error: 'Flight must be domestic or international' })
  .nullish()
  .transform((origin) => origin ?? 'domestic');

/** Minutes the chauffeur waits free of charge after landing, by the flight's origin (`FLIGHT_GRACE_*`). */
export type FlightGrace = Record<FlightOrigin, number>;
export const DEFAULT_FLIGHT_GRACE: FlightGrace = { domestic: 30, international: 60 };

/** A scheduled landing, HH:mm in the company's zone, when given; blank is none. */
export const landingTimeSchema = z
  .string({ error: 'Landing time must be a valid time (HH:mm)' })
  .trim()
  .refine((value) => value === '' || TIME_PATTERN.test(value), 'Landing time must be a valid time (HH:mm)')
  .nullish()
  .transform((value) => value || null);

/** Why a landing time cannot be taken (docs/product.md §5); each is said on `landingTime`. */
export const LANDING_MESSAGES = {
  withoutFlight: 'Landing time needs the flight number of the flight that lands then',
  notAirport: 'Landing time is only for a pick-up at an airport',
} as const;

/** Why a ride cannot be moved by a flight delay (docs/product.md §2, "Flight delayed"). */
export const NO_FLIGHT_TO_DELAY =
  'This ride has no flight with a landing time: move it with Move the ride instead';

/** A local day and time in the company's zone. */
export interface LocalMoment {
  date: string;
  time: string;
}

/**
 * The pick-up after a landing: `minutes` of real time after the landing instant, read back as the day
 * and time in `timeZone` (so a landing late in the evening picks up the next day, and a clock change in
 * between still gives the chauffeur the whole wait).
 */
export function pickupAfterLanding(landing: LocalMoment, minutes: number, timeZone: string): LocalMoment {
  const pickup = new Date(pickupInstant(landing.date, landing.time, timeZone).getTime() + minutes * 60_000);
  return { date: calendarDateIn(pickup, timeZone), time: clockTimeIn(pickup, timeZone) };
}

/** A ride's flight as the server worked it out: the landing, and the free waiting until pick-up. */
export const flightPickupSchema = z.object({
  landingDate: z.string(),
  landingTime: z.string(),
  freeWaitingMinutes: z.number().int(),
  /** The pick-up: the landing plus the free waiting. */
  date: z.string(),
  time: z.string(),
});
export type FlightPickup = z.infer<typeof flightPickupSchema>;

/**
 * The airport promise (docs/product.md §5): with a landing time, the pick-up is `date` (the day the
 * flight lands) at that time plus the free waiting of the flight's origin; without one, none. A landing
 * time without a flight number, or for a pick-up that is not at an airport, is an error on `landingTime`
 * (a quote, which has no flight number, leaves it `undefined`: only the booking asks for it).
 */
export function flightPickup(
  ride: {
    date: string;
    flightNumber?: string | null;
    landingTime: string | null;
    flightOrigin: FlightOrigin;
  },
  airportPickup: boolean,
  grace: FlightGrace,
  timeZone: string,
): { pickup: FlightPickup | null; errors: FieldError[] } {
  if (ride.landingTime === null) return { pickup: null, errors: [] };
  if (!airportPickup)
    return { pickup: null, errors: [{ path: 'landingTime', message: LANDING_MESSAGES.notAirport }] };
  if (ride.flightNumber === null)
    return { pickup: null, errors: [{ path: 'landingTime', message: LANDING_MESSAGES.withoutFlight }] };
  const freeWaitingMinutes = grace[ride.flightOrigin];
  const landing = { date: ride.date, time: ride.landingTime };
  return {
    pickup: {
      landingDate: landing.date,
      landingTime: landing.time,
      freeWaitingMinutes,
      ...pickupAfterLanding(landing, freeWaitingMinutes, timeZone),
    },
    errors: [],
  };
}

/** True when a yyyy-MM-dd string names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A charter's hours: whole hours; absent or null, the minimum is priced (docs/product.md §10). */
export const charterHoursSchema = jsonInteger('Hours', 1, CHARTER_HOURS_MAX)
  .nullish()
  .transform((hours) => hours ?? null);

/** An amount as the API writes it: US dollars as text with exactly two decimals, so no float rounds it. */
export const dollarAmountSchema = z.string().regex(/^\d+\.\d{2}$/);

/**
 * One line of a price (docs/product.md §10): what it is for, and its amount; a price's lines sum to its
 * total. Only a 'Rewards credit' line is negative (`"-5.00"`).
 */
export const priceLineSchema = z.object({ label: z.string(), amount: z.string().regex(/^-?\d+\.\d{2}$/) });
export type PriceLineShown = z.infer<typeof priceLineSchema>;

/**
 * Where a booking's price stands (docs/product.md §10): `booked`, worked out when it was booked (or
 * a booking from before prices were held); `on-request`, none yet, staff price it; `offered`, staff
 * set it and the customer has not accepted it; `accepted`, the customer accepted staff's price. A
 * ride is confirmed only at a price the customer agreed to: `booked` or `accepted`.
 */
export const PRICE_STATES = ['booked', 'on-request', 'offered', 'accepted'] as const;
export type PriceState = (typeof PRICE_STATES)[number];
export const AGREED_PRICE_STATES: readonly PriceState[] = ['booked', 'accepted'];

/** Most lines staff may give a price. */
export const PRICE_LINES_MAX = 20;

const AMOUNT_MESSAGE = 'Amount must be dollars with two decimals (e.g. 125.00)';
/** An amount staff type: dollars with two decimals, under a million. */
const staffAmountSchema = z
  .string({ error: AMOUNT_MESSAGE })
  .trim()
  .regex(/^\d{1,6}\.\d{2}$/, AMOUNT_MESSAGE);

/** Body of PUT /api/admin/bookings/:id/price: staff price a ride on request, or change an instant price, with a reason kept. */
export const setBookingPriceSchema = z.object({
  lines: z
    .array(
      z.object({
        label: requiredText('Line label', 80),
        amount: staffAmountSchema,
      }),
      { error: 'Lines are required' },
    )
    .min(1, 'A price needs at least one line')
    .max(PRICE_LINES_MAX, `A price has at most ${PRICE_LINES_MAX} lines`),
  reason: requiredText('Reason', 500),
});
export type SetBookingPrice = z.output<typeof setBookingPriceSchema>;

/**
 * Body of PUT /api/admin/bookings/:id/payment: how a confirmed or completed ride was paid on the day
 * (docs/product.md §11). The time is an instant with its offset; the server refuses one in the future.
 */
export const recordPaymentSchema = z.object({
  method: z.enum(PAID_METHODS, {
    error: "Method must be one of: cash, card (at the chauffeur's terminal), paypal",
  }),
  amount: staffAmountSchema,
  paidAt: z
    .string({ error: 'Paid at is required: a date and time such as 2026-11-27T14:30:00-08:00' })
    .trim()
    .pipe(
      z.iso.datetime({
        offset: true,
        error: 'Paid at must be a date and time with its offset, such as 2026-11-27T14:30:00-08:00',
      }),
    ),
});
export type RecordPayment = z.output<typeof recordPaymentSchema>;
export const PAYMENT_IN_FUTURE = 'Paid at cannot be in the future';

/** A ride's recorded payment as the API shows it: the method, the amount in dollars, and when (ISO 8601). */
export const ridePaymentSchema = z.object({
  method: z.enum(PAID_METHODS),
  amount: dollarAmountSchema,
  paidAt: z.string(),
});

/** Body of POST /api/bookings (docs/product.md §5, §7). termsAccepted is a form-only field. */
export const createBookingSchema = z.object({
  serviceTypeId: jsonId('Service type').default(1),
  vehicleId: jsonId('Vehicle').default(FLEET_VEHICLE_ID),
  pickupLocation: requiredText('Pick-up location', 255),
  dropoffLocation: requiredText('Drop-off location', 255),
  date: z
    .string({ error: 'Date is required' })
    .trim()
    .refine(isCalendarDate, 'Date must be a valid date (yyyy-MM-dd)'),
  time: z
    .string({ error: 'Time is required' })
    .trim()
    .regex(TIME_PATTERN, 'Time must be a valid time (HH:mm)'),
  passengers: jsonInteger('Passengers', PASSENGERS_MIN, PASSENGERS_MAX),
  luggage: jsonInteger('Luggage', LUGGAGE_MIN, LUGGAGE_MAX)
    .nullish()
    .transform((v) => v ?? null),
  flightNumber: flightNumberSchema,
  /**
   * The flight's scheduled landing on `date`, for an airport pick-up: the server then sets the pick-up
   * (`time`, and the day after when it passes midnight) to the landing plus the free waiting.
   */
  landingTime: landingTimeSchema,
  flightOrigin: flightOriginSchema,
  isRoundTrip: jsonBoolean('Round trip').default(false),
  hours: charterHoursSchema,
  fullName: requiredText('Full name', 120),
  email: emailSchema,
  phone: phoneSchema,
  specialRequests: optionalText('Special requests', 2000),
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: 'Payment method must be one of: cash, card, paypal, account',
  }),
  /** The magic link this booking re-books from; booking it spends the link (docs/architecture.md §5). */
  magicLinkToken: magicLinkTokenSchema.optional(),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBooking = z.output<typeof createBookingSchema>;

/** Why staff made a change (a decline, a move), kept in the ride's history; optional. */
export const changeReasonSchema = optionalText('Reason', 500);

/** Body of PATCH /api/admin/bookings/:id/schedule: staff move a ride to another date and time, and why. */
export const rescheduleBookingSchema = createBookingSchema
  .pick({ date: true, time: true })
  .extend({ reason: changeReasonSchema });
export type RescheduleBooking = z.output<typeof rescheduleBookingSchema>;
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

/**
 * Body of POST /api/admin/bookings/:id/flight-delay: the flight's new landing, its day (the day it was
 * to land, unless given) and time; the ride moves to it plus the free waiting it was booked with.
 */
export const flightDelaySchema = z.object({
  landingDate: createBookingSchema.shape.date.optional(),
  landingTime: z
    .string({ error: 'Landing time is required' })
    .trim()
    .regex(TIME_PATTERN, 'Landing time must be a valid time (HH:mm)'),
  reason: changeReasonSchema,
});
export type FlightDelay = z.output<typeof flightDelaySchema>;

/** The booking form: the request plus the terms checkbox, which is never sent. */
export const bookingFormSchema = createBookingSchema.extend({
  termsAccepted: z.literal(true, { error: TERMS_MESSAGE }),
});
export type BookingForm = z.input<typeof bookingFormSchema>;

export const bookingSchema = z.object({
  id: z.number().int(),
  serviceTypeId: z.number().int(),
  vehicleId: z.number().int(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  date: z.string(),
  time: z.string(),
  passengers: z.number().int(),
  luggage: z.number().int().nullable(),
  specialRequests: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: bookingStatusSchema,
  flightNumber: z.string().nullable(),
  /** An airport pick-up's scheduled landing (its day and HH:mm), given when booked or by a flight delay; else null. */
  landingDate: z.string().nullable(),
  landingTime: z.string().nullable(),
  /** Minutes the chauffeur waits free of charge after that landing, until pick-up; null without a landing. */
  freeWaitingMinutes: z.number().int().nullable(),
  isRoundTrip: z.boolean(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  userId: z.number().int().nullable(),
  createdAt: z.string(),
  /** The pickup instant (ISO 8601): the date and time in the company's zone. Set on the ride page's answers. */
  pickupAt: z.string().optional(),
  /**
   * Until when (ISO 8601) the ride's page may cancel it, `CANCELLATION_CUTOFF` before pickup; null once it
   * is cancelled or completed. Set on the ride page's answers; the server refuses a cancel after it.
   */
  cancellableUntil: z.string().nullable().optional(),
  /** A charter's hours as booked (null: the minimum, or not a charter). */
  hours: z.number().int().nullable(),
  /**
   * The all-in price the server worked out when the ride was booked (docs/product.md §10), in dollars,
   * and its lines; both null for a ride priced on request (an address outside the places catalogue).
   */
  totalPrice: dollarAmountSchema.nullable(),
  priceLines: z.array(priceLineSchema).nullable(),
  priceState: z.enum(PRICE_STATES),
  /** How the ride was paid on the day, once staff record it (docs/product.md §11); else null. */
  payment: ridePaymentSchema.nullable(),
  /** The receipt's number, given once when the ride is completed; null before. */
  receiptNumber: z.number().int().nullable(),
  /** Where the chauffeur is in a confirmed ride (docs/product.md §12); null before he sets off. */
  rideStage: rideStageSchema.nullable(),
  /** The chauffeur staff assigned, as the customer may see him; null until then. */
  chauffeur: rideChauffeurSchema.nullable(),
  /**
   * Where the pick-up and the drop-off are, when each is a place of the catalogue (null for another
   * address): what the ride's page counts the chauffeur's ETA to. Set on the ride page's answers.
   */
  pickupPoint: geoPointSchema.nullable().optional(),
  dropoffPoint: geoPointSchema.nullable().optional(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * The booking's fields that describe a ride to the person who booked it (who, when, where, how
 * many): the part every shape picked from a booking for another service shares.
 */
export const RIDE_FIELDS = {
  email: true,
  fullName: true,
  date: true,
  time: true,
  pickupLocation: true,
  dropoffLocation: true,
  passengers: true,
  luggage: true,
} as const;

/**
 * 201 answer of POST /api/bookings: the booking and the token that lets its holder track it. A repeat
 * of an Idempotency-Key is answered without the token, which is never stored (docs/architecture.md §6),
 * and with a notice that says where the link is instead.
 */
export const createBookingResponseSchema = bookingSchema.extend({
  accessToken: z.string().optional(),
  notice: z.string().optional(),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponseSchema>;

/** What a client keeps of that answer to reach the ride: its id and access token, if any (docs/product.md §7). */
export const createdBookingSchema = createBookingResponseSchema.pick({ id: true, accessToken: true });
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

export const BOOKING_TOKEN_HEADER = 'x-booking-token';

export { ridePagePath };

/** GET /api/bookings/:id/calendar.ics: the ride as an iCalendar file, under the booking's access rule. */
export function rideCalendarPath(id: number, token?: string): string {
  return withToken(`/api/bookings/${id}/calendar.ics`, token);
}

/** GET /api/bookings/:id/receipt.pdf: a completed ride's receipt, under the booking's access rule. */
export function rideReceiptPath(id: number, token?: string): string {
  return withToken(`/api/bookings/${id}/receipt.pdf`, token);
}

/** What that route answers: a PDF document, not JSON. */
export const pdfFileSchema = z.string().meta({ description: 'A PDF document', format: 'binary' });

/** Internal: booking's receipt for notifications to attach to the ride-completed e-mail (base64 PDF). */
export const receiptFileSchema = z.object({ filename: z.string(), contentBase64: z.string() });
export type ReceiptFile = z.infer<typeof receiptFileSchema>;

/** `42` → `000042`: how a receipt's number is printed, shown and named in its file. */
export function formatReceiptNumber(receiptNumber: number): string {
  return String(receiptNumber).padStart(6, '0');
}

export const RECEIPT_NOT_YET = 'A receipt is issued once the ride is completed.';

/** GET /api/admin/statement.pdf: a month's Corporate Account statement of one e-mail address (a plain GET form asks it). */
export const STATEMENT_PATH = '/api/admin/statement.pdf';
export const statementQuerySchema = z.object({
  month: z
    .string({ error: 'Month is required, such as 2026-11' })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must be a year and month such as 2026-11'),
  email: emailSchema,
});
export type StatementQuery = z.output<typeof statementQuerySchema>;

/** What that route answers: the ride as iCalendar text (RFC 5545), not JSON. */
export const calendarFileSchema = z.string().meta({ description: 'An iCalendar file (RFC 5545)' });

export const csvFileSchema = z.string().meta({ description: 'A CSV file (RFC 4180), with a header row' });

/**
 * `Idempotency-Key` on POST /api/bookings: a retried request with the same key and body, from the same
 * caller (the signed-in user, else anyone anonymous), gets the first booking again (201, without its
 * token: REPLAYED_BOOKING_NOTICE), never a second booking. The booking form sends one per submission.
 * Kept for IDEMPOTENCY_KEY_HOURS; a key sent with another body is refused.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_HOURS = 24;
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different booking';
/** Set on an answer that repeats the first one for its Idempotency-Key. */
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';
export const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,128}$/, 'Idempotency-Key must be 1 to 128 visible ASCII characters, such as a UUID');

/** A booking's access token is 43 base64url characters; anything much longer presented is not one of ours. */
export const BOOKING_TOKEN_MAX_LENGTH = 128;

/**
 * The booking token a caller presented (`?token=` first, else the `x-booking-token` header), or
 * undefined when what they sent cannot be one: a repeated parameter, an empty or over-long value.
 * A malformed token is simply a caller who may not see the ride (404), never an error of ours.
 */
export function presentedBookingToken(queryToken: unknown, headerToken: unknown): string | undefined {
  for (const candidate of [queryToken, headerToken]) {
    if (typeof candidate === 'string' && candidate && candidate.length <= BOOKING_TOKEN_MAX_LENGTH)
      return candidate;
  }
  return undefined;
}

const whole = (name: string) =>
  z.coerce.number({ error: `${name} must be a number` }).int(`${name} must be a whole number`);
/** How many of a list a page holds: ADMIN_LIST_DEFAULT_LIMIT unless asked, at most ADMIN_LIST_MAX_LIMIT. */
const listSize = (name: string) =>
  whole(name)
    .min(1, `${name} must be between 1 and ${ADMIN_LIST_MAX_LIMIT}`)
    .max(ADMIN_LIST_MAX_LIMIT, `${name} must be between 1 and ${ADMIN_LIST_MAX_LIMIT}`)
    .default(ADMIN_LIST_DEFAULT_LIMIT);

export const adminListQuerySchema = z.object({
  status: bookingStatusSchema.optional(),
  limit: listSize('limit'),
  offset: whole('offset').min(0, 'offset must be 0 or more').default(0),
});
export type AdminListQuery = z.output<typeof adminListQuerySchema>;

export const bookingStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
  'no-show': z.number().int(),
  messages: z.number().int(),
  /** This month in BUSINESS_TIME_ZONE, `yyyy-MM` (docs/product.md §2, "Admin dashboard"). */
  month: z.string(),
  /** The held totals of the bookings made this month, less the cancelled ones, in cents. */
  bookedRevenueCents: z.number().int(),
  /** The held totals of the completed rides picked up this month, in cents. */
  completedRevenueCents: z.number().int(),
});
export type BookingStats = z.infer<typeof bookingStatsSchema>;

export const updateBookingStatusSchema = z.object({
  status: bookingStatusSchema,
  reason: changeReasonSchema,
});
export type UpdateBookingStatus = z.infer<typeof updateBookingStatusSchema>;

export const latestBookingQuerySchema = z.object({ email: emailSchema });
export type LatestBookingQuery = z.output<typeof latestBookingQuerySchema>;

/**
 * A booking as the staff dashboard reads it: only its id and status are needed; every other field
 * has a fallback on screen (customer: full name, else a `name` some bookings carry, else e-mail;
 * price: total, else estimated, else 0), so an odd value is shown as missing rather than refused.
 */
export const adminBookingSchema = z.looseObject({
  id: z.number().int(),
  status: bookingStatusSchema,
  serviceTypeId: shownInteger,
  vehicleId: shownInteger,
  pickupLocation: shownText,
  dropoffLocation: shownText,
  date: shownText,
  time: shownText,
  passengers: shownInteger,
  luggage: shownOptionalInteger,
  specialRequests: shownOptionalText,
  paymentMethod: shownText,
  flightNumber: shownOptionalText,
  landingDate: shownOptionalText,
  landingTime: shownOptionalText,
  freeWaitingMinutes: shownOptionalInteger,
  isRoundTrip: z.boolean().catch(false),
  fullName: shownText,
  name: z.string().optional().catch(undefined),
  email: shownText,
  phone: shownText,
  userId: shownOptionalInteger,
  createdAt: shownText,
  totalPrice: shownAmount,
  estimatedPrice: shownAmount,
  priceLines: z.array(priceLineSchema).nullish().catch(null),
  priceState: z.enum(PRICE_STATES).optional().catch(undefined),
  payment: ridePaymentSchema.nullish().catch(null),
  receiptNumber: z.number().int().nullish().catch(null),
  rideStage: rideStageSchema.nullish().catch(null),
  chauffeur: rideChauffeurSchema.nullish().catch(null),
});
export type AdminBooking = z.output<typeof adminBookingSchema>;
export const adminBookingsResponseSchema = lenientList(adminBookingSchema);

const calendarDay = (name: string) =>
  z.string().trim().refine(isCalendarDate, `${name} must be a valid date (yyyy-MM-dd)`);
const listDay = (name: string) => calendarDay(name).optional();

/** The orders the bookings list can be sorted in: when booked, or when the ride picks up. */
export const ADMIN_BOOKING_SORTS = ['created', 'pickup'] as const;

const bookingsFilter = {
  status: bookingStatusSchema.optional(),
  q: z
    .string()
    .trim()
    .max(200, 'q must be at most 200 characters')
    .optional()
    .transform((text) => text || undefined),
  from: listDay('from'),
  to: listDay('to'),
  sort: z
    .enum(ADMIN_BOOKING_SORTS, { error: `sort must be one of: ${ADMIN_BOOKING_SORTS.join(', ')}` })
    .default('created'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
};
const fromBeforeTo = ({ from, to }: { from?: string; to?: string }) => !from || !to || from <= to;
const FROM_BEFORE_TO = { path: ['to'], message: 'to must not be before from' };

/**
 * Which bookings the console exports (docs/product.md §2, "The console"): one status, a text found
 * in the name, e-mail, phone, a place or the id (`q`), a range of ride days (`from`, `to`,
 * inclusive), in an order.
 */
export const adminBookingsFilterSchema = z.object(bookingsFilter).refine(fromBeforeTo, FROM_BEFORE_TO);
export type AdminBookingsFilter = z.output<typeof adminBookingsFilterSchema>;

/** Query of GET /api/admin/bookings: that filter, and a page of it (the first, 50 a page, by default). */
export const adminBookingsQuerySchema = z
  .object({
    ...bookingsFilter,
    page: whole('page').min(1, 'page must be 1 or more').default(1),
    pageSize: listSize('pageSize'),
  })
  .refine(fromBeforeTo, FROM_BEFORE_TO);
export type AdminBookingsQuery = z.output<typeof adminBookingsQuerySchema>;

/** Answer of GET /api/admin/bookings: a page of the filtered bookings and how many there are in all. */
export const adminBookingsPageSchema = z.object({
  items: z.array(bookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminBookingsPage = z.infer<typeof adminBookingsPageSchema>;

/** What the dashboard reads of that answer: lenient items (adminBookingSchema). */
export const adminBookingsPageShownSchema = adminBookingsPageSchema.extend({
  items: adminBookingsResponseSchema,
});

/** The longest range of days the console's calendar asks for at once (six weeks). */
export const CALENDAR_MAX_DAYS = 42;

const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** Query of GET /api/admin/calendar: ride days in the business time zone, inclusive, at most six weeks. */
export const adminCalendarQuerySchema = z
  .object({ from: calendarDay('from'), to: calendarDay('to') })
  .refine(fromBeforeTo, FROM_BEFORE_TO)
  // A day that is no day is named by its own field alone.
  .refine(
    ({ from, to }) =>
      !isCalendarDate(from) || !isCalendarDate(to) || daysBetween(from, to) < CALENDAR_MAX_DAYS,
    {
      path: ['to'],
      message: `to must be at most ${CALENDAR_MAX_DAYS} days from from, counting both`,
    },
  );
export type AdminCalendarQuery = z.output<typeof adminCalendarQuerySchema>;

/** The statuses the calendar draws: a cancelled ride holds nothing. */
export const CALENDAR_STATUSES = ['pending', 'confirmed', 'completed'] as const;

/**
 * A ride on the console's calendar (docs/product.md §2, "The console"): who, where, its price state,
 * the instants it holds the van, and for a pending request the confirmed rides its hold overlaps.
 */
export const calendarRideSchema = z.object({
  id: z.number().int(),
  status: z.enum(CALENDAR_STATUSES),
  priceState: z.enum(PRICE_STATES),
  fullName: z.string(),
  phone: z.string(),
  serviceTypeId: z.number().int(),
  serviceType: z.string(),
  pickupLocation: z.string(),
  dropoffLocation: z.string(),
  date: z.string(),
  time: z.string(),
  holdStart: z.iso.datetime(),
  holdEnd: z.iso.datetime(),
  /** Ids of the confirmed rides whose hold overlaps this pending one's, soonest first; empty otherwise. */
  clashesWith: z.array(z.number().int()),
});
export type CalendarRide = z.infer<typeof calendarRideSchema>;

/** Answer of GET /api/admin/calendar: the zone the days are read in, the range, its rides by hold start. */
export const adminCalendarSchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  rides: z.array(calendarRideSchema),
});
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;

/** Internal: booking → tracking access question (who is asking, and what token they hold). */
export const bookingAccessCheckSchema = z.object({
  user: z.object({ id: z.number().int().positive(), role: z.enum(['client', 'admin', 'driver']) }).optional(),
  token: z.string().max(BOOKING_TOKEN_MAX_LENGTH).optional(),
});
export type BookingAccessCheck = z.output<typeof bookingAccessCheckSchema>;

/**
 * Internal: booking's answer to that question. `live`: the ride has not ended (neither completed nor
 * cancelled), so its driver's position may still be shared (docs/product.md §4).
 */
export const bookingVisibilitySchema = z.object({
  exists: z.boolean(),
  allowed: z.boolean(),
  live: z.boolean(),
});
export type BookingVisibility = z.infer<typeof bookingVisibilitySchema>;
