import {
  CHARTER_HOURS_MAX,
  DEFAULT_CANCELLATION_CUTOFF_MINUTES,
  DEFAULT_FLIGHT_GRACE,
  DEFAULT_PRICING_RATES,
  minuteOfDay,
  type FlightGrace,
  type PricingRates,
} from '@elite/contracts';
import {
  baseServiceEnv,
  KIT_CONFIG,
  emptyAsUnset,
  envBusinessTimeZone,
  envDurationSeconds,
  envMailFrom,
  envPort,
  envServiceUrls,
  loadConfig,
  notificationsPublicKeyEnv,
  withSealingKey,
} from '@elite/nest-kit';
import { z } from 'zod';

/**
 * A pricing variable: unset or empty, the default (compose passes `${PRICING_…:-}` through, and the
 * Kubernetes ConfigMap lists them empty), so each default is written once, in the contracts.
 */
const optional = <T extends z.ZodType>(schema: T, fallback: z.output<T>) =>
  z.preprocess(emptyAsUnset, schema.optional()).transform((value) => value ?? fallback);

/** An amount of money in whole cents (`2500` is $25.00). */
const envCents = (fallback: number) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, 'must be a whole number of cents, such as 2500 for $25.00')
      .transform(Number),
    fallback,
  );

const envWholeNumber = (fallback: number, min: number, max: number) =>
  optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, `must be a whole number from ${min} to ${max}`)
      .transform(Number)
      .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`)),
    fallback,
  );

const CLOCK = '([01]\\d|2[0-3]):([0-5]\\d)';

/** The night window, `22:00-06:00` (start included, end excluded; across midnight when the end comes first). */
const envNightHours = optional(
  z
    .string()
    .trim()
    .regex(new RegExp(`^${CLOCK}-${CLOCK}$`), 'must be two times of day, such as 22:00-06:00')
    .transform((value) => {
      const [start, end] = value.split('-').map(minuteOfDay) as [number, number];
      return { start, end };
    })
    .refine(({ start, end }) => start !== end, 'must start and end at different times'),
  { start: DEFAULT_PRICING_RATES.nightStartMinute, end: DEFAULT_PRICING_RATES.nightEndMinute },
);

// An ISO 8601 period of whole years, months, weeks and days (P18M, P1Y6M, P540D): the calendar units a
// booking horizon is counted in. A pattern rather than luxon's Duration.fromISO, which also takes times
// and fractions that a horizon of days cannot be; four digits a unit keep the arithmetic in range.
const CALENDAR_PERIOD = /^P(?:(\d{1,4})Y)?(?:(\d{1,4})M)?(?:(\d{1,4})W)?(?:(\d{1,4})D)?$/;

/** The address receipts print unless `COMPANY_ADDRESS` says otherwise. */
export const DEFAULT_COMPANY_ADDRESS = '9000 Sunset Boulevard, West Hollywood, CA 90069';

/** How far ahead a ride may be booked unless `BOOKING_HORIZON` says otherwise: 18 months. */
export const DEFAULT_BOOKING_HORIZON = 'P18M';

/** `BOOKING_HORIZON`: months and days, added to today in that order (docs/development.md). */
const bookingHorizon = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CALENDAR_PERIOD, 'must be an ISO 8601 period of years, months, weeks or days, such as P18M')
  .transform((text) => {
    const [years = 0, months = 0, weeks = 0, days = 0] = CALENDAR_PERIOD.exec(text)!
      .slice(1)
      .map((unit) => Number(unit ?? 0));
    return { months: years * 12 + months, days: weeks * 7 + days };
  })
  .refine(({ months, days }) => months + days > 0, 'must be at least a day (P1D)');

/** A flight's free waiting after landing ('30m', '1h'): whole minutes, at most 12 hours. */
const envGraceMinutes = (fallbackMinutes: number) =>
  optional(
    envDurationSeconds
      .refine((seconds) => seconds % 60 === 0, 'must be whole minutes, such as 30m or 1h')
      .refine((seconds) => seconds <= 12 * 3600, 'must be at most 12h')
      .transform((seconds) => seconds / 60),
    fallbackMinutes,
  );

const bookingEnv = z.object({
  ...baseServiceEnv,
  BOOKING_PORT: envPort(3001),
  // A booking made from a magic link spends it there (several replicas separated by commas).
  MAGIC_LINK_URL: envServiceUrls('http://127.0.0.1:3003'),
  // A signed-in client's booking and quote use their rewards credit there (docs/architecture.md, "Rewards credit").
  REWARDS_URL: envServiceUrls('http://127.0.0.1:3005'),
  // The chauffeur staff assign to a ride is read there (docs/product.md §12).
  IDENTITY_URL: envServiceUrls('http://127.0.0.1:3002'),
  // How long a lookup list (services, vehicles…) is served before it is re-read in the background.
  LOOKUP_CACHE_TTL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1')
    .default(60),
  // The zone a booking's date and time are written in: availability, the cutoff and calendar files use it.
  BUSINESS_TIME_ZONE: envBusinessTimeZone,
  // Until how long before pickup a customer may cancel on the ride's page ('2h', '90m'), in seconds.
  CANCELLATION_CUTOFF: envDurationSeconds.default(DEFAULT_CANCELLATION_CUTOFF_MINUTES * 60),
  // The company's mailbox, the organizer of a ride's calendar file (as of the e-mails notifications sends).
  MAIL_FROM: envMailFrom,
  // The company's postal address, printed under its name on receipts and statements (docs/product.md §11).
  COMPANY_ADDRESS: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .default(DEFAULT_COMPANY_ADDRESS),
  // How long after a flight lands the chauffeur waits free of charge, the pick-up (docs/product.md §5).
  FLIGHT_GRACE_DOMESTIC: envGraceMinutes(DEFAULT_FLIGHT_GRACE.domestic),
  FLIGHT_GRACE_INTERNATIONAL: envGraceMinutes(DEFAULT_FLIGHT_GRACE.international),
  // How far ahead a ride may be booked, from today in BUSINESS_TIME_ZONE.
  BOOKING_HORIZON: optional(bookingHorizon, bookingHorizon.parse(DEFAULT_BOOKING_HORIZON)),
  // The rates and thresholds of the quote (docs/product.md §10 "Pricing"); the defaults are the contracts'.
  PRICING_BASE_FARE_CENTS: envCents(DEFAULT_PRICING_RATES.baseFareCents),
  PRICING_PER_MILE_CENTS: envCents(DEFAULT_PRICING_RATES.perMileCents),
  PRICING_MINIMUM_FARE_CENTS: envCents(DEFAULT_PRICING_RATES.minimumFareCents),
  PRICING_AIRPORT_FEE_CENTS: envCents(DEFAULT_PRICING_RATES.airportFeeCents),
  PRICING_NIGHT_SURCHARGE_CENTS: envCents(DEFAULT_PRICING_RATES.nightSurchargeCents),
  PRICING_NIGHT_HOURS: envNightHours,
  PRICING_GRATUITY_PERCENT: envWholeNumber(DEFAULT_PRICING_RATES.gratuityPercent, 0, 100),
  PRICING_MINIMUM_HOURS: envWholeNumber(DEFAULT_PRICING_RATES.minimumHours, 1, CHARTER_HOURS_MAX),
  // Road miles per great-circle mile between two places of the catalogue.
  PRICING_ROAD_FACTOR: optional(
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?$/, 'must be a number such as 1.3')
      .transform(Number)
      .pipe(z.number().min(1, 'must be at least 1').max(3, 'must be at most 3')),
    DEFAULT_PRICING_RATES.roadFactor,
  ),
  // A new ride's token travels to notifications sealed with its public key (docs/architecture.md §6).
  ...notificationsPublicKeyEnv,
});
export const bookingEnvSchema = bookingEnv.transform(withSealingKey('NOTIFICATIONS_PUBLIC_KEY', 'public'));
export type BookingConfig = z.output<typeof bookingEnvSchema>;

export const BOOKING_CONFIG = KIT_CONFIG;

/** The pricing rules' rates, as the configuration sets them. */
export function pricingRates(config: BookingConfig): PricingRates {
  return {
    baseFareCents: config.PRICING_BASE_FARE_CENTS,
    perMileCents: config.PRICING_PER_MILE_CENTS,
    minimumFareCents: config.PRICING_MINIMUM_FARE_CENTS,
    airportFeeCents: config.PRICING_AIRPORT_FEE_CENTS,
    nightSurchargeCents: config.PRICING_NIGHT_SURCHARGE_CENTS,
    nightStartMinute: config.PRICING_NIGHT_HOURS.start,
    nightEndMinute: config.PRICING_NIGHT_HOURS.end,
    gratuityPercent: config.PRICING_GRATUITY_PERCENT,
    minimumHours: config.PRICING_MINIMUM_HOURS,
    roadFactor: config.PRICING_ROAD_FACTOR,
  };
}

/** The free waiting after a landing, in minutes, by the flight's origin, as the configuration sets it. */
export function flightGrace(config: BookingConfig): FlightGrace {
  return { domestic: config.FLIGHT_GRACE_DOMESTIC, international: config.FLIGHT_GRACE_INTERNATIONAL };
}

export function loadBookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  return loadConfig(bookingEnvSchema, env);
}
