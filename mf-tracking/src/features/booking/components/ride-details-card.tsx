import { formatCalendarDate, formatClockTime } from '@elite/web-kit';
import { rideDetailsStrings } from '../../../common/strings';
import type { TrackedBooking } from '../api/use-booking';
import { statusLabel } from '../utils/ride-details-format';

const HEADING_ID = 'mft-ride-details-title';

export function RideDetailsCard({ booking }: { booking: TrackedBooking }) {
  const rows: [string, string][] = [
    [rideDetailsStrings.bookingId, `#${booking.id}`],
    [rideDetailsStrings.date, formatCalendarDate(booking.date, 'long')],
    [rideDetailsStrings.time, formatClockTime(booking.time)],
    [rideDetailsStrings.status, statusLabel(booking.status)],
    ...(booking.chauffeur
      ? [
          [
            rideDetailsStrings.chauffeur,
            rideDetailsStrings.chauffeurShown(booking.chauffeur.name, booking.chauffeur.phone),
          ] as [string, string],
        ]
      : []),
    ...(booking.rideStage && booking.status === 'confirmed'
      ? [[rideDetailsStrings.stage, rideDetailsStrings.stages[booking.rideStage]] as [string, string]]
      : []),
    [rideDetailsStrings.paymentMethod, rideDetailsStrings.paymentMethods[booking.paymentMethod]],
  ];
  return (
    <section className="elite-card mft-card mft-ride-details" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="elite-card-title">
        {rideDetailsStrings.title}
      </h2>
      <dl className="mft-details">
        {rows.map(([term, value]) => (
          <div key={term} className="mft-details-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
