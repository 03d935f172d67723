import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config';
import { serveApiDocs } from './docs/swagger-ui';
import { type EdgeRefusal, pathnameOf, refusalFor, upgradeRefusalFor } from './edge/edge-policy';
import { JsonErrorFilter } from './edge/json-error.filter';
import { EDGE_MESSAGES, jsonErrorResponseText, sendJsonError } from './edge/json-error';
import { assignRequestId } from './edge/request-id';
import { API_RESPONSE_HEADERS, EDGE_SECURITY_HEADERS, setHeaders } from './edge/security-headers';
import { GatewayLifecycle } from './gateway.tokens';
import { PinoNestLogger } from './logger';
import { ServiceInstances } from './proxy/balancer';
import { isUnder, serviceFor, type ServiceName } from './proxy/services';
import { UpstreamProxy } from './proxy/upstream-proxy';
import { foreignRemoteOrigins, listedRemotes } from './remotes/remotes';
import { PageRenderer } from './render/page-renderer';
import { helmetOptions } from './security/content-security-policy';
import { SiteProxy } from './static/site-proxy';
import { historyFallback, remotesStatic, shellStatic, shellUpstream } from './static/static-site';

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
  selfUrl: () => string,
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
  let renderer: PageRenderer | undefined;
  if (config.serverRender.enabled) {
    renderer = new PageRenderer({
      selfUrl,
      remotes: () => listedRemotes(config),
      timeoutMs: config.serverRender.timeoutMs,
      logger: logger.child({ component: 'render' }),
    });
    app.use(renderer.middleware());
  }
  app.use(shell ? shellUpstream(shell, siteProxy) : shellStatic(config.staticRoot));
  serveApiDocs(
    app,
    config.services.map((service) => service.name),
  );
  if (!shell) app.use(historyFallback(config.staticRoot));
  app.useGlobalFilters(new JsonErrorFilter(logger));
  await app.init();
  return { app, site, renderer };
}

/** Builds the gateway and listens on `config.port` (0 picks a free port). */
export async function startGateway(config: GatewayConfig, logger: Logger): Promise<RunningGateway> {
  const lifecycle = new GatewayLifecycle();
  const siteProxy = new SiteProxy({
    maxSockets: config.upstreamMaxSockets,
    timeoutMs: config.upstreamTimeoutMs,
    logger,
  });
  // The server render reads the site's files and the API through this gateway itself, once it listens.
  let selfUrl = '';
  const { app, site, renderer } = await createSite(config, logger, lifecycle, siteProxy, () => selfUrl);
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

  // Proxied requests never enter express: the hot path is this function and UpstreamProxy.web.
  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = assignRequestId(req);
    res.setHeader('x-request-id', requestId);
    setHeaders(res, EDGE_SECURITY_HEADERS);
    accessLog?.(req, res, requestId);
    if (lifecycle.draining) res.setHeader('connection', 'close');
    const pathname = pathnameOf(req.url);
    if (pathname === undefined) return sendJsonError(res, 400, EDGE_MESSAGES.badRequest, true);
    const refusal = refusalFor({ method: req.method ?? 'GET', pathname, headers: req.headers }, publicOrigin);
    if (refusal) return sendJsonError(res, refusal.status, refusal.message, refusal.close);
    const service = serviceFor(pathname);
    if (service) {
      // The service's own headers, where it sends them, take precedence (writeHead merges).
      setHeaders(res, API_RESPONSE_HEADERS);
      const { url, setCookie } = instances.get(service)!.choose(req, isUnder(pathname, '/socket.io'), false);
      if (setCookie) res.setHeader('set-cookie', setCookie);
      return proxy.web(req, res, { name: service, url });
    }
    site(req, res);
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
    if (refusal) {
      socket.end(
        jsonErrorResponseText(
          refusal.status,
          http.STATUS_CODES[refusal.status] ?? '',
          refusal.message,
          requestId,
        ),
      );
      return;
    }
    const { url } = instances.get(service!)!.choose(req, isUnder(pathname!, '/socket.io'), true);
    proxy.upgrade(req, socket, head, { name: service!, url });
  };

  const server = http.createServer(onRequest);
  server.on('upgrade', onUpgrade);
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end(jsonErrorResponseText(400, 'Bad Request', EDGE_MESSAGES.badRequest));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const wildcard = !config.host || config.host === '0.0.0.0' || config.host === '::';
  selfUrl = `http://${wildcard ? '127.0.0.1' : config.host!.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  void renderer?.warmUp();
  logger.info(
    {
      port,
      services: config.services.map(({ name, urls, required }) => ({
        name,
        urls: urls.map((url) => url.origin),
        required,
      })),
      sites: {
        shell: config.siteUpstreams.shell?.map((url) => url.href) ?? 'STATIC_ROOT',
        remotes: Object.fromEntries(
          Object.entries(config.siteUpstreams.remotes).map(([folder, urls]) => [
            folder,
            urls.map((url) => url.href),
          ]),
        ),
        staticRoot: config.staticRoot,
      },
    },
    'gateway listening',
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      lifecycle.draining = true;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      // Kept-alive connections that sit idle would hold close() open; finish them as they free up.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      proxy.endTunnels();
      const timedOut = await Promise.race([
        drained.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, config.shutdownTimeoutMs, true).unref()),
      ]);
      clearInterval(sweep);
      if (timedOut) {
        logger.warn('shutdown timeout reached, closing the remaining connections');
        server.closeAllConnections();
      }
      proxy.destroyPools();
      siteProxy.destroy();
      await app.close();
    })());

  return { server, url: `http://127.0.0.1:${port}`, close };
}
