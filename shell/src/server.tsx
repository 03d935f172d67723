// The shell's server build (docs/architecture.md, "Server rendering"): the render slice loads this file at
// run time, as it loads each remote's, and asks it which remote a path shows and for the page's HTML.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { SERVER_RENDER_SKIPPED_DIGEST } from '@elite/contracts/constants';
import type { PageMatch, ShellServerBuild } from '@elite/contracts/server-render';
import { PassThrough } from 'node:stream';
import type { ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppFrame } from './app/app-frame';
import { pageAt } from './app/page-at';
import { documentHead as headOf } from './app/pages';
import { AppRoutes } from './app/router';

export const matchPage: ShellServerBuild['matchPage'] = (pathname) => {
  const match = pageAt(pathname);
  if (!match) return null;
  const params = Object.fromEntries(
    Object.entries(match.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  const { path, remote, module } = match.route;
  const page: PageMatch = { path, remote, module, params };
  return page;
};

export const documentHead: ShellServerBuild['documentHead'] = (pathname) => headOf(pageAt(pathname)?.route);

const text = (stream: NodeJS.ReadableStream) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    sink.on('error', reject);
    stream.pipe(sink);
  });

/**
 * The page's HTML, waiting for every section (prerender), with the CSS variables of antd's themes it
 * uses (the components' rules are in antd's stylesheet, linked by index.html: the themes run with
 * `zeroRuntime`). A page the server cannot load is rendered as its loading state and left to the
 * browser, as without a server.
 */
export const renderPage: ShellServerBuild['renderPage'] = async ({
  url,
  pages,
  fallback,
  signal,
  onError,
}) => {
  const cache = createCache();
  const remotePages = {
    ready: (remote: string, module: string) => pages[`${remote}/${module}`] as ComponentType | undefined,
    load: (remote: string, module: string) =>
      Promise.reject(new Error(`${remote}/${module} renders in the browser`)),
  };
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={cache}>
      <AppFrame remotePages={remotePages} fallback={fallback}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppFrame>
    </StyleProvider>,
    // Every section inline, in order: React would otherwise move large ones to the end of the
    // document, hidden until an inline script (which the Content-Security-Policy refuses) shows them.
    {
      signal,
      // The part that failed is left to the browser, which knows from the digest that it was meant.
      onError: (error) => {
        onError(error);
        return SERVER_RENDER_SKIPPED_DIGEST;
      },
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  // The inside of #root, and its themes' variables (a few KB) as <style> elements for <head>: critical CSS.
  return { html: await text(prelude), styles: extractStyle(cache) };
};
export { action, configure } from './server-actions';
