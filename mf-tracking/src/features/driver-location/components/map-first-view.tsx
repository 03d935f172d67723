import { MAP_HEIGHT_PX } from '@elite/contracts/constants';
import type { MapTiles } from '@elite/contracts/tracking';
import { useMemo } from 'react';
import { mapStrings } from '../../../common/strings';
import { PREVIEW_CELL_PX, previewCells } from '../utils/map-preview';
import { TILE_LAYER_OPTIONS } from '../utils/map-tiles';

// Leaflet's test for a dense screen (devicePixelRatio above 1), as a media query.
const DENSE_SCREEN = '(min-resolution: 1.01dppx), (-webkit-min-device-pixel-ratio: 1.01)';

interface MapFirstViewProps {
  tiles: MapTiles | undefined;
  centre: readonly [number, number];
}

function MapPlaceholder() {
  return (
    <div className="mft-map mft-map-placeholder" style={{ height: MAP_HEIGHT_PX }} role="status">
      {mapStrings.loadingMap}
    </div>
  );
}

/**
 * What stands in the map's place until Leaflet draws it: the streets around `centre` at the map's
 * zoom, as plain images in the HTML, so that they arrive with the page (they are its largest paint)
 * rather than after the map's code; its attribution as the map shows it. Without a tile source yet,
 * or one only Leaflet can read, a placeholder of the map's size.
 */
export function MapFirstView({ tiles, centre }: MapFirstViewProps) {
  const [latitude, longitude] = centre;
  const cells = useMemo(
    () => tiles && previewCells(tiles.url, [latitude, longitude]),
    [tiles, latitude, longitude],
  );
  if (!tiles || !cells) return <MapPlaceholder />;
  return (
    <div className="mft-map mft-map-preview" style={{ height: MAP_HEIGHT_PX }}>
      <div className="mft-map-preview-tiles" role="img" aria-label={mapStrings.mapLabel}>
        {cells.map((cell) => (
          <picture key={cell.key}>
            <source media={DENSE_SCREEN} srcSet={`${cell.denseSrc} 2x`} />
            <img
              className="mft-map-preview-tile"
              src={cell.src}
              alt=""
              width={PREVIEW_CELL_PX}
              height={PREVIEW_CELL_PX}
              loading={cell.eager ? 'eager' : 'lazy'}
              fetchPriority={cell.central ? 'high' : undefined}
              referrerPolicy={TILE_LAYER_OPTIONS.referrerPolicy}
              style={{
                left: `calc(50% + ${cell.left}px)`,
                top: cell.top,
                objectPosition: `${cell.quarter[0] * 100}% ${cell.quarter[1] * 100}%`,
              }}
            />
          </picture>
        ))}
      </div>
      {/* The operator's attribution (HTML, MAP_TILE_ATTRIBUTION), shown as Leaflet shows it. */}
      <div className="mft-map-attribution" dangerouslySetInnerHTML={{ __html: tiles.attribution }} />
    </div>
  );
}
