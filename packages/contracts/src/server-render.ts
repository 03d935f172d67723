import './zod-setup';
import { z } from 'zod';
import { FORM_NAME_FIELD } from './constants';
import { fieldErrorSchema } from './errors';
import type { PublicUser } from './identity';

// SERVER_RENDER_DATA_ID, SERVER_RENDER_SKIPPED_DIGEST and SIGNED_IN_USER_KEY are in constants.ts.

export const serverRenderDataSchema = z.object({
  /** What the page's SWR hooks read first, by key (e.g. "/api/services"). */
  fallback: z.record(z.string(), z.unknown()),
  /**
   * The page's own part came drawn and its first screen needs no code (RemoteServerBuild.onDemand):
   * the browser loads that code at the visitor's first scroll or input.
   */
  onDemand: z.boolean().optional(),
});
export type ServerRenderData = z.infer<typeof serverRenderDataSchema>;

/**
 * A form posted natively that the server answers with its page again (docs/architecture.md, "Forms
 * without JavaScript"), under POSTED_FORM_KEY in the page's data: which form, the values as sent (so
 * nothing typed is lost), the errors next to their fields, and a message for the whole form (the
 * server's, for an error that belongs to no field).
 */
export const postedFormSchema = z.object({
  form: z.string(),
  values: z.record(z.string(), z.string()),
  errors: z.array(fieldErrorSchema),
  message: z.string().optional(),
});
export type PostedForm = z.infer<typeof postedFormSchema>;

/** The JSON for that script element: `<` escaped, so no value can close the element early. */
export function serverRenderDataJson(data: ServerRenderData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * GET /remotes.json: the remotes the shell registers with the Module Federation runtime
 * (docs/development.md, "Remotes"): each a federation name (mf_booking) and where its
 * mf-manifest.json is (a path, or an http(s) URL).
 */
export const remoteListingSchema = z.object({ name: z.string().min(1), entry: z.string().min(1) });
export type RemoteListing = z.infer<typeof remoteListingSchema>;
export const remotesListingSchema = z.object({ remotes: z.array(remoteListingSchema) });
export type RemotesListing = z.infer<typeof remotesListingSchema>;

/** A page of a remote that a path shows (the shell's route table), with the path's parameters. */
export interface PageMatch {
  path: string;
  /** Federation name, as in /remotes.json (mf_booking). */
  remote: string;
  /** Exposed module without its './' (HomePage). */
  module: string;
  params: Record<string, string>;
}

/** A page's <title> and meta description; `found: false` for a path no page has (answered with 404). */
export interface DocumentHead {
  title: string;
  description: string;
  found: boolean;
}

/**
 * A form posted natively to a page: its name (FORM_NAME_FIELD), its fields (first value of each,
 * the name field left out), the page's path parameters and query, and the headers the calls made
 * for the visitor carry (their `cookie`, so a service knows who is signed in).
 */
export interface PageActionInput {
  form: string;
  fields: Record<string, string>;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
}

/**
 * How a page answers a posted form: done, the visitor is sent on (303 See Other, Post/Redirect/Get:
 * a reload never posts again), with the cookies the service set (a sign-in's session); or not done,
 * the page again with what was posted (`status`: the service's, 400 for a wrong field). `undefined`:
 * the form is not this build's.
 */
export type PageActionResult =
  { redirect: string; setCookie?: string[] } | { status: number; posted: PostedForm };

/** A page's answer to a posted form (a remote's, or the shell's for the forms on every page). */
export type PageAction = (module: string, input: PageActionInput) => Promise<PageActionResult | undefined>;

/**
 * A page's form as its `<form method="post">` sends it (application/x-www-form-urlencoded): its name
 * (FORM_NAME_FIELD) and its fields, the first value of each. URLSearchParams reads any body without
 * throwing: what is not a field is simply not there. The gateway reads the name (to limit the form
 * as the API call it makes), the render slice the whole.
 */
export function postedFormFields(body: string): { form: string | undefined; fields: Record<string, string> } {
  let form: string | undefined;
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(body)) {
    if (name === FORM_NAME_FIELD) form ??= value;
    else fields[name] ??= value;
  }
  return { form, fields };
}

/** What the shell's server build exports, for the render slice. */
export interface ShellServerBuild {
  /** The remote page a path shows; null for a path the shell renders itself (its 404 page). */
  matchPage(pathname: string): PageMatch | null;
  documentHead(pathname: string): DocumentHead;
  /** The shell's own forms (the footer's newsletter, sign in and register), on any page; `module` is the page's. */
  action?: PageAction;
  /**
   * How the calls of `action` reach the services (the render slice's fetch, which takes each /api
   * path to its service), set once after the build is loaded, before any `action`: as a remote's
   * `createServerBuild({ apiFetch })` does for its own.
   */
  configure?(options: { apiFetch: (url: string, init: RequestInit) => Promise<Response> }): void;
  renderPage(input: {
    /** Path and query. */
    url: string;
    /** React components of the pages the server could load, by `remote/module`. */
    pages: Record<string, unknown>;
    fallback: ServerRenderData['fallback'];
    /** Past this, what is still loading is left to the browser. */
    signal: AbortSignal;
    onError(error: unknown): void;
  }): Promise<{ html: string; styles: string }>;
}

/** What a remote's server build exports, for the render slice. */
export interface RemoteServerEntry {
  /**
   * The remote's pages, for a deployment whose browser build is served at `publicPath` (its images'
   * URLs); `apiFetch` fetches a path under /api from the service that answers it, at its internal
   * URL (never through the gateway). Called once per loaded build, before any page module runs.
   */
  createServerBuild(options: {
    publicPath: string;
    apiFetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<RemoteServerBuild>;
}

export interface RemoteServerBuild {
  /** React components of the pages it exposes, by module name (HomePage). */
  pages: Record<string, unknown>;
  /**
   * The pages whose first screen, as the server draws it, needs no code: text, pictures and links.
   * Their code loads at the visitor's first scroll or input instead of with the page
   * (docs/architecture.md, "The first screen"), so a page listed here must draw nothing on its first
   * screen that only its code makes work.
   */
  onDemand?: readonly string[];
  /** Its pages' forms, posted without JavaScript. */
  action?: PageAction;
  /**
   * The data a page shows first, by SWR key; a call that fails is left out. `params` are the path's
   * (`:bookingId`), `query` the address's search parameters (`?token=…`), first value of each;
   * `visitor` whom the page is drawn for.
   */
  loadData(
    module: string,
    params: Record<string, string>,
    query: Record<string, string>,
    visitor: PageVisitor,
  ): Promise<ServerRenderData['fallback']>;
}

/**
 * Whom a page is drawn for (docs/architecture.md, "What the server does know"): `user` as identity
 * answered for the session the request presented, null when it presented none (or one that is no
 * longer valid), undefined when identity could not say in time; `headers` carry that session to the
 * API, so a page drawn for a signed-in visitor shows their data (e.g. the points on /rewards).
 */
export interface PageVisitor {
  user: PublicUser | null | undefined;
  headers: Record<string, string>;
}
