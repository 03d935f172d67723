// Live tracking under load, through the gateway: simulated drivers each post a position once a
// second while socket.io subscribers (websocket transport, as the tracking page connects) spread
// over their bookings wait for the pushes. Every position carries a sequence number in its
// latitude, so each push is matched to the POST that caused it: latency from sending the POST to
// receiving the push, and lost updates (an accepted position that a subscriber of its booking never
// received). The tracking process's memory (RSS) is sampled once a second.
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';

const TOKEN_HEADER = 'x-booking-token';
const BASE_LATITUDE = 10;
const LATITUDE_STEP = 1e-4;
// After the last POST has been answered: time for its pushes to arrive before counting losses.
const SETTLE_MS = 3_000;
const CONNECT_BATCH = 50;

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function bookingBody(runId, n, date) {
  return {
    serviceTypeId: 1,
    vehicleId: 1,
    pickupLocation: `${100 + n} Sunset Blvd, Los Angeles`,
    dropoffLocation: 'LAX Terminal 4, Los Angeles',
    date,
    time: '12:00',
    passengers: 1,
    luggage: 0,
    flightNumber: null,
    isRoundTrip: false,
    fullName: `Tracking Bench ${n}`,
    email: `${runId}-${n}@bench.example.com`,
    phone: '+1 (310) 555-0100',
    specialRequests: null,
    paymentMethod: 'cash',
  };
}

