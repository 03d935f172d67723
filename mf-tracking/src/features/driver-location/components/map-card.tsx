import EnvironmentOutlined from '@ant-design/icons/es/icons/EnvironmentOutlined';
import FlagOutlined from '@ant-design/icons/es/icons/FlagOutlined';
import type { DriverLocation } from '@elite/contracts/tracking';
import { afterLoadWhenIdle, useHydrated, whenVisitorActs } from '@elite/web-kit';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { mapStrings } from '../../../common/strings';
import { useMapTiles } from '../api/use-map-tiles';
import { mapCentre } from '../utils/map-preview';
import { LocationStatusLine } from './location-status';
import { MapFirstView } from './map-first-view';

// Leaflet, react-leaflet and leaflet's CSS arrive in their own chunk, after the page's first paint:
// never on the server (Leaflet needs a browser), and not in the render that takes the server's HTML
// over, which draws the same first view (docs/architecture.md, "Server rendering"). The chunk is
// fetched ahead (prefetch: downloaded when the network is idle, run only when the map is drawn).
const DriverMap = lazy(() =>
  import(/* webpackPrefetch: true */ './driver-map').then(({ DriverMap }) => ({ default: DriverMap })),
);

const HEADING_ID = 'mft-map-title';

interface MapCardProps {
  location: DriverLocation | undefined;
  isLoading: boolean;
  pickupLocation: string | undefined;
  dropoffLocation: string | undefined;
  /** The chauffeur's estimated arrival, in words, when it can be told (docs/product.md §12). */
  eta?: string | null;
}

/**
 * Whether Leaflet takes the first view's place yet: once the page has loaded and the main thread is
 * idle, or at the visitor's first scroll or input, whichever comes first (a driver's position, which
 * needs the marker, brings it at once). Its start-up, a long task on a phone, then does not compete
 * with the taking over of the page, and the first view already shows the same streets.
 */
function useLiveMapDue(hydrated: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!hydrated) return undefined;
    // Whichever comes first sets it; the second, or one after unmounting, changes nothing.
    const now = () => setDue(true);
    void whenVisitorActs().then(now);
    return afterLoadWhenIdle(now);
  }, [hydrated]);
  return due;
}

/** 'Driver Location': the status line, the live map, and where the ride starts and ends. */
function MapCardView({ location, isLoading, pickupLocation, dropoffLocation, eta }: MapCardProps) {
  const hydrated = useHydrated();
  const liveMapDue = useLiveMapDue(hydrated);
  const firstView = <MapFirstView tiles={useMapTiles()} centre={mapCentre(location)} />;
  return (
    <section className="elite-card mft-card mft-map-card" aria-labelledby={HEADING_ID}>
      <header className="mft-card-header">
        <h2 id={HEADING_ID} className="elite-card-title">
          {mapStrings.title}
        </h2>
        <LocationStatusLine location={location} isLoading={isLoading} />
        {eta ? (
          <p className="mft-eta" role="status">
            {eta}
          </p>
        ) : null}
      </header>
      <div className="mft-map-frame">
        {liveMapDue || (hydrated && location) ? (
          <Suspense fallback={firstView}>
            <DriverMap location={location} />
          </Suspense>
        ) : (
          firstView
        )}
      </div>
      <dl className="mft-addresses">
        <div className="mft-address">
          <dt>
            <EnvironmentOutlined className="mft-address-icon" aria-hidden />
            {mapStrings.pickup}
          </dt>
          <dd>{pickupLocation || mapStrings.missingAddress}</dd>
        </div>
        <div className="mft-address">
          <dt>
            <FlagOutlined className="mft-address-icon" aria-hidden />
            {mapStrings.dropoff}
          </dt>
          <dd>{dropoffLocation || mapStrings.missingAddress}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Drawn again only when its own props change: a press elsewhere on the page (Simulate) leaves the map alone. */
export const MapCard = memo(MapCardView);
