import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { PRODUCTION_GATEWAY_PORT, PRODUCTION_PORT_BASE } from './support/production-ports';
import type { startProductionStack as StartProductionStack } from './support/production-stack.mjs';
import { setRunningStack } from './support/running-stack';

/** Starts every service, static site and the gateway as their images run them (e2e/support/production-stack.mjs). */
export default async function productionSetup(_config: FullConfig): Promise<void> {
  const { startProductionStack } = (await import(
    pathToFileURL(path.join(__dirname, 'support', 'production-stack.mjs')).href
  )) as {
    startProductionStack: typeof StartProductionStack;
  };
  const stack = await startProductionStack({
    gatewayPort: PRODUCTION_GATEWAY_PORT,
    portBase: PRODUCTION_PORT_BASE,
    logDir: path.resolve(__dirname, '../test-results/production-stack'),
  });
  setRunningStack(stack);
  // The workers start after this and inherit the environment.
  process.env.E2E_PRODUCTION_BASE_URL = stack.url;
  process.env.E2E_PRODUCTION_STACK = JSON.stringify({
    databaseUrl: stack.databaseUrl,
    rolePrefix: stack.rolePrefix,
    admin: stack.admin,
    mailUrl: stack.mailUrl,
    replicas: stack.replicas,
    logs: stack.logs,
  });
}
