import { MAGIC_LINK_DEFAULT_TTL_SECONDS } from '@elite/contracts';
import {
  baseServiceEnv,
  KIT_CONFIG,
  envDurationSeconds,
  envPort,
  envServiceUrls,
  loadConfig,
  notificationsPublicKeyEnv,
  withSealingKey,
} from '@elite/nest-kit';
import { z } from 'zod';

export const magicLinkEnvSchema = z
  .object({
    ...baseServiceEnv,
    MAGIC_LINK_PORT: envPort(3003),
    BOOKING_URL: envServiceUrls('http://127.0.0.1:3001'),
    MAGIC_LINK_TTL: envDurationSeconds.default(MAGIC_LINK_DEFAULT_TTL_SECONDS),
    // A link to e-mail travels to notifications sealed with its public key (docs/architecture.md §6).
    ...notificationsPublicKeyEnv,
  })
  .transform(withSealingKey('NOTIFICATIONS_PUBLIC_KEY', 'public'));
export type MagicLinkConfig = z.output<typeof magicLinkEnvSchema>;

export const MAGIC_LINK_CONFIG = KIT_CONFIG;

export function loadMagicLinkConfig(env: NodeJS.ProcessEnv = process.env): MagicLinkConfig {
  return loadConfig(magicLinkEnvSchema, env);
}
