// The static server of the shell and remote images: node:http and nothing else, so the image is the
// Node base, this file and the cache rules it shares with the gateway
// (packages/contracts/src/cache-policy.ts, built; the image keeps the repository's layout so that
// the import below holds there too): a file whose name carries webpack's content hash is immutable,
// entry files (index.html, remoteEntry.js, mf-manifest.json) are revalidated on every use so that a
// deploy shows at once. In compose and Kubernetes the gateway proxies to it (SHELL_URL,
// MF_<NAME>_URL) and applies the same rules and its own security headers.
//
// Environment (all optional):
//   PORT             port to listen on (8080)
//   SITE_DIR         the files to serve (/srv/site)
//   BASE_PATH        URL prefix the files are served under, e.g. /remotes/mf-admin/ (/)
//   SPA_FALLBACK     true: a page path that is not a file answers index.html (the shell's router)
//   CORS_ORIGIN      Access-Control-Allow-Origin for a remote loaded from another origin
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { IMMUTABLE, REVALIDATE, cacheControlFor } from '../../packages/contracts/dist/cache-policy.js';

export { IMMUTABLE, REVALIDATE, cacheControlFor };

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function readOptions(env) {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  let basePath = env.BASE_PATH || '/';
  if (!basePath.startsWith('/')) basePath = `/${basePath}`;
  if (!basePath.endsWith('/')) basePath = `${basePath}/`;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    siteDir: path.resolve(env.SITE_DIR || '/srv/site'),
    basePath,
    spaFallback: env.SPA_FALLBACK === 'true',
    corsOrigin: env.CORS_ORIGIN || undefined,
  };
}

async function fileAt(filePath) {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The request handler; exported for tests. */
export function createHandler(options) {
  const common = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    ...(options.corsOrigin ? { 'access-control-allow-origin': options.corsOrigin, vary: 'Origin' } : {}),
  };
  const send = (res, status, headers, body) => {
    res.writeHead(status, { ...common, ...headers });
    res.end(body);
  };
  const sendFile = (req, res, filePath, info) => {
    const headers = {
      'content-type': TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream',
      'content-length': info.size,
      'cache-control': cacheControlFor(filePath),
      'last-modified': info.mtime.toUTCString(),
    };
    if (
      req.headers['if-modified-since'] &&
      new Date(req.headers['if-modified-since']) >= new Date(info.mtime.toUTCString())
    ) {
      return send(res, 304, { 'cache-control': headers['cache-control'] });
    }
    res.writeHead(200, { ...common, ...headers });
    if (req.method === 'HEAD') return res.end();
    createReadStream(filePath)
      .on('error', () => res.destroy())
      .pipe(res);
  };

  return async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/healthz')
      return send(
        res,
        200,
        { 'content-type': 'application/json', 'cache-control': 'no-store' },
        '{"status":"ok"}',
      );
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }, 'Method Not Allowed');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, { 'content-type': 'text/plain' }, 'Bad Request');
    }
    if (!pathname.startsWith(options.basePath) && `${pathname}/` !== options.basePath) {
      return send(res, 404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }, 'Not Found');
    }
    const relative = pathname.slice(options.basePath.length);
    const filePath = path.join(options.siteDir, relative);
    if (filePath !== options.siteDir && !filePath.startsWith(options.siteDir + path.sep)) {
      return send(res, 404, { 'content-type': 'text/plain' }, 'Not Found');
    }
    const info = relative === '' ? undefined : await fileAt(filePath);
    if (info && !path.basename(filePath).startsWith('.')) return sendFile(req, res, filePath, info);
    // A page of the single-page app: no dot in the last segment, and the client takes HTML.
    const last = relative.slice(relative.lastIndexOf('/') + 1);
    if (options.spaFallback && !last.includes('.')) {
      const index = path.join(options.siteDir, 'index.html');
      const indexInfo = await fileAt(index);
      if (indexInfo) return sendFile(req, res, index, indexInfo);
    }
    return send(res, 404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' }, 'Not Found');
  };
}

/** Listens; resolves with the server once it accepts connections. */
export async function startStaticServer(
  env = process.env,
  log = (line) => process.stdout.write(`${line}\n`),
) {
  const options = readOptions(env);
  if ((await readdir(options.siteDir)).length === 0) throw new Error(`${options.siteDir} is empty`);
  const handler = createHandler(options);
  const server = http.createServer((req, res) => {
    handler(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  log(
    JSON.stringify({
      level: 'info',
      msg: `serving ${options.siteDir} at ${options.basePath} on ${options.host}:${server.address().port}`,
    }),
  );
  return server;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  startStaticServer().then(
    (server) => {
      // Graceful stop: no new connections, idle keep-alive sockets closed, in-flight answers finish.
      const stop = () => {
        server.close(() => process.exit(0));
        server.closeIdleConnections();
        setTimeout(() => process.exit(0), 10_000).unref();
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (error) => {
      process.stderr.write(`static server: ${error.message}\n`);
      process.exit(1);
    },
  );
}
