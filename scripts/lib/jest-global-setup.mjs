// jest.config.cjs's globalSetup for the integration project (scripts/lib/test-environment.mjs).
export { globalSetup as default } from './test-environment.mjs';
