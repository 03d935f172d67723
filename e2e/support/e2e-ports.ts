// The end-to-end stack's own ports, away from `npm start` (8080, 3001–3005) and manual runs. If
// they are taken the global setup moves to a free block and tells the workers through E2E_BASE_URL.
export const E2E_GATEWAY_PORT = Number(process.env.E2E_PORT ?? 28080);
export const E2E_SERVICE_PORT_BASE = Number(process.env.E2E_SERVICE_PORT_BASE ?? 23000);
export const E2E_BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
