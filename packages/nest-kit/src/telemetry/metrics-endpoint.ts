import type { IncomingMessage, ServerResponse } from 'node:http';

type MetricsHandler = (request: IncomingMessage, response: ServerResponse) => void;

let handler: MetricsHandler | undefined;

/** Set once by startTelemetry: the Prometheus exporter's own text writer. */
export function setMetricsHandler(next: MetricsHandler): void {
  handler = next;
}

/**
 * GET /metrics on a process's internal port (docs/operations.md, "Seeing inside"): the Prometheus text
 * of its meters. A process started without telemetry (an in-process test) answers 404, as the public
 * edge does for this path.
 */
export function serveMetrics(request: IncomingMessage, response: ServerResponse): void {
  if (handler) return handler(request, response);
  response.statusCode = 404;
  response.setHeader('content-type', 'text/plain; charset=utf-8');
  response.end('Metrics are not collected in this process\n');
}
