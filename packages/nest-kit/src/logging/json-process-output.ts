import { format } from 'node:util';
import type { Logger as Pino } from 'pino';

/**
 * Makes everything a running service prints a JSON line: libraries that write with console.* (a
 * Redis client's "Unhandled error event", a driver's warning), Node's process warnings, and an error
 * nobody caught, which would otherwise be a raw multi-line dump in the log. Patching console is a
 * blunt tool, so only a service's main does it (bootstrapService), never a test.
 */
export function routeProcessOutputToJson(pino: Pino): void {
  const write =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      pino[level](
        { source: 'console', ...(error ? { err: error } : {}) },
        format(...args.map((arg) => (arg instanceof Error ? arg.message : arg))),
      );
    };
  console.log = write('info');
  console.info = write('info');
  console.warn = write('warn');
  console.error = write('error');
  process.removeAllListeners('warning');
  process.on('warning', (warning) => pino.warn({ source: 'process', err: warning }, warning.message));
  process.on('uncaughtException', (error) => {
    pino.fatal(
      { err: error },
      'uncaught exception; exiting (the runner or the orchestrator starts the service again)',
    );
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    pino.error({ err: reason }, 'unhandled promise rejection');
  });
}
