import type { ServerResponse } from 'node:http';

/**
 * Headers every response that leaves the gateway carries, whoever produced it: the pages (which add
 * their Content-Security-Policy through helmet, with the same values for these), the services' JSON
 * passed through, and the edge's own errors. The values are helmet's defaults, so both agree.
 */
export const EDGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
};

/**
 * What an API answer adds, unless the service set its own: it is data, never a document, so nothing
 * may run in it or frame it, and no cache keeps it (a service that may be cached says so itself).
 */
export const API_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
};

export function setHeaders(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** The same headers as raw header lines, for an answer written straight to a socket. */
export function headerLines(headers: Readonly<Record<string, string>>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}
