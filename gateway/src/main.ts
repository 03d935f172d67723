// First: it instruments what loads after it (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import 'reflect-metadata';
import { loadGatewayConfig } from './config';
import { startGateway } from './gateway';
import { createLogger, runMain, stopOnSignals } from '@elite/nest-kit/core';

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

  stopOnSignals('gateway', logger, async () => {
    await gateway.close();
    await telemetry.shutdown();
  });
});
