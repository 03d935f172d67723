import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface FakeUpstream {
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
};

/** What identity lists for the gateway (docs/architecture.md §6), asked by the gateway on its own. */
const answerRevokedSessions = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
  if (req.url?.split('?')[0] !== '/internal/sessions/revoked') return false;
  req.resume();
  json(res, 200, { asOf: new Date().toISOString(), sessions: [] });
  return true;
};

/** Reads a request whole, then hands it on as `seen` records it. */
const whole = (req: http.IncomingMessage, then: (request: SeenRequest) => void) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString();
    then({ method: req.method!, url: req.url!, headers: req.headers, body });
  });
};

/**
 * A stand-in service: readiness, an OpenAPI document, an echo of what reached it, a cacheable and a slow route,
 * a JSON 404 for everything else, and a websocket echo at /socket.io/. As identity it lists no signed-out
 * session; those calls of the gateway's own are not in `seen`, which holds what clients sent.
 */
export async function startFakeUpstream(): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    if (answerRevokedSessions(req, res)) return;
    whole(req, (request) => {
      seen.push(request);
      const path = req.url!.split('?')[0];
      if (path === '/health/ready') return json(res, 200, { status: 'ok', checks: { database: 'up' } });
      if (path === '/openapi.json')
        return json(res, 200, { openapi: '3.0.0', info: { title: 'fake', version: '1' }, paths: {} });
      if (path === '/api/echo' || path === '/api/vehicles') {
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
        return json(res, 200, request);
      }
      if (path === '/api/cacheable') {
        res.setHeader('cache-control', 'public, max-age=60');
        return json(res, 200, { cacheable: true });
      }
      if (path === '/api/slow') {
        const ms = Number(new URL(req.url!, 'http://x').searchParams.get('ms') ?? 400);
        return void setTimeout(() => json(res, 200, { slow: true }), ms);
      }
      json(res, 404, { statusCode: 404, message: 'Not found' });
    });
  });
  const sockets = new WebSocketServer({ server, path: '/socket.io/' });
  sockets.on('connection', (socket, req) => {
    socket.send(`hello ${req.headers['x-request-id']}`);
    socket.on('message', (data) => socket.send(`echo ${data.toString()}`));
  });
  // Announces "Keep-Alive: timeout=2": the gateway then closes idle sockets after a second.
  server.keepAliveTimeout = 2_000;
  const { url, close } = await listenLocally(server);
  return {
    url,
    seen,
    close: () => {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      return close();
    },
  };
}

/**
 * A service that dies between doing and answering: it reads each /api request whole, counts it,
 * and destroys the connection without a word (readiness and its document still answer).
 */
export async function startHangingUpUpstream(): Promise<FakeUpstream> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((req, res) => {
    whole(req, (request) => {
      if (req.url === '/health/ready') return json(res, 200, { status: 'ok', checks: {} });
      seen.push(request);
      req.socket.destroy();
    });
  });
  return { seen, ...(await listenLocally(server)) };
}

/** Listens on a free port of 127.0.0.1; `close` drops every connection first, so it never waits on one. */
export async function listenLocally(server: http.Server): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A port nothing listens on (a service that is down). It is taken below the ephemeral range:
 * connecting to a closed ephemeral port on loopback can meet itself (TCP self-connect, when the
 * client happens to get that very port as its source) and hang instead of being refused.
 */
export async function closedPort(): Promise<number> {
  for (let port = 1; port < 1024; port++) {
    if (await refuses(port)) return port;
  }
  throw new Error('No closed port below 1024 on 127.0.0.1');
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
