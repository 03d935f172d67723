import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import { PRICE_PER_MILE_USD, TOUR_NAME_MARKER, TOURS_FROM_USD } from '@elite/contracts/constants';
import type { Vehicle } from '@elite/contracts/catalogue';
import { formatUsd } from '@elite/web-kit';
import Button from 'antd/es/button';
import { useState } from 'react';
import { SECTION_IDS } from '../../../common/section-ids';
import { StarRating } from '../../../common/components/star-rating';
import { fleetStrings } from '../../../common/strings';
import defaultVehicleImage from '../assets/default-vehicle.svg';

// The fleet card always shows five filled stars (docs/product.md §2).
const FLEET_RATING = 5;

function LuggageIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="5" y="7" width="14" height="13" rx="2" />
      <path d="M9 7V4.5h6V7M9 11v5M15 11v5M8 20v1.5M16 20v1.5" />
    </svg>
  );
}

export function VehicleCard({ vehicle }: { vehicle: Vehicle }) {
  const [imageFailed, setImageFailed] = useState(false);
  const photo = imageFailed ? null : vehicle.imageUrl;
  const isTour = vehicle.name.toLowerCase().includes(TOUR_NAME_MARKER);
  return (
    <article className="elite-card mfb-vehicle-card" aria-labelledby="mfb-vehicle-name">
      <div className="mfb-vehicle-media">
        <img
          src={photo ?? defaultVehicleImage}
          className={photo ? undefined : 'mfb-vehicle-fallback'}
          alt={vehicle.name}
          onError={() => setImageFailed(true)}
          // Below the fold: fetched as it nears the viewport, not beside the first screen's files.
          loading="lazy"
          width={800}
          height={500}
        />
        {vehicle.isPremium ? <span className="mfb-vehicle-badge">{fleetStrings.premium}</span> : null}
      </div>
      <div className="mfb-vehicle-body">
        <StarRating value={FLEET_RATING} label={fleetStrings.rating} />
        <h3 id="mfb-vehicle-name" className="mfb-vehicle-name">
          {vehicle.name}
        </h3>
        <ul className="mfb-vehicle-capacity">
          <li>
            <TeamOutlined aria-hidden /> {fleetStrings.passengers(vehicle.passengers)}
          </li>
          <li>
            <LuggageIcon /> {fleetStrings.luggage(vehicle.luggage)}
          </li>
        </ul>
        <p className="elite-card-text mfb-card-text">{vehicle.description}</p>
        {vehicle.features.length > 0 ? (
          <ul className="mfb-vehicle-features" aria-label={fleetStrings.features}>
            {vehicle.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <div className="mfb-vehicle-footer">
          <div className="mfb-vehicle-price">
            <p>
              <span className="mfb-price">{formatUsd(PRICE_PER_MILE_USD)}</span>{' '}
              <span className="mfb-price-unit">{fleetStrings.perMile}</span>
            </p>
            {isTour ? (
              <p className="mfb-price-note">{fleetStrings.toursFrom(formatUsd(TOURS_FROM_USD))}</p>
            ) : null}
            <p className="mfb-price-note">{fleetStrings.restrictions}</p>
          </div>
          <Button type="primary" size="large" href={`#${SECTION_IDS.booking}`}>
            {fleetStrings.bookNow}
          </Button>
        </div>
      </div>
    </article>
  );
}
