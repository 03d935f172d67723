import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { knownClientAddress } from '../edge/client-address';
import { BODY_LIMIT_BYTES, EDGE_MESSAGES, type ServiceName } from '@elite/nest-kit/core';
import { jsonErrorResponseText, sendJsonError } from '../edge/json-error';
import {
  FAILURE_LOG,
  SAFE_METHODS,
  connectionTracker,
  failureAnswer,
  failureOf,
  forward,
  keepAliveAgent,
} from './forward';

export interface UpstreamTarget {
  name: ServiceName;
  url: URL;
}

export interface UpstreamProxyOptions {
  maxSockets: number;
  timeoutMs: number;
  logger: Logger;
}

// RFC 9110 §7.6.1: meaningful for one connection only, never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Copies headers without the hop-by-hop ones (and any the Connection header names). */
export function endToEndHeaders(headers: IncomingHttpHeaders, keepUpgrade = false): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  const connection = headers.connection;
  const named =
    connection && connection !== 'keep-alive' && connection !== 'close'
      ? new Set(
          connection
            .toLowerCase()
            .split(',')
            .map((token) => token.trim()),
        )
      : undefined;
  for (const key in headers) {
    if (HOP_BY_HOP.has(key) && !(keepUpgrade && (key === 'connection' || key === 'upgrade'))) continue;
    if (named?.has(key) && !keepUpgrade) continue;
    out[key] = headers[key];
  }
  return out;
}

/** Adds what a service behind us needs to know about the original request. */
export function forwardedHeaders(req: IncomingMessage, headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  // The client as the edge decided it (TRUSTED_PROXIES), alone: what a client wrote there is not passed on.
  headers['x-forwarded-for'] = knownClientAddress(req) ?? req.socket.remoteAddress ?? '';
  // Behind a TLS terminator the scheme it saw is kept; claiming https falsely only costs the caller its cookies.
  const proto = req.headers['x-forwarded-proto'];
  headers['x-forwarded-proto'] =
    proto === 'https' || proto === 'http'
      ? proto
      : (req.socket as { encrypted?: boolean }).encrypted
        ? 'https'
        : 'http';
  if (req.headers.host !== undefined) headers['x-forwarded-host'] = req.headers.host;
  return headers;
}

const SERVICE_RETRY_AFTER_SECONDS = 2;

/** An upstream's status line and headers as they came (`statusCode` when it gave none), for a raw socket. */
function rawHead(res: IncomingMessage, statusCode: number): string {
  const status = res.statusCode ?? statusCode;
  let head = `HTTP/1.1 ${status} ${res.statusMessage || http.STATUS_CODES[status] || ''}\r\n`;
  for (let i = 0; i < res.rawHeaders.length; i += 2)
    head += `${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`;
  return `${head}\r\n`;
}

/**
 * Streams requests to the services over a pool of kept-alive connections (one agent per service),
 * and splices websocket upgrades. Bodies are never parsed or buffered here.
 */
export class UpstreamProxy {
  private readonly agents = new Map<ServiceName, http.Agent>();
  private readonly tunnels = new Set<Duplex>();

  constructor(private readonly options: UpstreamProxyOptions) {}

  private agentFor(target: UpstreamTarget): http.Agent {
    let agent = this.agents.get(target.name);
    if (!agent) {
      agent = keepAliveAgent(this.options.maxSockets);
      this.agents.set(target.name, agent);
    }
    return agent;
  }

