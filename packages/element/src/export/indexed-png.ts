// A PNG of a picture of a board in up to 256 colours (colour type 3: a palette, and its alpha in
// tRNS), compressed by the browser's own zlib (CompressionStream). A board's picture keeps its
// look in 256 well-chosen colours (export/palette.ts) and weighs a fifth of the browser's
// truecolour PNG, whose every dithered pixel of the wood's grain costs bytes.
import { Colours, choosePalette, indexPicture, pixelsOf } from './palette.js';

/** How far a pixel may move towards its neighbour's colour, on any channel (see palette.ts). */
const TOLERANCE = 3;
/** A picture the palette cannot hold within these (a photograph as the board's background, say)
 * is left to the browser's truecolour PNG: the mean difference of the largest channel, and the
 * share of pixels off by more than 8. */
const MOST_MEAN_ERROR = 1.5;
const MOST_LARGE_ERRORS = 0.002;

/** CRC-32 (ISO 3309, as PNG computes it), by table. */
const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, value) => {
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
  return value >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A chunk: its length, type, data and CRC. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let at = 0; at < 4; at++) out[4 + at] = type.charCodeAt(at);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** `bytes` compressed as a zlib stream, by the browser. */
async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The PNG of RGBA pixels `width` x `height` in a palette of up to 256 colours, or null when the
 * palette cannot hold them without a visible change, or the browser has no CompressionStream.
 */
export async function encodeIndexedPng(rgba: Uint8ClampedArray, width: number, height: number): Promise<Blob | null> {
  if (typeof CompressionStream !== 'function') return null;
  const pixels = pixelsOf(rgba);
  const seen = new Colours();
  seen.addAll(pixels);
  const palette = choosePalette(seen, 256);
  const { indices, error } = indexPicture(pixels, width, seen, palette, TOLERANCE);
  if (error.mean > MOST_MEAN_ERROR || error.large > MOST_LARGE_ERRORS) return null;
  const colours = palette.length / 4;
  // Each row starts with its filter, 0 (none): the indices of a palette are no numbers to predict.
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0; y < height; y++) rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  // 8 bits an index, colour type 3 (a palette), deflate, adaptive filtering, no interlacing.
  header.set([8, 3, 0, 0, 0], 8);
  const rgb = new Uint8Array(colours * 3);
  const alpha = new Uint8Array(colours);
  for (let index = 0; index < colours; index++) {
    rgb.set(palette.subarray(index * 4, index * 4 + 3), index * 3);
    alpha[index] = palette[index * 4 + 3]!;
  }
  // tRNS up to the last colour that is not opaque; none for an opaque picture.
  let translucent = colours;
  while (translucent > 0 && alpha[translucent - 1] === 255) translucent--;
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', rgb),
    ...(translucent > 0 ? [chunk('tRNS', alpha.subarray(0, translucent))] : []),
    chunk('IDAT', await zlib(rows)),
    chunk('IEND', new Uint8Array(0)),
  ];
  return new Blob(parts as Uint8Array<ArrayBuffer>[], { type: 'image/png' });
}
