import type { IncomingMessage } from 'node:http';
import { announcesBody } from '@elite/nest-kit/core';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readBody, refuseUnreadBody } from '../edge/read-body';
import { isPagePath } from '../static/static-site';
import type { ServiceInstances } from './balancer';
import type { UpstreamProxy } from './upstream-proxy';

// A form posted to a page is read whole at the edge, to limit it by its name (gateway.ts), before it
// comes here: its body is kept for the request instead of being read twice.
const keptBodies = new WeakMap<IncomingMessage, Buffer>();

export function keepPostedBody(req: IncomingMessage, body: Buffer): void {
  keptBodies.set(req, body);
}

export interface RenderedPagesOptions {
  /** The render slice's replicas. */
  instances: ServiceInstances;
  /** A proxy whose timeout is SERVER_RENDER_TIMEOUT_MS. */
  proxy: UpstreamProxy;
  bodyTimeoutMs: number;
}

/**
 * Page requests (docs/architecture.md, "Server rendering"): a GET or HEAD of a page that accepts
 * HTML, or a form's POST to a page, goes to the render slice as an /api call goes to its service,
 * through the same proxy (request id, forwarded headers, the body read whole first). A page the
 * render slice cannot answer (down, refusing, late or failing) goes on to the shell's bare
 * index.html, which the browser renders itself; a POST it cannot answer gets the proxy's own error.
 */
export function renderedPages({ instances, proxy, bodyTimeoutMs }: RenderedPagesOptions): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (!(read || req.method === 'POST') || !isPagePath(req.path) || !req.accepts('html')) return next();
    const target = { name: instances.name, url: instances.roundRobin() };
    const fallback = read ? () => next() : undefined;
    const kept = keptBodies.get(req);
    if (kept) return proxy.web(req, res, target, false, kept, fallback);
    if (!announcesBody(req.headers)) return proxy.web(req, res, target, false, undefined, fallback);
    readBody(req, bodyTimeoutMs).then(
      (body) => proxy.web(req, res, target, false, body, fallback),
      (error: unknown) => refuseUnreadBody(res, error),
    );
  };
}
