// One replica of a service, in a process of its own, for the gateway's balancing tests: answers
// GET /api/tracking/whoami and the socket.io event `whoami` with its name (REPLICA_NAME), on PORT.
// socket.io keeps each session in this process only, as a real replica without sticky routing would.
import http from 'node:http';
import { Server } from 'socket.io';

const name = process.env.REPLICA_NAME ?? 'replica';
const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/api/tracking/whoami')) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ replica: name }));
    return;
  }
  if (req.url === '/health/ready') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"status":"ok"}');
    return;
  }
  // socket.io answers its own path; anything else is not here.
  if (!req.url?.startsWith('/socket.io/')) {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end('{"statusCode":404,"message":"Not found"}');
  }
});
const io = new Server(server, { path: '/socket.io' });
io.of('/tracking').on('connection', (socket) => {
  socket.on('whoami', (reply) => reply({ replica: name, transport: socket.conn.transport.name }));
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  server.close(() => process.exit(0));
});
