import type { IncomingMessage } from 'node:http';
import { ServiceInstances } from './balancer';

const urls = ['http://127.0.0.1:3004', 'http://127.0.0.1:3014', 'http://127.0.0.1:3024'].map(
  (u) => new URL(u),
);

function request(url: string, address: string, cookie?: string): IncomingMessage {
  return {
    url,
    headers: cookie ? { cookie } : {},
    socket: { remoteAddress: address },
  } as unknown as IncomingMessage;
}

const cookieOf = (setCookie: string | undefined) => setCookie!.split(';')[0]!;

describe('ServiceInstances', () => {
  it('goes round-robin for plain requests and sets no cookie', () => {
    const instances = new ServiceInstances('tracking', urls);
    const chosen = Array.from({ length: 6 }, () =>
      instances.choose(request('/api/tracking/x', '10.0.0.1'), false, false),
    );
    expect(chosen.map((choice) => choice.url.port)).toEqual(['3004', '3014', '3024', '3004', '3014', '3024']);
    expect(chosen.every((choice) => choice.setCookie === undefined)).toBe(true);
  });

  it('keeps one client address on one replica for socket.io, and spreads addresses', () => {
    const instances = new ServiceInstances('tracking', urls);
    const ports = new Set<string>();
    for (let host = 1; host <= 30; host++) {
      const address = `10.0.0.${host}`;
      const first = instances.choose(request('/socket.io/?EIO=4&transport=polling', address), true, false);
      const again = instances.choose(
        request('/socket.io/?EIO=4&transport=polling&sid=x', address),
        true,
        false,
      );
      const upgrade = instances.choose(
        request('/socket.io/?EIO=4&transport=websocket&sid=x', address),
        true,
        true,
      );
      expect(again.url).toBe(first.url);
      expect(upgrade.url).toBe(first.url);
      ports.add(first.url.port);
    }
    expect(ports.size).toBe(3);
  });

  it('follows the cookie it set, whatever the address, and ignores one naming no replica', () => {
    const instances = new ServiceInstances('tracking', urls, true);
    const first = instances.choose(request('/socket.io/?EIO=4&transport=polling', '10.0.0.1'), true, false);
    expect(first.setCookie).toMatch(/^elite_io=[\w-]+; Path=\/socket\.io; HttpOnly; SameSite=Lax; Secure$/);
    for (let host = 2; host <= 20; host++) {
      const moved = instances.choose(
        request(
          '/socket.io/?EIO=4&transport=polling&sid=x',
          `10.0.1.${host}`,
          `a=1; ${cookieOf(first.setCookie)}`,
        ),
        true,
        false,
      );
      expect(moved.url).toBe(first.url);
      expect(moved.setCookie).toBeUndefined();
    }
    const stale = instances.choose(
      request('/socket.io/?EIO=4&transport=polling', '10.0.0.1', 'elite_io=gone'),
      true,
      false,
    );
    expect(stale.url).toBe(first.url);
    expect(stale.setCookie).toBe(first.setCookie);
  });

  it('sends a websocket opened without a session id round-robin', () => {
    const instances = new ServiceInstances('tracking', urls);
    const ports = Array.from(
      { length: 3 },
      () =>
        instances.choose(request('/socket.io/?EIO=4&transport=websocket', '10.0.0.1'), true, true).url.port,
    );
    expect(ports).toEqual(['3004', '3014', '3024']);
  });

  it('always answers with the only URL of a single instance', () => {
    const instances = new ServiceInstances('booking', [urls[0]!]);
    expect(instances.choose(request('/socket.io/', '10.0.0.1'), true, false)).toEqual({ url: urls[0] });
  });
});
