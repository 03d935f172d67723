import type { NextFunction, Request, Response } from 'express';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

function isJson(request: Request): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type);
}

/** True when an Origin header names the host the request was sent to (or the public URL). */
export function isSameOrigin(request: Request, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = request.headers['x-forwarded-host'];
  const hosts = [
    request.headers.host,
    typeof forwarded === 'string' ? forwarded.split(',')[0]!.trim() : undefined,
  ];
  if (publicUrl) hosts.push(new URL(publicUrl).host);
  return hosts.includes(originHost);
}

/**
 * docs/architecture.md §6: state-changing requests carry JSON and, when the browser says where they
 * come from, come from us. Answers with the API error shape.
 */
export function requestPolicy(options: { publicUrl?: string } = {}) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!STATE_CHANGING.has(request.method)) return next();
    if (!isSameOrigin(request, options.publicUrl)) {
      response.status(403).json({ statusCode: 403, message: 'Cross-origin requests are not allowed' });
      return;
    }
    if (hasBody(request) && !isJson(request)) {
      response
        .status(415)
        .json({ statusCode: 415, message: 'Requests must be JSON (Content-Type: application/json)' });
      return;
    }
    next();
  };
}
