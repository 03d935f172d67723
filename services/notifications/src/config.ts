import {
  baseServiceEnv,
  KIT_CONFIG,
  envBusinessTimeZone,
  envFlag,
  envMailFrom,
  envPort,
  envServiceUrls,
  loadConfig,
  notificationsPrivateKeyEnv,
  withSealingKey,
} from '@elite/nest-kit';
import { z } from 'zod';

const smtpUrl = z
  .string({ error: 'is required: the SMTP relay, smtp://host:port or smtps://user:password@host:port' })
  .trim()
  .refine(
    (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol) && !!new URL(value).hostname,
    'must be smtp://host:port or smtps://user:password@host:port',
  );

const positiveInt = (defaultValue: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(defaultValue);

export const notificationsEnvSchema = z
  .object({
    ...baseServiceEnv,
    NOTIFICATIONS_PORT: envPort(3006),
    SMTP_URL: smtpUrl,
    /** The sender every e-mail shows, and the organizer of the rides' calendar invitations. */
    MAIL_FROM: envMailFrom,
    /** The company's zone: ride times in e-mails and calendar files, and when reminders go out. */
    BUSINESS_TIME_ZONE: envBusinessTimeZone,
    /** Booking's internal API: the ride-completed e-mail attaches the receipt it makes (docs/architecture.md). */
    BOOKING_URL: envServiceUrls('http://127.0.0.1:3001'),
    /** Tries per e-mail while the SMTP relay is unreachable. */
    MAIL_ATTEMPTS: positiveInt(12),
    /** The first retry's delay; each next one doubles (12 tries at 5 s span about 2.8 hours). */
    MAIL_RETRY_DELAY_MS: positiveInt(5_000),
    /** Off only where another process consumes the events. */
    NOTIFICATIONS_CONSUMERS: envFlag(true),
    /** Opens the ride and magic-link secrets events carry sealed; seals the e-mails it queues (architecture.md §6). */
    ...notificationsPrivateKeyEnv,
  })
  .transform(withSealingKey('NOTIFICATIONS_PRIVATE_KEY', 'private'));
export type NotificationsConfig = z.output<typeof notificationsEnvSchema>;

export const NOTIFICATIONS_CONFIG = KIT_CONFIG;

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  return loadConfig(notificationsEnvSchema, env);
}
