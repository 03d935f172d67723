import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { EDGE_MESSAGES, assignRequestId, isUnder, serviceFor, type Refusal } from '@elite/nest-kit/core';
import { pathnameOf, upgradeRefusalFor } from './edge-policy';
import { jsonErrorResponseText } from './json-error';
import { SOCKETS_PER_ADDRESS, tooManyMessage } from './rate-limit';
import { ruleFor, type Edge } from './requests';

/**
 * The gateway's answer to a websocket handshake (live tracking): the edge's rules for its path and
 * origin, the per-address limits and SOCKETS_PER_ADDRESS open at once, then a tunnel to the service.
 */
export function upgradeHandler(edge: Edge): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  const { config, lifecycle, proxy, instances, clients, limiter, checkSession, publicOrigin } = edge;
  // Open live-tracking sockets per address, against SOCKETS_PER_ADDRESS.
  const openSockets = new Map<string, number>();
  const socketCap = Math.max(1, Math.floor(SOCKETS_PER_ADDRESS * config.rateLimitScale));

  return (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const requestId = assignRequestId(req);
    const pathname = pathnameOf(req.url);
    const service = pathname === undefined ? undefined : serviceFor(pathname);
    const refusal: Refusal | undefined =
      pathname === undefined
        ? { status: 400, message: EDGE_MESSAGES.badRequest }
        : (upgradeRefusalFor({ pathname, headers: req.headers }, publicOrigin) ??
          (service === undefined ? { status: 404, message: EDGE_MESSAGES.notFound } : undefined) ??
          (lifecycle.draining ? { status: 503, message: 'The gateway is shutting down' } : undefined));
    const refuse = ({ status, message }: Refusal, headers?: Record<string, string>) =>
      socket.end(jsonErrorResponseText(status, message, requestId, headers));
    if (refusal) return void refuse(refusal);
    const client = clients.of(req);
    if ((openSockets.get(client) ?? 0) >= socketCap) {
      return void refuse({
        status: 429,
        message: 'Too many open live-tracking connections from your address',
      });
    }
    const rule = ruleFor('GET', pathname!, req.url ?? '');
    void limiter.check(rule, client).then(async (decision) => {
      if (!decision.allowed)
        return void refuse(
          { status: 429, message: tooManyMessage(rule!) },
          { 'retry-after': String(decision.retryAfterSeconds) },
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
}
