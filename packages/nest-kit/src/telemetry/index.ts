// @elite/nest-kit/telemetry: the traces and metrics of one process (docs/operations.md, "Seeing inside").
//
// Import it first in a process's main.ts. Loading it instruments node:http, pg and ioredis, which
// OpenTelemetry can only patch before anything else has loaded them; nothing is recorded until
// startTelemetry() gives the instrumentations their tracer and meter. In-process tests never load it.
import type { IncomingMessage } from 'node:http';
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { PrometheusExporter } from '@opentelemetry/exporter-prometheus';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HostMetrics } from '@opentelemetry/host-metrics';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { RuntimeNodeInstrumentation } from '@opentelemetry/instrumentation-runtime-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { MeterProvider } from '@opentelemetry/sdk-metrics';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { z } from 'zod';
import { httpUrl, loadConfig, milliseconds } from '../core/config';
import { setMetricsHandler } from './metrics-endpoint';

/** Probes and scrapes: answered, counted nowhere, traced never. */
const UNTRACED = /^\/(health|metrics)(\/|\?|$)/;
const TRACE_HEADERS = ['traceparent', 'tracestate'] as const;

/** Whether a request's own trace context may be continued; set by startTelemetry. */
let acceptsTraceContext: (request: IncomingMessage) => boolean = () => true;

const http = new HttpInstrumentation({
  // Called before the server span is started: the one place to drop a trace context the process
  // must not continue (the gateway's, from a client that is not a trusted proxy).
  ignoreIncomingRequestHook: (request) => {
    if (!acceptsTraceContext(request)) for (const header of TRACE_HEADERS) delete request.headers[header];
    return UNTRACED.test(request.url ?? '/');
  },
  // A call made outside any request (a health poll, a timer) is not a trace of its own.
  requireParentforOutgoingSpans: true,
});
// Queries and commands are traced inside a request or a job only: BullMQ's polling and the
// outbox relay's would otherwise be a root trace each, several a second.
const instrumentations = [
  http,
  new PgInstrumentation({ requireParentSpan: true }),
  new IORedisInstrumentation({ requireParentSpan: true }),
  new RuntimeNodeInstrumentation(),
];

const telemetryEnv = z.object({
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl.optional(),
  // How often buffered spans are sent (OpenTelemetry's variable and default).
  OTEL_BSP_SCHEDULE_DELAY: milliseconds(5_000),
});

export interface TelemetryOptions {
  /** The process's name in traces and metrics: `gateway`, `render`, `booking`… */
  service: string;
  /** Whether an incoming request's `traceparent` is honoured (default: always, for internal processes). */
  acceptTraceContext?: (request: IncomingMessage) => boolean;
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
  const env = loadConfig(telemetryEnv);
  if (options.acceptTraceContext) acceptsTraceContext = options.acceptTraceContext;
  const resource = resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.service });

  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  const tracerProvider = new TracerProvider({
    resource,
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

  const prometheus = new PrometheusExporter({ preventServerStart: true });
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
