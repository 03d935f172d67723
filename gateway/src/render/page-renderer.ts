import {
  POSTED_FORM_KEY,
  REVALIDATE,
  SERVER_RENDER_DATA_ID,
  SIGNED_IN_USER_KEY,
  serverRenderDataJson,
  type RemoteServerBuild,
  type DocumentHead,
  type PageActionInput,
  type PageActionResult,
  type PostedForm,
  type RemoteServerEntry,
  type ShellServerBuild,
} from '@elite/contracts';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { parseRemotesJson, type RemoteEntry } from '../remotes/remotes';
import { presentedSession } from '../edge/revoked-sessions';
import { sendSiteError } from '../static/site-proxy';
import { isPagePath, isShellPage } from '../static/static-site';
import { beforeDeadline } from './deadline';
import { isSitePath, postedFieldsOf, type PostedFields } from './form-post';
import { FreshFiles } from './fresh-files';
import { inlineStylesheets } from './inline-stylesheets';
import { remoteScripts, type FederationManifest } from './remote-scripts';
import { evaluateServerBundle } from './server-bundle';

export interface PageRendererOptions {
  /** Where this gateway answers itself (http://127.0.0.1:<port>): the shell's files, remotes' relative entries, the API. */
  selfUrl: () => string;
  timeoutMs: number;
  logger: Logger;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const NO_STORE = 'no-store';
// How the shell's server build says a page is not at hand (no server build for it): see onError below.
const BROWSER_ONLY = 'renders in the browser';
const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** The template's <title> and description replaced by the page's own. */
function withHead(template: string, { title, description }: DocumentHead): string {
  return template
    .replace(TITLE, () => `<title>${escapeAttribute(title)}</title>`)
    .replace(DESCRIPTION, () => `<meta name="description" content="${escapeAttribute(description)}">`);
}

/** The shell's server build, told where its forms' calls go (`configure`), as a remote's is at creation. */
function shellBuild(exports: Record<string, unknown>, apiOrigin: string): ShellServerBuild {
  for (const name of ['matchPage', 'documentHead', 'renderPage'])
    if (typeof exports[name] !== 'function') throw new Error(`the shell server build exports no ${name}`);
  const build = exports as unknown as ShellServerBuild;
  build.configure?.({ apiOrigin });
  return build;
}

/** A remote's server bundle as evaluated, and its pages once created for this deployment. */
interface LoadedRemote {
  entry: RemoteServerEntry;
  build?: Promise<RemoteServerBuild>;
}

function remoteEntry(exports: Record<string, unknown>): LoadedRemote {
  if (typeof exports.createServerBuild !== 'function')
    throw new Error('the remote server build exports no createServerBuild');
  return { entry: exports as unknown as RemoteServerEntry };
}

const parseJson = (text: string) => JSON.parse(text) as unknown;

/** The address's query, first value of each, as a page's own searchParams.get() reads it. */
function firstValues(searchParams: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of searchParams) query[name] ??= value;
  return query;
}

/**
 * Server rendering at request time (docs/architecture.md, "Server rendering"): the shell's document
 * with the page already in it, composed from the shell's and the route's remote's server builds as
 * they are deployed now, and the data the page was drawn from, so the browser takes it over without
 * a request waterfall. Whatever fails or runs late is left to the browser as before: a remote whose
 * build cannot be loaded or rendered leaves its loading state in the page, and a failed document
 * falls through to the bare index.html.
 */
export class PageRenderer {
  private readonly files: FreshFiles;

  constructor(private readonly options: PageRendererOptions) {
    this.files = new FreshFiles({ revalidateMs: 1_000, timeoutMs: options.timeoutMs });
  }

