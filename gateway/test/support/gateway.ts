import { createLogger } from '@elite/nest-kit/core';
import { loadGatewayConfig } from '../../src/config';
import { startGateway, type RunningGateway } from '../../src/gateway';

/** A silent gateway on a free port of 127.0.0.1, configured by `env` as by its environment. */
export function gatewayFor(env: Record<string, string>): Promise<RunningGateway> {
  return startGateway(
    // No render slice (port 9 refuses): pages are the shell's bare document, whatever else runs here.
    loadGatewayConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RENDER_URL: 'http://127.0.0.1:9',
      ...env,
    }),
    createLogger('gateway', 'silent'),
  );
}

/** gatewayFor, each gateway closed once the tests of the block that asked for this function are done. */
export function gatewaysClosedAfterAll(): (env: Record<string, string>) => Promise<RunningGateway> {
  const started: RunningGateway[] = [];
  afterAll(() => Promise.all(started.map((gateway) => gateway.close())));
  return async (env) => {
    const gateway = await gatewayFor(env);
    started.push(gateway);
    return gateway;
  };
}
