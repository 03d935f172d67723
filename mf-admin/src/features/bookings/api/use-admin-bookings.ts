import { bookingSchema, DASHBOARD_LIST_SIZE, type BookingStatus } from '@elite/contracts';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import type { z } from 'zod';
import { useIsAdmin } from '../../../shared/hooks/use-admin-session';

// Loose: spec §2 names the customer by fullName, else a `name` the contracts do not store, so it is kept if sent.
export const adminBookingSchema = bookingSchema.loose();
export type AdminBooking = z.infer<typeof adminBookingSchema>;
const adminBookingsSchema = adminBookingSchema.array();

export const ADMIN_BOOKINGS_PATH = '/api/admin/bookings';

/** The first few bookings of one status, or of every status (spec §2, §9), newest first. */
export function adminBookingsKey(status?: BookingStatus): string {
  const query = new URLSearchParams(status ? { status } : {});
  query.set('limit', String(DASHBOARD_LIST_SIZE));
  return `${ADMIN_BOOKINGS_PATH}?${query}`;
}

/** Every cached list and the counts (/api/admin/bookings/stats): what a status change makes stale. */
export function isAdminBookingsKey(key: unknown): boolean {
  return typeof key === 'string' && (key === ADMIN_BOOKINGS_PATH || /^\/api\/admin\/bookings[/?]/.test(key));
}

export function getAdminBookings(url: string): Promise<AdminBooking[]> {
  return apiGet(url, { schema: adminBookingsSchema });
}

export function useAdminBookings(status?: BookingStatus) {
  const isAdmin = useIsAdmin();
  return useSWR(isAdmin ? adminBookingsKey(status) : null, getAdminBookings);
}
