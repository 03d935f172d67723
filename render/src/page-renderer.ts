import {
  POSTED_FORM_KEY,
  SERVER_RENDER_DATA_ID,
  SIGNED_IN_USER_KEY,
  meResponseSchema,
  serverRenderDataJson,
  type RemoteServerBuild,
  type DocumentHead,
  type PageActionInput,
  type PageVisitor,
  type PostedForm,
  type RemoteServerEntry,
  type ShellServerBuild,
} from '@elite/contracts';
import type { Logger } from 'pino';
import { beforeDeadline } from './deadline';
import { FreshFiles } from './fresh-files';
import { remoteScripts, type FederationManifest } from './remote-scripts';
import { ServerContainers } from './server-containers';
import type { SiteFiles } from './site-files';

export interface PageRendererOptions {
  /** Where the shell's and the remotes' files are deployed. */
  site: SiteFiles;
  /** How the remotes' server builds reach the services (apiFetchFor). */
  apiFetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Data not there by then is left to the browser. */
  dataTimeoutMs: number;
  /** How long a file of the site is used before it is asked for again. */
  revalidateMs: number;
  logger: Logger;
}

/**
 * The answer to a page's form posted without JavaScript (docs/architecture.md, "Forms without
 * JavaScript"): where the visitor goes next (a path of this site, sent as 303 See Other) with the
 * cookies the service set, or the page again with what was posted and the service's status.
 */
export type FormAnswer = { redirect: string; setCookie: string[] } | { status: number; page: RenderedPage };

/** Where a form's answer may send the visitor: a path of this site, never another origin. */
export function isSitePath(location: string): boolean {
  return location.startsWith('/') && !location.startsWith('//') && !location.startsWith('/\\');
}

/** The address's query, first value of each, as a page's own searchParams.get() reads it. */
function firstValues(searchParams: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of searchParams) query[name] ??= value;
  return query;
}

/** A drawn page: the document, whether it is about one person's booking or link, and whether the path has a page. */
export interface RenderedPage {
  html: string;
  personal: boolean;
  found: boolean;
}

// Where a remote listed by a path (/remotes/mf-booking/mf-manifest.json) is, for resolving its files' paths.
const SITE = 'http://site.invalid';

const ROOT_ELEMENT = '<div id="root"></div>';
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

/** The shell's server build, told how its forms' calls reach the services (`configure`), as a remote's is at creation. */
function shellBuild(
  exports: Record<string, unknown>,
  apiFetch: PageRendererOptions['apiFetch'],
): ShellServerBuild {
  for (const name of ['matchPage', 'documentHead', 'renderPage'])
    if (typeof exports[name] !== 'function') throw new Error(`the shell server build exports no ${name}`);
  const build = exports as unknown as ShellServerBuild;
  build.configure?.({ apiFetch });
  return build;
}

function remoteEntry(exports: Record<string, unknown>): RemoteServerEntry {
  if (typeof exports.createServerBuild !== 'function')
    throw new Error('the remote server build exports no createServerBuild');
  return exports as unknown as RemoteServerEntry;
}

// Where a server container is, beside the browser build's files (web-kit's SERVER_CONTAINER).
const SERVER_ENTRY = 'ssr/remoteEntry.js';
// The shell's container's federation name (shell/webpack.config.mjs).
const SHELL = 'shell';

