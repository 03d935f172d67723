import type { CalendarRide } from '@elite/contracts/booking';
import { minuteOfDay } from '@elite/contracts/pricing';
import { clockTimeIn, nextCalendarDay, pickupInstant } from '@elite/contracts/ride-schedule';

export type CalendarView = 'day' | 'week';

export const DAY_MINUTES = 24 * 60;
/** A dragged ride lands on the quarter hour. */
export const SNAP_MINUTES = 15;

/** A `yyyy-MM-dd` day some days after (or before) another. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The days a view shows around a day: that day, or its week from Monday. */
export function daysOf(anchor: string, view: CalendarView): string[] {
  if (view === 'day') return [anchor];
  const monday = addDays(anchor, -((new Date(`${anchor}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The part of a ride's hold that falls in one day's column, in minutes of that day's clock. */
export interface RideSegment {
  ride: CalendarRide;
  /** The column: an index into the view's days. */
  day: number;
  startMinute: number;
  endMinute: number;
  /** The hold began on an earlier day (the block is its continuation, and is not dragged). */
  continued: boolean;
  /** How many requests drawn earlier in the column it overlaps: it is offset past them. */
  lane: number;
}

/**
 * Each ride's hold cut into the days it meets, placed on the business zone's clock (a ride past
 * midnight goes on in the next column); each pending request gets a lane past the ones it overlaps.
 */
export function segmentsOf(
  rides: readonly CalendarRide[],
  days: readonly string[],
  timeZone: string,
): RideSegment[] {
  const segments: RideSegment[] = [];
  days.forEach((date, day) => {
    const dayStart = pickupInstant(date, '00:00', timeZone).getTime();
    const dayEnd = pickupInstant(nextCalendarDay(date), '00:00', timeZone).getTime();
    const minuteAt = (instant: number, edge: number) =>
      instant === dayStart
        ? 0
        : instant === dayEnd
          ? edge
          : minuteOfDay(clockTimeIn(new Date(instant), timeZone));
    const requests: RideSegment[] = [];
    for (const ride of rides) {
      const [start, end] = [Date.parse(ride.holdStart), Date.parse(ride.holdEnd)];
      if (start >= dayEnd || end <= dayStart) continue;
      const startMinute = minuteAt(Math.max(start, dayStart), 0);
      const endMinute = Math.max(minuteAt(Math.min(end, dayEnd), DAY_MINUTES), startMinute + SNAP_MINUTES);
      const segment = { ride, day, startMinute, endMinute, continued: start < dayStart, lane: 0 };
      if (ride.status === 'pending') {
        segment.lane = requests.filter(
          (other) => other.startMinute < endMinute && startMinute < other.endMinute,
        ).length;
        requests.push(segment);
      }
      segments.push(segment);
    }
  });
  return segments;
}

/** Where a ride lands when its block is dragged by some minutes and columns: its new pick-up day and time. */
export function droppedAt(
  segment: RideSegment,
  days: readonly string[],
  moved: { minutes: number; days: number },
): { date: string; time: string } | null {
  const day = Math.min(days.length - 1, Math.max(0, segment.day + moved.days));
  const snapped = Math.round((segment.startMinute + moved.minutes) / SNAP_MINUTES) * SNAP_MINUTES;
  const minute = Math.min(DAY_MINUTES - SNAP_MINUTES, Math.max(0, snapped));
  if (day === segment.day && minute === segment.startMinute) return null;
  const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return { date: days[day]!, time };
}
