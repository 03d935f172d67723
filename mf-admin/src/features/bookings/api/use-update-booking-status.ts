import { adminBookingSchema, type BookingStatus } from '@elite/contracts/booking';
import { apiPatch } from '@elite/web-kit';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { isAdminBookingsKey, ADMIN_BOOKINGS_PATH, type AdminBooking } from './use-admin-bookings';

interface StatusChange {
  id: number;
  status: BookingStatus;
}

export function updateBookingStatus(_key: string, { arg }: { arg: StatusChange }): Promise<AdminBooking> {
  return apiPatch(
    `${ADMIN_BOOKINGS_PATH}/${arg.id}/status`,
    { status: arg.status },
    { schema: adminBookingSchema },
  );
}

/** PATCH /api/admin/bookings/:id/status; on success the tabs and the cards are read again. */
export function useUpdateBookingStatus() {
  const { mutate } = useSWRConfig();
  return useSWRMutation(`${ADMIN_BOOKINGS_PATH}/status`, updateBookingStatus, {
    onSuccess: () => void mutate(isAdminBookingsKey),
  });
}
