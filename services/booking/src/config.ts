import { Global, Module } from '@nestjs/common';
import { DEFAULT_CANCELLATION_CUTOFF_MINUTES } from '@elite/contracts';
import {
  baseServiceEnv,
  envBusinessTimeZone,
  envDurationSeconds,
  envMailFrom,
  envPort,
  envServiceUrls,
  loadConfig,
} from '@elite/nest-kit';
import { z } from 'zod';

export const bookingEnvSchema = z.object({
  ...baseServiceEnv,
  BOOKING_PORT: envPort(3001),
  // A booking made from a magic link spends it there (several replicas separated by commas).
  MAGIC_LINK_URL: envServiceUrls('http://127.0.0.1:3003'),
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
});
export type BookingConfig = z.output<typeof bookingEnvSchema>;

export const BOOKING_CONFIG = Symbol('BOOKING_CONFIG');

export function loadBookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  return loadConfig(bookingEnvSchema, env);
}

@Global()
@Module({
  providers: [{ provide: BOOKING_CONFIG, useFactory: () => loadBookingConfig() }],
  exports: [BOOKING_CONFIG],
})
export class BookingConfigModule {}
