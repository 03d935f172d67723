import type { IncomingMessage } from 'node:http';
import type { HelmetOptions } from 'helmet';

/**
 * The CSP source that allows a Leaflet tile template's host:
 * `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.org`.
 */
export function tileImageSource(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)(?:[/?#]|$)/.exec(template);
  if (!match)
    throw new Error('must be an http(s) URL template such as https://{s}.tile.example.org/{z}/{x}/{y}.png');
  const host = match[2]!.replace(/^\{s\}(?=\.)/, '*');
  if (!/^(\*\.)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*(:\d{1,5})?$/.test(host)) {
    throw new Error('the host part may hold only a leading {s} as a placeholder');
  }
  return `${match[1]}://${host.toLowerCase()}`;
}

const HOST_HEADER = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/** ws:// and wss:// of the host the page was asked from (socket.io to the same origin). */
function sameHostWebSocket(scheme: 'ws' | 'wss') {
  return (request: IncomingMessage): string => {
    const host = request.headers.host;
    return host && HOST_HEADER.test(host) ? `${scheme}://${host}` : "'self'";
  };
}

export interface CspInput {
  mapTileSource: string;
  /** Origins of remotes served from elsewhere (absolute REMOTE_ENTRIES). */
  remoteOrigins: string[];
  /** Upgrade insecure requests only when the site is served over https. */
  https: boolean;
}

/** Helmet's headers with a policy that allows only self, the map tiles, and remotes served elsewhere. */
export function helmetOptions({ mapTileSource, remoteOrigins, https }: CspInput): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...remoteOrigins],
        scriptSrcAttr: ["'none'"],
        // antd writes its CSS-in-JS into <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...remoteOrigins],
        imgSrc: ["'self'", 'data:', mapTileSource, ...remoteOrigins],
        fontSrc: ["'self'", 'data:', ...remoteOrigins],
        connectSrc: ["'self'", sameHostWebSocket('ws'), sameHostWebSocket('wss'), ...remoteOrigins],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? undefined : false,
  };
}
