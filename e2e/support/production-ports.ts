// The production-mode smoke run's own ports, away from `npm start` (8080, 3001–3005), the e2e
// stack (28080, 23000+) and the benchmarks (29080, 24000+). Taken ones move the run 100 higher.
// All below Linux's ephemeral range (32768–60999): a port there can be taken between the check that
// it is free and the bind by any outgoing connection's local end (the stack's own database and Redis
// clients), which once failed the run with EADDRINUSE at 33108.
export const PRODUCTION_GATEWAY_PORT = Number(process.env.E2E_PRODUCTION_PORT ?? 27080);
export const PRODUCTION_PORT_BASE = Number(process.env.E2E_PRODUCTION_PORT_BASE ?? 22000);
export const PRODUCTION_BASE_URL =
  process.env.E2E_PRODUCTION_BASE_URL ?? `http://127.0.0.1:${PRODUCTION_GATEWAY_PORT}`;
