import {
  adminBookingsPageShownSchema,
  type AdminBooking,
  type BookingStatus,
} from '@elite/contracts/booking';
import { DASHBOARD_LIST_SIZE } from '@elite/contracts/constants';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';

// Lenient (contracts' adminBookingSchema): an odd field shows its fallback, an odd booking is left out.
export type { AdminBooking };

export const ADMIN_BOOKINGS_PATH = '/api/admin/bookings';

/** The first few bookings of one status, or of every status (docs/product.md §2, §9), newest first. */
export function adminBookingsKey(status?: BookingStatus): string {
  const query = new URLSearchParams(status ? { status } : {});
  query.set('pageSize', String(DASHBOARD_LIST_SIZE));
  return `${ADMIN_BOOKINGS_PATH}?${query}`;
}

/**
 * Every cached list, the counts (/api/admin/bookings/stats) and the van's calendar (/api/admin/calendar):
 * what a change of a booking makes stale.
 */
export function isAdminBookingsKey(key: unknown): boolean {
  return (
    typeof key === 'string' &&
    (key === ADMIN_BOOKINGS_PATH || /^\/api\/admin\/(bookings[/?]|calendar\?)/.test(key))
  );
}

/** The bookings of the list's first page (GET /api/admin/bookings answers a page and the total). */
export async function getAdminBookings(url: string): Promise<AdminBooking[]> {
  return (await apiGet(url, { schema: adminBookingsPageShownSchema })).items;
}

export function useAdminBookings(status?: BookingStatus) {
  const isAdmin = useIsAdmin();
  return useSWR(isAdmin ? adminBookingsKey(status) : null, getAdminBookings);
}
