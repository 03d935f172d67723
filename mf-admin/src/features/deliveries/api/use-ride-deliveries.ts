import {
  notificationDeliveriesResponseSchema,
  type NotificationDelivery,
} from '@elite/contracts/notifications';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';

export type { NotificationDelivery };

/** How often the drawer reads a ride's e-mails again: each goes out a moment after the change that caused it. */
export const RIDE_DELIVERIES_REFRESH_MS = 5_000;

export const rideDeliveriesKey = (bookingId: number) =>
  `/api/notifications/deliveries?${new URLSearchParams({ bookingId: String(bookingId), limit: '200' })}`;

/** The e-mails of one ride, newest first (GET /api/notifications/deliveries?bookingId=, docs/product.md §2). */
export function useRideDeliveries(bookingId: number) {
  const isAdmin = useIsAdmin();
  return useSWR(
    isAdmin ? rideDeliveriesKey(bookingId) : null,
    (url: string) => apiGet(url, { schema: notificationDeliveriesResponseSchema }),
    { refreshInterval: RIDE_DELIVERIES_REFRESH_MS },
  );
}
