import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { E2E_GATEWAY_PORT, E2E_SERVICE_PORT_BASE } from './support/e2e-ports';
import type { startIsolatedStack as StartIsolatedStack } from './support/isolated-stack.mjs';
import type { startOtlpReceiver as StartOtlpReceiver } from './support/otlp-receiver.mjs';
import { setRunningStack } from './support/running-stack';

/** Starts the stack exactly as `npm start` does, on the e2e ports and a fresh database. */
export default async function globalSetup(_config: FullConfig): Promise<void> {
  // A staff account for the admin dashboard tests; identity creates it at start, the workers sign in with it.
  process.env.ADMIN_EMAIL ??= 'e2e-admin@e2e.example.com';
  process.env.ADMIN_PASSWORD ??= randomBytes(18).toString('base64url');
  // The tests wait for the page the server draws, not for a deadline on a busy machine: there the
  // render slice's few hundred milliseconds can pass 2 s, and the gateway would serve the bare
  // document instead (that fallback is tested by stopping the render slice, and in
  // render/test/render-slice.integration-spec.ts). Slower still is a failed test, which it then is.
  process.env.SERVER_RENDER_TIMEOUT_MS ??= '20000';
  process.env.RENDER_DATA_TIMEOUT_MS ??= '15000';
  // Every process exports its spans to a receiver of the run's own (e2e/tests/observability.spec.ts),
  // a tenth of a second after they end; the tests act as the proxy in front of the gateway, whose
  // traceparent it continues.
  const { startOtlpReceiver } = (await import(
    pathToFileURL(path.join(__dirname, 'support', 'otlp-receiver.mjs')).href
  )) as { startOtlpReceiver: typeof StartOtlpReceiver };
  const receiver = await startOtlpReceiver();
  process.env.OTEL_EXPORTER_OTLP_ENDPOINT = receiver.url;
  process.env.OTEL_BSP_SCHEDULE_DELAY ??= '100';
  process.env.TRUSTED_PROXIES ??= '127.0.0.1,::1';
  // Loaded as the ES module it is (bench/ imports the same file from plain Node).
  const { startIsolatedStack } = (await import(
    pathToFileURL(path.join(__dirname, 'support', 'isolated-stack.mjs')).href
  )) as {
    startIsolatedStack: typeof StartIsolatedStack;
  };
  const stack = await startIsolatedStack({
    label: 'e2e',
    gatewayPort: E2E_GATEWAY_PORT,
    servicePortBase: E2E_SERVICE_PORT_BASE,
    logFile: path.resolve(__dirname, '../test-results/e2e-stack-{port}.log'),
  });
  setRunningStack({
    stop: async () => {
      await stack.stop();
      await receiver.close();
    },
  });
  // Workers start after this and inherit the environment: this is how the tests find the run.
  process.env.E2E_BASE_URL = `http://127.0.0.1:${stack.port}`;
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  process.env.E2E_MAIL_URL = stack.mailUrl;
  process.env.E2E_METRICS_URLS = JSON.stringify(stack.metricsUrls);
  process.env.E2E_STACK_LOG = stack.logFile;
}
