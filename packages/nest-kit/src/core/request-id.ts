import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

// A letter or digit first, then up to 127 of letters, digits and `_ . : -`: safe in a header and a log line.
const WELL_FORMED = /^[A-Za-z0-9][\w.:-]{0,127}$/;

/** The caller's well-formed `x-request-id` (the gateway's, for a service), else a new uuid. */
export function requestIdOf(request: { headers: IncomingHttpHeaders }): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** requestIdOf, also written onto the request's headers so that whatever forwards it passes it on. */
export function assignRequestId(request: { headers: IncomingHttpHeaders }): string {
  const id = requestIdOf(request);
  request.headers[REQUEST_ID_HEADER] = id;
  return id;
}
