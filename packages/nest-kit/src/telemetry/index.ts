// @elite/nest-kit/telemetry: the traces and metrics of one process (docs/operations.md, "Seeing inside").
//
// Import it first in a process's main.ts. Loading it instruments fetch (undici), pg and ioredis, which
// OpenTelemetry can only patch before anything else has loaded them; the requests a process answers
// are traced by RequestTracing (./request-tracing.ts), not patched; nothing is recorded until
// startTelemetry() gives the instrumentations their tracer and meter. Its settings (telemetryEnv) are
// therefore not read here but passed in from the process's one parse of its environment, which main
// may do after loading its modules, as the hooks are in place by then. In-process tests never load it.
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HostMetrics } from '@opentelemetry/host-metrics';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { AlwaysOffSampler, BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TelemetryEnv } from '../core/config';
import { redactUrl } from '../core/logger';
import { setMetricsHandler } from './metrics-endpoint';

// Queries and commands are traced inside a request or a job only: BullMQ's polling and the
// outbox relay's would otherwise be a root trace each, several a second.
const instrumentations = [
  // fetch (undici): the services' calls to each other (ServiceClient) and the render slice's.
  new UndiciInstrumentation({
    requireParentforSpans: true,
    requestHook: (span, request) =>
      span.setAttribute('url.full', `${request.origin}${String(redactUrl(request.path))}`),
  }),
  new PgInstrumentation({ requireParentSpan: true }),
  // A command's name only: its keys and values hold session hashes and positions.
  new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
  new RuntimeNodeInstrumentation(),
];

export interface TelemetryOptions {
  /** The process's name in traces and metrics: `gateway`, `render`, `booking`… */
  service: string;
  /** The OTEL_* variables, from the process's parsed environment (its schema spreads telemetryEnv). */
  env: TelemetryEnv;
  /**
   * A port of its own for GET /metrics, for a process whose own port is public (the gateway): the
   * exporter's server, on an internal port no Service or ingress exposes. Others serve serveMetrics.
   */
  metricsPort?: number;
  host?: string;
}

export interface Telemetry {
  /** Sends what is buffered and stops (on shutdown). */
  shutdown(): Promise<void>;
}

/**
 * Starts tracing and metrics. Spans are always made (their ids are in every log line and go on to
 * the next process); they leave the process only when OTEL_EXPORTER_OTLP_ENDPOINT names an OTLP/HTTP
 * collector. Metrics are read by Prometheus from GET /metrics on the process's internal port.
 */
export function startTelemetry(options: TelemetryOptions): Telemetry {
  const { env } = options;
  if (env.OTEL_SDK_DISABLED === 'true') {
    for (const instrumentation of instrumentations) instrumentation.disable();
    return { shutdown: async () => undefined };
  }
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.service });

  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  const tracerProvider = new TracerProvider({
    resource,
    // Nothing to send spans to: none is recorded. Each request still has its ids (in the logs, and
    // passed on), at a fraction of a recorded span's cost.
    ...(endpoint ? {} : { sampler: new AlwaysOffSampler() }),
    // OTLP over HTTP, JSON, to the collector's traces path (the signal path the variable's spec adds).
    spanProcessors: endpoint
      ? [
          new BatchSpanProcessor({
            exporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
            scheduledDelayMillis: env.OTEL_BSP_SCHEDULE_DELAY,
          }),
        ]
      : [],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(tracerProvider);

  const prometheus = new PrometheusExporter(
    options.metricsPort === undefined
      ? { preventServerStart: true }
      : { port: options.metricsPort, host: options.host },
  );
  const meterProvider = new MeterProvider({ resource, readers: [prometheus] });
  metrics.setGlobalMeterProvider(meterProvider);
  new HostMetrics({ meterProvider, metricGroups: ['process.cpu', 'process.memory'] }).start();
  registerInstrumentations({ instrumentations, tracerProvider, meterProvider });
  setMetricsHandler((request, response) => prometheus.getMetricsRequestHandler(request, response));

  return {
    async shutdown() {
      await Promise.allSettled([tracerProvider.shutdown(), meterProvider.shutdown()]);
    },
  };
}
