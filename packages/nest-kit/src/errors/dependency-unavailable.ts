// Errors that mean "the database (or another dependency) cannot be reached right now", as opposed to
// a fault of the request or of our code: the answer is 503 with Retry-After, never a 500.

// Failures before a request could leave: no connection was made, so the other side did nothing.
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// Socket-level failures of a connection: those, and a connection lost on the way.
const NETWORK_CODES = new Set([...NOT_CONNECTED_CODES, 'ECONNRESET', 'ETIMEDOUT', 'EPIPE']);
// PostgreSQL SQLSTATEs: connection exceptions (08…), shutting down or starting (57P01–57P03),
// too many connections (53300), and a statement cut off by statement_timeout (57014).
const POSTGRES_CODES = /^(08\d{3}|57P0[1-3]|53300|57014)$/;
// node-postgres' own messages when a connection ends or cannot be had in time (they carry no code).
// The server's words for a database closed to connections (SQLSTATE 55000 is too broad to take whole).
// TypeORM's, when the connection of a transaction went away under it (the database stopped).
const POSTGRES_MESSAGES =
  /Query runner already released|connection provided by a query runner was already released|Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection timeout|is not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when `error` (or its cause) says no connection was made: the request never reached the other side. */
export function neverConnected(error: unknown, depth = 0): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && NOT_CONNECTED_CODES.has(code)) return true;
  return neverConnected(cause, depth + 1);
}

/**
 * Another service this one calls gave no usable answer (none in time, a 5xx, a body that does not
 * fit its contract): thrown by ServiceClient, answered 503 with Retry-After like a database outage.
 */
export class DependencyUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DependencyUnavailableError';
  }
}

/** True when `error` (or what it wraps: TypeORM's driverError, a cause) says a dependency is unreachable. */
export function isDependencyUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DependencyUnavailableError) return true;
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  const { code, message, driverError, cause } = error as {
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_CODES.test(code))) return true;
  if (typeof message === 'string' && POSTGRES_MESSAGES.test(message)) return true;
  return isDependencyUnavailable(driverError, depth + 1) || isDependencyUnavailable(cause, depth + 1);
}
