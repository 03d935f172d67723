import { z } from 'zod';

/**
 * The configuration atoms of every process (docs/development.md, "Configuration"): each process
 * parses its environment once, at start, with these, and stops naming every bad variable.
 */

/** Raised at start-up when the environment does not fit; names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** `VARIABLE: message` for each issue of a failed parse. */
export function configProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
}

/** Parses the environment once, at start; nothing else reads process.env. */
export function loadConfig<T extends z.ZodType>(
  schema: T,
  env: NodeJS.ProcessEnv = process.env,
): z.output<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(configProblems(result.error));
}

/** Empty counts as unset (docker compose passes `${NAME:-}` through when .env has none). */
export const emptyAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const nodeEnv = z.enum(['development', 'production', 'test']).default('development');
export const logLevel = z
  .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  .default('info');

/** A TCP port; `allowZero` for a listening port where 0 asks the system for a free one (tests). */
export function portNumber({ allowZero = false } = {}) {
  const min = allowZero ? 0 : 1;
  return z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(min, `must be between ${min} and 65535`)
    .max(65535, `must be between ${min} and 65535`);
}

/** `<NAME>_PORT` of a service, with its default. */
export const envPort = (defaultValue: number) => portNumber().default(defaultValue);

export const milliseconds = (defaultValue: number) =>
  z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(1).default(defaultValue);

const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** One http(s) URL, as written (e.g. PUBLIC_URL). */
export const httpUrl = z.string().trim().refine(isHttpUrl, 'must be an http:// or https:// URL');

/** One service URL, or several (the service's replicas) separated by commas. */
export const httpUrlList = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const parts = value.split(',').map((part) => part.trim());
    const bad = parts.filter((part) => !isHttpUrl(part));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be an http:// or https:// URL, or several separated by commas (not ${bad
          .map((part) => JSON.stringify(part))
          .join(', ')})`,
      });
      return z.NEVER;
    }
    return parts.map((part) => new URL(part));
  });

/** `<NAME>_URL` of a service this one calls: httpUrlList, with a default. */
export const envServiceUrls = (defaultUrl: string) => z.string().trim().default(defaultUrl).pipe(httpUrlList);

/** REDIS_URL: optional, empty counting as unset. */
export const redisUrl = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .trim()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// URL')
    .optional(),
);

/** Namespace of the Redis keys (BullMQ's prefix, the gateway's counters); test runs use their own. */
export const queuePrefix = z
  .string()
  .trim()
  .regex(/^[\w-]{1,40}$/, 'must be letters, digits, _ or -')
  .default('elite');

/** OpenTelemetry's variables, in every process's schema; startTelemetry takes them as parsed. */
export const telemetryEnv = {
  // OpenTelemetry's switch: no spans, no metrics (and /metrics answers 404).
  OTEL_SDK_DISABLED: z.enum(['true', 'false']).default('false'),
  // Empty counts as unset (compose passes `${OTEL_EXPORTER_OTLP_ENDPOINT:-}` through when .env has none).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(emptyAsUnset, httpUrl.optional()),
  // How often buffered spans are sent (OpenTelemetry's variable and default).
  OTEL_BSP_SCHEDULE_DELAY: milliseconds(5_000),
};
export type TelemetryEnv = z.output<z.ZodObject<typeof telemetryEnv>>;

/**
 * Runs a process's `main` (every main.ts): when it fails, the process says why on stderr and exits 1;
 * a bad environment by its message alone (every bad variable), anything else with its stack.
 */
export function runMain(name: string, main: () => Promise<unknown>): void {
  main().catch((error: unknown) => {
    const reason =
      error instanceof ConfigError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`${name} failed to start: ${reason}\n`);
    process.exit(1);
  });
}
