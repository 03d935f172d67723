import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
import { hasEnded, rideReceiptPath } from '@elite/contracts/booking';
import { etaMinutes, type DriverLocation } from '@elite/contracts/tracking';
import { ApiRequestError, errorMessage, useToast } from '@elite/web-kit';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useBooking, type TrackedBooking } from '../features/booking/api/use-booking';
import { ManageRideCard } from '../features/booking/components/manage-ride-card';
import { RideDetailsCard } from '../features/booking/components/ride-details-card';
import { RidePriceCard } from '../features/booking/components/ride-price-card';
import { MapCard } from '../features/driver-location/components/map-card';
import { useDriverLocation } from '../features/driver-location/hooks/use-driver-location';
import { useSimulation } from '../features/simulation/api/use-simulation';
import { DemoControlsCard } from '../features/simulation/components/demo-controls-card';
import {
  cancelledRideStrings,
  completedRideStrings,
  demoStrings,
  etaStrings,
  noShowRideStrings,
  pageStrings,
} from '../common/strings';
import { PageMessage } from './page-message';

interface TrackingViewProps {
  bookingId: number;
  token: string | undefined;
}

/** The chauffeur's estimated arrival at the pick-up (on his way) or the drop-off (on board), when it can be told. */
function etaText(booking: TrackedBooking, location: DriverLocation | undefined): string | null {
  if (!location) return null;
  if (booking.rideStage === 'on-the-way' && booking.pickupPoint)
    return etaStrings.toPickup(etaMinutes(location, booking.pickupPoint));
  if (booking.rideStage === 'on-board' && booking.dropoffPoint)
    return etaStrings.toDropoff(etaMinutes(location, booking.dropoffPoint));
  return null;
}

/** The three cards; the driver's position is watched only once the booking is known to be visible. */
function TrackedRide({
  booking,
  token,
  onRideChanged,
}: {
  booking: TrackedBooking;
  token: string | undefined;
  onRideChanged: () => void;
}) {
  const { location, isLoading } = useDriverLocation(booking.id, token, onRideChanged);
  const simulation = useSimulation(booking.id, token);
  const toast = useToast();
  const simulate = () =>
    simulation
      .start()
      .catch((error: unknown) =>
        toast.error(demoStrings.failed.title, errorMessage(error, demoStrings.failed.description)),
      );
  return (
    <div className="mft-grid">
      <MapCard
        location={location}
        isLoading={isLoading}
        pickupLocation={booking.pickupLocation}
        dropoffLocation={booking.dropoffLocation}
        eta={etaText(booking, location)}
      />
      <div className="mft-side">
        <RideDetailsCard booking={booking} />
        <RidePriceCard booking={booking} token={token} />
        <ManageRideCard booking={booking} token={token} />
        <DemoControlsCard simulating={simulation.active} onSimulate={() => void simulate()} />
      </div>
    </div>
  );
}

/**
 * A ride that has ended (docs/product.md, "The ride"): what became of it and its details, instead of
 * the map and controls; its driver is followed no more. A completed ride adds its price and receipt.
 */
function EndedRide({ booking, token }: { booking: TrackedBooking; token: string | undefined }) {
  const completed = booking.status === 'completed';
  const { title, description } = completed
    ? completedRideStrings
    : booking.status === 'no-show'
      ? noShowRideStrings
      : cancelledRideStrings;
  return (
    <div className="mft-cancelled">
      <PageMessage
        headingLevel={2}
        icon={completed ? <CheckCircleOutlined /> : <StopOutlined />}
        title={title}
        description={description}
        action={
          completed && (
            <Button
              size="large"
              href={rideReceiptPath(booking.id, token)}
              download
              icon={<FilePdfOutlined aria-hidden />}
            >
              {completedRideStrings.downloadReceipt}
            </Button>
          )
        }
      />
      <RideDetailsCard booking={booking} />
      {completed && <RidePriceCard booking={booking} token={token} />}
    </div>
  );
}

export function TrackingView({ bookingId, token }: TrackingViewProps) {
  const { data: booking, error, isLoading, mutate } = useBooking(bookingId, token);

  let body;
  if (booking?.status && hasEnded(booking.status)) body = <EndedRide booking={booking} token={token} />;
  else if (booking)
    body = <TrackedRide booking={booking} token={token} onRideChanged={() => void mutate()} />;
  else if (isLoading)
    body = (
      <div className="mft-loading" role="status">
        <Spin size="large" />
        <p>{pageStrings.loading}</p>
      </div>
    );
  else if (!(error instanceof ApiRequestError && error.status === 404))
    // Not a 404 (the service failed, or the network): the booking may well exist, so offer a retry.
    body = (
      <PageMessage
        headingLevel={2}
        icon={<WarningOutlined />}
        title={pageStrings.loadFailed.title}
        description={pageStrings.loadFailed.description}
        action={
          <Button size="large" onClick={() => void mutate()}>
            {pageStrings.loadFailed.retry}
          </Button>
        }
      />
    );
  else
    body = (
      <PageMessage
        headingLevel={2}
        icon={<CloseCircleOutlined />}
        title={pageStrings.notFound.title}
        description={pageStrings.notFound.description}
      />
    );

  return (
    <>
      <header className="mft-page-header">
        <p className="elite-eyebrow mft-eyebrow">{pageStrings.eyebrow}</p>
        <h1 className="elite-heading mft-page-title">{pageStrings.title}</h1>
      </header>
      {body}
    </>
  );
}
