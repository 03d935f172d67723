import type { IncomingMessage } from 'node:http';
import { ClientAddresses, parseTrustedProxies } from './client-address';

const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('ClientAddresses', () => {
  it('is the peer, whatever X-Forwarded-For says, when no proxy is trusted', () => {
    expect(new ClientAddresses([]).of(request('203.0.113.5', '198.51.100.1'))).toBe('203.0.113.5');
    expect(new ClientAddresses([]).of(request('::ffff:203.0.113.5'))).toBe('203.0.113.5');
  });

  it('is the right-most untrusted hop behind trusted proxies', () => {
    const clients = new ClientAddresses(['10.0.0.0/8', '127.0.0.1']);
    expect(clients.of(request('127.0.0.1', '198.51.100.1, 203.0.113.9, 10.2.3.4'))).toBe('203.0.113.9');
    expect(clients.of(request('10.9.9.9', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clients.of(request('203.0.113.5', '198.51.100.1'))).toBe('203.0.113.5');
  });

  it('is the peer when the header holds something that is not an address', () => {
    expect(new ClientAddresses(['127.0.0.1']).of(request('127.0.0.1', 'evil, 10.0.0.1'))).toBe('10.0.0.1');
    expect(new ClientAddresses(['127.0.0.1']).of(request('127.0.0.1', 'not-an-ip'))).toBe('127.0.0.1');
  });
});

describe('parseTrustedProxies', () => {
  it('takes IPs and CIDR ranges, comma-separated', () => {
    expect(parseTrustedProxies(' 10.0.0.0/8, ::1 ,192.0.2.7,fd00::/8')).toEqual([
      '10.0.0.0/8',
      '::1',
      '192.0.2.7',
      'fd00::/8',
    ]);
    expect(parseTrustedProxies('')).toEqual([]);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/8/1', '::1/129', '300.1.1.1'])(
    'refuses %p, naming it',
    (entry) => {
      expect(() => parseTrustedProxies(entry)).toThrow(
        `"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`,
      );
    },
  );
});
