import { LOCATION_STALE_AFTER_MS } from '@elite/contracts/constants';
import type { DriverLocation } from '@elite/contracts/tracking';
import { locationStatusStrings } from '../../../common/strings';

export interface LocationStatus {
  tone: 'pending' | 'live' | 'stale';
  text: string;
}

/**
 * The status line of the map card (docs/product.md §4). Stale is the server's flag, or the same 5-minute rule
 * applied as time passes: a pushed position is not sent again just because it grew old.
 */
export function locationStatus(
  location: DriverLocation | undefined,
  isLoading: boolean,
  now: number,
): LocationStatus {
  if (!location) {
    return {
      tone: 'pending',
      text: isLoading ? locationStatusStrings.loading : locationStatusStrings.waiting,
    };
  }
  const ageMs = Math.max(0, now - location.timestamp);
  if (location.isStale || ageMs > LOCATION_STALE_AFTER_MS)
    return { tone: 'stale', text: locationStatusStrings.stale };
  const seconds = Math.floor(ageMs / 1000);
  const text =
    seconds < 60
      ? locationStatusStrings.secondsAgo(seconds)
      : locationStatusStrings.minutesAgo(Math.floor(seconds / 60));
  return { tone: 'live', text };
}
