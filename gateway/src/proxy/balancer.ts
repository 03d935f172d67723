import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RoundRobin, type ServiceName } from '@elite/nest-kit/core';

/** Names the replica that holds a browser's socket.io session (a routing hint, not a credential). */
export const SOCKET_IO_COOKIE = 'elite_io';
const COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SOCKET_IO_COOKIE}=([A-Za-z0-9_-]+)`);

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

export interface Choice {
  url: URL;
  /** A Set-Cookie value to send with the answer, pinning the client's socket.io session. */
  setCookie?: string;
}

/**
 * The replicas of one service. Plain HTTP goes round-robin. socket.io long polling keeps its
 * session in the replica that opened it, so every `/socket.io` request of one client goes to one
 * replica: the one its `elite_io` cookie names, else the one a hash of its address picks (a client
 * without cookies stays put too); the answer sets the cookie. A websocket opened without a session
 * id (websocket-first) carries its whole session on that one connection, so it goes round-robin.
 */
export class ServiceInstances {
  private readonly turns: RoundRobin<URL>;
  private readonly keys: string[];

  constructor(
    readonly name: ServiceName,
    readonly urls: readonly URL[],
    private readonly secureCookie = false,
  ) {
    this.turns = new RoundRobin(urls, `The ${name} service has no URL`);
    this.keys = urls.map((url) => digest(url.href).toString('base64url').slice(0, 16));
  }

  /** The next replica in turn. */
  roundRobin(): URL {
    return this.turns.next();
  }

  /** The replica for a request: `socketIo` for paths under /socket.io, `upgrade` for a websocket handshake. */
  choose(req: IncomingMessage, socketIo: boolean, upgrade: boolean): Choice {
    if (this.urls.length === 1) return { url: this.urls[0]! };
    if (!socketIo) return { url: this.roundRobin() };
    const query = new URLSearchParams(req.url?.split('?')[1] ?? '');
    if (upgrade && !query.has('sid')) return { url: this.roundRobin() };

    const cookie = COOKIE_PATTERN.exec(req.headers.cookie ?? '')?.[1];
    const pinned = cookie === undefined ? -1 : this.keys.indexOf(cookie);
    if (pinned >= 0) return { url: this.urls[pinned]! };
    const index = digest(req.socket.remoteAddress ?? '').readUInt32BE(0) % this.urls.length;
    return {
      url: this.urls[index]!,
      setCookie: upgrade
        ? undefined
        : `${SOCKET_IO_COOKIE}=${this.keys[index]}; Path=/socket.io; HttpOnly; SameSite=Lax${this.secureCookie ? '; Secure' : ''}`,
    };
  }
}
