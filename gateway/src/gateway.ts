import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import {
  EDGE_MESSAGES,
  PinoNestLogger,
  announcesBody,
  assignRequestId,
  drain,
  listen,
} from '@elite/nest-kit/core';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config';
import { serveApiDocs } from './docs/swagger-ui';
import { ClientAddresses } from './edge/client-address';
import {
  type EdgeRefusal,
  canonicalPath,
  pathnameOf,
  refusalFor,
  upgradeRefusalFor,
} from './edge/edge-policy';
import { JsonErrorFilter } from './edge/json-error.filter';
import { jsonErrorResponseText, sendJsonError, sendSiteError } from './edge/json-error';
import {
  RateLimiter,
  SOCKETS_PER_ADDRESS,
  rateRuleFor,
  rateRuleForForm,
  tooManyMessage,
  type RateRule,
} from './edge/rate-limit';
import { BodyReadError, readBody } from './edge/read-body';
import { RequestTracing } from './edge/request-trace';

import {
  RevokedSessions,
  identityRevokedSessions,
  presentedSession,
  withoutSession,
} from './edge/revoked-sessions';
import { API_RESPONSE_HEADERS, EDGE_SECURITY_HEADERS, setHeaders } from './edge/security-headers';
import { GatewayLifecycle } from './gateway.tokens';

import { ServiceInstances } from './proxy/balancer';
import { RENDER_SLICE, postedFormFields } from '@elite/contracts';
import {
  describeSites,
  foreignRemoteOrigins,
  isUnder,
  serviceFor,
  type ServiceName,
} from '@elite/nest-kit/core';
import { keepPostedBody, renderedPages } from './proxy/rendered-pages';
import { UpstreamProxy } from './proxy/upstream-proxy';
import { helmetOptions } from './security/content-security-policy';
import { SiteProxy } from './static/site-proxy';
import { historyFallback, isPagePath, remotesStatic, shellStatic, shellUpstream } from './static/static-site';

export interface RunningGateway {
  server: http.Server;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to the shutdown timeout), closes the pools. */
  close(): Promise<void>;
}

/** The express side: security headers, compression, static files, and the gateway's own routes. */
async function createSite(
  config: GatewayConfig,
  logger: Logger,
  lifecycle: GatewayLifecycle,
  siteProxy: SiteProxy,
  renderProxy: UpstreamProxy,
) {
  const site = express();
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, lifecycle),
    new ExpressAdapter(site),
    {
      bodyParser: false,
      logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    },
  );
  app.disable('x-powered-by');
  app.use(
    helmet(
      helmetOptions({
        mapTileSource: config.mapTileSource,
        remoteOrigins: foreignRemoteOrigins(config.remoteEntries),
        https: config.publicUrl?.protocol === 'https:',
      }),
    ),
  );
  app.use(compression());
  const { shell, remotes } = config.siteUpstreams;
  app.use('/remotes', remotesStatic(config.staticRoot, remotes, siteProxy));
  if (config.serverRender.enabled)
    app.use(
      renderedPages({
        instances: new ServiceInstances(RENDER_SLICE.name, config.serverRender.urls),
        proxy: renderProxy,
        bodyTimeoutMs: config.bodyTimeoutMs,
      }),
    );
  app.use(shell ? shellUpstream(shell, siteProxy) : shellStatic(config.staticRoot));
  serveApiDocs(
    app,
    config.services.map((service) => service.name),
  );
  if (!shell) app.use(historyFallback(config.staticRoot));
  app.useGlobalFilters(new JsonErrorFilter(logger));
  await app.init();
  return { app, site };
}

