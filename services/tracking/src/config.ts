import { baseServiceEnv, KIT_CONFIG, envFlag, envPort, envServiceUrls, loadConfig } from '@elite/nest-kit';
import { z } from 'zod';

export const trackingEnvSchema = z.object({
  ...baseServiceEnv,
  TRACKING_PORT: envPort(3004),
  BOOKING_URL: envServiceUrls('http://127.0.0.1:3001'),
  /** Lets anyone who may see a booking post positions for it (the demo simulation). */
  DEMO_MODE: envFlag(false),
  /** How long an answer of the booking service about who may see a booking is reused. */
  ACCESS_CACHE_SECONDS: z.coerce.number({ error: 'must be a number' }).int().min(0).default(30),
  /** History is written in batches at most this often. */
  HISTORY_FLUSH_MS: z.coerce.number({ error: 'must be a number' }).int().min(10).default(500),
  /** How long driver positions are kept: a number and a unit, d, h or m (30d, 12h, 90m). */
  POSITION_RETENTION: z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,5}[dhm]$/, 'must be a number and a unit, d, h or m, such as 30d')
    .default('30d')
    .transform(
      (value) =>
        Number(value.slice(0, -1)) *
        { d: 86_400_000, h: 3_600_000, m: 60_000 }[value.at(-1) as 'd' | 'h' | 'm'],
    ),
  /** How often old positions are removed. */
  POSITION_PURGE_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1_000)
    .default(3_600_000),
});
export type TrackingConfig = z.output<typeof trackingEnvSchema>;

export const TRACKING_CONFIG = KIT_CONFIG;

export function loadTrackingConfig(env: NodeJS.ProcessEnv = process.env): TrackingConfig {
  return loadConfig(trackingEnvSchema, env);
}
