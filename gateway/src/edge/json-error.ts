import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { ApiError } from '@elite/contracts';
import { API_RESPONSE_HEADERS, EDGE_SECURITY_HEADERS, headerLines } from './security-headers';

// Every error answer of the gateway is written here: JSON for the API (to a response, or to a socket
// that asked to upgrade), a short page for a browser (sendSiteError).

/**
 * The JSON error of docs/architecture.md §5, written straight to a node response (express's too).
 * `errorId` names a 500 in the logs.
 */
export function sendJsonError(
  res: ServerResponse,
  statusCode: number,
  message: string,
  close = false,
  errorId?: string,
): void {
  const body: ApiError = errorId ? { statusCode, message, errorId } : { statusCode, message };
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

/** The same answer written to a raw socket, for an upgrade request that cannot be served; `headers` adds some. */
export function jsonErrorResponseText(
  statusCode: number,
  message: string,
  requestId?: string,
  headers: Record<string, string> = {},
): string {
  const text = JSON.stringify({ statusCode, message } satisfies ApiError);
  return (
    `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode] ?? ''}\r\n` +
    'content-type: application/json; charset=utf-8\r\n' +
    `content-length: ${Buffer.byteLength(text)}\r\n` +
    (requestId ? `x-request-id: ${requestId}\r\n` : '') +
    headerLines({ ...EDGE_SECURITY_HEADERS, ...API_RESPONSE_HEADERS, ...headers }) +
    'connection: close\r\n\r\n' +
    text
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The error a visitor sees when a static server is down or slow, or a form they posted was refused:
 * a short page when a browser navigates, the gateway's JSON error otherwise (scripts, manifests, API
 * clients). `title` heads the page; `retryAfterSeconds` is when to try again (5 unless said).
 */
export function sendSiteError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  { title = 'Elite Transport is unavailable', retryAfterSeconds = 5 } = {},
): void {
  if (!/\btext\/html\b/.test(req.headers.accept ?? '')) return sendJsonError(res, status, message);
  const page =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(/[.!?]$/.test(message) ? message : `${message}.`)}</p>` +
    '<p>Please try again in a moment.</p></body></html>';
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page),
    'cache-control': 'no-store',
    'retry-after': String(retryAfterSeconds),
  });
  res.end(page);
}