/** Builds the gateway and listens on `config.port` (0 picks a free port). */
export async function startGateway(config: GatewayConfig, logger: Logger): Promise<RunningGateway> {
  const lifecycle = new GatewayLifecycle();
  const siteProxy = new SiteProxy({
    maxSockets: config.upstreamMaxSockets,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
  });
  // Pages from the render slice: what has not come within SERVER_RENDER_TIMEOUT_MS is the bare document.
  const renderProxy = new UpstreamProxy({
    maxSockets: config.upstreamMaxSockets,
    timeoutMs: config.serverRender.timeoutMs,
    logger,
  });
  const { app, site } = await createSite(config, logger, lifecycle, siteProxy, renderProxy);
  const proxy = new UpstreamProxy({
    maxSockets: config.upstreamMaxSockets,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
  });
  const secureCookie = config.publicUrl?.protocol === 'https:';
  const instances = new Map<ServiceName, ServiceInstances>(
    config.services.map((service) => [
      service.name,
      new ServiceInstances(service.name, service.urls, secureCookie),
    ]),
  );
  const publicOrigin = config.publicUrl?.origin.toLowerCase();

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

  const clients = new ClientAddresses(config.trustedProxies);
  const limiter = new RateLimiter(config.redis, config.rateLimitScale, logger);
  /** The per-address rule a request falls under, if any. */
  const ruleFor = (method: string, pathname: string, url: string): RateRule | undefined => {
    const query = url.indexOf('?');
    return rateRuleFor(method, canonicalPath(pathname) ?? pathname, query === -1 ? '' : url.slice(query + 1));
  };
  const identity = instances.get('identity')!;
  const revoked = new RevokedSessions(
    identityRevokedSessions(() => identity.roundRobin()),
    logger,
  );
  /** Signs a session out at the edge (on logout; identity records it), or drops a signed-out one from the request. */
  const checkSession = async (req: IncomingMessage, pathname: string): Promise<void> => {
    const token = presentedSession(req);
    if (!token) return;
    if (req.method === 'POST' && canonicalPath(pathname) === '/api/auth/logout') revoked.revoke(token);
    else if (await revoked.isRevoked(token)) withoutSession(req);
  };

  // Open live-tracking sockets per address, against SOCKETS_PER_ADDRESS.
  const openSockets = new Map<string, number>();
  const socketCap = Math.max(1, Math.floor(SOCKETS_PER_ADDRESS * config.rateLimitScale));

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
        (error: unknown) => {
          const reason = error instanceof BodyReadError ? error.reason : 'aborted';
          if (reason === 'timeout') sendJsonError(res, 408, EDGE_MESSAGES.bodyTimeout, true);
          else if (reason === 'too-large') sendJsonError(res, 413, EDGE_MESSAGES.tooLarge, true);
          else res.destroy();
        },
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
          if (rule) {
            const decision = await limiter.check(rule, clients.of(req));
            if (!decision.allowed) return refuse(429, tooManyMessage(rule), decision.retryAfterSeconds);
          }
          keepPostedBody(req, body);
          await checkSession(req, pathname);
          site(req, res);
        },
        (error: unknown) => {
          const reason = error instanceof BodyReadError ? error.reason : 'aborted';
          if (reason === 'timeout') refuse(408, EDGE_MESSAGES.bodyTimeout);
          else if (reason === 'too-large') refuse(413, EDGE_MESSAGES.tooLarge);
          else res.destroy();
        },
      )
      .catch((error: unknown) => res.destroy(error as Error));
  };

  // Each request in a span of its own, whose traceparent the upstream receives.
  const tracing = new RequestTracing((req) => clients.fromTrustedProxy(req));
  const onRequest = (req: IncomingMessage, res: ServerResponse) =>
    tracing.run(req, res, serviceFor(pathnameOf(req.url) ?? '/') ?? 'site', () => handle(req, res));

  // Proxied requests never enter express: the hot path is this function and UpstreamProxy.web.
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
    const decided = rule
      ? limiter.check(rule, client)
      : Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    decided
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

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const requestId = assignRequestId(req);
    const pathname = pathnameOf(req.url);
    const service = pathname === undefined ? undefined : serviceFor(pathname);
    const refusal: EdgeRefusal | undefined =
      pathname === undefined
        ? { status: 400, message: EDGE_MESSAGES.badRequest }
        : (upgradeRefusalFor({ pathname, headers: req.headers }, publicOrigin) ??
          (service === undefined ? { status: 404, message: EDGE_MESSAGES.notFound } : undefined) ??
          (lifecycle.draining ? { status: 503, message: 'The gateway is shutting down' } : undefined));
    const refuse = ({ status, message }: EdgeRefusal, extraHeaders = '') =>
      socket.end(
        jsonErrorResponseText(status, http.STATUS_CODES[status] ?? '', message, requestId).replace(
          '\r\n\r\n',
          `\r\n${extraHeaders}\r\n`,
        ),
      );
    if (refusal) return void refuse(refusal);
    const client = clients.of(req);
    if ((openSockets.get(client) ?? 0) >= socketCap) {
      return void refuse({
        status: 429,
        message: 'Too many open live-tracking connections from your address',
      });
    }
    const rule = ruleFor('GET', pathname!, req.url ?? '');
    const decided = rule
      ? limiter.check(rule, client)
      : Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    void decided.then(async (decision) => {
      if (!decision.allowed)
        return void refuse(
          { status: 429, message: tooManyMessage(rule!) },
          `retry-after: ${decision.retryAfterSeconds}\r\n`,
        );
      await checkSession(req, pathname!);
      if (socket.destroyed) return;
      openSockets.set(client, (openSockets.get(client) ?? 0) + 1);
      socket.once('close', () => {
        const left = (openSockets.get(client) ?? 1) - 1;
        if (left > 0) openSockets.set(client, left);
        else openSockets.delete(client);
      });
      const { url } = instances.get(service!)!.choose(req, isUnder(pathname!, '/socket.io'), true);
      proxy.upgrade(req, socket, head, { name: service!, url });
    });
  };

  const server = http.createServer(onRequest);
  server.on('upgrade', onUpgrade);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end(jsonErrorResponseText(400, 'Bad Request', EDGE_MESSAGES.badRequest));
  });

  await listen(server, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  logger.info(
    {
      port,
      services: config.services.map(({ name, urls, required }) => ({
        name,
        urls: urls.map((url) => url.origin),
        required,
      })),
      sites: describeSites(config),
    },
    'gateway listening',
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      lifecycle.draining = true;
      const drained = drain(server, config.shutdownTimeoutMs, logger);
      proxy.endTunnels();
      await drained;
      proxy.destroyPools();
      renderProxy.destroyPools();
      siteProxy.destroy();
      await limiter.close();
      revoked.close();
      await app.close();
    })());

  return { server, url: `http://127.0.0.1:${port}`, close };
}
