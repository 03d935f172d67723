import { ridePagePath } from '@elite/contracts/booking';
import type { CreatedBooking } from '@elite/contracts/booking';

/** Where the confirmation sends a guest to follow their ride (docs/architecture.md §5). */
export function trackingPath({ id, accessToken }: CreatedBooking): string {
  return ridePagePath(id, accessToken);
}
