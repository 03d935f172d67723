import type { Logger as Pino } from 'pino';

/**
 * How every process stops (gateway, render slice, services): on SIGTERM or SIGINT it says so, runs
 * `stop` (close the server, let what is in progress finish, send what telemetry still holds) and
 * exits 0, or 1 if that fails; a second signal means "now" (exit 1).
 */
export function stopOnSignals(
  name: string,
  logger: Pick<Pino, 'info' | 'error'>,
  stop: (signal: NodeJS.Signals) => Promise<unknown>,
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, `${name} shutting down`);
    stop(signal).then(
      () => {
        logger.info(`${name} stopped`);
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, `${name} did not stop cleanly`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
