import { adminBookingSchema, type RecordPayment } from '@elite/contracts/booking';
import { apiRequest } from '@elite/web-kit';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { isAdminBookingsKey, ADMIN_BOOKINGS_PATH, type AdminBooking } from './use-admin-bookings';

export function recordPayment(
  _key: string,
  { arg }: { arg: { id: number; payment: RecordPayment } },
): Promise<AdminBooking> {
  return apiRequest('PUT', `${ADMIN_BOOKINGS_PATH}/${arg.id}/payment`, {
    body: arg.payment,
    schema: adminBookingSchema,
  });
}

/** PUT /api/admin/bookings/:id/payment (docs/product.md §11); on success the tabs are read again. */
export function useRecordPayment() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${ADMIN_BOOKINGS_PATH}/payment`, recordPayment, {
    onSuccess: () => void mutate(isAdminBookingsKey),
  });
}
