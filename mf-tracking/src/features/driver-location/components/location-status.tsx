import type { DriverLocation } from '@elite/contracts/tracking';
import { useNow } from '../hooks/use-now';
import { locationStatus } from '../utils/location-status';

const TICK_MS = 1_000;

interface LocationStatusLineProps {
  location: DriverLocation | undefined;
  isLoading: boolean;
}

/** The map card's status line; it ticks every second on its own, so the map does not re-render. */
export function LocationStatusLine({ location, isLoading }: LocationStatusLineProps) {
  const now = useNow(TICK_MS);
  const { tone, text } = locationStatus(location, isLoading, now);
  return (
    <p className="mft-status" data-tone={tone}>
      <span className="mft-status-dot" aria-hidden="true" />
      <span className="mft-status-text">{text}</span>
    </p>
  );
}
