import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  metrics,
  propagation,
  trace,
  type Histogram,
  type Tracer,
} from '@opentelemetry/api';
import { redactUrl } from '@elite/nest-kit/core';
import { pathnameOf } from './edge-policy';

// The buckets OpenTelemetry's HTTP instrumentation gives http.server.request.duration (seconds).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/**
 * The gateway's own span and duration metric of every request (docs/operations.md, "Seeing inside").
 * OpenTelemetry's HTTP instrumentation, which the other processes use, held the gateway to 0.35–0.48
 * of a minimal keep-alive proxy on GET /api/vehicles, against 0.83–0.94 with this (two runs each of
 * `node bench/run.mjs gateway`, 2 cores). This does the part the gateway needs — a SERVER span
 * continuing a trusted proxy's traceparent, that span's context in the
 * request's headers for the upstream, `http.server.request.duration` — and nothing else.
 */
export class RequestTracing {
  private readonly tracer: Tracer;
  private readonly duration: Histogram;

  /** `trusts`: whether a request comes from a proxy in front of the gateway, whose trace context it continues. */
  constructor(private readonly trusts: (req: IncomingMessage) => boolean) {
    // Made after startTelemetry (gateway/src/main.ts), so from its providers; no-ops in in-process tests.
    this.tracer = trace.getTracer('@elite/gateway');
    this.duration = metrics.getMeter('@elite/gateway').createHistogram('http.server.request.duration', {
      description: 'Duration of HTTP server requests.',
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
  }

  /**
   * Runs `handle` inside the request's span: its log lines carry the span's ids, and the headers the
   * gateway forwards carry its traceparent. `upstream` names where it goes (a service, or `site`).
   */
  run(req: IncomingMessage, res: ServerResponse, upstream: string, handle: () => void): void {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const parent = this.trusts(req) ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
    delete req.headers.traceparent;
    delete req.headers.tracestate;
    const span = this.tracer.startSpan(
      `${method} ${upstream}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': method, 'url.path': String(redactUrl(pathnameOf(req.url))) },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    propagation.inject(active, req.headers);
    res.once('close', () => {
      const status = res.statusCode;
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      this.duration.record((performance.now() - started) / 1000, {
        'http.request.method': method,
        'http.response.status_code': status,
        'elite.upstream': upstream,
      });
    });
    context.with(active, handle);
  }
}
