import type { BookingStatus } from '@elite/contracts/booking';
import { rideDetailsStrings } from '../../../common/strings';

/** The booking's status, capitalised; 'Confirmed' when it has none (docs/product.md §2). */
export function statusLabel(status: BookingStatus | null | undefined): string {
  if (!status) return rideDetailsStrings.defaultStatus;
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** 120 → '2 hours', 90 → '90 minutes', 60 → '1 hour': how long before pickup the cutoff falls. */
export function formatLeadTime(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
