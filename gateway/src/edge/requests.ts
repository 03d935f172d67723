import type { IncomingMessage, ServerResponse } from 'node:http';
import { postedFormFields } from '@elite/contracts';
import {
  EDGE_MESSAGES,
  announcesBody,
  assignRequestId,
  isUnder,
  serviceFor,
  type ServiceName,
} from '@elite/nest-kit/core';
import type { Logger } from 'pino';
import type { GatewayConfig } from '../config';
import type { GatewayLifecycle } from '../gateway.tokens';
import type { ServiceInstances } from '../proxy/balancer';
import { keepPostedBody } from '../proxy/rendered-pages';
import type { UpstreamProxy } from '../proxy/upstream-proxy';
import { isPagePath } from '../static/static-site';
import type { ClientAddresses } from './client-address';
import { canonicalPath, pathnameOf, refusalFor } from './edge-policy';
import { sendJsonError, sendSiteError } from './json-error';
import { rateRuleFor, rateRuleForForm, tooManyMessage, type RateLimiter, type RateRule } from './rate-limit';
import { RequestTracing } from '@elite/nest-kit/telemetry/signals';
import { readBody, refuseUnreadBody } from './read-body';
import { API_RESPONSE_HEADERS, EDGE_SECURITY_HEADERS, setHeaders } from './security-headers';

/** What the edge's request and upgrade handlers share, built once by startGateway. */
export interface Edge {
  config: GatewayConfig;
  logger: Logger;
  lifecycle: GatewayLifecycle;
  /** Where a request for no service goes: the express site (pages, files, the gateway's own routes). */
  site: (req: IncomingMessage, res: ServerResponse) => void;
  proxy: UpstreamProxy;
  instances: Map<ServiceName, ServiceInstances>;
  clients: ClientAddresses;
  limiter: RateLimiter;
  /** Signs a session out at the edge (on logout; identity records it), or drops a signed-out one from the request. */
  checkSession(req: IncomingMessage, pathname: string): Promise<void>;
  /** PUBLIC_URL's origin, lower case, when it names one. */
  publicOrigin: string | undefined;
}

/** The per-address rule a request falls under, if any. */
export function ruleFor(method: string, pathname: string, url: string): RateRule | undefined {
  const query = url.indexOf('?');
  return rateRuleFor(method, canonicalPath(pathname) ?? pathname, query === -1 ? '' : url.slice(query + 1));
}

/**
 * The gateway's answer to every HTTP request: the edge's rules (docs/architecture.md §4–6), then a
 * service through UpstreamProxy or the site. Proxied requests never enter express: the hot path is
 * this handler and UpstreamProxy.web.
 */
export function requestHandler(edge: Edge): (req: IncomingMessage, res: ServerResponse) => void {
  const { config, logger, lifecycle, site, proxy, instances, clients, limiter, checkSession, publicOrigin } =
    edge;

  // Services log each request they answer, under the same x-request-id; the gateway's own line is for debugging.
  const accessLog = logger.isLevelEnabled('debug')
    ? (req: IncomingMessage, res: ServerResponse, requestId: string) => {
        const started = process.hrtime.bigint();
        res.once('close', () =>
          logger.debug(
            {
              requestId,
              method: req.method,
              url: req.url,
              status: res.statusCode,
              ms: Number(process.hrtime.bigint() - started) / 1e6,
            },
            'request',
          ),
        );
      }
    : undefined;

  // Where a request goes once the edge has let it through: a service, or the site.
  const route = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const service = serviceFor(pathname);
    if (service) {
      // The service's own headers, where it sends them, take precedence (writeHead merges).
      setHeaders(res, API_RESPONSE_HEADERS);
      const { url, setCookie } = instances.get(service)!.choose(req, isUnder(pathname, '/socket.io'), false);
      if (setCookie) res.setHeader('set-cookie', setCookie);
      if (!announcesBody(req.headers)) return proxy.web(req, res, { name: service, url });
      // The body first, whole and in time, then a connection to the service.
      return void readBody(req, config.bodyTimeoutMs).then(
        (body) => proxy.web(req, res, { name: service, url }, false, body),
        (error: unknown) => refuseUnreadBody(res, error),
      );
    }
    site(req, res);
  };

  // A page's form posted without JavaScript (docs/architecture.md, "Forms without JavaScript"): read
  // whole and in time, limited as the API call it makes, then answered by the server render.
  const onPagePost = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const refuse = (status: number, message: string, retryAfterSeconds?: number) =>
      sendSiteError(req, res, status, message, { title: 'Your form was not sent', retryAfterSeconds });
    if (!config.serverRender.enabled)
      return refuse(503, 'Forms need JavaScript while server rendering is off');
    readBody(req, config.bodyTimeoutMs)
      .then(
        async (body) => {
          const rule = rateRuleForForm(postedFormFields(body.toString('utf8')).form);
          const decision = await limiter.check(rule, clients.of(req));
          if (!decision.allowed) return refuse(429, tooManyMessage(rule!), decision.retryAfterSeconds);
          keepPostedBody(req, body);
          await checkSession(req, pathname);
          site(req, res);
        },
        (error: unknown) => refuseUnreadBody(res, error, refuse),
      )
      .catch((error: unknown) => res.destroy(error as Error));
  };

  // Each request in a span of its own, whose traceparent the upstream receives.
  const tracing = new RequestTracing({
    labelAttribute: 'elite.upstream',
    trusts: (req) => clients.fromTrustedProxy(req),
    // It forwards: the upstream gets the span's traceparent in the headers, nothing else needs it.
    bindListeners: false,
  });
  const onRequest = (req: IncomingMessage, res: ServerResponse) =>
    tracing.run(
      req,
      res,
      () => handle(req, res),
      () => serviceFor(pathnameOf(req.url) ?? '/') ?? 'site',
    );

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = assignRequestId(req);
    res.setHeader('x-request-id', requestId);
    setHeaders(res, EDGE_SECURITY_HEADERS);
    accessLog?.(req, res, requestId);
    if (lifecycle.draining) res.setHeader('connection', 'close');
    const pathname = pathnameOf(req.url);
    if (pathname === undefined) return sendJsonError(res, 400, EDGE_MESSAGES.badRequest, true);
    const refusal = refusalFor({ method: req.method ?? 'GET', pathname, headers: req.headers }, publicOrigin);
    if (refusal) return sendJsonError(res, refusal.status, refusal.message, refusal.close);
    if (req.method === 'POST' && isPagePath(pathname)) return onPagePost(req, res, pathname);
    const client = clients.of(req);
    const rule = ruleFor(req.method ?? 'GET', pathname, req.url ?? '');
    const signedIn = req.headers.cookie !== undefined || req.headers.authorization !== undefined;
    if (!rule && !signedIn) return route(req, res, pathname);
    limiter
      .check(rule, client)
      .then(async (decision) => {
        if (!decision.allowed) {
          setHeaders(res, API_RESPONSE_HEADERS);
          res.setHeader('retry-after', String(decision.retryAfterSeconds));
          // The body, if any, was not read: the connection closes after the answer.
          return sendJsonError(res, 429, tooManyMessage(rule!), true);
        }
        await checkSession(req, pathname);
        route(req, res, pathname);
      })
      .catch((error: unknown) => res.destroy(error as Error));
  };

  return onRequest;
}
