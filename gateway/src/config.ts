import path from 'node:path';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  RENDER_SLICE,
  type MapTiles,
} from '@elite/contracts';
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
  SERVICE_NAMES,
  serviceEnvFields,
  serviceTargets,
  siteEnvFields,
  siteLocation,
  telemetryEnv,
  type RemoteEntry,
  type ServiceTarget as ServiceLocation,
  type SiteUpstreams,
  type TelemetryEnv,
} from '@elite/nest-kit/core';
import { z } from 'zod';
import { parseTrustedProxies } from './edge/client-address';
import { tileImageSource } from './security/content-security-policy';

// The config atoms are nest-kit's core, shared with every service (docs/development.md); so are the
// site's location and the services' URLs, which the render slice reads alike.
export { ConfigError, type SiteUpstreams };

// src/ and dist/ both sit one level below gateway/, which sits in the repository root.
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

/** A transform by `parse`, whose error's message is the variable's problem. */
const parsedBy =
  <T>(parse: (value: string) => T) =>
  (value: string, ctx: z.RefinementCtx) => {
    try {
      return parse(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  };

/** A comma-separated list of services; throws naming the unknown ones. */
function serviceNames(value: string): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !SERVICE_NAMES.includes(name));
  if (unknown.length > 0)
    throw new Error(`unknown service ${unknown.join(', ')} (known: ${SERVICE_NAMES.join(', ')})`);
  return names;
}

const envSchema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  // 0 asks the system for a free port (tests).
  PORT: portNumber({ allowZero: true }).default(8080),
  HOST: z.string().trim().min(1).optional(),
  // GET /metrics for Prometheus on this internal port (docs/operations.md); unset, none is served.
  METRICS_PORT: portNumber({ allowZero: true }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  // Empty counts as unset (docker compose passes `${MAP_TILE_URL:-}` through when .env has none).
  MAP_TILE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .default(DEFAULT_MAP_TILE_URL)
      .transform(parsedBy((template) => ({ template, source: tileImageSource(template) }))),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUnset,
    z.string().trim().max(1_000, 'must be at most 1000 characters').default(DEFAULT_MAP_TILE_ATTRIBUTION),
  ),
  OPTIONAL_SERVICES: z.string().default('').transform(parsedBy(serviceNames)),
  ...siteEnvFields,
  UPSTREAM_MAX_SOCKETS: z.coerce.number({ error: 'must be a number' }).int().min(1).max(10_000).default(256),
  // A frozen service is a 504 within a few seconds; a sound one answers in milliseconds (bench/).
  UPSTREAM_TIMEOUT_MS: milliseconds(8_000),
  // A request body (at most 32 KiB) must have arrived whole within this, else 408.
  BODY_READ_TIMEOUT_MS: milliseconds(10_000),
  HEALTH_TIMEOUT_MS: milliseconds(1_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  // Pages rendered on the server (docs/architecture.md, "Server rendering"); off serves the bare document.
  SERVER_RENDER: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  // Where the render slice answers page requests (its replicas, comma-separated); else 127.0.0.1:RENDER_PORT.
  RENDER_URL: httpUrlList.optional(),
  RENDER_PORT: portNumber().optional(),
  // Load balancers or ingresses in front of the gateway whose X-Forwarded-For is believed (IPs, CIDRs).
  TRUSTED_PROXIES: z.string().default('').transform(parsedBy(parseTrustedProxies)),
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
  ...serviceEnvFields,
  ...telemetryEnv,
});

export interface ServiceTarget extends ServiceLocation {
  /** Whether GET /api/health turns 503 when this service is not ready. */
  required: boolean;
}

export interface GatewayConfig {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  port: number;
  host?: string;
  /** Where Prometheus reads the gateway's metrics, never the public port. */
  metricsPort?: number;
  telemetry: TelemetryEnv;
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
  /**
   * Pages drawn by the render slice at `urls`; one that has not answered within `timeoutMs`, or
   * cannot be reached, is served as the bare index.html, which the browser renders itself.
   */
  serverRender: { enabled: boolean; timeoutMs: number; urls: URL[] };
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
  const site = siteLocation(env, result.success ? result.data : undefined, problems, REPOSITORY_ROOT);
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  const optional = new Set(parsed.OPTIONAL_SERVICES);
  return {
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    port: parsed.PORT,
    host: parsed.HOST,
    metricsPort: parsed.METRICS_PORT,
    telemetry: parsed,
    publicUrl: parsed.PUBLIC_URL ? new URL(parsed.PUBLIC_URL) : undefined,
    mapTileSource: parsed.MAP_TILE_URL.source,
    mapTiles: { url: parsed.MAP_TILE_URL.template, attribution: parsed.MAP_TILE_ATTRIBUTION },
    ...site,
    services: serviceTargets(parsed).map((service) => ({
      ...service,
      required: !optional.has(service.name),
    })),
    upstreamMaxSockets: parsed.UPSTREAM_MAX_SOCKETS,
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    healthTimeoutMs: parsed.HEALTH_TIMEOUT_MS,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    serverRender: {
      enabled: parsed.SERVER_RENDER === 'on',
      timeoutMs: parsed.SERVER_RENDER_TIMEOUT_MS,
      urls: parsed.RENDER_URL ?? [new URL(`http://127.0.0.1:${parsed.RENDER_PORT ?? RENDER_SLICE.port}`)],
    },
    trustedProxies: parsed.TRUSTED_PROXIES,
    rateLimitScale: parsed.RATE_LIMIT_SCALE,
    bodyTimeoutMs: parsed.BODY_READ_TIMEOUT_MS,
    redis: parsed.REDIS_URL ? { url: parsed.REDIS_URL, prefix: parsed.QUEUE_PREFIX } : undefined,
  };
}
