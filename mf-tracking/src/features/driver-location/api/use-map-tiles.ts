import { MAP_TILES_PATH, mapTilesSchema, type MapTiles } from '@elite/contracts/tracking';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

export function getMapTiles(url: string): Promise<MapTiles> {
  return apiGet(url, { schema: mapTilesSchema });
}

/**
 * The street tiles the gateway names at /map-tiles.json (MAP_TILE_URL, MAP_TILE_ATTRIBUTION; its
 * Content-Security-Policy allows that host only). Until it answers, or if it cannot, the map shows
 * no tiles but still its marker, controls and the driver's position.
 */
export function useMapTiles(): MapTiles | undefined {
  return useSWR(MAP_TILES_PATH, getMapTiles).data;
}
