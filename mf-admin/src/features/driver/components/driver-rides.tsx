import { nextRideProgress, type RideProgress } from '@elite/contracts/booking';
import type { DriverRide } from '@elite/contracts/chauffeurs';
import { errorMessage, formatCalendarDate, formatClockTime, useSignedInUser, useToast } from '@elite/web-kit';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { PageHeader } from '../../../common/components/page-header';
import { RIDE_STAGE_LABELS, STATUS_LABELS, driverStrings as strings } from '../../../common/strings';
import { useDriverRides, useRideProgress } from '../api/use-driver-rides';
import { usePositionSharing, type SharingState } from '../hooks/use-position-sharing';

const SHARING_TEXT: Record<Exclude<SharingState, 'off'>, string> = {
  starting: strings.sharingStarting,
  sharing: strings.sharing,
  denied: strings.sharingDenied,
  unavailable: strings.sharingUnavailable,
  unsupported: strings.sharingUnsupported,
};

/** The ride whose position is shared: the one on its way to the pick-up or with its passenger on board. */
function movingRide(rides: readonly DriverRide[] | undefined): DriverRide | undefined {
  return rides?.find(
    (ride) =>
      ride.status === 'confirmed' && (ride.rideStage === 'on-the-way' || ride.rideStage === 'on-board'),
  );
}

/** Where a ride stands, in words: its stage while confirmed, else its status. */
function standing(ride: DriverRide): string {
  if (ride.status !== 'confirmed') return STATUS_LABELS[ride.status];
  return ride.rideStage ? RIDE_STAGE_LABELS[ride.rideStage] : strings.notStarted;
}

function RideCard({
  ride,
  busy,
  onStep,
}: {
  ride: DriverRide;
  busy: RideProgress | null;
  onStep: (ride: DriverRide, step: RideProgress) => void;
}) {
  const steps = ride.status === 'confirmed' ? nextRideProgress(ride.rideStage) : [];
  const headingId = `mfa-driver-ride-${ride.id}`;
  return (
    <article
      className="elite-card mfa-driver-ride"
      aria-labelledby={headingId}
      data-stage={ride.rideStage ?? ride.status}
    >
      <header className="mfa-driver-ride-header">
        <h3 id={headingId} className="elite-card-title">
          <time dateTime={ride.pickupAt}>{formatClockTime(ride.time)}</time> · {ride.fullName}
        </h3>
        <span className="mfa-driver-stage" role="status">
          {standing(ride)}
        </span>
      </header>
      <dl className="mfa-driver-facts">
        <dt>{strings.pickup}</dt>
        <dd>{ride.pickupLocation}</dd>
        <dt>{strings.dropoff}</dt>
        <dd>{ride.dropoffLocation}</dd>
      </dl>
      <p className="elite-card-text">
        {strings.ride(ride.id)} · {ride.serviceType} · {strings.passengers(ride.passengers)}
        {ride.luggage ? ` · ${strings.luggage(ride.luggage)}` : ''}
        {ride.flightNumber ? ` · ${strings.flight(ride.flightNumber)}` : ''}
      </p>
      {ride.specialRequests ? (
        <p className="elite-card-text mfa-prewrap">
          {strings.notes}: {ride.specialRequests}
        </p>
      ) : null}
      <a className="mfa-link mfa-driver-call" href={`tel:${ride.phone.replace(/[^+\d]/g, '')}`}>
        {strings.call(ride.fullName)} ({ride.phone})
      </a>
      {steps.length > 0 ? (
        <div className="mfa-driver-steps" role="group" aria-label={strings.ride(ride.id)}>
          {steps.map((step) =>
            step === 'no-show' ? (
              <Popconfirm
                key={step}
                title={strings.noShowQuestion}
                okText={strings.noShowYes}
                cancelText={strings.noShowNo}
                okButtonProps={{ danger: true }}
                onConfirm={() => onStep(ride, step)}
              >
                <Button danger size="large" block loading={busy === step} disabled={busy !== null}>
                  {strings.steps[step]}
                </Button>
              </Popconfirm>
            ) : (
              <Button
                key={step}
                type="primary"
                size="large"
                block
                loading={busy === step}
                disabled={busy !== null && busy !== step}
                onClick={() => onStep(ride, step)}
              >
                {strings.steps[step]}
              </Button>
            ),
          )}
        </div>
      ) : null}
    </article>
  );
}

/** The chauffeur's rides by day, each with its next steps, and the position shared while he drives. */
export function DriverRides() {
  const toast = useToast();
  const { user } = useSignedInUser();
  const { data: rides, error, isLoading, mutate } = useDriverRides();
  const { trigger } = useRideProgress();
  const [busy, setBusy] = useState<{ id: number; step: RideProgress } | null>(null);
  const moving = movingRide(rides);
  const sharing = usePositionSharing(user?.id, moving?.id);

  const step = async (ride: DriverRide, progress: RideProgress) => {
    setBusy({ id: ride.id, step: progress });
    try {
      await trigger({ id: ride.id, progress });
      await mutate();
      toast.success(strings.moved.title, strings.moved.description(ride.id, strings.steps[progress]));
    } catch (failure) {
      toast.error(strings.moveFailed.title, errorMessage(failure, strings.moveFailed.description));
      await mutate();
    } finally {
      setBusy(null);
    }
  };

  const days = new Map<string, DriverRide[]>();
  for (const ride of rides ?? []) days.set(ride.date, [...(days.get(ride.date) ?? []), ride]);
  return (
    <div className="elite-container mfa-container mfa-page mfa-driver">
      <PageHeader title={strings.title} intro={strings.intro} />
      {moving && sharing !== 'off' ? (
        <p className="mfa-driver-sharing" role="status" data-sharing={sharing}>
          {SHARING_TEXT[sharing]}
        </p>
      ) : null}
      {error && !rides ? (
        <section className="elite-card" role="alert">
          <p className="elite-card-text">{strings.failed}</p>
          <Button onClick={() => void mutate()}>{strings.retry}</Button>
        </section>
      ) : isLoading ? (
        <div className="mfa-page-loading" role="status">
          <Spin size="large" />
          <span className="elite-visually-hidden">{strings.loading}</span>
        </div>
      ) : days.size === 0 ? (
        <p className="elite-card-text">{strings.empty}</p>
      ) : (
        [...days].map(([date, dayRides]) => (
          <section key={date} className="mfa-driver-day" aria-label={formatCalendarDate(date)}>
            <h2 className="elite-heading mfa-driver-day-title">{formatCalendarDate(date)}</h2>
            {dayRides.map((ride) => (
              <RideCard
                key={ride.id}
                ride={ride}
                busy={busy?.id === ride.id ? busy.step : null}
                onStep={(r, s) => void step(r, s)}
              />
            ))}
          </section>
        ))
      )}
    </div>
  );
}
