import type { RescheduleBookingInput } from '@elite/contracts/booking';
import { errorMessage, useToast } from '@elite/web-kit';
import { detailsStrings } from '../../../common/strings';
import { useBookingChange } from '../../bookings/api/use-booking-change';
import { rideMoved } from '../../bookings/components/booking-schedule-form';

const strings = detailsStrings.schedule;

/**
 * A ride dropped on another slot of the calendar: the same change as the drawer's 'Move the ride'
 * (PATCH …/schedule), with its toasts; a refusal (the van taken then, a past time) shows the server's words.
 */
export function useMoveRide() {
  const toast = useToast();
  const { trigger, isMutating } = useBookingChange<RescheduleBookingInput>('schedule');
  const move = async (id: number, when: RescheduleBookingInput) => {
    try {
      toast.success(...rideMoved(await trigger({ id, body: when })));
    } catch (error) {
      toast.error(strings.failed.title, errorMessage(error, strings.failed.description));
    }
  };
  return { move, moving: isMutating };
}
