import { bookingStatsSchema, type BookingStats } from '@elite/contracts/booking';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';

// Under /api/admin/bookings, so a status change (which refreshes that path) refreshes the cards too.
export const BOOKING_STATS_KEY = '/api/admin/bookings/stats';

export function getBookingStats(url: string): Promise<BookingStats> {
  return apiGet(url, { schema: bookingStatsSchema });
}

/** The three cards' counts; nothing is asked without an admin session. */
export function useBookingStats() {
  const isAdmin = useIsAdmin();
  return useSWR(isAdmin ? BOOKING_STATS_KEY : null, getBookingStats);
}
