import { SERVICE_REGISTRY, serviceEnvPrefix } from '@elite/contracts';

export { serviceEnvPrefix };

/** Every service behind the gateway, from the one registry in the contracts. */
export const SERVICE_NAMES: readonly string[] = SERVICE_REGISTRY.map((service) => service.name);
export type ServiceName = string;

export const SERVICE_DEFAULT_PORTS: Readonly<Record<ServiceName, number>> = Object.fromEntries(
  SERVICE_REGISTRY.map((service) => [service.name, service.port]),
);

// docs/architecture.md §1; the first matching prefix wins, and every other /api path goes to booking.
const ROUTES: ReadonlyArray<readonly [prefix: string, service: ServiceName]> = SERVICE_REGISTRY.flatMap(
  (service) => service.routes.map((prefix) => [prefix, service.name] as const),
);

/** Routes under /api that the gateway answers itself. */
const GATEWAY_ROUTES = ['/api/health', '/api/docs'];

/** True when `pathname` is `prefix` itself or lies below it (`/api/auth/me`, not `/api/authors`). */
export function isUnder(pathname: string, prefix: string): boolean {
  return (
    pathname.startsWith(prefix) &&
    (pathname.length === prefix.length || pathname.charCodeAt(prefix.length) === 47)
  );
}

/** The service that answers `pathname`, or undefined when the gateway answers it itself. */
export function serviceFor(pathname: string): ServiceName | undefined {
  for (const [prefix, service] of ROUTES) if (isUnder(pathname, prefix)) return service;
  if (!isUnder(pathname, '/api')) return undefined;
  for (const prefix of GATEWAY_ROUTES) if (isUnder(pathname, prefix)) return undefined;
  return 'booking';
}
