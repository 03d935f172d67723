import { MAP_DEFAULT_ZOOM, MAP_HEIGHT_PX } from '@elite/contracts/constants';
import type { DriverLocation } from '@elite/contracts/tracking';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { mapStrings } from '../../../common/strings';
import { driverIcon } from '../utils/driver-icon';
import { useMapTiles } from '../api/use-map-tiles';
import { mapCentre } from '../utils/map-preview';
import { TILE_LAYER_OPTIONS } from '../utils/map-tiles';

interface DriverMapProps {
  location: DriverLocation | undefined;
}

/** Names the map for assistive technology: leaflet makes its container focusable but leaves it unnamed. */
function MapLabel() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', mapStrings.mapLabel);
  }, [map]);
  return null;
}

/**
 * Moves the view to each new driver position, at whatever zoom the visitor chose. A position that
 * arrives while a zoom animates waits for its end: leaflet finishes an animated zoom by moving to
 * the centre it started from, which would undo the move and leave the marker out of sight.
 */
function FollowDriver({ latitude, longitude }: { latitude: number; longitude: number }) {
  const zooming = useRef(false);
  const map = useMapEvents({
    zoomstart: () => {
      zooming.current = true;
    },
    zoomend: () => {
      zooming.current = false;
    },
  });
  useEffect(() => {
    const follow = () => map.setView([latitude, longitude], map.getZoom());
    if (!zooming.current) {
      follow();
      return undefined;
    }
    map.once('zoomend', follow);
    return () => {
      map.off('zoomend', follow);
    };
  }, [map, latitude, longitude]);
  return null;
}

/** The 400 px street map with the driver's marker; Los Angeles at zoom 13 until a position arrives. */
export function DriverMap({ location }: DriverMapProps) {
  const center = mapCentre(location);
  const tiles = useMapTiles();
  return (
    <MapContainer
      className="mft-map"
      center={[center[0], center[1]]}
      zoom={MAP_DEFAULT_ZOOM}
      scrollWheelZoom={false}
      style={{ height: MAP_HEIGHT_PX }}
    >
      <MapLabel />
      {tiles && (
        <TileLayer
          // react-leaflet sets url and attribution once: a new layer for new tiles.
          key={`${tiles.url}\n${tiles.attribution}`}
          url={tiles.url}
          attribution={tiles.attribution}
          {...TILE_LAYER_OPTIONS}
        />
      )}
      {location && (
        <>
          <FollowDriver latitude={location.latitude} longitude={location.longitude} />
          <Marker
            position={[location.latitude, location.longitude]}
            icon={driverIcon}
            alt={mapStrings.markerLabel}
            title={mapStrings.markerLabel}
          >
            <Popup>{mapStrings.popup}</Popup>
          </Marker>
        </>
      )}
    </MapContainer>
  );
}
