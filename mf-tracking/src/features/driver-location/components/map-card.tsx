import EnvironmentOutlined from '@ant-design/icons/es/icons/EnvironmentOutlined';
import FlagOutlined from '@ant-design/icons/es/icons/FlagOutlined';
import type { DriverLocation } from '@elite/contracts';
import { useHydrated } from '@elite/web-kit';
import { lazy, Suspense } from 'react';
import { mapStrings } from '../../../common/strings';
import { useMapTiles } from '../api/use-map-tiles';
import { mapCentre } from '../utils/map-preview';
import { LocationStatusLine } from './location-status';
import { MapFirstView } from './map-first-view';

// Leaflet, react-leaflet and leaflet's CSS arrive in their own chunk, after the page's first paint:
// never on the server (Leaflet needs a browser), and not in the render that takes the server's HTML
// over, which draws the same first view (docs/architecture.md, "Server rendering").
const loadDriverMap = () => import('./driver-map').then(({ DriverMap }) => ({ default: DriverMap }));
// In a browser the chunk is asked for as soon as the page's code runs, alongside the taking over,
// not after it, so that the live map soon replaces the first view. A failure here is tried again by
// the lazy component, which shows it.
if (typeof window !== 'undefined') loadDriverMap().catch(() => undefined);
const DriverMap = lazy(loadDriverMap);

const HEADING_ID = 'mft-map-title';

interface MapCardProps {
  location: DriverLocation | undefined;
  isLoading: boolean;
  pickupLocation: string | undefined;
  dropoffLocation: string | undefined;
}

/** 'Driver Location': the status line, the live map, and where the ride starts and ends. */
export function MapCard({ location, isLoading, pickupLocation, dropoffLocation }: MapCardProps) {
  const hydrated = useHydrated();
  const firstView = <MapFirstView tiles={useMapTiles()} centre={mapCentre(location)} />;
  return (
    <section className="elite-card mft-card mft-map-card" aria-labelledby={HEADING_ID}>
      <header className="mft-card-header">
        <h2 id={HEADING_ID} className="elite-card-title">
          {mapStrings.title}
        </h2>
        <LocationStatusLine location={location} isLoading={isLoading} />
      </header>
      <div className="mft-map-frame">
        {hydrated ? (
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
