// A bare server answering GET /api/vehicles with fixed JSON, in its own process so that the load
// generator never shares its event loop. `node json-server.mjs <node-http|express> <json-file>`;
// prints the port it listens on as one line, then serves until killed.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [kind, jsonFile] = process.argv.slice(2);
const bytes = readFileSync(jsonFile);

async function createServer() {
  if (kind === 'node-http') {
    // The ceiling: the same bytes, written straight to the socket.
    return http.createServer((request, response) => {
      if (request.method === 'GET' && request.url === '/api/vehicles') {
        response.writeHead(200, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': bytes.length,
        });
        response.end(bytes);
      } else {
        response.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
        response.end('{"statusCode":404,"message":"Not found"}');
      }
    });
  }
  if (kind === 'express') {
    // What a NestJS controller on express does per request: serialise the list with res.json.
    const { default: express } = await import('express');
    const vehicles = JSON.parse(bytes.toString('utf8'));
    const app = express();
    app.get('/api/vehicles', (_request, response) => {
      response.json(vehicles);
    });
    return http.createServer(app);
  }
  throw new Error(`unknown server kind "${kind}" (node-http or express)`);
}

const server = await createServer();
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
