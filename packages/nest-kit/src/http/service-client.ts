import { apiErrorSchema, type ApiError } from '@elite/contracts';
import type { z } from 'zod';
import { DependencyUnavailableError } from '../errors/dependency-unavailable';
import { RoundRobin, requestContext } from '../core';

/** How long a call to another service's internal route may take, body included. */
export const SERVICE_CALL_TIMEOUT_MS = 3_000;

/** What the other service answered: its 2xx body, parsed, or the status and error of a 4xx. */
export type ServiceAnswer<T> =
  { ok: true; status: number; body: T } | { ok: false; status: number; error: ApiError | undefined };

/**
 * Calls another service's `/internal/*` routes over the private network, taking its replicas in
 * turn (`<NAME>_URL`) and passing the request id on. No answer in time, a 5xx, or a 2xx whose body
 * does not fit its schema is an outage: a DependencyUnavailableError, which the error filter answers
 * with 503 and Retry-After. A 4xx is an answer, for the caller to read.
 */
export class ServiceClient {
  private readonly replicas: RoundRobin<URL>;

  constructor(
    readonly service: string,
    urls: readonly URL[],
    private readonly timeoutMs = SERVICE_CALL_TIMEOUT_MS,
  ) {
    this.replicas = new RoundRobin(urls, `The ${service} service needs at least one URL`);
  }

  get<T>(path: string, schema: z.ZodType<T>): Promise<ServiceAnswer<T>> {
    return this.call(path, schema, { method: 'GET' });
  }

  post<T>(path: string, body: unknown, schema: z.ZodType<T>): Promise<ServiceAnswer<T>> {
    return this.call(path, schema, { method: 'POST', body: JSON.stringify(body) });
  }

  private async call<T>(
    path: string,
    schema: z.ZodType<T>,
    init: { method: 'GET' | 'POST'; body?: string },
  ): Promise<ServiceAnswer<T>> {
    const requestId = requestContext.getStore()?.requestId;
    let response: Response;
    let json: unknown;
    try {
      response = await fetch(new URL(path, this.replicas.next()), {
        ...init,
        headers: {
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(requestId ? { 'x-request-id': requestId } : {}),
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      json = await response.json().catch(() => undefined);
    } catch (error) {
      throw new DependencyUnavailableError(`${this.service} gave no answer to ${init.method} ${path}`, {
        cause: error,
      });
    }
    if (response.status >= 500)
      throw new DependencyUnavailableError(
        `${this.service} answered ${init.method} ${path} with ${response.status}`,
      );
    if (!response.ok) {
      const error = apiErrorSchema.safeParse(json);
      return { ok: false, status: response.status, error: error.success ? error.data : undefined };
    }
    const body = schema.safeParse(json);
    if (!body.success)
      throw new DependencyUnavailableError(
        `${this.service} answered ${init.method} ${path} with a body that does not fit its contract`,
        { cause: body.error },
      );
    return { ok: true, status: response.status, body: body.data };
  }
}
