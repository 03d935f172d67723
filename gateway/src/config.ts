import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, type MapTiles } from '@elite/contracts';
import {
  configProblems,
  ConfigError,
  emptyAsUnset,
  httpUrl,
  httpUrlList,
  logLevel,
  milliseconds,
  nodeEnv,
  portNumber,
  queuePrefix,
  redisUrl,
} from '@elite/nest-kit/core';
import { z } from 'zod';
import { SERVICE_NAMES, SERVICE_DEFAULT_PORTS, serviceEnvPrefix, type ServiceName } from './proxy/services';
import { REMOTE_FOLDER, parseRemoteEntries, parseRemotesJson, type RemoteEntry } from './remotes/remotes';
import { parseTrustedProxies } from './edge/client-address';
import { tileImageSource } from './security/content-security-policy';

// The config atoms are nest-kit's core, shared with every service (docs/development.md).
export { ConfigError };

// src/ and dist/ both sit one level below gateway/, which sits in the repository root.
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

const port = portNumber();

const serviceUrlFields = Object.fromEntries(
  SERVICE_NAMES.flatMap((name) => [
    [`${serviceEnvPrefix(name)}_URL`, httpUrlList.optional()],
    [`${serviceEnvPrefix(name)}_PORT`, port.optional()],
  ]),
) as Record<string, z.ZodOptional<typeof httpUrlList> | z.ZodOptional<typeof port>>;

