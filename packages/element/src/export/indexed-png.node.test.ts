// The PNG in a palette, read back by an independent decoder (pngjs), against the pixels it was
// made of.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeIndexedPng } from './indexed-png.js';
import { Colours, choosePalette, indexPicture, pixelsOf } from './palette.js';

/** A picture like a board's: wood in two tones with a dithered gradient (one level up or down from
 * pixel to pixel), a dark disc lit by a smooth gradient, and corners left transparent. */
function boardLike(size: number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dither = (x * 5 + y * 3) % 2;
      const distance = Math.hypot(x - size / 2, y - size / 2);
      const colour =
        distance < size / 4
          ? [20 + Math.round(60 * (1 - distance / (size / 4))), 20 + Math.round(60 * (1 - distance / (size / 4))), 22]
          : [214 + ((x >> 3) % 2) * 6 + dither, 176 + dither, 92 + ((y >> 4) % 3)];
      const corner = (x < 2 || x >= size - 2) && (y < 2 || y >= size - 2);
      rgba.set([...colour, corner ? 0 : 255], (y * size + x) * 4);
    }
  }
  return rgba;
}

describe('encodeIndexedPng', () => {
  it('should write a PNG of up to 256 colours that a decoder reads back within three levels of each pixel', async () => {
    const size = 96;
    const rgba = boardLike(size);
    const blob = (await encodeIndexedPng(rgba, size, size))!;
    expect(blob.type).toBe('image/png');
    const bytes = Buffer.from(await blob.arrayBuffer());
    // Colour type 3 (a palette), 8 bits an index.
    expect([bytes[24], bytes[25]]).toEqual([8, 3]);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([size, size]);
    let worst = 0;
    for (let at = 0; at < rgba.length; at++) worst = Math.max(worst, Math.abs(png.data[at]! - rgba[at]!));
    expect(worst).toBeLessThanOrEqual(3);
    // The transparent corners stay transparent (tRNS).
    expect(png.data[3]).toBe(0);
  });

  it('should leave a picture a palette cannot hold to the truecolour PNG', async () => {
    // Noise: every pixel a colour of its own, far from its neighbours.
    const size = 128;
    const rgba = new Uint8ClampedArray(size * size * 4);
    let seed = 1;
    const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
    for (let at = 0; at < rgba.length; at += 4) rgba.set([next(), next(), next(), 255], at);
    expect(await encodeIndexedPng(rgba, size, size)).toBe(null);
  });
});

describe('the palette', () => {
  it('should count many colours, choose at most 256, and give each pixel one within the tolerance of a neighbour', () => {
    const width = 512;
    const rgba = new Uint8ClampedArray(width * 4 * 4);
    for (let at = 0; at < width * 4; at++) rgba.set([at % 256, (at >> 2) % 256, 255 - (at % 256), 255], at * 4);
    const pixels = pixelsOf(rgba);
    const seen = new Colours();
    seen.addAll(pixels);
    expect(seen.entries().colours.length).toBe(new Set(pixels).size);
    const palette = choosePalette(seen, 256);
    expect(palette.length / 4).toBe(256);
    const exact = indexPicture(pixels, width, seen, palette, 0);
    const tolerant = indexPicture(pixels, width, seen, palette, 3);
    // The tolerance trades a little difference for runs of one index.
    expect(tolerant.error.mean).toBeGreaterThanOrEqual(exact.error.mean);
    const runs = (indices: Uint8Array): number => indices.filter((index, at) => index !== indices[at - 1]).length;
    expect(runs(tolerant.indices)).toBeLessThan(runs(exact.indices));
    // A colour never counted still finds its nearest.
    expect(seen.nearest(pixels[0]! ^ 1, palette)).toBeLessThan(256);
  });

  it('should leave unchanged pixels as the index that stands for them', () => {
    const before = new Uint32Array([1, 2, 3, 4]);
    const after = new Uint32Array([1, 9, 3, 9]);
    const seen = new Colours();
    seen.addAll(after);
    const { indices } = indexPicture(after, 2, seen, choosePalette(seen, 4), 0, before, 255);
    expect([indices[0], indices[2]]).toEqual([255, 255]);
    expect(indices[1]).toBe(indices[3]);
    expect(indices[1]).not.toBe(255);
  });
});
