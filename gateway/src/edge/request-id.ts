import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Keeps a caller's well-formed `x-request-id`, else makes one; stores it on the request's headers. */
export function assignRequestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  return id;
}
