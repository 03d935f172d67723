// The one list of the product's services (docs/development.md, "The service registry"): the gateway
// routes by it, scripts/stack.mjs runs it and deploy/deployables.mjs ships it. It is JSON so that
// those plain Node scripts read the same file before anything is built.
import registry from './service-registry.json';
import renderSlice from './render-slice.json';

export interface RegisteredService {
  /** Folder under services/, compose service, Kubernetes Deployment and image name. */
  readonly name: string;
  /** Default port, also the container port; `<NAME>_PORT` moves it. */
  readonly port: number;
  /** Its own PostgreSQL schema (and database role, `elite_<schema>`). */
  readonly schema: string;
  readonly description: string;
  /** Path prefixes the gateway sends to it; booking, with none, answers every other /api path. */
  readonly routes: readonly string[];
  /** The services whose internal routes it calls: it gets their `<NAME>_URL`, and the network lets it reach them. */
  readonly calls?: readonly string[];
}

export const SERVICE_REGISTRY: readonly RegisteredService[] = registry;

/** `magic-link` → `MAGIC_LINK`, the prefix of its `_URL`, `_PORT` and `_DB_PASSWORD` variables. */
export function serviceEnvPrefix(name: string): string {
  return name.toUpperCase().replace(/-/g, '_');
}

/**
 * The render slice (docs/architecture.md, "Server rendering"): not a service behind /api but the
 * process the gateway sends page requests to. Its port follows the services'; `RENDER_PORT` moves
 * it and `RENDER_URL` names where it runs (several URLs for its replicas). Plain JSON, like the
 * registry, for the runner and the deploy scripts.
 */
export const RENDER_SLICE: { readonly name: string; readonly port: number; readonly description: string } =
  renderSlice;
