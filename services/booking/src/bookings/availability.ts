import { calendarDateIn, clockTimeIn, pickupInstant, rideHoldMinutes } from '@elite/contracts';

const MINUTE_MS = 60_000;
/** Pickup times offered in a 409 are on the half hour, the way customers book. */
export const FREE_TIME_STEP_MINUTES = 30;
/** How many free pickup times a 409 names. */
export const FREE_TIMES_SHOWN = 3;

/** The instants a ride keeps its vehicle: from pickup until it is back and ready (docs/product.md §4). */
export interface VehicleHold {
  start: Date;
  end: Date;
}

export interface HeldRide {
  date: string;
  time: string;
  isRoundTrip: boolean;
}

export function vehicleHold(ride: HeldRide, serviceTypeValue: string, timeZone: string): VehicleHold {
  const start = pickupInstant(ride.date, ride.time, timeZone);
  const minutes = rideHoldMinutes(serviceTypeValue, ride.isRoundTrip);
  return { start, end: new Date(start.getTime() + minutes * MINUTE_MS) };
}

/** The hold as a PostgreSQL tstzrange literal: the pickup included, the end excluded. */
export function holdRange(hold: VehicleHold): string {
  return `[${hold.start.toISOString()},${hold.end.toISOString()})`;
}

export function holdsOverlap(a: VehicleHold, b: VehicleHold): boolean {
  return a.start < b.end && b.start < a.end;
}

export interface FreeTimesQuery {
  /** The day asked for (yyyy-MM-dd, in `timeZone`). */
  date: string;
  timeZone: string;
  /** How long the new ride would hold the vehicle. */
  holdMinutes: number;
  /** The holds of the vehicle's confirmed rides around that day. */
  taken: readonly VehicleHold[];
  /** Where the search starts: after the rides that blocked the request. */
  from: Date;
  /** No pickup at or before this instant is offered. */
  now: Date;
}

/**
 * The first pickup times (`HH:MM` in the zone) on the same day, on the half hour, from `from` on,
 * whose whole hold fits between the confirmed rides.
 */
export function nextFreePickupTimes(query: FreeTimesQuery): string[] {
  const free: string[] = [];
  let candidate = onTheStep(query.from, query.timeZone);
  while (free.length < FREE_TIMES_SHOWN && calendarDateIn(candidate, query.timeZone) === query.date) {
    const hold = { start: candidate, end: new Date(candidate.getTime() + query.holdMinutes * MINUTE_MS) };
    if (candidate > query.now && !query.taken.some((taken) => holdsOverlap(hold, taken)))
      free.push(clockTimeIn(candidate, query.timeZone));
    candidate = new Date(candidate.getTime() + FREE_TIME_STEP_MINUTES * MINUTE_MS);
  }
  return free;
}

/** The instant itself when its clock in the zone is on the step, else the next one that is. */
function onTheStep(instant: Date, timeZone: string): Date {
  const minutes = Number(clockTimeIn(instant, timeZone).slice(3));
  const seconds = instant.getTime() % MINUTE_MS;
  const late = (minutes % FREE_TIME_STEP_MINUTES) * MINUTE_MS + seconds;
  return late === 0 ? instant : new Date(instant.getTime() - late + FREE_TIME_STEP_MINUTES * MINUTE_MS);
}

const LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** The 409 of a booking whose hold overlaps a confirmed ride (docs/product.md §4). */
export function vanTakenMessage(freeTimes: readonly string[]): string {
  const taken = 'The van is already booked at that time.';
  if (freeTimes.length === 0)
    return `${taken} There is no free pickup time left that day; please choose another day.`;
  if (freeTimes.length === 1) return `${taken} The next free pickup time that day is ${freeTimes[0]}.`;
  return `${taken} The next free pickup times that day are ${LIST.format(freeTimes)}.`;
}

/** The 409 of a ride that would give its chauffeur two confirmed rides at once (docs/product.md §12). */
export function chauffeurTakenMessage(
  chauffeur: string,
  clash: { id: number; hold: VehicleHold } | undefined,
  timeZone: string,
): string {
  if (!clash) return `${chauffeur} already drives another confirmed ride at that time.`;
  const day = calendarDateIn(clash.hold.start, timeZone);
  const from = clockTimeIn(clash.hold.start, timeZone);
  const until = clockTimeIn(clash.hold.end, timeZone);
  return `${chauffeur} already drives confirmed booking #${clash.id} on ${day} from ${from} to ${until}.`;
}

/** The 409 of a confirmation that would put two confirmed rides in the van at once. */
export function confirmClashMessage(
  bookingId: number,
  clash: { id: number; hold: VehicleHold } | undefined,
  timeZone: string,
): string {
  if (!clash) return `Booking #${bookingId} cannot be confirmed: the van is already booked at that time.`;
  const day = calendarDateIn(clash.hold.start, timeZone);
  const from = clockTimeIn(clash.hold.start, timeZone);
  const until = clockTimeIn(clash.hold.end, timeZone);
  return `Booking #${bookingId} cannot be confirmed: the van is already booked on ${day} from ${from} to ${until} by confirmed booking #${clash.id}.`;
}
