import http, {
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';

const IDLE_SOCKET_MS = 4_000;

/**
 * A pool of kept-alive connections to one upstream (a service, or the site's static servers).
 * Node's Agent already turns Nagle off (noDelay), so headers and body are not held for an ACK.
 */
export function keepAliveAgent(maxSockets: number): http.Agent {
  return new http.Agent({
    keepAlive: true,
    keepAliveMsecs: 1_000,
    maxSockets,
    maxFreeSockets: maxSockets,
    scheduling: 'lifo',
    // Idle sockets close before the upstream's own keep-alive timeout (Node's 5 s, or its hint).
    timeout: IDLE_SOCKET_MS,
  });
}

/** Why an upstream gave no answer: none in time (504), or none at all (503). */
export type ForwardFailure = 'timeout' | 'unavailable';

/** The status and message a failure is answered with; `upstream` names it (`the booking service`). */
export function failureAnswer(
  failure: ForwardFailure,
  upstream: string,
): { status: number; message: string } {
  return failure === 'timeout'
    ? { status: 504, message: `The ${upstream} did not answer in time` }
    : { status: 503, message: `The ${upstream} is unavailable` };
}

export interface ForwardRequest {
  agent: http.Agent;
  /** The upstream's origin; `path` is the request target sent to it. */
  url: URL;
  method: string | undefined;
  path: string;
  headers: OutgoingHttpHeaders;
  /** No answer within this is a 504 (it differs from the agent's idle timeout, so a reused socket gets it too). */
  timeoutMs: number;
}

export interface ForwardHandlers {
  /** The upstream answered: relay it. */
  respond(proxyRes: IncomingMessage): void;
  /** Write the body, if any, and end the request. */
  send(proxyReq: ClientRequest): void;
  /**
   * Set when the request may be sent once more: a kept-alive socket the upstream closed just as we
   * reused it (ECONNRESET before any answer) is safe to retry for a request without a body.
   */
  retry?: () => void;
  /** Nothing came back and nothing has been written to the client yet: answer with an error. */
  fail(failure: ForwardFailure, code: string | undefined): void;
}

/**
 * One proxied request: the part UpstreamProxy (services) and SiteProxy (static servers) share. A
 * client that goes away cancels it; an upstream that breaks off mid-answer breaks the answer off.
 */
export function forward(res: ServerResponse, request: ForwardRequest, handlers: ForwardHandlers): void {
  const { url } = request;
  const proxyReq = http.request({
    agent: request.agent,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port,
    method: request.method,
    path: request.path,
    headers: request.headers,
    timeout: request.timeoutMs,
  });
  let answered = false;

  proxyReq.on('response', (proxyRes) => {
    answered = true;
    handlers.respond(proxyRes);
    proxyRes.on('error', () => res.destroy());
  });
  proxyReq.on('timeout', () => {
    proxyReq.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' }));
  });
  proxyReq.on('error', (error: NodeJS.ErrnoException) => {
    if (answered || res.headersSent || res.destroyed || res.writableEnded) {
      res.destroy();
      return;
    }
    if (handlers.retry && proxyReq.reusedSocket && error.code === 'ECONNRESET') {
      handlers.retry();
      return;
    }
    handlers.fail(error.code === 'ETIMEDOUT' ? 'timeout' : 'unavailable', error.code);
  });
  res.on('close', () => {
    if (!res.writableFinished) proxyReq.destroy();
  });
  handlers.send(proxyReq);
}
