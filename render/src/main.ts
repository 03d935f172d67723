// First: it instruments node:http as it loads (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import { ConfigError, loadRenderConfig } from './config';
import { startRender } from './render-server';
import { createLogger } from '@elite/nest-kit/core';

async function main(): Promise<void> {
  // React and antd pick their build when first required (as the server containers load): the
  // production one, which the browser builds use too, so that class names and markup agree (antd
  // names its classes differently in development). This process draws pages and nothing else.
  process.env.NODE_ENV ??= 'production';
  let config;
  try {
    config = loadRenderConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`render: ${error.message}\n`);
    process.exit(1);
  }
  startTelemetry({ service: 'render', env: config.telemetry });
  const logger = createLogger('render', config.logLevel);
  const render = await startRender(config, logger);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal means "now".
    if (stopping) process.exit(1);
    stopping = true;
    logger.info({ signal }, 'render shutting down');
    render.close().then(
      () => {
        logger.info('render stopped');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'render did not stop cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `render failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
