import { rideEventsSchema, type RideEvent } from '@elite/contracts/ride-events';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';
import { ADMIN_BOOKINGS_PATH } from './use-admin-bookings';

export type { RideEvent };

/** Under /api/admin/bookings, so every change made in the drawer reads it again (isAdminBookingsKey). */
export const rideEventsKey = (bookingId: number) => `${ADMIN_BOOKINGS_PATH}/${bookingId}/events`;

/** A ride's history, oldest first (GET /api/admin/bookings/:id/events, docs/product.md §2). */
export function useRideEvents(bookingId: number) {
  const isAdmin = useIsAdmin();
  return useSWR(isAdmin ? rideEventsKey(bookingId) : null, (url: string) =>
    apiGet(url, { schema: rideEventsSchema }),
  );
}
