import { createServer } from 'node:http';

/**
 * A stand-in for an OpenTelemetry collector: it takes OTLP/HTTP JSON on POST /v1/traces (what every
 * process of the stack exports to when OTEL_EXPORTER_OTLP_ENDPOINT names it) and answers
 * GET /traces/<trace id> with the spans of that trace it has received, each with its process's
 * service.name. Kept in memory for the run.
 */
export async function startOtlpReceiver() {
  const traces = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://receiver');
    if (request.method === 'POST' && url.pathname === '/v1/traces') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        try {
          keep(traces, JSON.parse(Buffer.concat(chunks).toString('utf8')));
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } catch (error) {
          response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
        }
      });
      return;
    }
    const wanted = /^\/traces\/([0-9a-f]{32})$/.exec(url.pathname);
    if (request.method === 'GET' && wanted) {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(traces.get(wanted[1]) ?? []));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** Files each span of an OTLP JSON export under its trace id. */
function keep(traces, body) {
  for (const { resource, scopeSpans = [] } of body.resourceSpans ?? []) {
    const service = resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value
      ?.stringValue;
    for (const { spans = [] } of scopeSpans)
      for (const span of spans) {
        const kept = traces.get(span.traceId) ?? [];
        kept.push({
          service,
          name: span.name,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId || undefined,
          kind: span.kind,
        });
        traces.set(span.traceId, kept);
      }
  }
}
