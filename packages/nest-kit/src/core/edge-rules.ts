import type { IncomingHttpHeaders } from 'node:http';
import { REQUEST_BODY_LIMIT_BYTES } from '@elite/contracts';

/**
 * The request rules of docs/architecture.md §6, once for the gateway (which applies them at the
 * edge) and for every service (which applies them again, as nothing trusts the network alone).
 */

export const BODY_LIMIT_BYTES = REQUEST_BODY_LIMIT_BYTES;

/** What the edge and the services answer when a rule refuses a request. */
export const EDGE_MESSAGES = {
  badRequest: 'Bad request',
  notFound: 'Not found',
  crossOrigin: 'Cross-origin requests are not allowed',
  tooLarge: 'Request body is too large (limit 32 KiB)',
  notJson: 'Requests must be JSON (Content-Type: application/json)',
  notForm: 'Forms must be sent as application/x-www-form-urlencoded',
  bodyTimeout: 'The request body did not arrive in time',
} as const;

export interface Refusal {
  status: number;
  message: string;
  /** Close the connection after answering (the body was not read). */
  close?: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded\s*(;|$)/i;
// What a browser says of a request's initiator (Fetch Metadata): only these come from our own pages or the visitor.
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);
const HOST_OF_ORIGIN = /^https?:\/\/([^/?#\s]+)$/i;

export function isStateChanging(method: string | undefined): boolean {
  return method !== undefined && STATE_CHANGING.has(method);
}

/** Whether a request announces a body (a length above zero, or chunks). */
export function announcesBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** `application/json` or a `+json` type, parameters allowed. */
export function isJsonContentType(type: string | undefined): boolean {
  return type !== undefined && JSON_TYPE.test(type);
}

const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '');

/**
 * True when an `Origin` names one of `hosts` (the hosts the request was sent to), default ports
 * aside, or is the public origin (`PUBLIC_URL`'s, scheme included). Only an http(s) origin
 * without a path can match: `null`, `file://` and garbage never do.
 */
export function originMatches(
  origin: string,
  hosts: string | undefined | readonly (string | undefined)[],
  publicOrigin?: string,
): boolean {
  if (publicOrigin !== undefined && origin.toLowerCase() === publicOrigin.toLowerCase()) return true;
  const match = HOST_OF_ORIGIN.exec(origin);
  if (!match) return false;
  const originHost = withoutDefaultPort(match[1]!);
  const candidates = typeof hosts === 'string' || hosts === undefined ? [hosts] : hosts;
  return candidates.some((host) => host !== undefined && withoutDefaultPort(host) === originHost);
}

/**
 * 403 for a cross-origin state-changing request: an `Origin` that is not ours, or a browser's
 * `Sec-Fetch-Site` that says another site sent it (`fetchSite`). A request with neither is not a
 * browser's (a browser sends `Origin` with every POST, and the session cookie is SameSite).
 */
export function crossOriginRefusal(
  method: string | undefined,
  origin: string | undefined,
  hosts: string | undefined | readonly (string | undefined)[],
  publicOrigin?: string,
  fetchSite?: string | string[],
): Refusal | undefined {
  if (!isStateChanging(method)) return undefined;
  const site = fetchSite === undefined ? undefined : String(fetchSite).toLowerCase();
  // A page of ours that sends no referrer (Referrer-Policy: no-referrer) posts its forms with
  // `Origin: null`; the browser's own Sec-Fetch-Site, which no page can set, says it is ours.
  const ownNullOrigin = origin === 'null' && site === 'same-origin';
  const foreign =
    (origin !== undefined && !ownNullOrigin && !originMatches(origin, hosts, publicOrigin)) ||
    (site !== undefined && !OWN_FETCH_SITES.has(site));
  return foreign ? { status: 403, message: EDGE_MESSAGES.crossOrigin } : undefined;
}

/** 413 (closing the connection) when `Content-Length` announces more than the limit. */
export function bodyLengthRefusal(headers: IncomingHttpHeaders): Refusal | undefined {
  const length = headers['content-length'];
  if (length === undefined || Number(length) <= BODY_LIMIT_BYTES) return undefined;
  return { status: 413, message: EDGE_MESSAGES.tooLarge, close: true };
}

/** `application/x-www-form-urlencoded`, parameters allowed: what a plain HTML form posts. */
export function isFormContentType(type: string | undefined): boolean {
  return type !== undefined && FORM_TYPE.test(type);
}

/**
 * 415 for a state-changing request whose body is not JSON, or, for a page's own form posted without
 * JavaScript (`form`: the request is for a page, docs/architecture.md "Forms without JavaScript"),
 * not a URL-encoded form.
 */
export function contentTypeRefusal(
  method: string | undefined,
  headers: IncomingHttpHeaders,
  form = false,
): Refusal | undefined {
  if (!isStateChanging(method) || !announcesBody(headers)) return undefined;
  if (form)
    return isFormContentType(headers['content-type'])
      ? undefined
      : { status: 415, message: EDGE_MESSAGES.notForm };
  return isJsonContentType(headers['content-type'])
    ? undefined
    : { status: 415, message: EDGE_MESSAGES.notJson };
}