const parseJson = (text: string) => JSON.parse(text) as unknown;

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
  private readonly containers: ServerContainers;
  /** A remote's pages, created once per loaded version of its container (keyed by what it exposes). */
  private readonly builds = new WeakMap<object, Promise<RemoteServerBuild>>();

  constructor(private readonly options: PageRendererOptions) {
    this.files = new FreshFiles({ revalidateMs: options.revalidateMs, timeoutMs: options.dataTimeoutMs });
    this.containers = new ServerContainers(this.files);
  }

  /** The shell's server build as deployed now. */
  private async shell(): Promise<ShellServerBuild> {
    return shellBuild(
      await this.containers.load(SHELL, this.options.site.locate(`/${SERVER_ENTRY}`).href),
      this.options.apiFetch,
    );
  }

  /** A file of the site (a path as the browser asks for it, or an http(s) URL), read as it is deployed now. */
  private file<T>(href: string, parse: (text: string, url: string) => T): Promise<T> {
    return this.files.get(this.options.site.locate(href).href, parse);
  }

  /**
   * Whom a page is for: nobody when the request presented no session (`session` undefined), else
   * whoever identity says that session is (the gateway has already taken away a signed-out one), or
   * not known when identity does not answer by the deadline.
   */
  private async visitor(
    session: Record<string, string> | undefined,
    deadline: AbortSignal,
  ): Promise<PageVisitor> {
    if (!session) return { user: null, headers: {} };
    const asked = this.options
      .apiFetch(SIGNED_IN_USER_KEY, { headers: session, signal: deadline })
      .then(async (response) =>
        response.ok ? meResponseSchema.parse(await response.json()).user : undefined,
      );
    const user = await beforeDeadline(asked, deadline, undefined).catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'who is signed in is not known; the page is drawn without it');
      return undefined;
    });
    return { user, headers: session };
  }

  /**
   * The page at `url` (path and query), as the complete document, drawn for whoever presented
   * `session` (the request's cookie or authorization header; undefined when it presented none): for
   * nobody, or for the signed-in visitor identity names, never for anyone else.
   */
  async render(
    url: string,
    requestId?: string | string[],
    session?: Record<string, string>,
    posted?: PostedForm,
  ): Promise<RenderedPage> {
    const deadline = AbortSignal.timeout(this.options.dataTimeoutMs);
    const [template, shell, visitor] = await Promise.all([
      this.file('/index.html', (text) => text),
      this.shell(),
      this.visitor(session, deadline),
    ]);
    if (!template.includes(ROOT_ELEMENT)) throw new Error(`the shell's index.html has no ${ROOT_ELEMENT}`);
    const { pathname, searchParams } = new URL(url, SITE);
    const match = shell.matchPage(pathname);
    const documentHead = shell.documentHead(pathname);
    const pages: Record<string, unknown> = {};
    let fallback = {};
    const head: string[] = [];
    // The page's own part, if drawn here, waits for the visitor's first scroll or input in the browser.
    let onDemand = false;
    if (match) {
      try {
        const remote = await this.remotePage(match.remote, match.module);
        Object.assign(pages, { [`${match.remote}/${match.module}`]: remote.page });
        // Data that is not there by the deadline is left to the browser, which asks for it as usual.
        fallback = await beforeDeadline(
          remote.build.loadData(match.module, match.params, firstValues(searchParams), visitor),
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
    if (visitor.user !== undefined) fallback = { ...fallback, [SIGNED_IN_USER_KEY]: { user: visitor.user } };
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
    // Stylesheets stay links (antd's, the shell's, the page's remote's: content-hashed files the browser
    // caches); only the themes' variables come inline.
    const html = withHead(template, documentHead)
      .replace('</head>', `${rendered.styles}${head.join('')}</head>`)
      .replace(ROOT_ELEMENT, `<div id="root">${rendered.html}</div>${data}`);
    // A page about one booking or one link (/tracking/:bookingId, /magic-link/:token), or drawn for a
    // signed-in visitor, holds what the API answered about them, which no cache may keep (the API's
    // own answers are no-store too).
    return {
      html,
      personal: (match !== null && Object.keys(match.params).length > 0) || Boolean(visitor.user),
      found: documentHead.found,
    };
  }

  /**
   * A page's form posted without JavaScript: the shell's action (its forms are on every page) or
   * else the page's remote's checks it and calls the service with the visitor's cookie; undefined
   * when no build has a form of that name on that page.
   */
  async answerForm(
    url: string,
    posted: { form: string | undefined; fields: Record<string, string> },
    session: Record<string, string> | undefined,
    requestId?: string | string[],
  ): Promise<FormAnswer | undefined> {
    if (posted.form === undefined) return undefined;
    const shell = await this.shell();
    const { pathname, searchParams } = new URL(url, SITE);
    const match = shell.matchPage(pathname);
    const input: PageActionInput = {
      form: posted.form,
      fields: posted.fields,
      params: match?.params ?? {},
      query: firstValues(searchParams),
      headers: session ?? {},
    };
    const result =
      (await shell.action?.(match?.module ?? '', input)) ??
      (match ? await (await this.remoteBuild(match.remote)).build.action?.(match.module, input) : undefined);
    if (!result) return undefined;
    if ('redirect' in result) {
      if (!isSitePath(result.redirect))
        throw new Error(`a form answered with a redirect off the site: ${result.redirect}`);
      return { redirect: result.redirect, setCookie: result.setCookie ?? [] };
    }
    return { status: result.status, page: await this.render(url, requestId, session, result.posted) };
  }

  /**
   * Loads the shell's and every remote's server build ahead of the first page, so that a render
   * slice that has just started draws that page too. A remote without one is fine.
   */
  async warmUp(): Promise<void> {
    const results = await Promise.allSettled([
      this.file('/index.html', (text) => text),
      this.shell(),
      ...this.options.site.remotes().map((remote) => this.remoteBuild(remote.name)),
    ]);
    const loaded = results.filter((result) => result.status === 'fulfilled').length;
    this.options.logger.info({ loaded, of: results.length }, 'server builds loaded');
  }

  /** A remote's server build for this deployment, with where the browser finds its files. */
  private async remoteBuild(name: string) {
    const remote = this.options.site.remotes().find((entry) => entry.name === name);
    if (!remote) throw new Error(`${name} is not in /remotes.json`);
    // Where the browser finds the remote: a path of this site, or another origin.
    const manifestUrl = new URL(remote.entry, SITE);
    const publicBase = remote.entry.startsWith('/')
      ? new URL('.', manifestUrl).pathname
      : new URL('.', manifestUrl).href;
    const [exposed, manifest] = await Promise.all([
      this.containers.load(name, this.options.site.locate(`${publicBase}${SERVER_ENTRY}`).href),
      this.file(remote.entry, parseJson) as Promise<FederationManifest>,
    ]);
    let build = this.builds.get(exposed);
    if (!build) {
      build = remoteEntry(exposed)
        .createServerBuild({ publicPath: publicBase, apiFetch: this.options.apiFetch })
        .catch((error: unknown) => {
          this.builds.delete(exposed);
          throw error;
        });
      this.builds.set(exposed, build);
    }
    return { build: await build, manifest, publicBase };
  }

  /** The remote's server build, the page component, and the page's stylesheets as the browser will load them. */
  private async remotePage(name: string, module: string) {
    const { build, manifest, publicBase } = await this.remoteBuild(name);
    const page = build.pages[module];
    if (!page) throw new Error(`${name} has no server render of ${module}`);
    const css = manifest.exposes?.find((expose) => expose.name === module)?.assets?.css?.sync ?? [];
    const scripts = remoteScripts(manifest, module, publicBase);
    return { build, page, stylesheets: css.map((file) => publicBase + file), scripts };
  }
}
