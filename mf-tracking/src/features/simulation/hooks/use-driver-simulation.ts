import { SIMULATION_DURATION_MS, SIMULATION_INTERVAL_MS } from '@elite/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportDriverLocation } from '../api/report-driver-location';
import { drift, type Coordinates } from '../utils/drift';

// The demo has no real driver: its positions are reported under this one driver id.
export const SIMULATED_DRIVER_ID = 1;

interface DriverSimulationOptions {
  bookingId: number;
  token: string | undefined;
  /** Where the drive starts: the last known position, or the map's default centre. */
  origin: Coordinates;
}

/**
 * Demo Controls: reports a drifting position at once and then every 3 s, for 2 minutes (docs/product.md §4, §9).
 * A failed report is only logged (docs/product.md §8); the next one is tried on time.
 */
export function useDriverSimulation({ bookingId, token, origin }: DriverSimulationOptions) {
  const [active, setActive] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const stop = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
    setActive(false);
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    if (timers.current.length > 0) return;
    let position = origin;
    const step = () => {
      const next = drift(position);
      position = next;
      reportDriverLocation({ driverId: SIMULATED_DRIVER_ID, bookingId, ...next }, token).catch(
        (error: unknown) => console.error('Driver movement simulation: a position update failed', error),
      );
    };
    setActive(true);
    step();
    timers.current = [setInterval(step, SIMULATION_INTERVAL_MS), setTimeout(stop, SIMULATION_DURATION_MS)];
  }, [bookingId, token, origin, stop]);

  return { active, start };
}
