import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/**
 * Who sent a request: the connection's peer, or, when that peer is one of TRUSTED_PROXIES (a load
 * balancer or ingress in front of the gateway), the right-most address of X-Forwarded-For that is
 * not itself a trusted proxy. Anyone else's X-Forwarded-For is ignored, so no client can choose the
 * address that rate limits and sign-in throttling count.
 */
// Each request's client address once computed: the proxies forward it (forwardedHeaders).
const known = new WeakMap<IncomingMessage, string>();

/** The client address computed for `req` by ClientAddresses.of, if it was. */
export function knownClientAddress(req: IncomingMessage): string | undefined {
  return known.get(req);
}

export class ClientAddresses {
  private readonly trusted = new BlockList();

  /** `proxies`: IPs and CIDR ranges (`10.0.0.0/8`, `fd00::/8`, `192.0.2.7`), already checked by the config. */
  constructor(proxies: readonly string[]) {
    for (const entry of proxies) {
      const [address, prefix] = entry.split('/');
      const family = isIP(address!) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.trusted.addAddress(address!, family);
      else this.trusted.addSubnet(address!, Number(prefix), family);
    }
  }

  /** The client's address (computed once per request). */
  of(req: IncomingMessage): string {
    let address = known.get(req);
    if (address === undefined) {
      address = this.resolve(req);
      known.set(req, address);
    }
    return address;
  }

  /** Whether the connection itself comes from a trusted proxy (whose trace context is continued). */
  fromTrustedProxy(req: IncomingMessage): boolean {
    return this.isTrusted(plain(req.socket.remoteAddress ?? ''));
  }

  private resolve(req: IncomingMessage): string {
    const peer = plain(req.socket.remoteAddress ?? '');
    if (!this.isTrusted(peer)) return peer;
    const header = req.headers['x-forwarded-for'];
    const hops = (Array.isArray(header) ? header.join(',') : (header ?? ''))
      .split(',')
      .map((hop) => plain(hop.trim()))
      .filter(Boolean);
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i]!;
      if (isIP(hop) === 0) return peer;
      if (!this.isTrusted(hop)) return hop;
    }
    return hops[0] ?? peer;
  }

  private isTrusted(address: string): boolean {
    const family = isIP(address);
    return family !== 0 && this.trusted.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** `::ffff:192.0.2.1` (IPv4 on a dual-stack socket) as `192.0.2.1`. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Parses TRUSTED_PROXIES: comma-separated IPs and CIDR ranges; throws naming the first bad entry. */
export function parseTrustedProxies(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const [address, prefix, extra] = entry.split('/');
      const family = isIP(address ?? '');
      const max = family === 6 ? 128 : 32;
      const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= max);
      if (family === 0 || !validPrefix || extra !== undefined)
        throw new Error(`"${entry}" is not an IP address or a CIDR range such as 10.0.0.0/8`);
      return entry;
    });
}
