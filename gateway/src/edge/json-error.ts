import type { ServerResponse } from 'node:http';
import type { ApiError } from '@elite/contracts';
import { API_RESPONSE_HEADERS, EDGE_SECURITY_HEADERS, headerLines } from './security-headers';

/** The JSON error of docs/architecture.md §5, written straight to a node response. */
export function sendJsonError(res: ServerResponse, statusCode: number, message: string, close = false): void {
  const body: ApiError = { statusCode, message };
  const text = JSON.stringify(body);
  res.writeHead(statusCode, {
    ...EDGE_SECURITY_HEADERS,
    ...API_RESPONSE_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(text);
}

/** The same answer written to a raw socket, for an upgrade request that cannot be served. */
export function jsonErrorResponseText(
  statusCode: number,
  statusText: string,
  message: string,
  requestId?: string,
): string {
  const text = JSON.stringify({ statusCode, message } satisfies ApiError);
  return (
    `HTTP/1.1 ${statusCode} ${statusText}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(text)}\r\n` +
    (requestId ? `x-request-id: ${requestId}\r\n` : '') +
    headerLines({ ...EDGE_SECURITY_HEADERS, ...API_RESPONSE_HEADERS }) +
    'connection: close\r\n\r\n' +
    text
  );
}
