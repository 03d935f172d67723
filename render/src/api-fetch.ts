import { MAP_TILES_PATH, type MapTiles } from '@elite/contracts';
import {
  REQUEST_ID_HEADER,
  RoundRobin,
  requestContext,
  serviceFor,
  type ServiceTarget,
} from '@elite/nest-kit/core';

/**
 * The fetch a remote's server build calls the API with (contracts' RemoteServerEntry): /map-tiles.json
 * is answered from the configuration (`mapTiles`), and a path under /api goes to the service that answers it, at its internal URL (`<NAME>_URL`, its replicas in
 * turn), by the routes of the service registry the gateway routes by, never through the gateway.
 */
export function apiFetchFor(services: readonly ServiceTarget[], mapTiles: MapTiles) {
  const replicas = new Map(
    services.map((service) => [
      service.name,
      new RoundRobin(service.urls, `The ${service.name} service has no URL`),
    ]),
  );
  return (url: string, init: RequestInit = {}): Promise<Response> => {
    if (!url.startsWith('/'))
      return Promise.reject(new Error(`the render slice calls the API by its path, not ${url}`));
    const pathname = new URL(url, 'http://api.invalid').pathname;
    // The map's tiles are configuration, which the gateway answers itself: the same settings here.
    if (pathname === MAP_TILES_PATH)
      return Promise.resolve(Response.json(mapTiles, { headers: { 'cache-control': 'no-store' } }));
    const service = serviceFor(pathname);
    const turns = service === undefined ? undefined : replicas.get(service);
    if (!turns) return Promise.reject(new Error(`no service answers ${pathname}`));
    // Under the page's request id, as a service calling another passes it on (nest-kit's ServiceClient).
    const headers = new Headers(init.headers);
    const requestId = requestContext.getStore()?.requestId;
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    // Only the session a page or form names in `init.headers` (the visitor's, PageRenderer) goes along.
    return fetch(new URL(url, turns.next()), { ...init, headers, credentials: 'omit' });
  };
}
