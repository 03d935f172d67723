import { simulationSchema, type Simulation } from '@elite/contracts/tracking';
import { apiGet, apiPost } from '@elite/web-kit';
import { useEffect } from 'react';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import { bookingTokenHeaders } from '../../booking/api/use-booking';

// The server's claim lapses at `until`; asked a moment later, it says the simulation has ended.
const END_GRACE_MS = 500;

/** The SWR key of a booking's simulation as the ride page reads it: its URL and the page's token. */
export function simulationKey(bookingId: number, token: string | undefined) {
  return [`/api/tracking/simulations/${bookingId}`, token] as const;
}
type SimulationKey = ReturnType<typeof simulationKey>;

/** GET /api/tracking/simulations/:bookingId: whether the demo's simulation runs, and until when. */
export function getSimulation([url, token]: SimulationKey, headers: Record<string, string> = {}) {
  return apiGet(url, { schema: simulationSchema, headers: { ...headers, ...bookingTokenHeaders(token) } });
}

/** POST /api/tracking/simulations/:bookingId: the tracking service starts it (docs/product.md §4). */
export function startSimulation([url, token]: SimulationKey, headers: Record<string, string> = {}) {
  return apiPost(url, undefined, {
    schema: simulationSchema,
    headers: { ...headers, ...bookingTokenHeaders(token) },
  });
}

/**
 * The ride's simulation: the server's state, asked again when it ends; `start` shows it running at
 * once (optimistic) and takes the server's answer, or goes back and throws when it is refused.
 */
export function useSimulation(bookingId: number, token: string | undefined) {
  const key = simulationKey(bookingId, token);
  const { data, mutate } = useSWR(key, getSimulation);
  const { trigger } = useSWRMutation(key, (asked: SimulationKey) => startSimulation(asked), {
    populateCache: true,
    revalidate: false,
  });
  const until = data?.until;
  useEffect(() => {
    if (!until) return;
    const timer = setTimeout(() => void mutate(), Math.max(0, Date.parse(until) - Date.now()) + END_GRACE_MS);
    return () => clearTimeout(timer);
  }, [until, mutate]);
  const running: Simulation = { bookingId, active: true, until: null };
  return {
    active: data?.active === true,
    start: () => trigger(undefined, { optimisticData: running, rollbackOnError: true }),
  };
}
