import { describe, expect, it } from '@jest/globals';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_HEIGHT_PX } from '@elite/contracts/constants';
import { PREVIEW_CELL_PX, previewCells, projectToPixels, type PreviewCell } from './map-preview';

const TEMPLATE = 'https://{s}.tiles.test/{z}/{x}/{y}.png';
const Z = MAP_DEFAULT_ZOOM;

/** z/x/y of a tile address made from TEMPLATE. */
function tileOf(url: string) {
  const [, s, z, x, y] = /^https:\/\/(\w)\.tiles\.test\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(url) ?? [];
  return { s, z: Number(z), x: Number(x), y: Number(y) };
}

/** The square under a point of the map, given in CSS pixels from its centre line and its top. */
function cellAt(cells: PreviewCell[], fromCentre: number, fromTop: number) {
  return cells.find(
    (cell) =>
      cell.left <= fromCentre &&
      fromCentre < cell.left + PREVIEW_CELL_PX &&
      cell.top <= fromTop &&
      fromTop < cell.top + PREVIEW_CELL_PX,
  );
}

describe('projectToPixels', () => {
  it('puts the meeting of the equator and Greenwich in the middle of the world, and its corners at the ends', () => {
    expect(projectToPixels([0, 0], 0)).toEqual({ x: 128, y: 128 });
    const northWest = projectToPixels([85.0511287798, -180], 2);
    expect(northWest.x).toBe(0);
    expect(northWest.y).toBeCloseTo(0, 6);
    // Beyond Web Mercator's limit a latitude is clamped to it, as Leaflet clamps it.
    expect(projectToPixels([89.9, 180], 2).y).toBeCloseTo(0, 6);
  });

  it('finds the slippy-map tile of downtown Los Angeles at zoom 13 (tile 1405 / 3271)', () => {
    const { x, y } = projectToPixels(MAP_DEFAULT_CENTER, Z);
    expect([Math.floor(x / 256), Math.floor(y / 256)]).toEqual([1405, 3271]);
  });
});

describe('previewCells', () => {
  const cells = previewCells(TEMPLATE, MAP_DEFAULT_CENTER) ?? [];

  it("covers the map's whole height and the widest map's width, each square once", () => {
    expect(cells.length).toBeGreaterThan(0);
    for (const [fromCentre, fromTop] of [
      [-479, 0],
      [479, 0],
      [0, MAP_HEIGHT_PX - 1],
      [-479, MAP_HEIGHT_PX - 1],
      [479, MAP_HEIGHT_PX - 1],
    ])
      expect(cellAt(cells, fromCentre, fromTop)).toBeDefined();
    expect(new Set(cells.map((cell) => cell.key)).size).toBe(cells.length);
  });

  it("shows at the map's centre the tile Leaflet centres there: at the next zoom on a dense screen, a quarter of the zoom's own otherwise", () => {
    const centre = cellAt(cells, 0, MAP_HEIGHT_PX / 2);
    const pixels = projectToPixels(MAP_DEFAULT_CENTER, Z + 1);
    const dense = tileOf(centre?.denseSrc ?? '');
    expect(dense).toMatchObject({ z: Z + 1, x: Math.floor(pixels.x / 256), y: Math.floor(pixels.y / 256) });
    expect(tileOf(centre?.src ?? '')).toMatchObject({
      z: Z,
      x: Math.floor(dense.x / 2),
      y: Math.floor(dense.y / 2),
    });
    expect(centre?.quarter).toEqual([dense.x % 2, dense.y % 2]);
  });

  it('places each square so that the centre point falls where its tile holds it', () => {
    const centre = cellAt(cells, 0, MAP_HEIGHT_PX / 2);
    const pixels = projectToPixels(MAP_DEFAULT_CENTER, Z);
    // The centre's own offset inside its 128 px square, counted from the square's corner.
    expect(-(centre?.left ?? 0)).toBeCloseTo(pixels.x % PREVIEW_CELL_PX, 6);
    expect(MAP_HEIGHT_PX / 2 - (centre?.top ?? 0)).toBeCloseTo(pixels.y % PREVIEW_CELL_PX, 6);
  });

  it('names the subdomain as Leaflet does, by the sum of x and y', () => {
    for (const cell of cells.slice(0, 6)) {
      const tile = tileOf(cell.denseSrc);
      expect(tile.s).toBe('abc'[(tile.x + tile.y) % 3]);
    }
  });

  it("loads at once the squares a phone's map shows, and the others only where they are in sight", () => {
    expect(cellAt(cells, -150, 100)?.eager).toBe(true);
    expect(cellAt(cells, 150, 300)?.eager).toBe(true);
    expect(cellAt(cells, 400, 100)?.eager).toBe(false);
    expect(cellAt(cells, -400, 300)?.eager).toBe(false);
  });

  it("asks first for the squares at the map's centre, at most four", () => {
    const central = cells.filter((cell) => cell.central);
    expect(central.length).toBeGreaterThanOrEqual(1);
    expect(central.length).toBeLessThanOrEqual(4);
    expect(central).toContain(cellAt(cells, 0, MAP_HEIGHT_PX / 2));
    expect(central.every((cell) => cell.eager)).toBe(true);
    expect(cellAt(cells, 0, 10)?.central).toBe(false);
  });

  it('counts {-y} from the south, as for TMS tiles', () => {
    const [first] = previewCells('https://t.test/{z}/{x}/{-y}.png', MAP_DEFAULT_CENTER) ?? [];
    const [plain] = cells;
    const y = tileOf(plain.denseSrc).y;
    expect(first.denseSrc).toBe(
      `https://t.test/${Z + 1}/${tileOf(plain.denseSrc).x}/${2 ** (Z + 1) - 1 - y}.png`,
    );
  });

  it('wraps around the world at the date line, as Leaflet does', () => {
    const east = previewCells(TEMPLATE, [0, 179.99]) ?? [];
    const pastTheLine = cellAt(east, 300, MAP_HEIGHT_PX / 2);
    expect(tileOf(pastTheLine?.denseSrc ?? '').x).toBeLessThan(4);
    const beforeIt = cellAt(east, -300, MAP_HEIGHT_PX / 2);
    expect(tileOf(beforeIt?.denseSrc ?? '').x).toBeGreaterThan(2 ** (Z + 1) - 5);
  });

  it('gives no view for a template with a key only Leaflet can fill', () => {
    expect(
      previewCells('https://{s}.tiles.test/{z}/{x}/{y}.png?key={accessToken}', MAP_DEFAULT_CENTER),
    ).toBeUndefined();
  });
});
