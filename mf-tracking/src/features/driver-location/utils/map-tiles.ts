// How tiles are asked for; which tiles, and their attribution, come from the gateway (api/use-map-tiles).
// The server's first view of the map (utils/map-preview) reads the same options.
export const TILE_LAYER_OPTIONS = {
  maxZoom: 19,
  tileSize: 256,
  subdomains: 'abc',
  // On a phone's dense screen a 256 px tile drawn over 256 CSS pixels is blurred: Leaflet then asks
  // for the next zoom level's tiles and draws each over 128, sharp (streets' labels come out smaller).
  detectRetina: true,
  // The page's own address carries the booking's token: send the tile host our origin only.
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;
