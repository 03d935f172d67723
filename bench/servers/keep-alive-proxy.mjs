// The least a proxy can do, for the gateway to be measured against (issue 27): node:http and a
// keep-alive agent, nothing else — no edge rules, no logging, no tracing. In its own process, as the
// gateway is. `node keep-alive-proxy.mjs <upstream origin>`; prints its port, then serves until killed.
import http from 'node:http';

const upstream = new URL(process.argv[2]);
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

const server = http.createServer((request, response) => {
  const forwarded = http.request(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forwarded.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(forwarded);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
