import { FLEET_VEHICLE_ID } from '@elite/contracts/constants';
import { LoadError, useVehicles } from '@elite/web-kit';
import Skeleton from 'antd/es/skeleton';
import { SectionHeader } from '../../../common/components/section-header';
import { HEADING_IDS, SECTION_IDS } from '../../../common/section-ids';
import { fleetStrings } from '../../../common/strings';
import { VehicleCard } from './vehicle-card';

export function FleetSection() {
  const { data: vehicles, error, isLoading } = useVehicles();
  const vehicle = vehicles?.find(({ id }) => id === FLEET_VEHICLE_ID);
  return (
    <section
      id={SECTION_IDS.fleet}
      className="mfb-section mfb-section-alt"
      aria-labelledby={HEADING_IDS.fleet}
    >
      <div className="elite-container mfb-container">
        <SectionHeader
          headingId={HEADING_IDS.fleet}
          eyebrow={fleetStrings.eyebrow}
          title={fleetStrings.title}
          intro={fleetStrings.intro}
        />
        {error ? (
          <LoadError className="mfb-load-error" message={fleetStrings.error} />
        ) : isLoading ? (
          <div className="elite-card mfb-vehicle-card" role="status" aria-label={fleetStrings.loading}>
            <Skeleton.Node active className="mfb-vehicle-media mfb-skeleton-media">
              <span />
            </Skeleton.Node>
            <div className="mfb-vehicle-body">
              <Skeleton active title paragraph={{ rows: 6 }} />
            </div>
          </div>
        ) : vehicle ? (
          <VehicleCard vehicle={vehicle} />
        ) : null}
      </div>
    </section>
  );
}
