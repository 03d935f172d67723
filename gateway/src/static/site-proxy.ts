import http, { type OutgoingHttpHeaders } from 'node:http';
import { cacheControlFor } from '@elite/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';
import { sendJsonError } from '../edge/json-error';
import { endToEndHeaders, forwardedHeaders } from '../proxy/upstream-proxy';

/** A static server of the shell or of one remote (its replicas taken in turn). */
export class SiteUpstream {
  private turn = 0;

  /** `name`: `shell` or the remote's folder, as errors and logs name it. */
  constructor(
    readonly name: string,
    private readonly urls: readonly URL[],
  ) {
    if (urls.length === 0) throw new Error(`The ${name} static server has no URL`);
  }

  next(): URL {
    const url = this.urls[this.turn % this.urls.length]!;
    this.turn = (this.turn + 1) % this.urls.length;
    return url;
  }
}

export interface SiteProxyOptions {
  maxSockets: number;
  timeoutMs: number;
  logger: Logger;
}

export interface SiteRequest {
  /** The path below the upstream's URL, without the leading slash, query included: `x.js?v=1`. */
  path: string;
  /** The file whose cache rule applies (the request's own path, or index.html for a page). */
  file: string;
  /** What a 404 of the upstream means: a file that is not there (the gateway's 404), or a broken site. */
  missing: 'not-found' | 'broken';
}

// What never goes to a static server: the visitor's credentials, and encodings (the gateway compresses).
const NOT_FOR_SITES = ['cookie', 'authorization', 'accept-encoding'];
// Whatever a static server says, the gateway decides these.
const GATEWAY_DECIDES = new Set(['set-cookie', 'cache-control']);
const CACHEABLE = new Set([200, 203, 206, 304]);
const IDLE_SOCKET_MS = 4_000;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The error a visitor sees when a static server is down or slow: a short page when a browser
 * navigates, the gateway's JSON error otherwise (scripts, manifests, API clients).
 */
export function sendSiteError(req: Request, res: Response, status: number, message: string): void {
  if (!/\btext\/html\b/.test(req.headers.accept ?? '')) return sendJsonError(res, status, message);
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Elite Transport is unavailable</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
    `<h1>Elite Transport is unavailable</h1><p>${escapeHtml(message)}.</p>` +
    '<p>Please try again in a moment.</p></body></html>';
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page),
    'cache-control': 'no-store',
    'retry-after': '5',
  });
  res.end(page);
}

/**
 * Proxies GET and HEAD of the site's files to static servers over kept-alive connections. The
 * answer keeps the gateway's own headers (security headers, compression) and its cache rules;
 * a down or slow server is a 503 or 504 naming it, within UPSTREAM_TIMEOUT_MS.
 */
export class SiteProxy {
  private readonly agent: http.Agent;

  constructor(private readonly options: SiteProxyOptions) {
    this.agent = new http.Agent({
      keepAlive: true,
      keepAliveMsecs: 1_000,
      maxSockets: options.maxSockets,
      maxFreeSockets: options.maxSockets,
      scheduling: 'lifo',
      timeout: IDLE_SOCKET_MS,
    });
  }

  forward(
    req: Request,
    res: Response,
    next: NextFunction,
    upstream: SiteUpstream,
    site: SiteRequest,
    retried = false,
  ): void {
    const base = upstream.next();
    const headers: OutgoingHttpHeaders = endToEndHeaders(req.headers);
    for (const name of NOT_FOR_SITES) delete headers[name];
    forwardedHeaders(req, headers);
    headers.host = base.host;
    const prefix = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`;
    const proxyReq = http.request({
      agent: this.agent,
      protocol: base.protocol,
      hostname: base.hostname,
      port: base.port,
      method: req.method,
      path: prefix + site.path,
      headers,
      timeout: this.options.timeoutMs,
    });
    let answered = false;

    proxyReq.on('response', (proxyRes) => {
      answered = true;
      const status = proxyRes.statusCode ?? 502;
      if (status === 404 && site.missing === 'not-found') {
        proxyRes.resume();
        return next();
      }
      if (status === 404) {
        proxyRes.resume();
        this.log(req, upstream, 'static server has no index.html', 'ENOENT');
        return sendSiteError(req, res, 502, `The ${upstream.name} static server has no index.html`);
      }
      const answer = endToEndHeaders(proxyRes.headers);
      for (const [name, value] of Object.entries(answer)) {
        if (value === undefined || GATEWAY_DECIDES.has(name) || res.hasHeader(name)) continue;
        res.setHeader(name, value);
      }
      res.setHeader('cache-control', CACHEABLE.has(status) ? cacheControlFor(site.file) : 'no-store');
      res.writeHead(status, proxyRes.statusMessage);
      proxyRes.pipe(res);
      proxyRes.on('error', () => res.destroy());
    });
    proxyReq.on('timeout', () => {
      proxyReq.destroy(Object.assign(new Error('static server timeout'), { code: 'ETIMEDOUT' }));
    });
    proxyReq.on('error', (error: NodeJS.ErrnoException) => {
      if (answered || res.headersSent || res.destroyed) {
        res.destroy();
        return;
      }
      // A kept-alive socket the server closed as we reused it: GET and HEAD are safe to send again.
      if (!retried && proxyReq.reusedSocket && error.code === 'ECONNRESET') {
        this.forward(req, res, next, upstream, site, true);
        return;
      }
      const timedOut = error.code === 'ETIMEDOUT';
      this.log(req, upstream, timedOut ? 'static server timed out' : 'static server unavailable', error.code);
      if (timedOut) sendSiteError(req, res, 504, `The ${upstream.name} static server did not answer in time`);
      else sendSiteError(req, res, 503, `The ${upstream.name} static server is unavailable`);
    });
    res.on('close', () => {
      if (!res.writableFinished) proxyReq.destroy();
    });
    proxyReq.end();
  }

  private log(req: Request, upstream: SiteUpstream, message: string, code: string | undefined): void {
    this.options.logger.warn(
      { requestId: req.headers['x-request-id'], site: upstream.name, url: req.originalUrl, code },
      message,
    );
  }

  /** Drops every pooled connection; call once no request is in flight. */
  destroy(): void {
    this.agent.destroy();
  }
}
