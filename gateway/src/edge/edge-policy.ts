import type { IncomingHttpHeaders } from 'node:http';
import { isUnder } from '../proxy/services';
import { BODY_LIMIT_BYTES, EDGE_MESSAGES } from './json-error';

export interface EdgeRefusal {
  status: number;
  message: string;
  /** Close the connection after answering (the body was not read). */
  close?: boolean;
}

export interface EdgeRequest {
  method: string;
  pathname: string;
  headers: IncomingHttpHeaders;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const HOST_OF_ORIGIN = /^https?:\/\/([^/?#\s]+)$/i;

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

/** True when an `Origin` header names the host the request was sent to, or the public URL. */
export function isSameOrigin(origin: string, host: string | undefined, publicOrigin?: string): boolean {
  if (publicOrigin !== undefined && origin.toLowerCase() === publicOrigin) return true;
  const match = HOST_OF_ORIGIN.exec(origin);
  if (!match || host === undefined) return false;
  const originHost = match[1]!.toLowerCase().replace(/:(80|443)$/, '');
  return originHost === host.toLowerCase().replace(/:(80|443)$/, '');
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

function refusalForPath(pathname: string): EdgeRefusal | undefined {
  const canonical = canonicalPath(pathname);
  if (canonical === undefined) return { status: 400, message: EDGE_MESSAGES.badRequest };
  if (isUnder(canonical, '/internal') || isUnder(canonical, '/api/internal')) {
    return { status: 404, message: EDGE_MESSAGES.notFound };
  }
  return undefined;
}

/** A websocket handshake is a GET, but it opens a channel both ways: same rules for path and origin. */
export function upgradeRefusalFor(
  request: Omit<EdgeRequest, 'method'>,
  publicOrigin?: string,
): EdgeRefusal | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined && !isSameOrigin(origin, request.headers.host, publicOrigin)) {
    return { status: 403, message: EDGE_MESSAGES.crossOrigin };
  }
  return refusalForPath(request.pathname);
}

/**
 * docs/architecture.md §4–6 at the edge: internal routes never leave the cluster, bodies stay under
 * 32 KiB, and state-changing requests are JSON from our own origin. Undefined means "go on".
 */
export function refusalFor(request: EdgeRequest, publicOrigin?: string): EdgeRefusal | undefined {
  const pathRefusal = refusalForPath(request.pathname);
  if (pathRefusal) return pathRefusal;
  const { headers } = request;
  if (STATE_CHANGING.has(request.method)) {
    const origin = headers.origin;
    if (origin !== undefined && !isSameOrigin(origin, headers.host, publicOrigin)) {
      return { status: 403, message: EDGE_MESSAGES.crossOrigin };
    }
  }
  const length = headers['content-length'];
  if (length !== undefined && !(Number(length) <= BODY_LIMIT_BYTES)) {
    return { status: 413, message: EDGE_MESSAGES.tooLarge, close: true };
  }
  // socket.io's long-polling transport posts text/plain frames; its server checks them.
  if (STATE_CHANGING.has(request.method) && hasBody(headers) && !isUnder(request.pathname, '/socket.io')) {
    const type = headers['content-type'];
    if (type === undefined || !JSON_TYPE.test(type)) return { status: 415, message: EDGE_MESSAGES.notJson };
  }
  return undefined;
}
