import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { isCalendarDate, type CalendarRide } from '@elite/contracts/booking';
import { calendarDateIn, DEFAULT_BUSINESS_TIME_ZONE } from '@elite/contracts/ride-schedule';
import { formatCalendarDate, LoadError } from '@elite/web-kit';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { ConsoleSection } from '../../../common/components/console-section';
import { calendarStrings as strings } from '../../../common/strings';
import { useAdminCalendar } from '../api/use-admin-calendar';
import { useMoveRide } from '../hooks/use-move-ride';
import { addDays, daysOf, type CalendarView } from '../utils/calendar-layout';
import { CalendarGrid } from './calendar-grid';
import { RideDrawer } from './ride-drawer';

const today = (timeZone: string) => calendarDateIn(new Date(), timeZone);

/**
 * The van's day or week (docs/product.md §2, "The console"): the rides from their holds, pending
 * requests over the confirmed rides they clash with, each opening Confirm, Move and Decline; a block
 * dragged to another slot is moved there. A narrow screen opens on the day.
 */
export function VanCalendar() {
  const screens = Grid.useBreakpoint();
  const [chosenView, setChosenView] = useState<CalendarView | null>(null);
  const view = chosenView ?? (screens.md === false ? 'day' : 'week');
  const [anchor, setAnchor] = useState(() => today(DEFAULT_BUSINESS_TIME_ZONE));
  const days = daysOf(anchor, view);
  const [from, to] = [days[0]!, days.at(-1)!];
  const { data, error, isLoading } = useAdminCalendar(from, to);
  const timeZone = data?.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE;
  const { move } = useMoveRide();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<CalendarRide | null>(null);
  // The drawer follows the ride as the calendar is read again; one moved out of these days stays as it was.
  const selected = data?.rides.find((ride) => ride.id === shown?.id) ?? shown;
  const range =
    from === to
      ? formatCalendarDate(from, 'long')
      : `${formatCalendarDate(from)} – ${formatCalendarDate(to)}`;
  const step = view === 'week' ? 7 : 1;

  return (
    <ConsoleSection title={strings.title} help={strings.help} className="mfa-console mfa-cal">
      <div className="mfa-cal-toolbar">
        <Segmented<CalendarView>
          aria-label={strings.view}
          value={view}
          onChange={setChosenView}
          options={[
            { value: 'day', label: strings.views.day },
            { value: 'week', label: strings.views.week },
          ]}
        />
        <div className="mfa-cal-nav">
          <Button
            aria-label={strings.previous[view]}
            icon={<LeftOutlined aria-hidden />}
            onClick={() => setAnchor(addDays(anchor, -step))}
          />
          <Button onClick={() => setAnchor(today(timeZone))}>{strings.today}</Button>
          <Button
            aria-label={strings.next[view]}
            icon={<RightOutlined aria-hidden />}
            onClick={() => setAnchor(addDays(anchor, step))}
          />
        </div>
        <label className="mfa-cal-goto">
          <span>{strings.goTo}</span>
          <Input
            type="date"
            value={anchor}
            onChange={(event) => {
              if (isCalendarDate(event.target.value)) setAnchor(event.target.value);
            }}
          />
        </label>
        <p className="mfa-cal-range" aria-live="polite">
          {range}
        </p>
      </div>
      {error ? (
        <LoadError className="mfa-load-error" message={strings.failed} />
      ) : (
        <>
          <CalendarGrid
            label={strings.grid(range)}
            busy={isLoading}
            days={days}
            rides={data?.rides ?? []}
            timeZone={timeZone}
            onOpen={(ride) => {
              setShown(ride);
              setOpen(true);
            }}
            onMove={(id, when) => void move(id, when)}
          />
          {data && data.rides.length === 0 ? <p className="elite-card-text">{strings.empty}</p> : null}
        </>
      )}
      {selected ? (
        <RideDrawer ride={selected} timeZone={timeZone} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </ConsoleSection>
  );
}
