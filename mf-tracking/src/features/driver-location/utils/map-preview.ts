import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_HEIGHT_PX } from '@elite/contracts/constants';
import type { DriverLocation } from '@elite/contracts/tracking';
import { TILE_LAYER_OPTIONS } from './map-tiles';

/** Where the map looks: the driver, or Los Angeles until a position is known. */
export function mapCentre(location: DriverLocation | undefined): readonly [number, number] {
  return location ? [location.latitude, location.longitude] : MAP_DEFAULT_CENTER;
}

/**
 * One square of the map's first view, drawn by the server before Leaflet (see MapFirstView): the tile
 * Leaflet shows there on a dense screen (the next zoom level, over half a tile's CSS pixels), and on
 * other screens the quarter of the tile Leaflet shows there, so that each screen asks for exactly the
 * tiles Leaflet then finds in the browser's cache.
 */
export interface PreviewCell {
  key: string;
  /** From the map's centre line, in CSS pixels. */
  left: number;
  /** From the map's top, in CSS pixels. */
  top: number;
  /** Its tile at the map's zoom; `quarter` says which quarter of it this square shows (0 or 1 each way). */
  src: string;
  quarter: readonly [number, number];
  /** The tile of the next zoom level that covers exactly this square. */
  denseSrc: string;
  /** In sight on a phone; the squares further out load only where the map is wide enough to show them. */
  eager: boolean;
  /** At the map's centre: asked for first (one of them is the page's largest paint). */
  central: boolean;
}

export const PREVIEW_CELL_PX = TILE_LAYER_OPTIONS.tileSize / 2;
// The widest map: the single column below 960 px, less the page's margins.
const MAX_HALF_WIDTH_PX = 480;
// A phone's map (up to a 480 px wide screen, less margins and the card's padding).
const PHONE_HALF_WIDTH_PX = 208;
// Leaflet's own pattern for a URL template's keys (L.Util.template).
const TEMPLATE_KEY = /\{ *([\w_ -]+) *\}/g;

/**
 * A Web Mercator point in CSS pixels at `zoom` (256 px tiles), as Leaflet's EPSG:3857 computes it.
 * Written out because Leaflet itself cannot be loaded outside a browser (its modules read `window` as
 * they load), and the server draws this view.
 */
export function projectToPixels([latitude, longitude]: readonly [number, number], zoom: number) {
  const size = TILE_LAYER_OPTIONS.tileSize * 2 ** zoom;
  const MAX_LATITUDE = 85.0511287798;
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return {
    x: size * ((longitude + 180) / 360),
    y: size * (0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI)),
  };
}

/**
 * A tile's address from the operator's Leaflet URL template, filled as Leaflet fills it: {s} from
 * the subdomains by (x + y), {r} empty (the dense tiles are the next zoom level, as detectRetina
 * asks, not @2x images), {-y} counted from the south. Undefined for a key only Leaflet can fill.
 */
function tileUrl(template: string, z: number, x: number, y: number): string | undefined {
  const { subdomains } = TILE_LAYER_OPTIONS;
  const values: Record<string, string> = {
    z: String(z),
    x: String(x),
    y: String(y),
    '-y': String(2 ** z - 1 - y),
    s: subdomains[Math.abs(x + y) % subdomains.length],
    r: '',
  };
  let unknown = false;
  const url = template.replace(TEMPLATE_KEY, (_, key: string) => {
    if (key in values) return values[key];
    unknown = true;
    return '';
  });
  return unknown ? undefined : url;
}

/** Whether a square starting `offset` CSS pixels from the map's centre line reaches a square's half-width of it. */
const overlapsCentre = (offset: number) =>
  offset < PREVIEW_CELL_PX / 2 && offset + PREVIEW_CELL_PX > -PREVIEW_CELL_PX / 2;

/**
 * The squares that cover the map's first view around `centre` at the default zoom: its full height
 * and the widest map's width. Undefined when the template holds a key only Leaflet can fill (the page
 * then shows its placeholder until the map's code has loaded).
 */
export function previewCells(template: string, centre: readonly [number, number]): PreviewCell[] | undefined {
  const zoom = MAP_DEFAULT_ZOOM;
  const cell = PREVIEW_CELL_PX;
  const middle = projectToPixels(centre, zoom);
  const denseTiles = 2 ** (zoom + 1);
  const cells: PreviewCell[] = [];
  const firstRow = Math.max(0, Math.floor((middle.y - MAP_HEIGHT_PX / 2) / cell));
  const lastRow = Math.min(denseTiles - 1, Math.ceil((middle.y + MAP_HEIGHT_PX / 2) / cell) - 1);
  const firstColumn = Math.floor((middle.x - MAX_HALF_WIDTH_PX) / cell);
  const lastColumn = Math.ceil((middle.x + MAX_HALF_WIDTH_PX) / cell) - 1;
  for (let row = firstRow; row <= lastRow; row += 1) {
    for (let column = firstColumn; column <= lastColumn; column += 1) {
      // Around the world east and west, as Leaflet wraps longitudes.
      const x = ((column % denseTiles) + denseTiles) % denseTiles;
      const src = tileUrl(template, zoom, Math.floor(x / 2), Math.floor(row / 2));
      const denseSrc = tileUrl(template, zoom + 1, x, row);
      if (src === undefined || denseSrc === undefined) return undefined;
      const left = column * cell - middle.x;
      const top = row * cell - middle.y + MAP_HEIGHT_PX / 2;
      cells.push({
        key: `${column}:${row}`,
        left,
        top,
        src,
        quarter: [x % 2, row % 2],
        denseSrc,
        eager: left < PHONE_HALF_WIDTH_PX && left + cell > -PHONE_HALF_WIDTH_PX,
        central: overlapsCentre(left) && overlapsCentre(top - MAP_HEIGHT_PX / 2),
      });
    }
  }
  return cells;
}
