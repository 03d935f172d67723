import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  REVALIDATE,
  postedFormFields,
  presentedSessionToken,
  type Liveness,
  type Readiness,
} from '@elite/contracts';
import { assignRequestId, describeSites, drain, listen, requestContext } from '@elite/nest-kit/core';
import { serveMetrics } from '@elite/nest-kit/telemetry/metrics';
import { RequestTracing } from '@elite/nest-kit/telemetry/signals';
import { parse as parseCookies } from 'cookie';
import type { Logger } from 'pino';
import { apiFetchFor } from './api-fetch';
import type { RenderConfig } from './config';
import { PageRenderer, type RenderedPage } from './page-renderer';
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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A short page for a form that could not be answered: the visitor's browser posted it and shows this. */
function formNotSent(res: ServerResponse, status: number, message: string) {
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Your form was not sent</title>' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"></head>' +
    '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem">' +
    `<h1>Your form was not sent</h1><p>${escapeHtml(message)}</p></body></html>`;
  res
    .writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(page),
    })
    .end(page);
}

/** The document of a drawn page, with the cache rule its content allows. */
function sendPage(res: ServerResponse, status: number, page: RenderedPage, cacheable: boolean, head = false) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    // A page about one booking or one link holds what the API answered about it, which no cache may keep.
    'cache-control': cacheable && !page.personal ? REVALIDATE : 'no-store',
    'content-length': Buffer.byteLength(page.html),
  });
  res.end(head ? undefined : page.html);
}

/** Reads a posted form's body (the gateway has read it whole and within the edge's limit already). */
function readForm(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

/**
 * The session the request presented (its cookie or bearer token, as the gateway passed it on), as
 * the headers that carry it to the API; undefined when it presented none.
 */
function presentedSession(req: IncomingMessage): Record<string, string> | undefined {
  const { cookie, authorization } = req.headers;
  if (presentedSessionToken(cookie ? parseCookies(cookie) : {}, authorization) === undefined)
    return undefined;
  return { ...(cookie ? { cookie } : {}), ...(authorization ? { authorization } : {}) };
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
    apiFetch: apiFetchFor(config.services, config.mapTiles),
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
    if (pathname === '/metrics') return serveMetrics(req, res);
    if (pathname === '/health/live') return json(res, 200, { status: 'ok' } satisfies Liveness);
    if (pathname === '/health/ready') {
      const up = ready && !draining;
      return json(res, up ? 200 : 503, {
        status: up ? 'ok' : 'unavailable',
        checks: { 'server builds': up ? 'up' : 'down' },
      } satisfies Readiness);
    }
    if (req.method === 'POST') return answerForm(req, res, url, requestId);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      res.setHeader('allow', 'GET, HEAD, POST');
      return json(res, 405, {
        statusCode: 405,
        message: 'Pages are read with GET or HEAD, and their forms posted',
      });
    }
    // The page's request id on its log lines and on the calls its data takes (apiFetchFor).
    requestContext
      .run({ requestId }, () => renderer.render(url, requestId, presentedSession(req)))
      .then(
        (page) => sendPage(res, page.found ? 200 : 404, page, true, req.method === 'HEAD'),
        (error: unknown) => {
          logger.warn(
            { requestId, url, err: error },
            'server render failed; the page renders in the browser',
          );
          json(res, 503, { statusCode: 503, message: 'The page cannot be drawn on the server now' });
        },
      );
  };

  // A page's form posted without JavaScript (docs/architecture.md, "Forms without JavaScript"): 303 to
  // where the visitor goes next, or the page again with what was posted.
  const answerForm = (req: IncomingMessage, res: ServerResponse, url: string, requestId: string) => {
    readForm(req)
      .then((body) =>
        requestContext.run({ requestId }, () =>
          renderer.answerForm(url, postedFormFields(body), presentedSession(req), requestId),
        ),
      )
      .then(
        (answer) => {
          if (!answer) return formNotSent(res, 400, 'This page has no such form.');
          if ('redirect' in answer) {
            res
              .writeHead(303, {
                location: answer.redirect,
                'cache-control': 'no-store',
                'content-length': 0,
                ...(answer.setCookie.length > 0 ? { 'set-cookie': answer.setCookie } : {}),
              })
              .end();
            return;
          }
          sendPage(res, answer.status, answer.page, false);
        },
        (error: unknown) => {
          logger.warn({ requestId, url, err: error }, 'a posted form could not be answered');
          formNotSent(res, 503, 'It could not be sent just now. Please go back and send it again.');
        },
      );
  };

  // Each page in a span, under the gateway's: the services' answers to its API calls are its children.
  const tracing = new RequestTracing({ labelAttribute: 'http.route' });
  const server = http.createServer((req, res) =>
    tracing.run(
      req,
      res,
      () => onRequest(req, res),
      () => undefined,
    ),
  );
  await listen(server, config.port, config.host);
  const { port } = server.address() as AddressInfo;
  // Ready once the builds have been loaded (or found missing): the first pages are drawn here too.
  void renderer.warmUp().finally(() => (ready = true));
  logger.info(
    {
      port,
      sites: describeSites(config),
      services: config.services.map(({ name, urls }) => ({ name, urls: urls.map((url) => url.origin) })),
    },
    'render listening',
  );

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      draining = true;
      await drain(server, config.shutdownTimeoutMs, logger);
    })());
  return { server, url: `http://127.0.0.1:${port}`, close };
}
