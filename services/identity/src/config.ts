import { baseServiceEnv, KIT_CONFIG, envPort, loadConfig } from '@elite/nest-kit';
import { PASSWORD_MIN_LENGTH, emailSchema } from '@elite/contracts';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `must be ${label}` })
    .int(`must be ${label}`)
    .positive(`must be ${label}`);

export const identityEnvSchema = z
  .object({
    ...baseServiceEnv,
    IDENTITY_PORT: envPort(3002),
    AUTH_PRIVATE_KEY: z.string().optional(),
    AUTH_PRIVATE_KEY_FILE: z.string().optional(),
    ADMIN_EMAIL: emailSchema.optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
      .optional(),
    SESSION_TTL_HOURS: positiveInt('a whole number of hours').default(24 * 7),
    // Failures of one e-mail from one address before that pair waits out the window (docs/architecture.md §6).
    LOGIN_MAX_FAILURES_PER_EMAIL_AND_ADDRESS: positiveInt('a whole number').default(5),
    // Failures of one e-mail from anywhere after which each attempt on it is slowed down, never refused.
    LOGIN_SLOW_DOWN_AFTER_FAILURES: positiveInt('a whole number').default(5),
    LOGIN_MAX_DELAY_MS: positiveInt('a whole number of milliseconds').default(4_000),
    LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt('a whole number').default(20),
    LOGIN_FAILURE_WINDOW_SECONDS: positiveInt('a whole number of seconds').default(15 * 60),
  })
  .superRefine((env, ctx) => {
    if (!env.AUTH_PRIVATE_KEY && !env.AUTH_PRIVATE_KEY_FILE) {
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_PRIVATE_KEY_FILE'],
        message: 'set AUTH_PRIVATE_KEY or AUTH_PRIVATE_KEY_FILE (identity signs sessions)',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together',
      });
    }
  })
  .transform((env) => ({
    ...env,
    privateKeyPem: (env.AUTH_PRIVATE_KEY ?? readFileSync(env.AUTH_PRIVATE_KEY_FILE!, 'utf8')).replace(
      /\\n/g,
      '\n',
    ),
  }));
export type IdentityConfig = z.output<typeof identityEnvSchema>;

export const IDENTITY_CONFIG = KIT_CONFIG;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityEnvSchema, env);
}
