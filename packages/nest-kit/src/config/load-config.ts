import { DEFAULT_BUSINESS_TIME_ZONE, isTimeZone } from '@elite/contracts';
import { z } from 'zod';

/** Raised at start-up when the environment does not fit; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once, at start; nothing else reads process.env. */
export function loadConfig<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
  );
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envFlag = (defaultValue: boolean) => booleanFlag.optional().transform((v) => v ?? defaultValue);

export const envPort = (defaultValue: number) =>
  z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(defaultValue);

/** `<NAME>_URL` of a service this one calls: an http(s) URL, or several (its replicas) separated by commas. */
export const envServiceUrls = (defaultUrl: string) =>
  z
    .string()
    .trim()
    .default(defaultUrl)
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => part.trim());
      const bad = parts.filter((part) => !URL.canParse(part) || !/^https?:$/.test(new URL(part).protocol));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `must be an http:// or https:// URL, or several separated by commas (not ${bad.map((part) => JSON.stringify(part)).join(', ')})`,
        });
        return z.NEVER;
      }
      return parts.map((part) => new URL(part));
    });

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

const url = (protocols: RegExp, label: string) =>
  z.string().trim().regex(protocols, `must be a ${label} URL`);

/** What every service reads, besides its own variables. */
export const baseServiceEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'postgres://'),
  REDIS_URL: url(/^rediss?:\/\//, 'redis://').optional(),
  AUTH_PUBLIC_KEY: z.string().optional(),
  AUTH_PUBLIC_KEY_FILE: z.string().optional(),
  PUBLIC_URL: z.string().trim().url('must be a URL').default('http://localhost:8080'),
  /** Namespace of the event queues (BullMQ's Redis key prefix); test runs use their own. */
  QUEUE_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w-]{1,40}$/, 'must be letters, digits, _ or -')
    .default('elite'),
};

export const baseServiceEnvSchema = z.object(baseServiceEnv);
export type BaseServiceConfig = z.output<typeof baseServiceEnvSchema>;
