import {
  PRODUCT_NAME,
  pickupInstant,
  rideMinutes,
  type BookingStatus,
  type RideSummary,
} from '@elite/contracts';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/**
 * How a ride's file reaches the customer (RFC 5546): e-mailed, it is a scheduling message to them,
 * its ATTENDEE (REQUEST, or CANCEL); downloaded, it is a published event, with no ATTENDEE
 * (PUBLISH, or CANCEL, by which the organizer withdraws what it published).
 */
export type RideCalendarDelivery = 'invitation' | 'download';

export interface RideCalendarInput {
  bookingId: number;
  ride: RideSummary;
  /** The company's time zone, in which the ride's date and time are written. */
  timeZone: string;
  /** The ride's page (its tracking link); the event links to it. */
  rideUrl: string;
  /** The site's host, which makes the event's UID unique across calendars. */
  host: string;
  /** The ride's status: TENTATIVE while pending, CONFIRMED once confirmed (or driven), else CANCELLED. */
  status: BookingStatus;
  /** The booking's version (`bookingVersionSchema`): the file's SEQUENCE, which every change raises. */
  version: number;
  /** The company's mailbox, `Name <address>` (MAIL_FROM): the event's ORGANIZER. */
  organizer: string;
  delivery: RideCalendarDelivery;
  /** When the file is made (DTSTAMP, in UTC). */
  now?: Date;
}

/** The file, and its iTIP method (also the `method` of an e-mail part's Content-Type, RFC 6047). */
export interface RideCalendar {
  method: ICalCalendarMethod.PUBLISH | ICalCalendarMethod.REQUEST | ICalCalendarMethod.CANCEL;
  text: string;
}

const EVENT_STATUS: Record<BookingStatus, ICalEventStatus> = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  completed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
  // The slot was kept: the chauffeur came, the passenger did not.
  'no-show': ICalEventStatus.CONFIRMED,
};

/**
 * One ride as an iCalendar file (RFC 5545) and iTIP object (RFC 5546): the pickup in the company's
 * zone with its VTIMEZONE, so a calendar in another zone shows the right hour; one UID per ride, so
 * a later file (higher SEQUENCE) updates or cancels the event an earlier one added. ical-generator
 * writes the file; a TZDate (@date-fns/tz, the contracts' zone library) gives it the wall-clock time
 * in the zone (a plain Date would be written in UTC under the zone's name).
 */
export function rideCalendar(input: RideCalendarInput): RideCalendar {
  const { ride, timeZone } = input;
  const start = new TZDate(pickupInstant(ride.date, ride.time, timeZone).getTime(), timeZone);
  const minutes = rideMinutes(ride.serviceTypeValue, ride.isRoundTrip);
  const end = new TZDate(start.getTime() + minutes * 60_000, timeZone);
  const cancelled = input.status === 'cancelled';
  const method = cancelled
    ? ICalCalendarMethod.CANCEL
    : input.delivery === 'invitation'
      ? ICalCalendarMethod.REQUEST
      : ICalCalendarMethod.PUBLISH;
  const calendar = ical({
    prodId: { company: PRODUCT_NAME, product: 'Rides', language: 'EN' },
    name: PRODUCT_NAME,
    method,
  });
  // The zone's VTIMEZONE for the event, but no calendar-wide zone: ical-generator would write DTSTAMP
  // in it, and RFC 5545 §3.8.7.2 wants DTSTAMP in UTC.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: `booking-${input.bookingId}@${input.host}`,
    sequence: input.version - 1,
    start,
    end,
    timezone: timeZone,
    stamp: input.now ?? new Date(),
    organizer: input.organizer,
    // The customer asked for the ride: nothing to answer (RSVP=FALSE), already accepted.
    attendees:
      input.delivery === 'invitation'
        ? [
            {
              email: ride.email,
              name: ride.fullName,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
              rsvp: false,
            },
          ]
        : [],
    summary: `${PRODUCT_NAME}: ${ride.serviceType}, ${ride.pickupLocation} to ${ride.dropoffLocation}`,
    location: ride.pickupLocation,
    description: [
      `Pick-up: ${ride.pickupLocation}`,
      `Drop-off: ${ride.dropoffLocation}`,
      `Passengers: ${ride.passengers}`,
      ride.flightNumber ? `Flight: ${ride.flightNumber}` : undefined,
      `Vehicle: ${ride.vehicle}`,
      `Booking #${input.bookingId}: ${input.rideUrl}`,
    ]
      .filter(Boolean)
      .join('\n'),
    url: input.rideUrl,
    status: EVENT_STATUS[input.status],
  });
  return { method, text: calendar.toString() };
}
