// mf_tracking's page for a server render (see server.ts), and the booking it shows first, loaded by
// the same call the browser makes (with the address's token, as the page presents it).
import { idParamSchema } from '@elite/contracts/common';
import type { RemoteServerBuild } from '@elite/contracts/server-render';
import { MAP_TILES_PATH, type MapTiles } from '@elite/contracts/tracking';
import { unstable_serialize } from 'swr';
import { TrackingPage } from './app/tracking-page';
import { bookingKey, getBooking } from './features/booking/api/use-booking';
import { getMapTiles } from './features/driver-location/api/use-map-tiles';
import { getSimulation, simulationKey } from './features/simulation/api/use-simulation';

export const pages: RemoteServerBuild['pages'] = { TrackingPage };

/** The value of a call, or nothing to embed when it fails (the browser then asks as usual). */
const settled = <T>(call: Promise<T>) => call.catch(() => undefined);

// The tile source is the gateway's configuration, fixed while it runs (and this build is loaded
// afresh by a gateway that starts again): asked once, and again only after a failure.
let mapTiles: Promise<MapTiles> | undefined;
function mapTilesOnce(): Promise<MapTiles> {
  mapTiles ??= getMapTiles(MAP_TILES_PATH).catch((error: unknown) => {
    mapTiles = undefined;
    throw error;
  });
  return mapTiles;
}

/**
 * The booking, under the SWR key the page reads it by; when it cannot be read (no such booking, a
 * wrong token, the service down) nothing is embedded and the browser asks and answers as before.
 * No session is presented: only the token in the address, which the HTML's own address carries.
 * The map's tile source too: the tiles are the page's largest paint, and would otherwise wait for
 * the map's code and then for /map-tiles.json in turn. And whether the demo's simulation runs, so a
 * Simulate Driver Movement posted without JavaScript comes back as running.
 */
export const loadData: RemoteServerBuild['loadData'] = async (module, params, query) => {
  const bookingId = idParamSchema.safeParse(params.bookingId);
  if (module !== 'TrackingPage' || !bookingId.success) return {};
  const token = query.token || undefined;
  const key = bookingKey(bookingId.data, token);
  const simulation = simulationKey(bookingId.data, token);
  const [booking, tiles, simulating] = await Promise.all([
    settled(getBooking(key)),
    settled(mapTilesOnce()),
    settled(getSimulation(simulation)),
  ]);
  return {
    ...(booking === undefined ? {} : { [unstable_serialize(key)]: booking }),
    ...(tiles === undefined ? {} : { [MAP_TILES_PATH]: tiles }),
    ...(simulating === undefined ? {} : { [unstable_serialize(simulation)]: simulating }),
  };
};
