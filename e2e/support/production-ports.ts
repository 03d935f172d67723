// The production-mode smoke run's own ports, away from `npm start` (8080, 3001–3005), the e2e
// stack (28080, 23000+) and the benchmarks (29080, 24000+). Taken ones move the run 100 higher.
export const PRODUCTION_GATEWAY_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 38080);
export const PRODUCTION_PORT_BASE = Number(process.env.E2E_PRODUCTION_PORT_BASE ?? 33000);
export const PRODUCTION_BASE_URL =
  process.env.E2E_PRODUCTION_BASE_URL ?? `http://127.0.0.1:${PRODUCTION_GATEWAY_PORT}`;
