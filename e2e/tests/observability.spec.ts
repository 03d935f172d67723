import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { ReceivedSpan } from '../support/otlp-receiver.mjs';
import { waitForMail } from '../support/mail';
import { bookingBody } from '../support/booking-body';
import { uniqueEmail } from '../support/unique';

// docs/operations.md, "Seeing inside": one trace from the edge to the SMTP relay, its ids in the log
// lines, and each process's metrics on its internal port only.

const receiverUrl = process.env.OTEL_EXPORTER_OTLP_ENDPOINT!;
const metricsUrls = JSON.parse(process.env.E2E_METRICS_URLS ?? '{}') as Record<string, string>;

async function spansOf(traceId: string): Promise<ReceivedSpan[]> {
  const response = await fetch(`${receiverUrl}/traces/${traceId}`);
  return (await response.json()) as ReceivedSpan[];
}

/** The stack's log lines (`name │ {json}`) of one trace, as process → messages. */
function logLinesOf(traceId: string): Record<string, string[]> {
  const lines: Record<string, string[]> = {};
  for (const line of readFileSync(process.env.E2E_STACK_LOG!, 'utf8').split('\n')) {
    const json = line.slice(line.indexOf('│ ') + 2);
    if (!json.startsWith('{') || !json.includes(traceId)) continue;
    const entry = JSON.parse(json) as { service: string; msg?: string; trace_id?: string };
    if (entry.trace_id === traceId) (lines[entry.service] ??= []).push(entry.msg ?? '');
  }
  return lines;
}

// The text format (https://prometheus.io/docs/instrumenting/exposition_formats/): no maintained parser
// of it is on npm, so each line is checked against its grammar here. `# HELP` and `# TYPE` have
// theirs; any other line starting with # is a comment (the exporter writes `# UNIT`).
const HELP_OR_TYPE =
  /^# (HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*|TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (counter|gauge|histogram|summary|untyped))$/;
const SAMPLE =
  /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*"(,[a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*")*,?)?\})? (-?[0-9.eE+-]+|NaN|[+-]Inf)( -?[0-9]+)?$/;

/** Parses a /metrics answer; throws on a line that is not the text format. Returns name{labels} → value. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || HELP_OR_TYPE.test(line)) continue;
    if (/^# (HELP|TYPE) /.test(line)) throw new Error(`not Prometheus text: ${line}`);
    if (line.startsWith('#')) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) throw new Error(`not Prometheus text: ${line}`);
    samples.set(`${sample[1]}${sample[2] ?? ''}`, Number(sample[7]));
  }
  return samples;
}

async function metricsOf(process: string): Promise<Map<string, number>> {
  const response = await fetch(metricsUrls[process]!);
  expect(response.status, `${process} /metrics`).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return parsePrometheus(await response.text());
}

/** The count of booking's POST /api/bookings answers in its request-duration histogram. */
function bookingsAnswered(samples: Map<string, number>): number {
  let total = 0;
  for (const [series, value] of samples)
    if (
      series.startsWith('http_server_request_duration_count{') &&
      series.includes('http_request_method="POST"') &&
      series.includes('http_route="/api/bookings"')
    )
      total += value;
  return total;
}

test('a booking sent with a traceparent is one trace through gateway, booking, the outbox, notifications and the SMTP send, and their log lines carry its trace_id', async ({
  request,
}) => {
  const traceId = randomBytes(16).toString('hex');
  const callerSpan = randomBytes(8).toString('hex');
  const email = uniqueEmail('traced');
  const booked = await request.post('/api/bookings', {
    data: bookingBody({ email }),
    headers: { traceparent: `00-${traceId}-${callerSpan}-01` },
  });
  expect(booked.status()).toBe(201);
  await waitForMail({ to: email, subject: /booking/i });

  await expect
    .poll(async () => (await spansOf(traceId)).some((span) => span.name === 'smtp send'))
    .toBe(true);
  const spans = await spansOf(traceId);
  const services = new Set(spans.map((span) => span.service));
  expect([...services].sort()).toEqual(expect.arrayContaining(['booking', 'gateway', 'notifications']));
  // The gateway's span continues the caller's; every other span hangs from one of the trace's own.
  const ids = new Set(spans.map((span) => span.spanId));
  const roots = spans.filter((span) => !ids.has(span.parentSpanId ?? ''));
  expect(roots.map((span) => [span.service, span.parentSpanId])).toEqual([['gateway', callerSpan]]);
  const names = spans.map((span) => `${span.service}: ${span.name}`);
  expect(names).toEqual(
    expect.arrayContaining([
      'booking: POST /api/bookings',
      'booking: outbox publish booking.created',
      'notifications: smtp send',
    ]),
  );
  // BullMQ's own spans carry it from the outbox relay to the consumer, and to the mail queue.
  expect(names.filter((name) => /^notifications: process /.test(name)).length).toBeGreaterThanOrEqual(2);

  await expect
    .poll(() => Object.keys(logLinesOf(traceId)).sort())
    .toEqual(expect.arrayContaining(['booking', 'notifications']));
  expect(logLinesOf(traceId).notifications).toContain('e-mail sent');
});

test('a page drawn by the server is one trace too: the gateway, the render slice, and the services its fetch calls ask', async ({
  request,
}) => {
  const traceId = randomBytes(16).toString('hex');
  const page = await request.get('/', {
    headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`, accept: 'text/html' },
  });
  expect(page.status()).toBe(200);
  await expect
    .poll(async () => new Set((await spansOf(traceId)).map((span) => span.service)))
    .toEqual(new Set(['gateway', 'render', 'booking']));
  const spans = await spansOf(traceId);
  const byId = new Map(spans.map((span) => [span.spanId, span]));
  // Booking answers the render slice's fetch: its server span's parent is that fetch's client span.
  const answered = spans.filter((span) => span.service === 'booking' && span.kind === 2);
  expect(answered.length).toBeGreaterThan(0);
  for (const span of answered) expect(byId.get(span.parentSpanId ?? '')?.service).toBe('render');
});

test('each process serves Prometheus text on its internal port, its request histogram follows the traffic, and the public edge answers /metrics 404', async ({
  request,
}) => {
  expect(Object.keys(metricsUrls).sort()).toEqual(
    ['booking', 'gateway', 'identity', 'magic-link', 'notifications', 'render', 'rewards', 'tracking'].sort(),
  );
  for (const process of Object.keys(metricsUrls)) {
    const samples = await metricsOf(process);
    expect(samples.size, process).toBeGreaterThan(10);
    expect(
      [...samples.keys()].some((series) => series.startsWith('process_cpu_time')),
      process,
    ).toBe(true);
  }

  const before = bookingsAnswered(await metricsOf('booking'));
  for (let i = 0; i < 3; i++)
    expect(
      (
        await request.post('/api/bookings', { data: bookingBody({ email: uniqueEmail('counted') }) })
      ).status(),
    ).toBe(201);
  await expect.poll(async () => bookingsAnswered(await metricsOf('booking'))).toBe(before + 3);

  const notifications = await metricsOf('notifications');
  expect([...notifications.keys()].some((series) => series.startsWith('elite_queue_jobs{'))).toBe(true);
  const outbox = await metricsOf('booking');
  expect([...outbox.keys()].some((series) => series.startsWith('elite_outbox_lag'))).toBe(true);

  for (const path of ['/metrics', '/api/metrics', '/Metrics']) {
    const edge = await request.get(path);
    expect(edge.status(), path).toBe(404);
  }
});