const envSchema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  // 0 asks the system for a free port (tests).
  PORT: portNumber({ allowZero: true }).default(8080),
  HOST: z.string().trim().min(1).optional(),
  PUBLIC_URL: httpUrl.optional(),
  // Empty counts as unset (docker compose passes `${MAP_TILE_URL:-}` through when .env has none).
  MAP_TILE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .default(DEFAULT_MAP_TILE_URL)
      .transform((value, ctx) => {
        try {
          return { template: value, source: tileImageSource(value) };
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
          return z.NEVER;
        }
      }),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUnset,
    z.string().trim().max(1_000, 'must be at most 1000 characters').default(DEFAULT_MAP_TILE_ATTRIBUTION),
  ),
  REMOTE_ENTRIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined;
      try {
        return parseRemoteEntries(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  OPTIONAL_SERVICES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const names = (value ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      const unknown = names.filter((name) => !SERVICE_NAMES.includes(name));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown service ${unknown.join(', ')} (known: ${SERVICE_NAMES.join(', ')})`,
        });
        return z.NEVER;
      }
      return names;
    }),
  REMOTES_FILE: z.string().trim().min(1).optional(),
  STATIC_ROOT: z.string().trim().min(1).optional(),
  SHELL_URL: httpUrlList.optional(),
  UPSTREAM_MAX_SOCKETS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(256),
  // A frozen service is a 504 within a few seconds; a sound one answers in milliseconds (bench/).
  UPSTREAM_TIMEOUT_MS: milliseconds(8_000),
  // A request body (at most 32 KiB) must have arrived whole within this, else 408.
  BODY_READ_TIMEOUT_MS: milliseconds(10_000),
  HEALTH_TIMEOUT_MS: milliseconds(1_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  // Pages rendered on the server (docs/architecture.md, "Server rendering"); off serves the bare document.
  SERVER_RENDER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // Load balancers or ingresses in front of the gateway whose X-Forwarded-For is believed (IPs, CIDRs).
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustedProxies(value ?? '');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  // Multiplies every per-address limit of the edge (README, "Limits"); load tests raise it.
  RATE_LIMIT_SCALE: z.coerce
    .number({ error: 'must be a number' })
    .positive('must be above 0')
    .max(1_000_000, 'must be at most 1000000')
    .default(1),
  // Shared rate-limit counters across gateway replicas; without it each replica counts alone.
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: queuePrefix,
  SERVER_RENDER_TIMEOUT_MS: milliseconds(2_000),
  ...serviceUrlFields,
});

export interface ServiceTarget {
  name: ServiceName;
  /** Where the service runs: one URL, or one per replica (`<NAME>_URL=http://a:1,http://b:2`). */
  urls: URL[];
  /** Whether GET /api/health turns 503 when this service is not ready. */
  required: boolean;
}

/**
 * Static servers the gateway proxies the site to instead of serving it from STATIC_ROOT:
 * `SHELL_URL` for the shell's files and pages, `MF_<NAME>_URL` for `/remotes/mf-<name>/`.
 * A URL's path is where the build's folder is served (`http://mf-admin:8080/` serves
 * `/remotes/mf-admin/x.js` as `/x.js`); several URLs separated by commas are used in turn.
 */
export interface SiteUpstreams {
  shell?: URL[];
  /** By remote folder: `mf-booking` → its URLs. */
  remotes: Record<string, URL[]>;
}

// MF_BOOKING_URL → mf-booking, MF_LOYALTY_CARD_URL → mf-loyalty-card.
const REMOTE_URL_VARIABLE = /^MF_([A-Z0-9]+(?:_[A-Z0-9]+)*)_URL$/;

function remoteUpstreams(env: NodeJS.ProcessEnv, problems: string[]): Record<string, URL[]> {
  const remotes: Record<string, URL[]> = {};
  for (const [variable, value] of Object.entries(env)) {
    const match = REMOTE_URL_VARIABLE.exec(variable);
    if (!match || value === undefined) continue;
    const folder = `mf-${match[1]!.toLowerCase().replace(/_/g, '-')}`;
    if (!REMOTE_FOLDER.test(folder)) continue;
    const parsed = httpUrlList.safeParse(value);
    if (parsed.success) remotes[folder] = parsed.data;
    else problems.push(`${variable}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  return remotes;
}

function readRemotesFile(file: string, problems: string[]): RemoteEntry[] | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    problems.push(
      `REMOTES_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
    return undefined;
  }
  try {
    return parseRemotesJson(text);
  } catch (error) {
    problems.push(`REMOTES_FILE: ${file} ${(error as Error).message}`);
    return undefined;
  }
}

export interface GatewayConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  port: number;
  host?: string;
  publicUrl?: URL;
  /** CSP source of the map tiles, e.g. https://*.tile.openstreetmap.org. */
  mapTileSource: string;
  /** What GET /map-tiles.json tells the page: the tile template and its attribution. */
  mapTiles: MapTiles;
  /**
   * Explicit remotes (REMOTE_ENTRIES, or REMOTES_FILE read at start); undefined means every remote
   * proxied to a static server and every mf-* folder with a built manifest.
   */
  remoteEntries?: RemoteEntry[];
  /** Static servers of the shell and the remotes; what is not here comes from staticRoot. */
  siteUpstreams: SiteUpstreams;
  services: ServiceTarget[];
  staticRoot: string;
  upstreamMaxSockets: number;
  upstreamTimeoutMs: number;
  healthTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** Render pages on the server; past the timeout, what has not rendered is left to the browser. */
  serverRender: { enabled: boolean; timeoutMs: number };
  /** Proxies whose X-Forwarded-For names the client (IPs and CIDR ranges). */
  trustedProxies: string[];
  rateLimitScale: number;
  bodyTimeoutMs: number;
  /** Where rate-limit counters are shared, and under which key prefix. */
  redis?: { url: string; prefix: string };
}

/** Parses the environment once, at start; nothing else in the gateway reads process.env. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const result = envSchema.safeParse(env);
  const problems = result.success ? [] : configProblems(result.error);
  const remotes = remoteUpstreams(env, problems);
  let remotesFile: RemoteEntry[] | undefined;
  if (result.success && result.data.REMOTES_FILE !== undefined) {
    if (result.data.REMOTE_ENTRIES !== undefined)
      problems.push('REMOTES_FILE: set REMOTE_ENTRIES or REMOTES_FILE, not both');
    else remotesFile = readRemotesFile(result.data.REMOTES_FILE, problems);
  }
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  const fields = parsed as unknown as Record<string, URL[] | number | undefined>;
  const optional = new Set(parsed.OPTIONAL_SERVICES);
  return {
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL ? new URL(parsed.PUBLIC_URL) : undefined,
    mapTileSource: parsed.MAP_TILE_URL.source,
    mapTiles: { url: parsed.MAP_TILE_URL.template, attribution: parsed.MAP_TILE_ATTRIBUTION },
    remoteEntries: parsed.REMOTE_ENTRIES ?? remotesFile,
    siteUpstreams: {
      shell: parsed.SHELL_URL,
      remotes,
    },
    services: SERVICE_NAMES.map((name) => {
      const prefix = serviceEnvPrefix(name);
      const explicit = fields[`${prefix}_URL`] as URL[] | undefined;
      const servicePort = (fields[`${prefix}_PORT`] as number | undefined) ?? SERVICE_DEFAULT_PORTS[name];
      return {
        name,
        urls: explicit ?? [new URL(`http://127.0.0.1:${servicePort}`)],
        required: !optional.has(name),
      };
    }),
    staticRoot: path.resolve(parsed.STATIC_ROOT ?? REPOSITORY_ROOT),
    upstreamMaxSockets: parsed.UPSTREAM_MAX_SOCKETS,
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    healthTimeoutMs: parsed.HEALTH_TIMEOUT_MS,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    serverRender: { enabled: parsed.SERVER_RENDER === 'on', timeoutMs: parsed.SERVER_RENDER_TIMEOUT_MS },
    trustedProxies: parsed.TRUSTED_PROXIES,
    rateLimitScale: parsed.RATE_LIMIT_SCALE,
    bodyTimeoutMs: parsed.BODY_READ_TIMEOUT_MS,
    redis: parsed.REDIS_URL ? { url: parsed.REDIS_URL, prefix: parsed.QUEUE_PREFIX } : undefined,
  };
}
