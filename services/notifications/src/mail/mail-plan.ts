import {
  REMINDER_LEAD_MINUTES,
  pickupInstant,
  type BookingStatus,
  type BookingStatusChanged,
  type NotificationTemplate,
  type RideStage,
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
    case 'no-show':
      return 'ride-no-show';
    case 'pending':
      return null;
  }
}

/**
 * Which e-mail a chauffeur's stage sends (docs/product.md §12): none once the passenger is on board,
 * who is then beside him.
 */
export function templateForRideStage(stage: RideStage): 'ride-on-the-way' | 'ride-on-location' | null {
  switch (stage) {
    case 'on-the-way':
      return 'ride-on-the-way';
    case 'on-location':
      return 'ride-on-location';
    case 'on-board':
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

/** The last word on a ride: every e-mail of the ride before it is obsolete once it is due. */
const CLOSING_TEMPLATES: ReadonlySet<NotificationTemplate> = new Set([
  'booking-cancelled',
  'ride-completed',
  'ride-no-show',
]);

/**
 * How long an e-mail waits for the ride's earlier e-mails and events before it goes anyway: longer
 * than an event's retries (EVENT_JOB_OPTIONS) and a backlog of minutes, short enough that an event
 * that never comes delays the ride's next e-mail by half an hour at most.
 */
export const RIDE_ORDER_WAIT_MS = 30 * 60_000;

/** The longest pause between two looks at whether an e-mail's turn has come. */
const RIDE_ORDER_RECHECK_MAX_MS = 15_000;

/** Why an e-mail was not sent (the deliveries log's `skipReason`, docs/product.md "E-mails"). */
export const SKIP_REASONS = {
  cancelled: 'Not sent: the ride was cancelled before this e-mail went out.',
  completed: 'Not sent: the ride was completed before this e-mail went out.',
  'no-show': 'Not sent: the ride ended as a no-show before this e-mail went out.',
  replaced: 'Not sent: the ride changed again, and a later e-mail of this kind replaced it.',
} as const;

/** What is known, at the moment of sending, about one e-mail of a ride and the ride itself. */
export interface RideMailState {
  template: NotificationTemplate;
  /** The ride's status in the projection now (the latest event's), null if it is not known here. */
  rideStatus: BookingStatus | null;
  /** A later e-mail of the same template was recorded for the ride (it was moved again). */
  replacedByLater: boolean;
  /** The ride's e-mails before this one (by booking version) still waiting to be sent. */
  earlierUnsent: number;
  /** The ride's versions before this e-mail's whose event has not been consumed yet. */
  earlierUnseen: number;
  /** Since this e-mail was recorded. */
  waitedMs: number;
}

export type RideMailDecision =
  { action: 'send' } | { action: 'skip'; reason: string } | { action: 'wait'; delayMs: number };

/**
 * Whether a ride's e-mail goes now (docs/architecture.md §7): a closing one (cancelled, thanks) at
 * once; any other is skipped once the ride is closed or a later one of its kind replaced it, and
 * otherwise waits, up to RIDE_ORDER_WAIT_MS, until the ride's earlier e-mails are out and its earlier
 * events have arrived, so that a ride's e-mails go out in the order of its events.
 */
export function rideMailDecision(state: RideMailState): RideMailDecision {
  if (CLOSING_TEMPLATES.has(state.template)) return { action: 'send' };
  if (state.rideStatus === 'cancelled' || state.rideStatus === 'completed' || state.rideStatus === 'no-show')
    return { action: 'skip', reason: SKIP_REASONS[state.rideStatus] };
  if (state.replacedByLater) return { action: 'skip', reason: SKIP_REASONS.replaced };
  const behind = state.earlierUnsent > 0 || state.earlierUnseen > 0;
  if (behind && state.waitedMs < RIDE_ORDER_WAIT_MS) {
    // Soon at first (the earlier one is usually a moment away), less often the longer it takes.
    return {
      action: 'wait',
      delayMs: Math.min(Math.max(state.waitedMs / 4, 250), RIDE_ORDER_RECHECK_MAX_MS),
    };
  }
  return { action: 'send' };
}
