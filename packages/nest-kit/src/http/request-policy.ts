import type { NextFunction, Request, Response } from 'express';
import { contentTypeRefusal, crossOriginRefusal, originMatches } from '../core';

/**
 * The hosts a request to a service was sent to: its own, and the one the gateway forwarded
 * (X-Forwarded-Host, set by the gateway from the browser's Host; services are reachable only
 * through it).
 */
function hostsOf(request: Request): (string | undefined)[] {
  const forwarded = request.headers['x-forwarded-host'];
  return [request.headers.host, typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : undefined];
}

const originOf = (publicUrl: string | undefined) => (publicUrl ? new URL(publicUrl).origin : undefined);

/** True when a request has no Origin, or one naming the host it was sent to or the public URL. */
export function isSameOrigin(request: Request, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  return origin === undefined || originMatches(origin, hostsOf(request), originOf(publicUrl));
}

/**
 * docs/architecture.md §6: state-changing requests carry JSON and, when the browser says where they
 * come from, come from us; the gateway's rules (nest-kit's core), applied again by each service.
 * Answers with the API error shape.
 */
export function requestPolicy(options: { publicUrl?: string } = {}) {
  const publicOrigin = originOf(options.publicUrl);
  return (request: Request, response: Response, next: NextFunction): void => {
    const refusal =
      crossOriginRefusal(
        request.method,
        request.headers.origin,
        hostsOf(request),
        publicOrigin,
        request.headers['sec-fetch-site'],
      ) ?? contentTypeRefusal(request.method, request.headers);
    if (!refusal) return next();
    response.status(refusal.status).json({ statusCode: refusal.status, message: refusal.message });
  };
}
