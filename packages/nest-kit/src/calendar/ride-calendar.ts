import { PRODUCT_NAME, pickupInstant, rideMinutes, type RideSummary } from '@elite/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';

export interface RideCalendarInput {
  bookingId: number;
  ride: RideSummary;
  /** The company's time zone, in which the ride's date and time are written. */
  timeZone: string;
  /** The ride's page (its tracking link); the event links to it. */
  rideUrl: string;
  /** The site's host, which makes the event's UID unique across calendars. */
  host: string;
  /** When the file is made (DTSTAMP); a later file of the same ride replaces the earlier one. */
  now?: Date;
  /** A cancelled ride's file removes the event from calendars that imported it. */
  cancelled?: boolean;
}

/**
 * One ride as an iCalendar file (RFC 5545): the pickup in the company's zone with its VTIMEZONE,
 * so a calendar in another zone shows the right hour. ical-generator writes the file; luxon gives
 * it the wall-clock time in the zone (a plain Date would be written in UTC under the zone's name).
 */
export function rideCalendar(input: RideCalendarInput): string {
  const { ride, timeZone } = input;
  const start = DateTime.fromJSDate(pickupInstant(ride.date, ride.time, timeZone), { zone: timeZone });
  const minutes = rideMinutes(ride.serviceTypeValue, ride.isRoundTrip);
  const calendar = ical({
    prodId: { company: PRODUCT_NAME, product: 'Rides', language: 'EN' },
    name: PRODUCT_NAME,
    method: input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.timezone({ name: timeZone, generator: getVtimezoneComponent });
  calendar.createEvent({
    id: `booking-${input.bookingId}@${input.host}`,
    start,
    end: start.plus({ minutes }),
    timezone: timeZone,
    stamp: DateTime.fromJSDate(input.now ?? new Date(), { zone: timeZone }),
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
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}
