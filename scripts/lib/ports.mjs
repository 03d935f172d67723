// Ports for the harness (docs/development.md, "The harness"): reading a port variable, probing one
// port, asking the system for a free one, and finding a wholly free block for a stack of its own.
import net from 'node:net';
import { HarnessError } from './errors.mjs';

/** The port in `env[variable]`, or `fallback` when unset; anything but 1–65535 is a HarnessError naming the variable. */
export function readPort(env, variable, fallback) {
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new HarnessError(`${variable} must be a port number (1-65535), not "${raw}"`);
  return port;
}

function probe(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', (error) => resolve(error));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(undefined)));
  });
}

/** True when nothing listens on the port (on `host`, else on every address). */
export async function portFree(port, host) {
  return (await probe(port, host)) === undefined;
}

/** Fails early, with the variable to change, when a port is taken (rather than a crash later). */
export async function assertPortFree(port, host, variable) {
  const error = await probe(port, host);
  if (!error) return;
  throw new HarnessError(
    error.code === 'EADDRINUSE'
      ? `port ${port} (${variable}) is already in use: stop what holds it, or choose another with ${variable}=…`
      : `port ${port} (${variable}) cannot be used: ${error.message}`,
  );
}

/** A free TCP port on loopback, chosen by the operating system. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** How far apart two candidate blocks are. */
export const PORT_BLOCK_STEP = 100;

/**
 * The first block whose ports are all free: the gateway's `gatewayPort` and `portBase + offset` for
 * every offset, then the same 100 higher, up to `tries` blocks; another run (a colleague's tests, a
 * benchmark) may hold the first. Resolves to { gatewayPort, portBase } of the block.
 */
export async function freePortBlock({ gatewayPort, portBase, offsets, tries = 20 }) {
  for (let attempt = 0; attempt < tries; attempt += 1) {
    const block = {
      gatewayPort: gatewayPort + attempt * PORT_BLOCK_STEP,
      portBase: portBase + attempt * PORT_BLOCK_STEP,
    };
    const ports = [block.gatewayPort, ...offsets.map((offset) => block.portBase + offset)];
    if ((await Promise.all(ports.map((port) => portFree(port)))).every(Boolean)) return block;
  }
  throw new HarnessError(
    `no free block of ports: tried ${tries} blocks from ${gatewayPort} and ${portBase + Math.min(...offsets)}`,
  );
}
