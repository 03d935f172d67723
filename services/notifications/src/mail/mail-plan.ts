import {
  REMINDER_LEAD_MINUTES,
  pickupInstant,
  type BookingStatus,
  type BookingStatusChanged,
  type NotificationTemplate,
} from '@elite/contracts';

/**
 * Which e-mail a status change sends. A signed-in client's completed ride is thanked when rewards
 * announces the points it earned (rewards.points-earned), so that the one e-mail can say how many.
 */
export function templateForStatusChange(event: BookingStatusChanged): NotificationTemplate | null {
  switch (event.to) {
    case 'confirmed':
      return 'booking-confirmed';
    case 'cancelled':
      return 'booking-cancelled';
    case 'completed':
      return event.userId === null ? 'ride-completed' : null;
    case 'pending':
      return null;
  }
}

/** A reminder is for a ride still ahead: not one cancelled or already driven. */
export function rideIsAhead(status: BookingStatus): boolean {
  return status === 'pending' || status === 'confirmed';
}

/**
 * Milliseconds until a ride's reminder is due (REMINDER_LEAD_MINUTES before pickup in the company's
 * zone), or null when that moment has passed: a ride booked for later today already has its
 * booking e-mail with every detail, so no second message follows it (docs/product.md "E-mails").
 */
export function reminderDelay(
  ride: { date: string; time: string },
  timeZone: string,
  now: Date,
): number | null {
  const due = pickupInstant(ride.date, ride.time, timeZone).getTime() - REMINDER_LEAD_MINUTES * 60_000;
  const delay = due - now.getTime();
  return delay >= 0 ? delay : null;
}

/** One reminder job per booking, so that it can be found to move or remove. */
export const reminderJobId = (bookingId: number): string => `reminder-${bookingId}`;

/** One send job per (event, template), as one deliveries row: a redelivered event adds nothing. */
export const mailJobId = (eventId: string, template: NotificationTemplate): string =>
  `${template}-${eventId}`;
