import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REVALIDATE, presentedSessionToken, type Liveness, type Readiness } from '@elite/contracts';
import { assignRequestId, requestContext } from '@elite/nest-kit/core';
import { parse as parseCookies } from 'cookie';
import type { Logger } from 'pino';
import { apiFetchFor } from './api-fetch';
import type { RenderConfig } from './config';
import { PageRenderer } from './page-renderer';
import { SiteFiles } from './site-files';

export interface RunningRender {
  server: http.Server;
  /** http://127.0.0.1:<port> */
  url: string;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify(body));

/** True when the request carried a session (cookie or bearer token), as the gateway passed it on. */
function presentsSession(req: IncomingMessage): boolean {
  const cookies = req.headers.cookie;
  return presentedSessionToken(cookies ? parseCookies(cookies) : {}, req.headers.authorization) !== undefined;
}

/**
 * The render slice's HTTP side (docs/architecture.md, "Server rendering"): the gateway sends it the
 * page requests it lets through (GET and HEAD of a page that accepts HTML); it answers each with the
 * drawn document, or 503 when it cannot draw it (the gateway then serves the bare document).
 * /health/live and /health/ready as every service has them. It is reached by the gateway only.
 */
export async function startRender(config: RenderConfig, logger: Logger): Promise<RunningRender> {
  const renderer = new PageRenderer({
    site: new SiteFiles(config),
    apiFetch: apiFetchFor(config.services),
    dataTimeoutMs: config.dataTimeoutMs,
    revalidateMs: config.revalidateMs,
    logger,
  });
  let ready = false;
  let draining = false;

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const requestId = assignRequestId(req);
    res.setHeader('x-request-id', requestId);
    if (draining) res.setHeader('connection', 'close');
    const url = req.url ?? '/';
    const pathname = url.split('?')[0];
    if (pathname === '/health/live') return json(res, 200, { status: 'ok' } satisfies Liveness);
    if (pathname === '/health/ready') {
      const up = ready && !draining;
      return json(res, up ? 200 : 503, {
        status: up ? 'ok' : 'unavailable',
        checks: { 'server builds': up ? 'up' : 'down' },
      } satisfies Readiness);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.setHeader('allow', 'GET, HEAD');
      return json(res, 405, { statusCode: 405, message: 'Pages are read with GET or HEAD' });
    }
    // The page's request id on its log lines and on the calls its data takes (apiFetchFor).
    requestContext
      .run({ requestId }, () => renderer.render(url, requestId, !presentsSession(req)))
      .then(
        ({ html, personal, found }) => {
          // A page about one booking or one link holds what the API answered about it, which no cache may keep.
          res.writeHead(found ? 200 : 404, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': personal ? 'no-store' : REVALIDATE,
            'content-length': Buffer.byteLength(html),
          });
          res.end(req.method === 'HEAD' ? undefined : html);
        },
        (error: unknown) => {
          logger.warn(
            { requestId, url, err: error },
            'server render failed; the page renders in the browser',
          );
          json(res, 503, { statusCode: 503, message: 'The page cannot be drawn on the server now' });
        },
      );
  };

  const server = http.createServer(onRequest);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  // Ready once the builds have been loaded (or found missing): the first pages are drawn here too.
  void renderer.warmUp().finally(() => (ready = true));
  logger.info(
    {
      port,
      sites: {
        shell: config.siteUpstreams.shell?.map((url) => url.href) ?? 'STATIC_ROOT',
        remotes: Object.fromEntries(
          Object.entries(config.siteUpstreams.remotes).map(([folder, urls]) => [
            folder,
            urls.map((u) => u.href),
          ]),
        ),
        staticRoot: config.staticRoot,
      },
      services: config.services.map(({ name, urls }) => ({ name, urls: urls.map((url) => url.origin) })),
    },
    'render listening',
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      draining = true;
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      const timedOut = await Promise.race([
        drained.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(resolve, config.shutdownTimeoutMs, true).unref()),
      ]);
      clearInterval(sweep);
      if (timedOut) {
        logger.warn('shutdown timeout reached, closing the remaining connections');
        server.closeAllConnections();
      }
    })());
  return { server, url: `http://127.0.0.1:${port}`, close };
}
