import { adminBookingSchema } from '@elite/contracts/booking';
import { apiRequest } from '@elite/web-kit';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { isAdminBookingsKey, ADMIN_BOOKINGS_PATH, type AdminBooking } from './use-admin-bookings';

/** Staff's changes of one booking, each its route under /api/admin/bookings/:id (docs/product.md §2, §5, §10, §11, §12). */
const CHANGES = {
  status: 'PATCH',
  schedule: 'PATCH',
  'flight-delay': 'POST',
  price: 'PUT',
  payment: 'PUT',
  chauffeur: 'PUT',
} as const;
export type BookingChange = keyof typeof CHANGES;

/**
 * One of those changes: sent with the booking's id, answered with the booking as it now stands; on
 * success every list and the cards are read again.
 */
export function useBookingChange<T>(change: BookingChange) {
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    `${ADMIN_BOOKINGS_PATH}/${change}`,
    (_key: string, { arg }: { arg: { id: number; body: T } }): Promise<AdminBooking> =>
      apiRequest(CHANGES[change], `${ADMIN_BOOKINGS_PATH}/${arg.id}/${change}`, {
        body: arg.body,
        schema: adminBookingSchema,
      }),
    { onSuccess: () => void mutate(isAdminBookingsKey) },
  );
}
