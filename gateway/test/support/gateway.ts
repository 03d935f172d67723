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
