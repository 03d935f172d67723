import type { BookingStatus } from '@elite/contracts/booking';
import { errorMessage, useToast } from '@elite/web-kit';
import { useState } from 'react';
import { detailsStrings as strings } from '../../../common/strings';
import type { AdminBooking } from '../api/use-admin-bookings';
import { useBookingChange } from '../api/use-booking-change';

/**
 * Staff change a booking's status (confirm, complete, cancel, no-show), with a toast either way: a refusal (409:
 * the van taken, the price not agreed) shows the server's message. `pending` is the status on its way.
 */
export function useStatusChange(onUpdated: (booking: AdminBooking) => void) {
  const toast = useToast();
  const { trigger } = useBookingChange<{ status: BookingStatus; reason?: string }>('status');
  const [pending, setPending] = useState<BookingStatus | null>(null);

  /** Whether it was changed; `reason` (optional) is kept in the ride's history. */
  const change = async (id: number, status: BookingStatus, reason?: string): Promise<boolean> => {
    setPending(status);
    try {
      const updated = await trigger({ id, body: { status, reason } });
      onUpdated(updated);
      toast.success(strings.updated.title, strings.updated.description(updated.id, updated.status));
      return true;
    } catch (error) {
      toast.error(strings.updateFailed.title, errorMessage(error, strings.updateFailed.description));
      return false;
    } finally {
      setPending(null);
    }
  };

  return { pending, change };
}
