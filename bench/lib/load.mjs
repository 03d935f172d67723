// autocannon, programmatically: a short unmeasured warm-up, then the measured run, summarised.
import autocannon from 'autocannon';

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

function run(options) {
  return autocannon({ ...options, timeout: 10 });
}

/** Summary of one measured run: throughput, latency percentiles (ms) and every failure kind. */
export function summarise(result) {
  return {
    requestsPerSecond: round(result.requests.average, 1),
    requestsTotal: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: round(result.latency.average),
      max: result.latency.max,
    },
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    ),
    durationSeconds: round(result.duration, 2),
  };
}

/**
 * Loads `url` with `connections` for `seconds` after `warmupSeconds` of the same load, and returns
 * the raw autocannon result of the measured part.
 */
export async function loadTest({ url, connections, seconds, warmupSeconds = 0, ...options }) {
  if (warmupSeconds > 0) await run({ url, connections, duration: warmupSeconds, ...options });
  return run({ url, connections, duration: seconds, ...options });
}
