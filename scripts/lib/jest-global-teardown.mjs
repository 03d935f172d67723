// jest.config.cjs's globalTeardown for the integration project (scripts/lib/test-environment.mjs).
export { globalTeardown as default } from './test-environment.mjs';
