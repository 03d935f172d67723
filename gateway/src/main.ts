// First: it instruments what loads after it (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { loadGatewayConfig } from './config';
import { startGateway } from './gateway';
import { createLogger, runMain } from '@elite/nest-kit/core';

runMain('gateway', async () => {
  const config = loadGatewayConfig();
  const telemetry = startTelemetry({
    service: 'gateway',
    metricsPort: config.metricsPort,
    host: config.host,
    env: config.telemetry,
  });
  const logger = createLogger('gateway', config.logLevel);
  const gateway = await startGateway(config, logger);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal means "now".
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'gateway shutting down');
    gateway
      .close()
      .then(() => telemetry.shutdown())
      .then(
        () => {
          logger.info('gateway stopped');
          process.exit(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'gateway did not stop cleanly');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
});
