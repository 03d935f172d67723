export const SERVICE_NAMES = ['booking', 'identity', 'magic-link', 'tracking', 'rewards'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const SERVICE_DEFAULT_PORTS: Record<ServiceName, number> = {
  booking: 3001,
  identity: 3002,
  'magic-link': 3003,
  tracking: 3004,
  rewards: 3005,
};

/** `magic-link` → `MAGIC_LINK`, the prefix of its `_URL` and `_PORT` variables. */
export function serviceEnvPrefix(name: ServiceName): string {
  return name.toUpperCase().replace(/-/g, '_');
}

// docs/architecture.md §1; the first matching prefix wins, and every other /api path goes to booking.
const ROUTES: ReadonlyArray<readonly [prefix: string, service: ServiceName]> = [
  ['/api/auth', 'identity'],
  ['/api/users', 'identity'],
  ['/api/magic-links', 'magic-link'],
  ['/api/tracking', 'tracking'],
  ['/api/rewards', 'rewards'],
  ['/socket.io', 'tracking'],
];

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
