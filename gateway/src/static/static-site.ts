import { existsSync } from 'node:fs';
import path from 'node:path';
import { REVALIDATE, cacheControlFor } from '@elite/contracts';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { REMOTE_FOLDER, isUnder, remoteDist } from '@elite/nest-kit/core';
import { SiteUpstream, type SiteProxy } from './site-proxy';

const STATIC_OPTIONS = {
  index: false,
  redirect: false,
  dotfiles: 'ignore',
  cacheControl: false,
  setHeaders: (res: Response, filePath: string) => res.setHeader('cache-control', cacheControlFor(filePath)),
} as const;

// Paths the shell never owns: a miss there is a 404, not the single-page app.
const NOT_THE_SHELL = ['/api', '/health', '/internal', '/remotes', '/socket.io'];
// Files the gateway answers itself.
const GATEWAY_FILES = new Set(['/remotes.json', '/map-tiles.json']);

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * `/remotes/<folder>/…`: from the remote's static server when `upstreams` has one for it
 * (`MF_<NAME>_URL`), else from `<folder>/dist` under STATIC_ROOT, found when first asked for.
 */
export function remotesStatic(
  staticRoot: string,
  upstreams: Record<string, URL[]>,
  proxy: SiteProxy,
): RequestHandler {
  const handlers = new Map<string, RequestHandler>();
  const proxied = new Map(
    Object.entries(upstreams).map(([folder, urls]) => [folder, new SiteUpstream(folder, urls)]),
  );
  return (req: Request, res: Response, next: NextFunction) => {
    const slash = req.path.indexOf('/', 1);
    const folder = slash === -1 ? req.path.slice(1) : req.path.slice(1, slash);
    if (!REMOTE_FOLDER.test(folder) || slash === -1) return next();
    const upstream = proxied.get(folder);
    if (upstream) {
      if (!isRead(req.method)) return next();
      return proxy.forward(req, res, next, upstream, {
        path: req.url.slice(slash + 1),
        file: req.path,
        missing: 'not-found',
      });
    }
    let handler = handlers.get(folder);
    if (!handler) {
      handler = express.static(remoteDist(staticRoot, folder), STATIC_OPTIONS);
      handlers.set(folder, handler);
    }
    const originalUrl = req.url;
    req.url = req.url.slice(slash);
    handler(req, res, (error?: unknown) => {
      req.url = originalUrl;
      next(error);
    });
  };
}

/** The shell's build at `/`. */
export function shellStatic(staticRoot: string): RequestHandler {
  return express.static(path.join(staticRoot, 'shell', 'dist'), STATIC_OPTIONS);
}

/**
 * The shell from its static server (`SHELL_URL`): its files as they are, and for every page the
 * server's index.html (the history fallback, as from disk). Everything else passes on.
 */
export function shellUpstream(urls: URL[], proxy: SiteProxy): RequestHandler {
  const upstream = new SiteUpstream('shell', urls);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isRead(req.method) || GATEWAY_FILES.has(req.path)) return next();
    if (NOT_THE_SHELL.some((prefix) => isUnder(req.path, prefix))) return next();
    if (isShellPage(req.method, req.path)) {
      if (!req.accepts('html')) return next();
      return proxy.forward(req, res, next, upstream, {
        path: 'index.html',
        file: 'index.html',
        missing: 'broken',
      });
    }
    proxy.forward(req, res, next, upstream, { path: req.url.slice(1), file: req.path, missing: 'not-found' });
  };
}

/** True for the path of a page (not an API call, not a file): what the shell's router draws. */
export function isPagePath(pathname: string): boolean {
  if (NOT_THE_SHELL.some((prefix) => isUnder(pathname, prefix))) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** True for a GET of a page that the shell's router should render. */
export function isShellPage(method: string, pathname: string): boolean {
  return isRead(method) && isPagePath(pathname);
}

/** History fallback: every page path gets the shell's index.html, which routes (and 404s) itself. */
export function historyFallback(staticRoot: string): RequestHandler {
  const index = path.join(staticRoot, 'shell', 'dist', 'index.html');
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isShellPage(req.method, req.path) || !req.accepts('html')) return next();
    if (!existsSync(index)) {
      res.status(503).json({ statusCode: 503, message: 'The site is not built yet: run npm run build' });
      return;
    }
    res.setHeader('cache-control', REVALIDATE);
    res.sendFile(index, { cacheControl: false }, (error?: Error) => error && next(error));
  };
}