/** One request on a kept-alive agent; resolves with the status and body text. */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        agent,
        method,
        headers: {
          ...headers,
          ...(text === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${url} timed out after 10 s`)));
    req.on('error', reject);
    req.end(text);
  });
}

/** Bookings made through the public API as a visitor makes them: each answer carries its access token. */
async function createBookings(gatewayUrl, count, runId, agent) {
  const date = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const bookings = [];
  for (let start = 0; start < count; start += 20) {
    const batch = Array.from({ length: Math.min(20, count - start) }, (_, i) => start + i);
    bookings.push(
      ...(await Promise.all(
        batch.map(async (n) => {
          const answer = await request(agent, `${gatewayUrl}/api/bookings`, {
            method: 'POST',
            body: bookingBody(runId, n, date),
          });
          if (answer.status !== 201)
            throw new Error(`POST /api/bookings answered ${answer.status}: ${answer.body.slice(0, 300)}`);
          const { id, accessToken } = JSON.parse(answer.body);
          return { id, accessToken };
        }),
      )),
    );
  }
  return bookings;
}

/** The tracking service processes this runner started (the stack runs in this process). */
export function trackingPids() {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid !== process.pid) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('services/tracking/dist/main.js'))
        pids.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return pids;
}

function rssMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? round(Number(match[1]) / 1024) : null;
}

/** Subscribes one socket.io client to a booking; resolves once the server has accepted it. */
function subscribe(gatewayUrl, booking, onPush) {
  const socket = io(`${gatewayUrl}/tracking`, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    timeout: 20_000,
  });
  return new Promise((resolve, reject) => {
    socket.on('driver-location', onPush);
    socket.once('connect_error', (error) =>
      reject(new Error(`socket.io connection refused: ${error.message}`)),
    );
    socket.once('connect', () => {
      socket
        .timeout(20_000)
        .emit('subscribe', { bookingId: booking.id, token: booking.accessToken }, (error, ack) => {
          if (error) return reject(new Error(`subscribe to booking ${booking.id}: no answer in 20 s`));
          if (!ack?.ok)
            return reject(new Error(`subscribe to booking ${booking.id} refused: ${ack?.message}`));
          resolve(socket);
        });
    });
  });
}

/**
 * Runs the load and resolves with the figures. `drivers` bookings get one driver each posting every
 * second for `seconds`; `subscribers` sockets are spread evenly over those bookings.
 */
export async function benchTracking({ gatewayUrl, drivers, subscribers, seconds, runId, progress }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: drivers });
  const pids = trackingPids();
  if (pids.length === 0)
    throw new Error('no tracking service process found among the stack this runner started');

  progress(`tracking: creating ${drivers} bookings through the gateway`);
  const bookings = await createBookings(gatewayUrl, drivers, runId, agent);

  // sent.get(`${bookingId}:${sequence}`) = when the POST left; received per subscriber and key.
  const sent = new Map();
  const latencies = [];
  const received = Array.from({ length: subscribers }, () => new Set());
  let unexpectedPushes = 0;
  const onPushFor = (index) => (location) => {
    const at = performance.now();
    const sequence = Math.round((location.latitude - BASE_LATITUDE) / LATITUDE_STEP);
    const key = `${location.bookingId}:${sequence}`;
    const sentAt = sent.get(key);
    if (sentAt === undefined) {
      unexpectedPushes += 1;
      return;
    }
    if (received[index].has(key)) return;
    received[index].add(key);
    latencies.push(at - sentAt);
  };

  const rssIdle = pids.reduce((sum, pid) => sum + (rssMiB(pid) ?? 0), 0);
  progress(`tracking: connecting ${subscribers} socket.io subscribers (websocket) through the gateway`);
  const sockets = [];
  const connectStarted = performance.now();
  try {
    for (let start = 0; start < subscribers; start += CONNECT_BATCH) {
      const batch = Array.from({ length: Math.min(CONNECT_BATCH, subscribers - start) }, (_, i) => start + i);
      sockets.push(
        ...(await Promise.all(
          batch.map((index) => subscribe(gatewayUrl, bookings[index % drivers], onPushFor(index))),
        )),
      );
    }
    const connectSeconds = round((performance.now() - connectStarted) / 1000, 2);
    const rssBefore = Object.fromEntries(pids.map((pid) => [pid, rssMiB(pid)]));

    progress(`tracking: ${drivers} drivers posting once a second for ${seconds} s`);
    const rssSamples = [];
    const sampler = setInterval(
      () => rssSamples.push(pids.reduce((sum, pid) => sum + (rssMiB(pid) ?? 0), 0)),
      1_000,
    );
    const accepted = new Map(bookings.map((booking) => [booking.id, []]));
    const statusCodes = {};
    let errors = 0;
    const postLatencies = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;

    // Each driver posts on its own 1-second beat, the drivers spread over the second.
    const driverLoop = async (booking, index) => {
      await new Promise((resolve) => setTimeout(resolve, (index / drivers) * 1000));
      for (let sequence = 0; performance.now() < deadline; sequence++) {
        const beat = started + (index / drivers) * 1000 + sequence * 1000;
        const key = `${booking.id}:${sequence}`;
        const body = {
          driverId: 1 + index,
          bookingId: booking.id,
          latitude: BASE_LATITUDE + sequence * LATITUDE_STEP,
          longitude: -118.25 + index * 1e-3,
          heading: (sequence * 7) % 360,
        };
        const sentAt = performance.now();
        sent.set(key, sentAt);
        try {
          const answer = await request(agent, `${gatewayUrl}/api/tracking/driver-location`, {
            method: 'POST',
            headers: { [TOKEN_HEADER]: booking.accessToken },
            body,
          });
          postLatencies.push(performance.now() - sentAt);
          statusCodes[answer.status] = (statusCodes[answer.status] ?? 0) + 1;
          if (answer.status === 201) accepted.get(booking.id).push(key);
        } catch {
          errors += 1;
        }
        const wait = beat + 1000 - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
    };
    await Promise.all(bookings.map(driverLoop));
    const postingSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    clearInterval(sampler);

    let expected = 0;
    let lost = 0;
    for (let index = 0; index < subscribers; index++) {
      const keys = accepted.get(bookings[index % drivers].id);
      expected += keys.length;
      for (const key of keys) if (!received[index].has(key)) lost += 1;
    }
    const acceptedCount = [...accepted.values()].reduce((sum, keys) => sum + keys.length, 0);
    latencies.sort((a, b) => a - b);
    postLatencies.sort((a, b) => a - b);
    const rssAfter = Object.fromEntries(pids.map((pid) => [pid, rssMiB(pid)]));
    const sum = (values) => round(Object.values(values).reduce((total, value) => total + (value ?? 0), 0));
    return {
      via: 'gateway',
      drivers,
      subscribers,
      subscribersPerBooking: round(subscribers / drivers, 2),
      seconds,
      transport: 'websocket',
      postedAs: 'the booking token holder (DEMO_MODE, as npm start runs)',
      connectSeconds,
      positionsPosted: sent.size,
      positionsAccepted: acceptedCount,
      positionsAcceptedPerSecond: round(acceptedCount / postingSeconds),
      postStatusCodes: statusCodes,
      postErrors: errors,
      postLatencyMs: {
        p50: round(percentile(postLatencies, 50) ?? NaN, 2),
        p99: round(percentile(postLatencies, 99) ?? NaN, 2),
      },
      pushesExpected: expected,
      pushesReceived: latencies.length,
      lostUpdates: lost,
      unexpectedPushes,
      pushLatencyMs: {
        p50: round(percentile(latencies, 50) ?? NaN, 2),
        p90: round(percentile(latencies, 90) ?? NaN, 2),
        p99: round(percentile(latencies, 99) ?? NaN, 2),
        max: round(latencies.at(-1) ?? NaN, 2),
      },
      trackingProcesses: pids.length,
      trackingRssMiB: {
        beforeSubscribers: round(rssIdle),
        beforeLoad: sum(rssBefore),
        peak: rssSamples.length ? round(Math.max(...rssSamples)) : null,
        after: sum(rssAfter),
      },
    };
  } finally {
    for (const socket of sockets) socket.close();
    agent.destroy();
  }
}
