// POST /api/bookings under load with a valid, unique body per request, ending with a drain:
// when the time is up each connection finishes the request it has in flight and stops, so no
// request is cut off after the server may already have stored it, and answers and rows compare.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

const DAY_MS = 24 * 60 * 60 * 1000;
// Backstop only: autocannon aborts whatever is still in flight if the drain has not ended by then.
const DRAIN_GRACE_SECONDS = 30;

/** The email prefix every booking of this run carries, so its rows can be told apart. */
export function bookingRunId() {
  return `bench-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
}

/** A valid booking body, unique by `runId` and `sequence`. */
export function bookingBody(runId, sequence, date) {
  return JSON.stringify({
    serviceTypeId: 1,
    vehicleId: 1,
    pickupLocation: `${100 + (sequence % 800)} Wilshire Blvd, Los Angeles`,
    dropoffLocation: 'LAX Terminal 4, Los Angeles',
    date,
    time: '12:00',
    passengers: 1 + (sequence % 14),
    luggage: sequence % 11,
    flightNumber: `AA ${1000 + (sequence % 9000)}`,
    isRoundTrip: sequence % 2 === 0,
    fullName: `Bench Customer ${sequence}`,
    email: `${runId}-${sequence}@bench.example.com`,
    phone: '+1 (310) 555-0100',
    specialRequests: `Benchmark booking ${sequence}`,
    paymentMethod: 'cash',
  });
}

/** The pickup date of bench bookings: two days ahead, YYYY-MM-DD. */
export const inTwoDays = () => new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);

export async function loadBookings({ url, connections, seconds, runId }) {
  const date = inTwoDays();
  let sequence = 0;
  const clients = [];
  let draining = false;
  const drain = () => {
    draining = true;
    // The client stops before its next request (autocannon's per-connection request limit).
    for (const client of clients) client.responseMax = Math.max(1, client.reqsMade);
  };
  const timer = setTimeout(drain, seconds * 1000);
  try {
    const result = await autocannon({
      url,
      method: 'POST',
      connections,
      duration: seconds + DRAIN_GRACE_SECONDS,
      timeout: 10,
      headers: { 'content-type': 'application/json' },
      setupClient: (client) => clients.push(client),
      requests: [
        {
          setupRequest: (request) => ({ ...request, body: bookingBody(runId, ++sequence, date) }),
        },
      ],
    });
    return { result, bodiesBuilt: sequence, drained: draining };
  } finally {
    clearTimeout(timer);
  }
}
