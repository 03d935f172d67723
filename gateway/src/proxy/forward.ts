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

/**
 * Why an upstream gave no answer. What the client may conclude differs, so each has its status:
 * - `unreachable`: no connection was made, so nothing reached the upstream: 503, not done, ask again;
 * - `lost`: the request was sent and the answer broke off or never started (a reset, a hang-up): 502;
 * - `timeout`: the request was sent and no answer came in time: 504.
 * After a send, whether a state-changing request was carried out is unknown (docs/architecture.md §5).
 */
export type ForwardFailure = 'unreachable' | 'lost' | 'timeout';

/** How a log line says what happened: `upstream <this>`, `static server <this>`. */
export const FAILURE_LOG: Record<ForwardFailure, string> = {
  unreachable: 'unavailable',
  lost: 'lost its answer after the request was sent',
  timeout: 'timed out',
};

/** Methods a client may repeat without a second effect (RFC 9110 §9.2.1: safe). */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a client that sent a state-changing request is told when its answer did not come back. */
const OUTCOME_UNKNOWN =
  'so whether your request was carried out is unknown: send it again with the same Idempotency-Key, or check before sending it again';

/**
 * The status and message a failure is answered with; `upstream` names it (`the booking service`),
 * `method` is the request's: a 502 or 504 of a state-changing one says that its outcome is unknown.
 */
export function failureAnswer(
  failure: ForwardFailure,
  upstream: string,
  method: string | undefined,
): { status: number; message: string } {
  const safe = SAFE_METHODS.has(method ?? 'GET');
  if (failure === 'unreachable') return { status: 503, message: `The ${upstream} is unavailable` };
  if (failure === 'lost')
    return {
      status: 502,
      message: safe
        ? `The ${upstream}'s answer was lost; please try again`
        : `The ${upstream}'s answer was lost, ${OUTCOME_UNKNOWN}`,
    };
  return {
    status: 504,
    message: safe
      ? `The ${upstream} did not answer in time`
      : `The ${upstream} did not answer in time, ${OUTCOME_UNKNOWN}`,
  };
}

/**
 * Tells, once a request fails, whether it may have reached the upstream: from the moment its
 * connection is made (a kept-alive one is made already), the request is on the wire.
 */
export function connectionTracker(proxyReq: ClientRequest): () => boolean {
  let connected = false;
  proxyReq.once('socket', (socket) => {
    if (!socket.connecting) connected = true;
    else socket.once('connect', () => (connected = true));
  });
  return () => connected;
}

/** The failure a request's error means, given whether its connection was made. */
export function failureOf(error: NodeJS.ErrnoException, connected: boolean): ForwardFailure {
  if (!connected) return 'unreachable';
  return error.code === 'ETIMEDOUT' ? 'timeout' : 'lost';
}

export interface ForwardRequest {
  agent: http.Agent;
  /** The upstream's origin; `path` is the request target sent to it. */
  url: URL;
  method: string | undefined;
  path: string;
  headers: OutgoingHttpHeaders;
  /**
   * No answer within this is a 504, or a 503 while the connection is still being made (it differs
   * from the agent's idle timeout, so a reused socket gets it too).
   */
  timeoutMs: number;
}

export interface ForwardHandlers {
  /** The upstream answered: relay it. */
  respond(proxyRes: IncomingMessage): void;
  /** Write the body, if any, and end the request. */
  send(proxyReq: ClientRequest): void;
  /**
   * Set when the request may be sent once more: a kept-alive socket the upstream closed just as we
   * reused it (ECONNRESET before any answer) is retried for a safe request without a body only,
   * never a state-changing one, which may have been carried out.
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
  const connected = connectionTracker(proxyReq);

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
    handlers.fail(failureOf(error, connected()), error.code);
  });
  res.on('close', () => {
    if (!res.writableFinished) proxyReq.destroy();
  });
  handlers.send(proxyReq);
}
