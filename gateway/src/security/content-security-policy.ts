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

export interface CspInput {
  mapTileSource: string;
  /** Origins of remotes served from elsewhere (absolute REMOTE_ENTRIES). */
  remoteOrigins: string[];
  /** Upgrade insecure requests only when the site is served over https. */
  https: boolean;
}

/** Helmet's headers with one fixed policy: only self, the map tiles, and remotes served elsewhere. */
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
        // socket.io's websocket to this origin needs no source of its own: CSP Level 3's 'self' matches
        // ws:/wss: of the page's host and port (Chromium since 71, Firefox since 2018, Safari since 16),
        // so nothing in the policy comes from the request (its Host header is the caller's to write).
        connectSrc: ["'self'", ...remoteOrigins],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? undefined : false,
  };
}
