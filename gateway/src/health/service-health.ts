import type { ServiceTarget } from '../config';
import type { ServiceName } from '../proxy/services';

export interface ServiceReadiness {
  status: 'up' | 'down';
  required: boolean;
  url: string;
  /** The service's own /health/ready body when it answered, or why it did not. */
  detail?: unknown;
  error?: string;
}

export interface GatewayHealth {
  status: 'ok' | 'unavailable';
  services: Record<ServiceName, ServiceReadiness>;
}

type Fetch = typeof fetch;

/** Asks one service's /health/ready, giving up after `timeoutMs`. */
export async function probeService(
  target: ServiceTarget,
  timeoutMs: number,
  fetchFn: Fetch = fetch,
): Promise<ServiceReadiness> {
  const base = { required: target.required, url: target.url.origin };
  try {
    const response = await fetchFn(new URL('/health/ready', target.url), {
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
      ...base,
      status: response.ok ? 'up' : 'down',
      detail,
      ...(response.ok ? {} : { error: `HTTP ${response.status}` }),
    };
  } catch (error) {
    const reason =
      (error as { name?: unknown } | null)?.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : 'not reachable';
    return { ...base, status: 'down', error: reason };
  }
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
