import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { RENDER_SLICE } from '@elite/contracts';
import {
  EDGE_MESSAGES,
  PinoNestLogger,
  describeSites,
  drain,
  foreignRemoteOrigins,
  listen,
  type ServiceName,
} from '@elite/nest-kit/core';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import type { GatewayConfig } from './config';
import { serveApiDocs } from './docs/swagger-ui';
import { ClientAddresses } from './edge/client-address';
import { canonicalPath } from './edge/edge-policy';
import { JsonErrorFilter } from './edge/json-error.filter';
import { jsonErrorResponseText } from './edge/json-error';
import { RateLimiter } from './edge/rate-limit';
import { requestHandler, type Edge } from './edge/requests';
import {
  RevokedSessions,
  identityRevokedSessions,
  presentedSession,
  withoutSession,
} from './edge/revoked-sessions';
import { upgradeHandler } from './edge/upgrades';
import { GatewayLifecycle } from './gateway.tokens';
import { ServiceInstances } from './proxy/balancer';
import { renderedPages } from './proxy/rendered-pages';
import { UpstreamProxy } from './proxy/upstream-proxy';
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
  const pool = (timeoutMs: number) => ({ maxSockets: config.upstreamMaxSockets, timeoutMs, logger });
  const siteProxy = new SiteProxy(pool(config.upstreamTimeoutMs));
  // Pages from the render slice: what has not come within SERVER_RENDER_TIMEOUT_MS is the bare document.
  const renderProxy = new UpstreamProxy(pool(config.serverRender.timeoutMs));
  const { app, site } = await createSite(config, logger, lifecycle, siteProxy, renderProxy);
  const proxy = new UpstreamProxy(pool(config.upstreamTimeoutMs));
  const secureCookie = config.publicUrl?.protocol === 'https:';
  const instances = new Map<ServiceName, ServiceInstances>(
    config.services.map(({ name, urls }) => [name, new ServiceInstances(name, urls, secureCookie)]),
  );

  const clients = new ClientAddresses(config.trustedProxies);
  const limiter = new RateLimiter(config.redis, config.rateLimitScale, logger);
  const identity = instances.get('identity')!;
  const revoked = new RevokedSessions(
    identityRevokedSessions(() => identity.roundRobin()),
    logger,
  );
  // Signs a session out at the edge on logout (identity records it), or drops a signed-out one.
  const checkSession = async (req: IncomingMessage, pathname: string): Promise<void> => {
    const token = presentedSession(req);
    if (!token) return;
    if (req.method === 'POST' && canonicalPath(pathname) === '/api/auth/logout') revoked.revoke(token);
    else if (await revoked.isRevoked(token)) withoutSession(req);
  };

  const edge: Edge = {
    config,
    logger,
    lifecycle,
    site,
    proxy,
    instances,
    clients,
    limiter,
    checkSession,
    publicOrigin: config.publicUrl?.origin.toLowerCase(),
  };

  const server = http.createServer(requestHandler(edge));
  server.on('upgrade', upgradeHandler(edge));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end(jsonErrorResponseText(400, EDGE_MESSAGES.badRequest));
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
