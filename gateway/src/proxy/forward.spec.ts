import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failureAnswer, forward, keepAliveAgent, type ForwardFailure } from './forward';

/** The client's side as forward() sees it: nothing sent yet. */
function clientResponse(): ServerResponse {
  return Object.assign(new EventEmitter(), {
    headersSent: false,
    destroyed: false,
    writableEnded: false,
    writableFinished: false,
    destroy() {},
  }) as unknown as ServerResponse;
}

type Outcome =
  { status: number; body: string; attempts: number } | { failure: ForwardFailure; code?: string };

/** Sends one GET through forward() and says how it ended; `retryable` allows the one retry. */
function send(url: URL, agent: http.Agent, retryable: boolean, timeoutMs = 2_000): Promise<Outcome> {
  return new Promise((resolve) => {
    const res = clientResponse();
    const attempt = (attempts: number, mayRetry: boolean) =>
      forward(
        res,
        { agent, url, method: 'GET', path: '/x', headers: { host: url.host }, timeoutMs },
        {
          respond: (proxyRes: IncomingMessage) => {
            let body = '';
            proxyRes.setEncoding('utf8');
            proxyRes.on('data', (chunk: string) => (body += chunk));
            proxyRes.on('end', () => resolve({ status: proxyRes.statusCode ?? 0, body, attempts }));
          },
          send: (proxyReq) => proxyReq.end(),
          retry: mayRetry ? () => attempt(attempts + 1, false) : undefined,
          fail: (failure, code) => resolve({ failure, code }),
        },
      );
    attempt(1, retryable);
  });
}

describe('forward', () => {
  const servers: http.Server[] = [];
  const agents: http.Agent[] = [];
  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy();
    await Promise.all(
      servers.splice(0).map((server) => {
        server.closeAllConnections();
        return new Promise((done) => server.close(done));
      }),
    );
  });

  async function upstream(handler: http.RequestListener): Promise<URL> {
    const server = http.createServer(handler);
    servers.push(server);
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    return new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  const agent = () => {
    const created = keepAliveAgent(1);
    agents.push(created);
    return created;
  };

  // An upstream that drops a kept-alive connection as its second request arrives on it, unanswered.
  const dropsReusedConnections = () => {
    const seen = new WeakMap<object, number>();
    return upstream((req, res) => {
      const count = (seen.get(req.socket) ?? 0) + 1;
      seen.set(req.socket, count);
      if (count === 2) req.socket.destroy();
      else res.end('ok');
    });
  };

  it('sends a request without a body once more when a reused connection was closed under it', async () => {
    const url = await dropsReusedConnections();
    const pool = agent();
    expect(await send(url, pool, true)).toEqual({ status: 200, body: 'ok', attempts: 1 });
    expect(await send(url, pool, true)).toEqual({ status: 200, body: 'ok', attempts: 2 });
  });

  it('answers 503 instead when it may not retry', async () => {
    const url = await dropsReusedConnections();
    const pool = agent();
    await send(url, pool, false);
    expect(await send(url, pool, false)).toEqual({ failure: 'unavailable', code: 'ECONNRESET' });
  });

  it('gives up after the timeout', async () => {
    const url = await upstream(() => {
      // Never answers.
    });
    expect(await send(url, agent(), true, 100)).toEqual({ failure: 'timeout', code: 'ETIMEDOUT' });
  });

  it('reports an upstream that is not there', async () => {
    const url = await upstream((_req, res) => res.end());
    const server = servers.pop()!;
    await new Promise((done) => server.close(done));
    expect(await send(url, agent(), true)).toEqual({ failure: 'unavailable', code: 'ECONNREFUSED' });
  });
});

describe('failureAnswer', () => {
  it('names the upstream in a 504 or a 503', () => {
    expect(failureAnswer('timeout', 'booking service')).toEqual({
      status: 504,
      message: 'The booking service did not answer in time',
    });
    expect(failureAnswer('unavailable', 'shell static server')).toEqual({
      status: 503,
      message: 'The shell static server is unavailable',
    });
  });
});
