import { ridePagePath } from '@elite/contracts/booking';
import type { CreatedBooking } from '@elite/contracts/booking';

/**
 * Where the confirmation sends a guest to follow their ride (docs/architecture.md §5); null for a
 * repeated submission's answer, which carries no token (the booking e-mail holds the link).
 */
export function trackingPath({ id, accessToken }: CreatedBooking): string | null {
  return accessToken === undefined ? null : ridePagePath(id, accessToken);
}
