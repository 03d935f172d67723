import type { FieldError, apiErrorSchema } from '@elite/contracts/errors';
import type { z } from 'zod';
import { loadErrorContracts } from '../contracts';

/** A non-OK answer. `message` is "<status>: <body text or status text>" (docs/product.md §8). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  /** The `message` of the JSON error body (docs/architecture.md §5), when the server sent one. */
  readonly serverMessage: string | undefined;
  readonly fieldErrors: FieldError[];

  /** `errorSchema`: the contracts' apiErrorSchema (passed in: the contracts load on the first failed call). */
  constructor(status: number, statusText: string, bodyText: string, errorSchema: typeof apiErrorSchema) {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = parseErrorBody(bodyText, errorSchema);
    this.serverMessage = body?.message;
    this.fieldErrors = body?.errors ?? [];
  }
}

function parseErrorBody(bodyText: string, errorSchema: typeof apiErrorSchema) {
  try {
    const parsed = errorSchema.safeParse(JSON.parse(bodyText));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What a toast shows for a failed call: the server message when there is one, else the spec's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;
}

/** A fetch of a path under /api (`/api/services`), as the render slice provides it. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ApiRequestOptions<T> {
  body?: unknown;
  /** Parses (and so validates) the JSON answer; without it the answer is returned as sent. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sees the answer before it is read: a server render takes a sign-in's `set-cookie` from it. */
  onResponse?: (response: Response) => void;
}

// In a browser every call is same-origin (relative URLs) through the gateway. A server render
// (docs/architecture.md, "Server rendering") has no page origin: the render slice gives the fetch
// that takes each /api path to its service's internal URL.
let send: ApiFetch = (url, init) => fetch(url, init);

/** How relative API URLs are fetched when there is no page (a server render). */
export function setApiFetch(apiFetch: ApiFetch): void {
  send = apiFetch;
}

/** Same-origin call with credentials; JSON in and out (docs/product.md §7). */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  const { body, schema, signal, headers = {}, onResponse } = options;
  const hasBody = body !== undefined;
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: hasBody ? { 'Content-Type': 'application/json', ...headers } : headers,
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  onResponse?.(response);
  const text = await response.text();
  if (!response.ok) {
    const { apiErrorSchema } = await loadErrorContracts();
    throw new ApiRequestError(response.status, response.statusText, text, apiErrorSchema);
  }
  const data: unknown = text ? JSON.parse(text) : null;
  return schema ? schema.parse(data) : (data as T);
}

export function apiGet<T = unknown>(url: string, options?: Omit<ApiRequestOptions<T>, 'body'>): Promise<T> {
  return apiRequest('GET', url, options);
}

/**
 * GET whose answer is parsed by a contracts schema that loads beside the request: data that a first
 * screen shows from the server's embedded copy loads zod only when it is first fetched
 * (docs/architecture.md, "The first screen"). `loadSchema` imports the schema's domain, e.g.
 * `() => import('@elite/contracts/catalogue').then((catalogue) => catalogue.servicesResponseSchema)`;
 * `headers`: a server render's call for a signed-in visitor carries their session.
 */
export async function apiGetParsed<T>(
  url: string,
  loadSchema: () => Promise<z.ZodType<T>>,
  headers?: Record<string, string>,
): Promise<T> {
  const [schema, data] = await Promise.all([loadSchema(), apiGet(url, { headers })]);
  return schema.parse(data);
}

export function apiPost<T = unknown>(
  url: string,
  body?: unknown,
  options?: Omit<ApiRequestOptions<T>, 'body'>,
): Promise<T> {
  return apiRequest('POST', url, { ...options, body });
}
