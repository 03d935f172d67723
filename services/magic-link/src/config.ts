import { Global, Module } from '@nestjs/common';
import { MAGIC_LINK_DEFAULT_TTL_SECONDS } from '@elite/contracts';
import { baseServiceEnv, envPort, envServiceUrls, loadConfig } from '@elite/nest-kit';
import { z } from 'zod';

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** '24h', '90m', '2d' or plain seconds. */
export const durationSeconds = z
  .string()
  .trim()
  .regex(/^\d+[smhd]?$/, 'must be a duration such as 3600, 90m, 24h or 2d')
  .transform((value) => {
    const unit = (/[smhd]$/.exec(value)?.[0] ?? 's') as keyof typeof UNIT_SECONDS;
    return Number.parseInt(value, 10) * UNIT_SECONDS[unit];
  })
  .pipe(z.number().int().positive('must be longer than 0'));

export const magicLinkEnvSchema = z.object({
  ...baseServiceEnv,
  MAGIC_LINK_PORT: envPort(3003),
  BOOKING_URL: envServiceUrls('http://127.0.0.1:3001'),
  MAGIC_LINK_TTL: durationSeconds.default(MAGIC_LINK_DEFAULT_TTL_SECONDS),
});
export type MagicLinkConfig = z.output<typeof magicLinkEnvSchema>;

export const MAGIC_LINK_CONFIG = Symbol('MAGIC_LINK_CONFIG');

export function loadMagicLinkConfig(env: NodeJS.ProcessEnv = process.env): MagicLinkConfig {
  return loadConfig(magicLinkEnvSchema, env);
}

@Global()
@Module({
  providers: [{ provide: MAGIC_LINK_CONFIG, useFactory: () => loadMagicLinkConfig() }],
  exports: [MAGIC_LINK_CONFIG],
})
export class MagicLinkConfigModule {}
