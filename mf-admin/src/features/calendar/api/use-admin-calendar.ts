import { adminCalendarSchema } from '@elite/contracts/booking';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';

// Under the prefix that a change of a booking makes stale (bookings' isAdminBookingsKey).
export const ADMIN_CALENDAR_PATH = '/api/admin/calendar';

/** The rides whose hold meets the days `from`–`to` (GET /api/admin/calendar, docs/product.md §2). */
export function useAdminCalendar(from: string, to: string) {
  const isAdmin = useIsAdmin();
  const query = new URLSearchParams({ from, to });
  return useSWR(isAdmin ? `${ADMIN_CALENDAR_PATH}?${query}` : null, (url: string) =>
    apiGet(url, { schema: adminCalendarSchema }),
  );
}
