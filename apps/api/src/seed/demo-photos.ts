import { deflateSync } from 'node:zlib';

// Small real photos for the demo data (issue 10: the result view's gallery shows itself): PNG files drawn here, so the
// repository carries no binary and the seed needs no network. Each is a simple scene — a stream between hills, with or
// without rubbish, new bins, a sign — 480×320, a few kilobytes once deflated.

const WIDTH = 480;
const HEIGHT = 320;
type Rgb = readonly [number, number, number];
type Scene = (x: number, y: number) => Rgb | null;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** an 8-bit RGB PNG of the layers, the first layer that paints a pixel wins */
export function drawPng(layers: Scene[], width = WIDTH, height = HEIGHT): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      let color: Rgb = [0, 0, 0];
      for (const layer of layers) {
        const painted = layer(x, y);
        if (painted) {
          color = painted;
          break;
        }
      }
      raw.set(color, row + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---- the scene's pieces -------------------------------------------------------------------------------------------

const sky: Scene = (_x, y) => [120 + Math.round(y * 0.35), 170 + Math.round(y * 0.2), 230];
const hills: Scene = (x, y) => (y > 120 + 30 * Math.sin(x / 60) ? [70, 130 - Math.round((y - 120) / 6), 60] : null);
const streamTop = (x: number) => 220 + 12 * Math.sin(x / 45);
const stream: Scene = (x, y) => (y > streamTop(x) && y < streamTop(x) + 46 ? [60, 120 + ((x + y) % 7), 170] : null);
const rect =
  (left: number, top: number, right: number, bottom: number, color: Rgb): Scene =>
  (x, y) =>
    x >= left && x < right && y >= top && y < bottom ? color : null;
const disc =
  (cx: number, cy: number, r: number, color: Rgb): Scene =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r ? color : null;

/** rubbish along the stream: bags and bottles in a fixed pseudo-random pattern */
const rubbish: Scene[] = Array.from({ length: 26 }, (_, i) => {
  const x = ((i * 97) % 460) + 10;
  const y = streamTop(x) - 6 + ((i * 37) % 50);
  const colors: Rgb[] = [
    [230, 230, 225],
    [200, 40, 40],
    [40, 40, 40],
    [240, 200, 40],
    [60, 90, 200],
  ];
  return disc(x, y, 5 + (i % 4), colors[i % colors.length]);
});

const bin = (left: number, color: Rgb): Scene[] => [
  rect(left, 148, left + 46, 158, [30, 30, 30]),
  rect(left + 14, 172, left + 32, 180, [245, 245, 245]),
  rect(left + 4, 158, left + 42, 206, color),
];

const sign: Scene[] = [
  rect(342, 116, 448, 128, [200, 40, 40]),
  ...[136, 148, 160].map((top) => rect(348, top, 442, top + 5, [90, 90, 90])),
  rect(336, 110, 454, 174, [245, 245, 240]),
  rect(390, 174, 400, 212, [110, 80, 50]),
];

/** the demo photos: the citizen's report and the officer's three reply photos */
export const DEMO_PHOTOS = {
  report: () => drawPng([...rubbish, stream, hills, sky]),
  cleaned: () => drawPng([stream, hills, sky]),
  bins: () => drawPng([...bin(300, [40, 140, 60]), ...bin(360, [30, 100, 190]), stream, hills, sky]),
  sign: () => drawPng([...sign, stream, hills, sky]),
} as const;
