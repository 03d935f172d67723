import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { startServiceProcess, type RunningService } from '../../scripts/lib/service-process.mjs';
import type { RunningGateway } from '../src/gateway';
import { gatewayFor } from './support/gateway';
import { send } from './support/http-client';

/** Starts test/support/replica.mjs in a process of its own, as a service is started, and waits until it is ready. */
const startReplica = (name: string) =>
  startServiceProcess({
    entry: path.join(__dirname, 'support', 'replica.mjs'),
    portVariable: 'PORT',
    env: { REPLICA_NAME: name },
  });

/** Connects to the /tracking namespace through the gateway; rejects with socket.io's own error. */
function connect(base: string, transports: string[]): Promise<Socket> {
  const socket = io(`${base}/tracking`, {
    path: '/socket.io',
    transports,
    forceNew: true,
    reconnection: false,
    extraHeaders: { origin: base },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

function whoami(socket: Socket): Promise<{ replica: string; transport: string }> {
  return new Promise((resolve, reject) => {
    socket
      .timeout(5_000)
      .emit('whoami', (error: Error | null, answer: { replica: string; transport: string }) =>
        error ? reject(error) : resolve(answer),
      );
  });
}

describe('gateway in front of several replicas of a service', () => {
  let replicas: RunningService[];
  let gateway: RunningGateway;

  beforeAll(async () => {
    replicas = await Promise.all([startReplica('a'), startReplica('b')]);
    gateway = await gatewayFor({ TRACKING_URL: replicas.map((replica) => replica.url).join(',') });
  });

  afterAll(async () => {
    await gateway?.close();
    await Promise.all((replicas ?? []).map((replica) => replica.stop()));
  });

  it('sends plain HTTP requests to the replicas in turn', async () => {
    const answered: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await send(gateway.url, 'GET', '/api/tracking/whoami');
      expect(answer.status).toBe(200);
      answered.push(answer.json<{ replica: string }>().replica);
    }
    expect(answered.filter((name) => name === 'a')).toHaveLength(3);
    expect(answered.filter((name) => name === 'b')).toHaveLength(3);
    for (let i = 1; i < answered.length; i++) expect(answered[i]).not.toBe(answered[i - 1]);
  });

  it('keeps every long-polling socket.io session on the replica that opened it', async () => {
    // Without stickiness the polls of one session would alternate replicas: "Session ID unknown".
    const sockets = await Promise.all(Array.from({ length: 6 }, () => connect(gateway.url, ['polling'])));
    try {
      for (const socket of sockets) {
        const answers = [await whoami(socket), await whoami(socket), await whoami(socket)];
        expect(answers.map((answer) => answer.transport)).toEqual(['polling', 'polling', 'polling']);
        expect(new Set(answers.map((answer) => answer.replica)).size).toBe(1);
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('pins a browser to a replica with a cookie set on the socket.io handshake', async () => {
    const handshake = await send(gateway.url, 'GET', '/socket.io/?EIO=4&transport=polling');
    expect(handshake.status).toBe(200);
    const cookie = handshake.headers['set-cookie']?.[0];
    expect(cookie).toMatch(/^elite_io=[A-Za-z0-9_-]+; Path=\/socket\.io; HttpOnly; SameSite=Lax$/);
    const sid = /"sid":"([^"]+)"/.exec(handshake.body)?.[1];
    expect(sid).toBeDefined();
    // The session's next poll, carrying the cookie, finds its session (an unknown sid answers 400).
    const poll = await send(gateway.url, 'POST', `/socket.io/?EIO=4&transport=polling&sid=${sid}`, {
      headers: { cookie: cookie!.split(';')[0]!, 'content-type': 'text/plain;charset=UTF-8' },
      body: '40/tracking,',
    });
    expect(poll.status).toBe(200);
    expect(poll.headers['set-cookie']).toBeUndefined();
  });

  it('upgrades a polling session to a websocket on the same replica', async () => {
    const socket = await connect(gateway.url, ['polling', 'websocket']);
    try {
      await new Promise<void>((resolve) => socket.io.engine.once('upgrade', () => resolve()));
      expect(await whoami(socket)).toMatchObject({ transport: 'websocket' });
    } finally {
      socket.close();
    }
  });

  it('spreads websocket-only connections over the replicas', async () => {
    const sockets = await Promise.all(Array.from({ length: 4 }, () => connect(gateway.url, ['websocket'])));
    try {
      const replicasSeen = await Promise.all(sockets.map(async (socket) => (await whoami(socket)).replica));
      expect(replicasSeen.sort()).toEqual(['a', 'a', 'b', 'b']);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('reports every replica in /api/health', async () => {
    const health = await send(gateway.url, 'GET', '/api/health');
    expect(health.json()).toMatchObject({
      services: {
        tracking: {
          status: 'up',
          instances: replicas.map((replica) => ({ url: replica.url, status: 'up' })),
        },
      },
    });
  });
});
