// First: it instruments node:http as it loads (docs/operations.md, "Seeing inside").
import { startTelemetry } from '@elite/nest-kit/telemetry';
import { loadRenderConfig } from './config';
import { startRender } from './render-server';
import { createLogger, runMain, stopOnSignals } from '@elite/nest-kit/core';

runMain('render', async () => {
  // React and antd pick their build when first required (as the server containers load): the
  // production one, which the browser builds use too, so that class names and markup agree (antd
  // names its classes differently in development). This process draws pages and nothing else.
  process.env.NODE_ENV ??= 'production';
  const config = loadRenderConfig();
  const telemetry = startTelemetry({ service: 'render', env: config.telemetry });
  const logger = createLogger('render', config.logLevel);
  const render = await startRender(config, logger);

  stopOnSignals('render', logger, async () => {
    await render.close();
    await telemetry.shutdown();
  });
});
