import { adminBookingSchema, type SetBookingPrice } from '@elite/contracts/booking';
import { apiRequest } from '@elite/web-kit';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { isAdminBookingsKey, ADMIN_BOOKINGS_PATH, type AdminBooking } from './use-admin-bookings';

export function setBookingPrice(
  _key: string,
  { arg }: { arg: { id: number; price: SetBookingPrice } },
): Promise<AdminBooking> {
  return apiRequest('PUT', `${ADMIN_BOOKINGS_PATH}/${arg.id}/price`, {
    body: arg.price,
    schema: adminBookingSchema,
  });
}

/** PUT /api/admin/bookings/:id/price (docs/product.md §10); on success the tabs and the cards are read again. */
export function useSetBookingPrice() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${ADMIN_BOOKINGS_PATH}/price`, setBookingPrice, {
    onSuccess: () => void mutate(isAdminBookingsKey),
  });
}
