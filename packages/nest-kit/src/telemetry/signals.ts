import {
  context,
  metrics,
  propagation,
  trace,
  type Counter,
  type Meter,
  type ObservableGauge,
  type Span,
  SpanKind,
  SpanStatusCode,
} from '@opentelemetry/api';
import type { Queue } from 'bullmq';

/** The W3C trace context (`traceparent`, `tracestate`) of the work in progress, to store beside what it writes. */
export function currentTraceContext(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

const tracer = () => trace.getTracer('@elite/nest-kit');

/**
 * Runs `work` in a span of its own, child of the stored trace context when one is given (an outbox
 * row's) or of the active span; the span ends with the work and records its failure.
 */
export function inSpan<T>(
  name: string,
  options: {
    kind?: SpanKind;
    parent?: Record<string, string> | null;
    attributes?: Record<string, string | number>;
  },
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = options.parent ? propagation.extract(context.active(), options.parent) : context.active();
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes },
    parent,
    async (span) => {
      try {
        return await work(span);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

export { SpanKind };

/**
 * The product's own meter (e-mails, queues, the outbox, refusals). Instruments made from it before
 * startTelemetry, as in in-process tests, record nothing.
 */
export function productMeter(): Meter {
  return metrics.getMeter('elite-transport');
}

/** Requests refused for a rate limit: the edge's rules and the sign-in throttle, by rule. */
export function rateLimitRefusals(): Counter {
  return productMeter().createCounter('elite.rate_limit.refusals', {
    description: 'Requests answered 429 for a rate limit, by rule',
    unit: '{request}',
  });
}

/** Jobs per state of every BullMQ queue a process works, read when Prometheus scrapes. */
const watchedQueues = new Set<Pick<Queue, 'name' | 'getJobCounts'>>();
let queueGauge: ObservableGauge | undefined;

export function observeQueueDepth(queue: Pick<Queue, 'name' | 'getJobCounts'>): void {
  watchedQueues.add(queue);
  if (queueGauge) return;
  queueGauge = productMeter().createObservableGauge('elite.queue.jobs', {
    description: 'Jobs in each BullMQ queue this process works, by state',
    unit: '{job}',
  });
  queueGauge.addCallback(async (result) => {
    await Promise.all(
      [...watchedQueues].map(async (watched) => {
        const counts = await watched
          .getJobCounts('waiting', 'active', 'delayed', 'failed')
          .catch(() => undefined);
        for (const [state, count] of Object.entries(counts ?? {}))
          result.observe(count, { queue: watched.name, state });
      }),
    );
  });
}

export function forgetQueue(queue: Pick<Queue, 'name' | 'getJobCounts'>): void {
  watchedQueues.delete(queue);
}

export { RequestTracing } from './request-tracing';
