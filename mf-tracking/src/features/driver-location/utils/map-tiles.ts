// How tiles are asked for; which tiles, and their attribution, come from the gateway (api/use-map-tiles).
export const TILE_LAYER_OPTIONS = {
  maxZoom: 19,
  // The page's own address carries the booking's token: send the tile host our origin only.
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;
