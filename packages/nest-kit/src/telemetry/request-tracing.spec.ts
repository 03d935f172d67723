import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { MeterProvider, MetricReader, type HistogramMetricData } from '@opentelemetry/sdk-metrics';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { RequestTracing } from './request-tracing';

class TestReader extends MetricReader {
  protected async onForceFlush(): Promise<void> {}
  protected async onShutdown(): Promise<void> {}
}

const CALLER = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
const spans = new InMemorySpanExporter();
const reader = new TestReader();
const tracerProvider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter: spans })] });
/** The spans ended so far (the processor hands them over asynchronously). */
async function finished() {
  await tracerProvider.forceFlush();
  return spans.getFinishedSpans();
}

beforeAll(() => {
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(tracerProvider);
  metrics.setGlobalMeterProvider(new MeterProvider({ readers: [reader] }));
});

afterAll(() => {
  trace.disable();
  metrics.disable();
  propagation.disable();
  context.disable();
});

beforeEach(() => spans.reset());

/** Runs a request through `tracing` (`handle` inside its span, `labelOf` once answered); the test closes the answer. */
function serve(
  tracing: RequestTracing,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
  labelOf: () => string | undefined,
  headers: Record<string, string> = {},
  url = '/magic-link/secret?token=secret',
) {
  const req = Object.assign(new EventEmitter(), {
    method: 'POST',
    url,
    headers,
  }) as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { statusCode: 201 }) as unknown as ServerResponse;
  tracing.run(req, res, () => handle(req, res), labelOf);
  return { req, res };
}

const upstream = (trusts: boolean) =>
  new RequestTracing({ labelAttribute: 'elite.upstream', trusts: () => trusts });
const nothing = () => undefined;

describe('RequestTracing', () => {
  it("continues a trusted proxy's traceparent, hands its own span's on, and ends it with the answer", async () => {
    let inside: string | undefined;
    const inSpan = () => void (inside = trace.getSpan(context.active())?.spanContext().spanId);
    const caller = { traceparent: CALLER, tracestate: 'vendor=1' };
    const { req, res } = serve(upstream(true), inSpan, () => 'booking', caller);
    expect(await finished()).toHaveLength(0);
    res.emit('close');

    const [span] = await finished();
    expect(span!.name).toBe('POST booking');
    expect(span!.spanContext().traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(span!.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
    expect(inside).toBe(span!.spanContext().spanId);
    expect(req.headers.traceparent).toBe(
      `00-4bf92f3577b34da6a3ce929d0e0e4736-${span!.spanContext().spanId}-01`,
    );
    expect(span!.attributes).toMatchObject({
      'http.response.status_code': 201,
      'url.path': '/magic-link/[redacted]',
    });
    expect(JSON.stringify(span!.attributes)).not.toContain('secret');
  });

  it('starts a trace of its own for anyone else, whose traceparent and tracestate are dropped', async () => {
    const caller = { traceparent: CALLER, tracestate: 'vendor=1' };
    const { req, res } = serve(upstream(false), nothing, () => 'booking', caller);
    res.emit('close');

    const [span] = await finished();
    expect(span!.spanContext().traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(span!.parentSpanContext).toBeUndefined();
    expect(req.headers.traceparent).toContain(span!.spanContext().traceId);
    expect(req.headers.tracestate).toBeUndefined();
  });

  it('records http.server.request.duration by method, status and upstream', async () => {
    const tracing = upstream(false);
    for (const status of [201, 201, 503]) {
      const { res } = serve(tracing, nothing, () => 'rewards');
      res.statusCode = status;
      res.emit('close');
    }
    const { resourceMetrics } = await reader.collect();
    const histogram = resourceMetrics.scopeMetrics
      .flatMap((scope) => scope.metrics)
      .find((metric) => metric.descriptor.name === 'http.server.request.duration') as HistogramMetricData;
    expect(histogram.descriptor.unit).toBe('s');
    const rewards = histogram.dataPoints.filter((point) => point.attributes['elite.upstream'] === 'rewards');
    const counts = Object.fromEntries(
      rewards.map((point) => [point.attributes['http.response.status_code'], point.value.count]),
    );
    expect(counts).toEqual({ 201: 2, 503: 1 });
    expect(rewards[0]!.attributes).toMatchObject({
      'http.request.method': 'POST',
      'elite.upstream': 'rewards',
    });
  });

  it('names the span by the label known once answered (a route), and leaves unnamed what matched none', async () => {
    const tracing = new RequestTracing({ labelAttribute: 'http.route' });
    let route: string | undefined;
    const matched = () => void (route = '/api/bookings/:id');
    serve(tracing, matched, () => route, {}, '/api/bookings/41').res.emit('close');
    serve(tracing, nothing, nothing, {}, '/api/nothing').res.emit('close');

    const [named, unnamed] = await finished();
    expect(named!.name).toBe('POST /api/bookings/:id');
    expect(named!.attributes['http.route']).toBe('/api/bookings/:id');
    expect(unnamed!.name).toBe('POST');
    expect(unnamed!.attributes).not.toHaveProperty('http.route');
  });

  it("keeps the request's and the answer's listeners in the trace, wherever their events come from", async () => {
    const seen: (string | undefined)[] = [];
    const spanId = () => trace.getSpan(context.active())?.spanContext().spanId;
    const listen = (req: IncomingMessage, res: ServerResponse) => {
      req.on('end', () => seen.push(spanId()));
      res.on('finish', () => seen.push(spanId()));
    };
    const { req, res } = serve(new RequestTracing({ labelAttribute: 'http.route' }), listen, nothing);
    // Emitted from outside the request's context, as a connection does.
    req.emit('end');
    res.emit('finish');
    res.emit('close');

    const [span] = await finished();
    expect(seen).toEqual([span!.spanContext().spanId, span!.spanContext().spanId]);
  });

  it('leaves probes and scrapes untraced', async () => {
    const tracing = new RequestTracing({ labelAttribute: 'http.route' });
    let handled = 0;
    for (const url of ['/health/ready', '/metrics', '/health'])
      serve(
        tracing,
        () => void handled++,
        () => 'probe',
        { traceparent: CALLER },
        url,
      ).res.emit('close');
    expect(handled).toBe(3);
    expect(await finished()).toEqual([]);
  });
});
