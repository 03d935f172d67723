import type { BookingStatus } from '@elite/contracts/booking';
import { errorMessage, useToast } from '@elite/web-kit';
import { useState } from 'react';
import { detailsStrings as strings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useBookingChange } from '../api/use-booking-change';

/**
 * Staff change a booking's status (confirm, complete, cancel), with a toast either way: a refusal (409:
 * the van taken, the price not agreed) shows the server's message. `pending` is the status on its way.
 */
export function useStatusChange(onUpdated: (booking: AdminBooking) => void) {
  const toast = useToast();
  const { trigger } = useBookingChange<{ status: BookingStatus }>('status');
  const [pending, setPending] = useState<BookingStatus | null>(null);

  const change = async (id: number, status: BookingStatus) => {
    setPending(status);
    try {
      const updated = await trigger({ id, body: { status } });
      onUpdated(updated);
      toast.success(strings.updated.title, strings.updated.description(updated.id, updated.status));
    } catch (error) {
      toast.error(strings.updateFailed.title, errorMessage(error, strings.updateFailed.description));
    } finally {
      setPending(null);
    }
  };

  return { pending, change };
}
