// The map tiles of the bench's stack (its MAP_TILE_URL): the ride page's map would otherwise ask
// OpenStreetMap, which a machine without internet cannot resolve, and each failed tile is a console
// error that Lighthouse counts against the page. The bench measures our page, not a tile provider.
import http from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const TILE_SIZE = 256;
// A plain light grey, near the land colour of OpenStreetMap's tiles.
const GREY = 0xee;
const TILE_PATH = /^\/\d+\/\d+\/\d+\.png$/;

/** One PNG chunk: length, type, data, CRC of type and data. */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A `size`×`size` PNG of one grey: 8-bit greyscale, each row its filter byte (0, none) then its pixels. */
export function greyTile(size = TILE_SIZE, grey = GREY) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, no filter method, no interlace
  const row = Buffer.alloc(size + 1, grey);
  row[0] = 0;
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Serves the same tile for every GET /{z}/{x}/{y}.png on 127.0.0.1 (404 for anything else);
 * resolves to { url: the Leaflet template for MAP_TILE_URL, stop() }.
 */
export function startTileServer() {
  const tile = greyTile();
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && TILE_PATH.test(new URL(req.url, 'http://tiles').pathname)) {
      res.writeHead(200, {
        'content-type': 'image/png',
        'content-length': tile.length,
        // As a tile provider does: the browser keeps a tile instead of asking again.
        'cache-control': 'public, max-age=86400',
      });
      return res.end(tile);
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/{z}/{x}/{y}.png`,
        stop: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
