import { CONTACT_DETAILS, DEFAULT_BUSINESS_TIME_ZONE, PRODUCT_NAME, isTimeZone } from '@elite/contracts';
import { z } from 'zod';
import { emptyAsUnset, httpUrl, logLevel, nodeEnv, queuePrefix, redisUrl, telemetryEnv } from '../core';

// The atoms (ConfigError, loadConfig, ports, URL lists) are the core's, shared with the gateway;
// what is here is what only services read.
export { ConfigError, emptyAsUnset, envPort, envServiceUrls, loadConfig } from '../core';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envFlag = (defaultValue: boolean) => booleanFlag.optional().transform((v) => v ?? defaultValue);

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** A length of time in seconds, written '24h', '90m', '2d' or plain seconds. */
export const envDurationSeconds = z
  .string()
  .trim()
  .regex(/^\d+[smhd]?$/, 'must be a duration such as 3600, 90m, 24h or 2d')
  .transform((value) => {
    const unit = (/[smhd]$/.exec(value)?.[0] ?? 's') as keyof typeof UNIT_SECONDS;
    return Number.parseInt(value, 10) * UNIT_SECONDS[unit];
  })
  .pipe(z.number().int().positive('must be longer than 0'));

/** The company's time zone (`BUSINESS_TIME_ZONE`): an IANA name this runtime knows, America/Los_Angeles unless set. */
export const envBusinessTimeZone = z
  .string()
  .trim()
  .default(DEFAULT_BUSINESS_TIME_ZONE)
  .refine(isTimeZone, 'must be an IANA time zone, such as America/Los_Angeles');

/**
 * The company's mailbox (`MAIL_FROM`), `Name <address>` or a bare address: the sender of every
 * e-mail, and the ORGANIZER of every ride's calendar file.
 */
export const envMailFrom = z
  .string()
  .trim()
  .default(`${PRODUCT_NAME} <${CONTACT_DETAILS.reservationsEmail}>`)
  .refine(
    (value) => /^(?:[^<>@]+<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/.test(value),
    'must be an e-mail address, or a name and one: Elite Transport <reservations@example.com>',
  );

/** What every service reads, besides its own variables: main.ts parses it once, with those. */
export const baseServiceEnv = {
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  // The address it listens on; empty counts as unset.
  HOST: z.preprocess(emptyAsUnset, z.string().trim().default('0.0.0.0')),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
  REDIS_URL: redisUrl,
  AUTH_PUBLIC_KEY: z.string().optional(),
  AUTH_PUBLIC_KEY_FILE: z.string().optional(),
  PUBLIC_URL: httpUrl.default('http://localhost:8080'),
  /** Namespace of the event queues (BullMQ's Redis key prefix); test runs use their own. */
  QUEUE_PREFIX: queuePrefix,
  /** How long a published outbox row and a finished queue job are kept (docs/architecture.md §7). */
  EVENT_RETENTION: envDurationSeconds.default(7 * 86_400),
  ...telemetryEnv,
};

export const baseServiceEnvSchema = z.object(baseServiceEnv);
export type BaseServiceConfig = z.output<typeof baseServiceEnvSchema>;
