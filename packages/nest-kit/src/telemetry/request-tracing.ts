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
import { redactUrl } from '../core/logger';

// The buckets OpenTelemetry's HTTP instrumentation gives http.server.request.duration (seconds).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 7.5, 10];

/** Probes and scrapes: answered, counted nowhere, traced never. */
const UNTRACED = /^\/(health|metrics)(\/|\?|$)/;

export interface RequestTracingOptions {
  /** The attribute naming what answered, on the span and the metric: a service's `http.route`, the gateway's upstream. */
  labelAttribute: string;
  /**
   * Whose `traceparent` is continued. Default: every caller's, for the processes reached from outside
   * only through the gateway, which checks where one comes from (its trusted proxies).
   */
  trusts?: (req: IncomingMessage) => boolean;
  /**
   * Whether the request's and the answer's listeners run in the span (default). A body read and
   * handled later (express's parsers, then the handler, its queries, the outbox row's trace context)
   * needs it; the gateway, which only forwards, does not, and on its hot path it costs.
   */
  bindListeners?: boolean;
}

/**
 * The SERVER span and `http.server.request.duration` of every request a process answers, for every
 * process (docs/operations.md, "Seeing inside"). OpenTelemetry's HTTP instrumentation did this before
 * and cost the most of anything on the hot path: the gateway passed 0.35–0.48 of a minimal keep-alive
 * proxy on GET /api/vehicles with it, 0.83–0.94 with this, and booking alone answered 40% fewer
 * (`node bench/run.mjs gateway`, 2 cores). This does what the product needs — the caller's trace
 * continued where trusted, the span's context in the request's headers for an upstream and on the
 * request's and response's listeners, the duration by method, status and label — and nothing else.
 */
export class RequestTracing {
  private readonly tracer: Tracer;
  private readonly duration: Histogram;

  constructor(private readonly options: RequestTracingOptions) {
    // Made after startTelemetry, so from its providers; no-ops in in-process tests.
    this.tracer = trace.getTracer('@elite/nest-kit');
    this.duration = metrics.getMeter('@elite/nest-kit').createHistogram('http.server.request.duration', {
      description: 'Duration of HTTP server requests.',
      unit: 's',
      advice: { explicitBucketBoundaries: DURATION_BUCKETS },
    });
  }

  /**
   * Runs `handle` inside the request's span: its log lines carry the span's ids, what it reads of the
   * request and writes of the answer stays in the trace, and the headers it forwards carry the span's
   * traceparent. `labelOf` is read when the answer is done (a route is known once one has matched).
   */
  run(
    req: IncomingMessage,
    res: ServerResponse,
    handle: () => void,
    labelOf: () => string | undefined,
  ): void {
    if (UNTRACED.test(req.url ?? '/')) return handle();
    const started = performance.now();
    const method = req.method ?? 'GET';
    const trusted = this.options.trusts?.(req) ?? true;
    const parent = trusted ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
    delete req.headers.traceparent;
    delete req.headers.tracestate;
    const url = String(redactUrl(req.url ?? '/'));
    const span = this.tracer.startSpan(
      method,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': url.split('?')[0] } },
      parent,
    );
    const active = trace.setSpan(parent, span);
    propagation.inject(active, req.headers);
    // A body's events come from the connection, outside this context, unless its listeners are bound.
    if (this.options.bindListeners !== false) {
      context.bind(active, req);
      context.bind(active, res);
    }
    res.once('close', () => {
      const status = res.statusCode;
      const label = labelOf();
      if (label) span.updateName(`${method} ${label}`);
      const attributes = {
        'http.request.method': method,
        'http.response.status_code': status,
        ...(label ? { [this.options.labelAttribute]: label } : {}),
      };
      span.setAttributes(attributes);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
      this.duration.record((performance.now() - started) / 1000, attributes);
    });
    context.with(active, handle);
  }
}
