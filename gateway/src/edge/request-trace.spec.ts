import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, metrics, propagation, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { MeterProvider, MetricReader, type HistogramMetricData } from '@opentelemetry/sdk-metrics';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  StackContextManager,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import { RequestTracing } from './request-trace';

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
  context.setGlobalContextManager(new StackContextManager().enable());
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

function request(headers: Record<string, string>) {
  const req = {
    method: 'POST',
    url: '/magic-link/secret?token=secret',
    headers,
  } as unknown as IncomingMessage;
  const res = Object.assign(new EventEmitter(), { statusCode: 201 }) as unknown as ServerResponse;
  return { req, res };
}

describe('RequestTracing', () => {
  it("continues a trusted proxy's traceparent, hands its own span's on, and ends it with the answer", async () => {
    const { req, res } = request({ traceparent: CALLER, tracestate: 'vendor=1' });
    let inside: string | undefined;
    new RequestTracing(() => true).run(req, res, 'booking', () => {
      inside = trace.getSpan(context.active())?.spanContext().spanId;
    });
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
    const { req, res } = request({ traceparent: CALLER, tracestate: 'vendor=1' });
    new RequestTracing(() => false).run(req, res, 'booking', () => undefined);
    res.emit('close');

    const [span] = await finished();
    expect(span!.spanContext().traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
    expect(span!.parentSpanContext).toBeUndefined();
    expect(req.headers.traceparent).toContain(span!.spanContext().traceId);
    expect(req.headers.tracestate).toBeUndefined();
  });

  it('records http.server.request.duration by method, status and upstream', async () => {
    const tracing = new RequestTracing(() => false);
    for (const status of [201, 201, 503]) {
      const { req, res } = request({});
      res.statusCode = status;
      tracing.run(req, res, 'rewards', () => undefined);
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
});
