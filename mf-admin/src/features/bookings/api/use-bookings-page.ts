import { adminBookingsPageShownSchema, type BookingStatus } from '@elite/contracts/booking';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';
import { useIsAdmin } from '../../../common/hooks/use-admin-session';
import { ADMIN_BOOKINGS_PATH } from './use-admin-bookings';

export const BOOKINGS_EXPORT_PATH = `${ADMIN_BOOKINGS_PATH}/export.csv`;

/** What staff narrow the console's list by; empty fields narrow nothing. */
export interface BookingsFilter {
  q: string;
  status: BookingStatus | '';
  from: string;
  to: string;
  /** `sort:order`, as the API takes them. */
  order: 'created:desc' | 'created:asc' | 'pickup:asc' | 'pickup:desc';
}

export const NO_FILTER: BookingsFilter = { q: '', status: '', from: '', to: '', order: 'created:desc' };

/** The filter as the list's and the export's query (docs/product.md §2, "The console"). */
export function filterQuery(filter: BookingsFilter): URLSearchParams {
  const [sort, order] = filter.order.split(':') as [string, string];
  const query = new URLSearchParams({ sort, order });
  for (const field of ['q', 'status', 'from', 'to'] as const)
    if (filter[field]) query.set(field, filter[field]);
  return query;
}

/** One page of the filtered bookings and how many there are (GET /api/admin/bookings). */
export function useBookingsPage(filter: BookingsFilter, page: number, pageSize: number) {
  const isAdmin = useIsAdmin();
  const query = filterQuery(filter);
  query.set('page', String(page));
  query.set('pageSize', String(pageSize));
  return useSWR(isAdmin ? `${ADMIN_BOOKINGS_PATH}?${query}` : null, (url: string) =>
    apiGet(url, { schema: adminBookingsPageShownSchema }),
  );
}
