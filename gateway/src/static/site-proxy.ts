import http, { type OutgoingHttpHeaders } from 'node:http';
import { cacheControlFor } from '@elite/contracts';
import type { NextFunction, Request, Response } from 'express';
import { RoundRobin } from '@elite/nest-kit/core';
import { sendSiteError } from '../edge/json-error';
import { FAILURE_LOG, failureAnswer, forward, keepAliveAgent } from '../proxy/forward';
import { endToEndHeaders, forwardedHeaders, type UpstreamProxyOptions } from '../proxy/upstream-proxy';

/** A static server of the shell or of one remote (its replicas taken in turn). */
export class SiteUpstream extends RoundRobin<URL> {
  /** `name`: `shell` or the remote's folder, as errors and logs name it. */
  constructor(
    readonly name: string,
    urls: readonly URL[],
  ) {
    super(urls, `The ${name} static server has no URL`);
  }
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

/**
 * Proxies GET and HEAD of the site's files to static servers over kept-alive connections. The
 * answer keeps the gateway's own headers (security headers, compression) and its cache rules;
 * a server that is down, breaks off or is slow is a 503, 502 or 504 naming it, within UPSTREAM_TIMEOUT_MS.
 */
export class SiteProxy {
  private readonly agent: http.Agent;

  constructor(private readonly options: UpstreamProxyOptions) {
    this.agent = keepAliveAgent(options.maxSockets);
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
    forward(
      res,
      {
        agent: this.agent,
        url: base,
        method: req.method,
        path: prefix + site.path,
        headers,
        timeoutMs: this.options.timeoutMs,
      },
      {
        respond: (proxyRes) => {
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
        },
        // Only GET and HEAD come here: safe to send again on a fresh connection.
        retry: retried ? undefined : () => this.forward(req, res, next, upstream, site, true),
        fail: (failure, code) => {
          this.log(req, upstream, `static server ${FAILURE_LOG[failure]}`, code);
          const answer = failureAnswer(failure, `${upstream.name} static server`, req.method);
          sendSiteError(req, res, answer.status, answer.message);
        },
        send: (proxyReq) => proxyReq.end(),
      },
    );
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