  middleware(): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const posted = req.method === 'POST' && isPagePath(req.path) ? postedFieldsOf(req) : undefined;
      if (posted) return this.answerPost(req, res, posted);
      if (!isShellPage(req.method, req.path) || !req.accepts('html')) return next();
      this.render(req.originalUrl, req.headers['x-request-id'], !presentedSession(req)).then(
        ({ html, personal, found }) => {
          res.setHeader('cache-control', personal ? NO_STORE : REVALIDATE);
          res
            .status(found ? 200 : 404)
            .type('html')
            .send(html);
        },
        (error: unknown) => {
          this.options.logger.warn(
            { requestId: req.headers['x-request-id'], url: req.originalUrl, err: error },
            'server render failed; the page renders in the browser',
          );
          next();
        },
      );
    };
  }

  /**
   * A page's form posted without JavaScript (docs/architecture.md, "Forms without JavaScript"): the
   * shell's action (its forms are on every page), else the page's remote's, says where the visitor
   * goes next (303 See Other: Post/Redirect/Get) or gives the page again with what was posted.
   */
  private answerPost(req: Request, res: Response, posted: PostedFields): void {
    const refuse = (status: number, message: string) =>
      sendSiteError(req, res, status, message, { title: 'Your form was not sent' });
    const requestId = req.headers['x-request-id'];
    const url = req.originalUrl;
    this.act(url, posted, req.headers.cookie)
      .then(async (result) => {
        if (!result) return refuse(400, 'This page has no such form');
        if ('redirect' in result) {
          if (!isSitePath(result.redirect))
            throw new Error(`a form answered with a redirect off the site: ${result.redirect}`);
          if (result.setCookie?.length) res.setHeader('set-cookie', result.setCookie);
          res.setHeader('cache-control', NO_STORE);
          return void res.redirect(303, result.redirect);
        }
        const { html } = await this.render(url, requestId, !presentedSession(req), result.posted);
        res.setHeader('cache-control', NO_STORE);
        res.status(result.status).type('html').send(html);
      })
      .catch((error: unknown) => {
        this.options.logger.warn(
          { requestId, url, form: posted.form, err: error },
          'a posted form could not be answered',
        );
        refuse(503, 'The form could not be sent just now; go back and send it again');
      });
  }

  /** The action that answers `posted` on the page at `url`: undefined when no build has that form. */
  private async act(
    url: string,
    posted: PostedFields,
    cookie: string | undefined,
  ): Promise<PageActionResult | undefined> {
    const self = this.options.selfUrl();
    const shell = await this.files.get(new URL('/ssr/server.js', self).href, (code, href) =>
      shellBuild(evaluateServerBundle(code, href), self),
    );
    if (posted.form === undefined) return undefined;
    const { pathname, searchParams } = new URL(url, self);
    const match = shell.matchPage(pathname);
    const input: PageActionInput = {
      form: posted.form,
      fields: posted.fields,
      params: match?.params ?? {},
      query: firstValues(searchParams),
      headers: cookie ? { cookie } : ({} as Record<string, string>),
    };
    const module = match?.module ?? '';
    const fromShell = await shell.action?.(module, input);
    if (fromShell || !match) return fromShell;
    const { build } = await this.remoteBuild(match.remote, self);
    return build.action?.(match.module, input);
  }

  /**
   * The page at `url` (path and query), as the complete document. `signedOut`: the request carried no
   * session, so the page is drawn for someone not signed in (no one else's state can end up in it).
   */
  async render(
    url: string,
    requestId?: string | string[],
    signedOut = false,
    posted?: PostedForm,
  ): Promise<{ html: string; personal: boolean; found: boolean }> {
    const self = this.options.selfUrl();
    const deadline = AbortSignal.timeout(this.options.timeoutMs);
    const [template, shell] = await Promise.all([
      this.files.get(new URL('/index.html', self).href, (text) => text),
      this.files.get(new URL('/ssr/server.js', self).href, (code, href) =>
        shellBuild(evaluateServerBundle(code, href), self),
      ),
    ]);
    if (!template.includes(ROOT_ELEMENT)) throw new Error(`the shell's index.html has no ${ROOT_ELEMENT}`);
    const { pathname, searchParams } = new URL(url, self);
    const match = shell.matchPage(pathname);
    const documentHead = shell.documentHead(pathname);
    const pages: Record<string, unknown> = {};
    let fallback = {};
    const head: string[] = [];
    // The page's own part, if drawn here, waits for the visitor's first scroll or input in the browser.
    let onDemand = false;
    if (match) {
      try {
        const remote = await this.remotePage(match.remote, match.module, self);
        Object.assign(pages, { [`${match.remote}/${match.module}`]: remote.page });
        // Data that is not there by the deadline is left to the browser, which asks for it as usual.
        // The first value of each, as the page's own searchParams.get() reads it.
        fallback = await beforeDeadline(
          remote.build.loadData(match.module, match.params, firstValues(searchParams)),
          deadline,
          {},
        );
        onDemand = remote.build.onDemand?.includes(match.module) ?? false;
        head.push(
          ...remote.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
          // Code the page asks for only when the visitor acts is not fetched ahead either.
          ...(onDemand ? [] : remote.scripts).map(
            (href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`,
          ),
        );
      } catch (error) {
        // The shell still renders its chrome; the page's part loads in the browser, as without a server.
        this.options.logger.warn(
          { requestId, url, remote: match.remote, err: error },
          'remote server render unavailable',
        );
      }
    }
    if (signedOut) fallback = { ...fallback, [SIGNED_IN_USER_KEY]: { user: null } };
    if (posted) fallback = { ...fallback, [POSTED_FORM_KEY]: posted };
    const rendered = await shell.renderPage({
      url,
      pages,
      fallback,
      signal: deadline,
      onError: (error) => {
        // Part of the page is left to the browser, which must then draw it at once.
        onDemand = false;
        // A remote without a server build is expected; anything else that fails in a render is worth a look.
        const expected = error instanceof Error && error.message.endsWith(BROWSER_ONLY);
        this.options.logger[expected ? 'debug' : 'warn'](
          { requestId, url, err: error },
          'part of the page renders in the browser',
        );
      },
    });
    const data = `<script type="application/json" id="${SERVER_RENDER_DATA_ID}">${serverRenderDataJson(onDemand ? { fallback, onDemand } : { fallback })}</script>`;
    const page = withHead(template, documentHead)
      .replace('</head>', `${rendered.styles}${head.join('')}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${rendered.html}</div>${data}`);
    // Read like the builds (at most once a second), so a redeployed stylesheet is inlined at once.
    const html = await inlineStylesheets(page, (href) =>
      this.files.get(new URL(href, self).href, (text) => text),
    );
    // A page about one booking or one link (/tracking/:bookingId, /magic-link/:token) holds what the
    // API answered about it, which no cache may keep (the API's own answers are no-store too).
    return {
      html,
      personal: match !== null && Object.keys(match.params).length > 0,
      found: documentHead.found,
    };
  }

  /**
   * Fetches and runs the shell's and every remote's server build ahead of the first page, so that a
   * gateway that has just started renders that page on the server too. A remote without one is fine.
   */
  async warmUp(): Promise<void> {
    const self = this.options.selfUrl();
    const results = await Promise.allSettled([
      this.files.get(new URL('/index.html', self).href, (text) => text),
      this.files.get(new URL('/ssr/server.js', self).href, (code, href) =>
        shellBuild(evaluateServerBundle(code, href), self),
      ),
      ...(await this.remoteList(self).catch(() => [])).map((remote) => this.remoteBuild(remote.name, self)),
    ]);
    const loaded = results.filter((result) => result.status === 'fulfilled').length;
    this.options.logger.debug({ loaded, of: results.length }, 'server render warmed up');
  }

  /** The remotes exactly as the browser sees them at /remotes.json, read like the other files (once a second at most). */
  private remoteList(self: string): Promise<RemoteEntry[]> {
    return this.files.get(new URL('/remotes.json', self).href, parseRemotesJson);
  }

  /** A remote's server build for this deployment, with where the browser finds its files. */
  private async remoteBuild(name: string, self: string) {
    const remote = (await this.remoteList(self)).find((entry) => entry.name === name);
    if (!remote) throw new Error(`${name} is not in /remotes.json`);
    // Where the browser finds the remote (a path of this site, or another origin), and where this server does.
    const manifestUrl = new URL(remote.entry, self);
    const publicBase = remote.entry.startsWith('/')
      ? new URL('.', manifestUrl).pathname
      : new URL('.', manifestUrl).href;
    const [loaded, manifest] = await Promise.all([
      this.files.get(new URL('ssr/server.js', manifestUrl).href, (code, href) =>
        remoteEntry(evaluateServerBundle(code, href)),
      ),
      this.files.get(manifestUrl.href, parseJson) as Promise<FederationManifest>,
    ]);
    loaded.build ??= loaded.entry
      .createServerBuild({ publicPath: publicBase, apiOrigin: self })
      .catch((error: unknown) => {
        loaded.build = undefined;
        throw error;
      });
    return { build: await loaded.build, manifest, publicBase };
  }

  /** The remote's server build, the page component, and the page's stylesheets as the browser will load them. */
  private async remotePage(name: string, module: string, self: string) {
    const { build, manifest, publicBase } = await this.remoteBuild(name, self);
    const page = build.pages[module];
    if (!page) throw new Error(`${name} has no server render of ${module}`);
    const css = manifest.exposes?.find((expose) => expose.name === module)?.assets?.css?.sync ?? [];
    const scripts = remoteScripts(manifest, module, publicBase);
    return { build, page, stylesheets: css.map((file) => publicBase + file), scripts };
  }
}