  /**
   * Forwards one HTTP request; the answer streams back unchanged but for hop-by-hop headers. `body`
   * is the request's body when the edge has already read it (readBody): it is sent with its length.
   * `fallback`, when given, answers instead of the upstream when it gives no answer or a 5xx one
   * (a page the render slice cannot draw is served as the browser draws it).
   */
  web(
    req: IncomingMessage,
    res: ServerResponse,
    target: UpstreamTarget,
    retried = false,
    body?: Buffer,
    fallback?: () => void,
  ): void {
    const headers = forwardedHeaders(req, endToEndHeaders(req.headers));
    if (body !== undefined) {
      delete headers['transfer-encoding'];
      headers['content-length'] = String(body.length);
    }
    const length = req.headers['content-length'];
    const chunked =
      body === undefined && length === undefined && req.headers['transfer-encoding'] !== undefined;
    const withBody =
      body !== undefined ? body.length > 0 : chunked || (length !== undefined && length !== '0');
    const retryable = !retried && !withBody && SAFE_METHODS.has(req.method ?? '');
    forward(
      res,
      {
        agent: this.agentFor(target),
        url: target.url,
        method: req.method,
        path: req.url ?? '/',
        headers,
        timeoutMs: this.options.timeoutMs,
      },
      {
        respond: (proxyRes) => {
          if (fallback && (proxyRes.statusCode ?? 502) >= 500) {
            this.options.logger.warn(
              {
                requestId: req.headers['x-request-id'],
                service: target.name,
                url: req.url,
                status: proxyRes.statusCode,
              },
              'upstream could not answer; falling back',
            );
            proxyRes.resume();
            return fallback();
          }
          const headers = endToEndHeaders(proxyRes.headers);
          // A cookie the gateway set (socket.io stickiness) is kept beside the service's own.
          const own = res.getHeader('set-cookie');
          if (own !== undefined && headers['set-cookie'] !== undefined)
            headers['set-cookie'] = [own, headers['set-cookie']].flat().map(String);
          res.writeHead(proxyRes.statusCode ?? 502, proxyRes.statusMessage, headers);
          proxyRes.pipe(res);
        },
        retry: retryable ? () => this.web(req, res, target, true, body, fallback) : undefined,
        fail: (failure, code) => {
          this.options.logger.warn(
            {
              requestId: req.headers['x-request-id'],
              service: target.name,
              method: req.method,
              url: req.url,
              code,
            },
            `upstream ${FAILURE_LOG[failure]}${fallback ? '; falling back' : ''}`,
          );
          if (fallback) return fallback();
          const answer = failureAnswer(failure, `${target.name} service`, req.method);
          // Not reached, so not done; down for a moment (a restart, a deploy): worth asking again shortly.
          if (failure === 'unreachable') res.setHeader('retry-after', String(SERVICE_RETRY_AFTER_SECONDS));
          sendJsonError(res, answer.status, answer.message);
        },
        send: (proxyReq) => {
          if (!withBody) proxyReq.end();
          else if (body !== undefined) proxyReq.end(body);
          else {
            if (chunked) this.limitStreamedBody(req, res, proxyReq);
            req.pipe(proxyReq);
          }
        },
      },
    );
  }

  /** A body sent without Content-Length is counted as it streams and cut at the limit. */
  private limitStreamedBody(req: IncomingMessage, res: ServerResponse, proxyReq: http.ClientRequest): void {
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= BODY_LIMIT_BYTES) return;
      req.off('data', count);
      req.unpipe(proxyReq);
      proxyReq.destroy();
      if (!res.headersSent) sendJsonError(res, 413, EDGE_MESSAGES.tooLarge, true);
      req.resume();
    };
    req.on('data', count);
  }

  /** Splices a websocket (or other upgrade) connection to the service. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer, target: UpstreamTarget): void {
    const requestId = req.headers['x-request-id'] as string | undefined;
    const { url } = target;
    const proxyReq = http.request({
      agent: false,
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      method: req.method,
      path: req.url,
      headers: forwardedHeaders(req, endToEndHeaders(req.headers, true)),
    });
    const refuse = (statusCode: number, message: string) => {
      if (socket.writable) socket.end(jsonErrorResponseText(statusCode, message, requestId));
      socket.destroy();
    };
    socket.on('error', () => proxyReq.destroy());

    proxyReq.on('upgrade', (proxyRes, proxySocket, proxyHead) => {
      proxySocket.on('error', () => socket.destroy());
      socket.on('error', () => proxySocket.destroy());
      if (!socket.writable) {
        proxySocket.destroy();
        return;
      }
      proxySocket.setTimeout(0);
      proxySocket.setNoDelay(true);
      socket.write(rawHead(proxyRes, 101));
      if (proxyHead.length > 0) socket.write(proxyHead);
      this.tunnels.add(socket);
      socket.on('close', () => {
        this.tunnels.delete(socket);
        proxySocket.destroy();
      });
      proxySocket.on('close', () => socket.destroy());
      proxySocket.pipe(socket);
      socket.pipe(proxySocket);
    });
    // The service declined to switch protocols: relay its answer as it is.
    proxyReq.on('response', (proxyRes) => {
      if (!socket.writable) {
        proxyRes.destroy();
        return;
      }
      socket.write(rawHead(proxyRes, 502));
      proxyRes.pipe(socket);
    });
    const connected = connectionTracker(proxyReq);
    proxyReq.on('error', (error: NodeJS.ErrnoException) => {
      const failure = failureOf(error, connected());
      this.options.logger.warn(
        { requestId, service: target.name, url: req.url, code: error.code },
        `upstream ${FAILURE_LOG[failure]} (upgrade)`,
      );
      const answer = failureAnswer(failure, `${target.name} service`, req.method);
      refuse(answer.status, answer.message);
    });

    if (socket instanceof Socket) socket.setTimeout(0);
    if (head.length > 0) socket.unshift(head);
    proxyReq.end();
  }

  /** Ends every websocket tunnel (clients reconnect elsewhere). */
  endTunnels(): void {
    for (const socket of this.tunnels) socket.destroy();
  }

  /** Drops every pooled connection; call once no request is in flight. */
  destroyPools(): void {
    for (const agent of this.agents.values()) agent.destroy();
  }
}
