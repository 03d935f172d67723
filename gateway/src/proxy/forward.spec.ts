import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { failureAnswer, failureOf, forward, keepAliveAgent, type ForwardFailure } from './forward';

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

/** Sends one GET (or a POST with `body`) through forward() and says how it ended; `retryable` allows the one retry. */
function send(
  url: URL,
  agent: http.Agent,
  retryable: boolean,
  timeoutMs = 2_000,
  body?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const res = clientResponse();
    const method = body === undefined ? 'GET' : 'POST';
    const headers = {
      host: url.host,
      ...(body === undefined ? {} : { 'content-length': String(body.length) }),
    };
    const attempt = (attempts: number, mayRetry: boolean) =>
      forward(
        res,
        { agent, url, method, path: '/x', headers, timeoutMs },
        {
          respond: (proxyRes: IncomingMessage) => {
            let body = '';
            proxyRes.setEncoding('utf8');
            proxyRes.on('data', (chunk: string) => (body += chunk));
            proxyRes.on('end', () => resolve({ status: proxyRes.statusCode ?? 0, body, attempts }));
          },
          send: (proxyReq) => proxyReq.end(body),
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

  it('reports the answer as lost when it may not retry: the upstream had the request', async () => {
    const url = await dropsReusedConnections();
    const pool = agent();
    await send(url, pool, false);
    expect(await send(url, pool, false)).toEqual({ failure: 'lost', code: 'ECONNRESET' });
  });

  it('reports the answer as lost, once, when the upstream reads a body and hangs up', async () => {
    let received = 0;
    const url = await upstream((req) => {
      req.resume();
      req.on('end', () => {
        received += 1;
        req.socket.destroy();
      });
    });
    expect(await send(url, agent(), false, 2_000, '{"passengers":2}')).toMatchObject({ failure: 'lost' });
    expect(received).toBe(1);
  });

  it('gives up after the timeout', async () => {
    const url = await upstream(() => {
      // Never answers.
    });
    expect(await send(url, agent(), true, 100)).toEqual({ failure: 'timeout', code: 'ETIMEDOUT' });
  });

  it('reports an upstream that is not there as unreachable', async () => {
    const url = await upstream((_req, res) => res.end());
    const server = servers.pop()!;
    await new Promise((done) => server.close(done));
    expect(await send(url, agent(), true)).toEqual({ failure: 'unreachable', code: 'ECONNREFUSED' });
  });
});

describe('failureOf', () => {
  const error = (code: string) => Object.assign(new Error(code), { code });

  it('is unreachable, whatever the error, while no connection was made (a connect timeout too)', () => {
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'ECONNRESET', 'ENOTFOUND'])
      expect(failureOf(error(code), false)).toBe('unreachable');
  });

  it('is a timeout or a lost answer once the request was sent', () => {
    expect(failureOf(error('ETIMEDOUT'), true)).toBe('timeout');
    expect(failureOf(error('ECONNRESET'), true)).toBe('lost');
  });
});

describe('failureAnswer', () => {
  it('answers 503 only for an upstream that was never reached, whatever the method', () => {
    for (const method of ['GET', 'POST'])
      expect(failureAnswer('unreachable', 'shell static server', method)).toEqual({
        status: 503,
        message: 'The shell static server is unavailable',
      });
  });

  it('says a lost or late answer of a state-changing request leaves its outcome unknown (502, 504)', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const lost = failureAnswer('lost', 'booking service', method);
      expect(lost.status).toBe(502);
      expect(lost.message).toBe(
        "The booking service's answer was lost, so whether your request was carried out is unknown: send it again with the same Idempotency-Key, or check before sending it again",
      );
      const late = failureAnswer('timeout', 'booking service', method);
      expect(late.status).toBe(504);
      expect(late.message).toMatch(
        /^The booking service did not answer in time, so whether your request was carried out is unknown/,
      );
    }
  });

  it('tells a reader to simply try again', () => {
    expect(failureAnswer('lost', 'booking service', 'GET')).toEqual({
      status: 502,
      message: "The booking service's answer was lost; please try again",
    });
    expect(failureAnswer('timeout', 'booking service', 'GET')).toEqual({
      status: 504,
      message: 'The booking service did not answer in time',
    });
  });
});
