import path from 'node:path';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  RENDER_SLICE,
  type MapTiles,
} from '@elite/contracts';
import {
  ConfigError,
  configProblems,
  emptyAsUnset,
  logLevel,
  milliseconds,
  nodeEnv,
  portNumber,
  serviceEnvFields,
  serviceTargets,
  siteEnvFields,
  siteLocation,
  telemetryEnv,
  type LogLevel,
  type ServiceTarget,
  type SiteLocation,
  type TelemetryEnv,
} from '@elite/nest-kit/core';
import { z } from 'zod';

export { ConfigError };

// src/ and dist/ both sit one level below render/, which sits in the repository root.
const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..');

// The settings of a service (nest-kit's config atoms), and where the site and the services are, read
// as the gateway reads them (docs/development.md, "Ports and environment").
const envSchema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: logLevel,
  // 0 asks the system for a free port (tests).
  RENDER_PORT: portNumber({ allowZero: true }).default(RENDER_SLICE.port),
  HOST: z.string().trim().min(1).optional(),
  // Data not there by then is left to the browser, which asks for it as usual; below the gateway's
  // SERVER_RENDER_TIMEOUT_MS, so that the page it waits for still comes in time.
  RENDER_DATA_TIMEOUT_MS: milliseconds(1_500),
  // How long a file of the site is used before it is asked for again (with its ETag or mtime).
  RENDER_REVALIDATE_MS: milliseconds(1_000),
  SHUTDOWN_TIMEOUT_MS: milliseconds(10_000),
  // The tracking page draws the map's first view from these, as the gateway answers /map-tiles.json
  // with them (the same variables, so both say the same; the gateway also checks them for its CSP).
  MAP_TILE_URL: z.preprocess(emptyAsUnset, z.string().trim().default(DEFAULT_MAP_TILE_URL)),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    emptyAsUnset,
    z.string().trim().max(1_000, 'must be at most 1000 characters').default(DEFAULT_MAP_TILE_ATTRIBUTION),
  ),
  ...siteEnvFields,
  ...serviceEnvFields,
  ...telemetryEnv,
});

export interface RenderConfig extends SiteLocation {
  nodeEnv: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  port: number;
  host?: string;
  telemetry: TelemetryEnv;
  dataTimeoutMs: number;
  revalidateMs: number;
  shutdownTimeoutMs: number;
  /** Where each service answers inside the deployment: the render slice's API calls go there. */
  services: ServiceTarget[];
  /** What /map-tiles.json answers (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), for the tracking page's first view. */
  mapTiles: MapTiles;
}

/** Parses the environment once, at start; nothing else in the render slice reads process.env. */
export function loadRenderConfig(env: NodeJS.ProcessEnv = process.env): RenderConfig {
  const result = envSchema.safeParse(env);
  const problems = result.success ? [] : configProblems(result.error);
  const site = siteLocation(env, result.success ? result.data : undefined, problems, REPOSITORY_ROOT);
  if (!result.success || problems.length > 0) throw new ConfigError(problems);
  const parsed = result.data;
  return {
    nodeEnv: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    port: parsed.RENDER_PORT,
    mapTiles: { url: parsed.MAP_TILE_URL, attribution: parsed.MAP_TILE_ATTRIBUTION },
    host: parsed.HOST,
    telemetry: parsed,
    dataTimeoutMs: parsed.RENDER_DATA_TIMEOUT_MS,
    revalidateMs: parsed.RENDER_REVALIDATE_MS,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    services: serviceTargets(parsed),
    ...site,
  };
}
