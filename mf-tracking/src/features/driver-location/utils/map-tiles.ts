// The street tile layer. The gateway takes MAP_TILE_URL (default OpenStreetMap) but only puts its host
// into the Content-Security-Policy; it does not hand the template to the page, so the page uses
// OpenStreetMap's standard layer, which is that default.
export const MAP_TILES = {
  url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
  // The page's own address carries the booking's token: send the tile host our origin only.
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const;
