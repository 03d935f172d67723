import type { IncomingHttpHeaders } from 'node:http';
import {
  EDGE_MESSAGES,
  bodyLengthRefusal,
  contentTypeRefusal,
  crossOriginRefusal,
  isUnder,
  originMatches,
  type Refusal,
} from '@elite/nest-kit/core';
import { isPagePath } from '../static/static-site';

export interface EdgeRequest {
  method: string;
  pathname: string;
  headers: IncomingHttpHeaders;
}

/** The path part of an origin-form request target, or undefined for `*` and absolute forms. */
export function pathnameOf(url: string | undefined): string | undefined {
  if (!url || url.charCodeAt(0) !== 47) return undefined;
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The path as a server behind us could read it: percent-decoded, slashes collapsed, lower case.
 * Undefined when it cannot be decoded or climbs with dot segments.
 */
export function canonicalPath(pathname: string): string | undefined {
  let path = pathname;
  if (/[%.\\]|\/\//.test(path)) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return undefined;
    }
    if (path.includes('\\') || /(^|\/)\.{1,2}(\/|$)/.test(path)) return undefined;
    path = path.replace(/\/{2,}/g, '/');
  }
  return path.toLowerCase();
}

function refusalForPath(pathname: string): Refusal | undefined {
  const canonical = canonicalPath(pathname);
  if (canonical === undefined) return { status: 400, message: EDGE_MESSAGES.badRequest };
  // Internal routes, and the processes' metrics (read by Prometheus on their internal ports only).
  if (
    isUnder(canonical, '/internal') ||
    isUnder(canonical, '/api/internal') ||
    isUnder(canonical, '/metrics')
  ) {
    return { status: 404, message: EDGE_MESSAGES.notFound };
  }
  return undefined;
}

/**
 * A websocket handshake is a GET, but it opens a channel both ways: same rules for path and origin.
 * The edge believes only the Host header (X-Forwarded-Host is a client's word here).
 */
export function upgradeRefusalFor(
  request: Omit<EdgeRequest, 'method'>,
  publicOrigin?: string,
): Refusal | undefined {
  const { origin, host } = request.headers;
  if (origin !== undefined && !originMatches(origin, host, publicOrigin)) {
    return { status: 403, message: EDGE_MESSAGES.crossOrigin };
  }
  return refusalForPath(request.pathname);
}

/**
 * docs/architecture.md §4–6 at the edge, with the rules of nest-kit's core: internal routes never
 * leave the cluster, bodies stay under 32 KiB, and state-changing requests are JSON from our own
 * origin. Undefined means "go on".
 */
export function refusalFor(request: EdgeRequest, publicOrigin?: string): Refusal | undefined {
  const { headers, method } = request;
  return (
    refusalForPath(request.pathname) ??
    crossOriginRefusal(method, headers.origin, headers.host, publicOrigin, headers['sec-fetch-site']) ??
    bodyLengthRefusal(headers) ??
    // socket.io's long-polling transport posts text/plain frames; its server checks them. A page takes
    // its own forms, posted without JavaScript (docs/architecture.md, "Forms without JavaScript").
    (isUnder(request.pathname, '/socket.io')
      ? undefined
      : contentTypeRefusal(method, headers, isPagePath(request.pathname)))
  );
}
