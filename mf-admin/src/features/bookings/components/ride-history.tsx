import { PAID_METHOD_LABELS } from '@elite/contracts/constants';
import type { RideEventKind, RideEventValue } from '@elite/contracts/ride-events';
import { DEFAULT_BUSINESS_TIME_ZONE } from '@elite/contracts/ride-schedule';
import { formatInstant, formatUsd, formatRideWhen } from '@elite/web-kit';
import { DrawerListSection } from '../../../common/components/drawer-list-section';
import { historyStrings as strings, RIDE_STAGE_LABELS, STATUS_LABELS } from '../../../common/strings';
import { useRideEvents, type RideEvent } from '../api/use-ride-events';

const money = (total: string | null | undefined) =>
  total === null || total === undefined ? strings.none : formatUsd(Number(total));
const pickup = (value: RideEventValue | null) =>
  value?.date && value.time ? formatRideWhen(value.date, value.time) : strings.none;
const status = (value: RideEventValue | null) => (value?.status ? STATUS_LABELS[value.status] : strings.none);
const stage = (value: RideEventValue | null) =>
  value?.stage ? RIDE_STAGE_LABELS[value.stage] : strings.notStarted;
const payment = (value: RideEventValue | null) =>
  value?.method && value.amount
    ? `${PAID_METHOD_LABELS[value.method]}, ${formatUsd(Number(value.amount))}${value.paidAt ? `, ${formatInstant(value.paidAt, DEFAULT_BUSINESS_TIME_ZONE)}` : ''}`
    : strings.none;

/** What each kind of change says it changed, from what to what. */
const WHAT_CHANGED: Record<RideEventKind, (event: RideEvent) => string> = {
  booked: ({ to }) =>
    strings.booked(status(to), pickup(to), to?.total ? formatUsd(Number(to.total)) : strings.onRequest),
  'status-changed': ({ from, to }) => strings.change(strings.status, status(from), status(to)),
  'price-set': ({ from, to }) => strings.change(strings.price, money(from?.total), money(to?.total)),
  'price-accepted': ({ to }) => strings.priceAccepted(money(to?.total)),
  rescheduled: ({ from, to }) => strings.change(strings.pickup, pickup(from), pickup(to)),
  'payment-recorded': ({ from, to }) => strings.change(strings.payment, payment(from), payment(to)),
  'chauffeur-assigned': ({ from, to }) =>
    strings.change(strings.chauffeur, from?.chauffeur ?? strings.none, to?.chauffeur ?? strings.none),
  'ride-progress': ({ from, to }) => strings.change(strings.stage, stage(from), stage(to)),
};

function HistoryItem({ event }: { event: RideEvent }) {
  const lines = event.kind === 'price-set' ? event.to?.lines : undefined;
  return (
    <li className="mfa-history-item">
      <p className="mfa-history-when">
        <time dateTime={event.at}>{formatInstant(event.at, DEFAULT_BUSINESS_TIME_ZONE)}</time>{' '}
        <span className="mfa-history-who">{strings.by(event.actor.display)}</span>
      </p>
      <p className="mfa-history-what">{WHAT_CHANGED[event.kind](event)}</p>
      {lines?.length ? (
        <p className="mfa-history-lines">
          {strings.lines(lines.map((line) => `${line.label} ${formatUsd(Number(line.amount))}`).join('; '))}
        </p>
      ) : null}
      {event.reason && <p className="mfa-history-why mfa-prewrap">{strings.why(event.reason)}</p>}
    </li>
  );
}

/**
 * The ride's history, oldest first (docs/product.md §2, "History"): when (in the company's time
 * zone), who, what changed from what to what, and why.
 */
export function RideHistory({ bookingId }: { bookingId: number }) {
  return (
    <DrawerListSection
      title={strings.title}
      texts={strings}
      read={useRideEvents(bookingId)}
      list={(events) => (
        <ol className="mfa-history">
          {events.map((event) => (
            <HistoryItem key={event.id} event={event} />
          ))}
        </ol>
      )}
    />
  );
}
