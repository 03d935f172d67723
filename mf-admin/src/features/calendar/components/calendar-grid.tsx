import type { CalendarRide } from '@elite/contracts/booking';
import { clockTimeIn } from '@elite/contracts/ride-schedule';
import { formatCalendarDate, formatClockTime } from '@elite/web-kit';
import { useEffect, useRef, type CSSProperties } from 'react';
import { calendarStrings as strings, STATUS_LABELS } from '../../../common/strings';
import { useRideDrag } from '../hooks/use-ride-drag';
import { DAY_MINUTES, segmentsOf, type RideSegment } from '../utils/calendar-layout';

/** One hour of the grid, in pixels. */
const HOUR_PX = 48;
const PX_PER_MINUTE = HOUR_PX / 60;
/** The grid opens at this hour; the night before it is a scroll away. */
const FIRST_SHOWN_HOUR = 6;
const HOURS = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

interface CalendarGridProps {
  /** The grid's accessible name: the days it shows. */
  label: string;
  busy: boolean;
  days: readonly string[];
  rides: readonly CalendarRide[];
  timeZone: string;
  onOpen: (ride: CalendarRide) => void;
  onMove: (id: number, when: { date: string; time: string }) => void;
}

/** 'Clashes with #12, #14' for a pending request drawn over confirmed rides; null otherwise. */
export function clashLabel(ride: CalendarRide): string | null {
  return ride.clashesWith.length > 0 ? strings.clashesWith(ride.clashesWith) : null;
}

/** '9:00 AM – 11:30 AM': the hold on the business zone's clock. */
export function heldTime(ride: CalendarRide, timeZone: string): string {
  const clock = (iso: string) => formatClockTime(clockTimeIn(new Date(iso), timeZone));
  return `${clock(ride.holdStart)} – ${clock(ride.holdEnd)}`;
}

/**
 * The van's days as a time grid: a column a day, a row an hour of the business zone's clock, each
 * ride a block from its hold start to its hold end. antd has no time-grid calendar (its Calendar is a
 * month of date cells), so the grid is CSS: a block is placed by its minutes (top and height).
 * Requests that clash are drawn over the confirmed rides, offset and hatched.
 */
export function CalendarGrid({ label, busy, days, rides, timeZone, onOpen, onMove }: CalendarGridProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const segments = segmentsOf(rides, days, timeZone);
  const { offset, handlers } = useRideDrag({ days, pxPerMinute: PX_PER_MINUTE, onDrop: onMove });
  const columns = { '--mfa-cal-days': days.length } as CSSProperties;

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = FIRST_SHOWN_HOUR * HOUR_PX;
  }, []);

  const block = (segment: RideSegment) => {
    const { ride } = segment;
    const clash = clashLabel(ride);
    const time = heldTime(ride, timeZone);
    const { swallowDragClick, ...pointer } = handlers(segment);
    const moved = offset?.id === ride.id ? offset : null;
    const style = {
      top: segment.startMinute * PX_PER_MINUTE,
      height: (segment.endMinute - segment.startMinute) * PX_PER_MINUTE,
      '--mfa-cal-lane': segment.lane,
      transform: moved ? `translate(${moved.dx}px, ${moved.dy}px)` : undefined,
    } as CSSProperties;
    return (
      <button
        key={`${ride.id}-${segment.day}`}
        type="button"
        className="mfa-cal-ride"
        data-status={ride.status}
        data-clash={clash ? 'true' : undefined}
        data-dragging={moved ? 'true' : undefined}
        style={style}
        title={ride.status === 'completed' ? undefined : strings.moveHint}
        onClick={(event) => {
          if (!swallowDragClick(event)) onOpen(ride);
        }}
        {...pointer}
      >
        {/* Its name is its lines (time, customer, status, clash), the commas heard but not drawn. */}
        <span className="mfa-cal-ride-lines">
          <span className="mfa-cal-ride-time">
            {segment.continued ? `${strings.continued} · ` : ''}
            {time}
            <span className="elite-visually-hidden">,</span>
          </span>
          <span className="mfa-cal-ride-name">
            {ride.fullName}
            <span className="elite-visually-hidden">,</span>
          </span>
          <span className="mfa-cal-ride-status">
            {STATUS_LABELS[ride.status]}
            {clash ? <span className="elite-visually-hidden">,</span> : null}
          </span>
          {clash ? <span className="mfa-cal-ride-clash">{clash}</span> : null}
        </span>
      </button>
    );
  };

  return (
    // Focusable, so the keyboard scrolls it too.
    <div
      className="mfa-cal-scroll"
      ref={scroller}
      style={columns}
      role="region"
      aria-label={label}
      aria-busy={busy}
      tabIndex={0}
    >
      <div className="mfa-cal-head" aria-hidden>
        <span />
        {days.map((day) => (
          <span key={day} className="mfa-cal-day-name">
            {formatCalendarDate(day)}
          </span>
        ))}
      </div>
      <div className="mfa-cal-body" style={{ height: (DAY_MINUTES / 60) * HOUR_PX }}>
        <div className="mfa-cal-hours" aria-hidden>
          {HOURS.map((hour, index) => (
            <span key={hour} style={{ top: index * HOUR_PX }}>
              {formatClockTime(hour)}
            </span>
          ))}
        </div>
        {days.map((day, index) => (
          <section key={day} className="mfa-cal-day" aria-label={formatCalendarDate(day, 'long')}>
            {segments.filter((segment) => segment.day === index).map(block)}
          </section>
        ))}
      </div>
    </div>
  );
}
