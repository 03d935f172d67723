import type { Server } from 'node:http';
import type { Logger } from 'pino';

/** Listens on `port` (0 picks a free one) and `host`; rejects with the listen error (a port taken). */
export function listen(server: Server, port: number, host?: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * Stops accepting and lets the requests in flight finish, for at most `timeoutMs`, then closes what
 * is left (the gateway's and the render slice's shutdown). Kept-alive connections that sit idle would
 * hold the close open: they are finished as they free up.
 */
export async function drain(server: Server, timeoutMs: number, logger: Logger): Promise<void> {
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  const timedOut = await Promise.race([
    drained.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, true).unref()),
  ]);
  clearInterval(sweep);
  if (timedOut) {
    logger.warn('shutdown timeout reached, closing the remaining connections');
    server.closeAllConnections();
  }
}
