import type { ServiceTarget } from '../config';
import type { ServiceName } from '@elite/nest-kit/core';

export interface ServiceReadiness extends InstanceReadiness {
  required: boolean;
  /** Each replica, when the service has several. */
  instances?: InstanceReadiness[];
}

export interface GatewayHealth {
  status: 'ok' | 'unavailable';
  services: Record<ServiceName, ServiceReadiness>;
}

type Fetch = typeof fetch;

export interface InstanceReadiness {
  status: 'up' | 'down';
  url: string;
  /** The service's own /health/ready body when it answered, or why it did not. */
  detail?: unknown;
  error?: string;
}

/** Asks one instance's /health/ready, giving up after `timeoutMs`. */
async function probeInstance(url: URL, timeoutMs: number, fetchFn: Fetch): Promise<InstanceReadiness> {
  try {
    const response = await fetchFn(new URL('/health/ready', url), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let detail: unknown = text;
    try {
      detail = JSON.parse(text);
    } catch {
      // a non-JSON body is shown as text
    }
    return {
      url: url.origin,
      status: response.ok ? 'up' : 'down',
      detail,
      ...(response.ok ? {} : { error: `HTTP ${response.status}` }),
    };
  } catch (error) {
    const reason =
      (error as { name?: unknown } | null)?.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'not reachable';
    return { url: url.origin, status: 'down', error: reason };
  }
}

/**
 * Asks a service's /health/ready; a service with several replicas is up when every one of them is
 * (a replica that is down still gets its share of requests), and each is reported under `instances`.
 */
export async function probeService(
  target: ServiceTarget,
  timeoutMs: number,
  fetchFn: Fetch = fetch,
): Promise<ServiceReadiness> {
  const results = await Promise.all(target.urls.map((url) => probeInstance(url, timeoutMs, fetchFn)));
  if (results.length === 1) return { required: target.required, ...results[0]! };
  const down = results.filter((result) => result.status === 'down');
  return {
    status: down.length === 0 ? 'up' : 'down',
    required: target.required,
    url: results.map((result) => result.url).join(','),
    ...(down.length === 0 ? {} : { error: `${down.length} of ${results.length} replicas not ready` }),
    instances: results,
  };
}

/** The gateway is healthy when every required service is ready; optional ones are only reported. */
export async function aggregateHealth(
  targets: readonly ServiceTarget[],
  timeoutMs: number,
  fetchFn: Fetch = fetch,
): Promise<GatewayHealth> {
  const results = await Promise.all(targets.map((target) => probeService(target, timeoutMs, fetchFn)));
  const services = Object.fromEntries(targets.map((target, i) => [target.name, results[i]!])) as Record<
    ServiceName,
    ServiceReadiness
  >;
  const ok = results.every((result) => result.status === 'up' || !result.required);
  return { status: ok ? 'ok' : 'unavailable', services };
}
