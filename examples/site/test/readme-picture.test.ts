// The README picture's layout (scripts/compose.mjs), given screenshots made up here: no browser.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript module without types
import { composeRow } from '../scripts/compose.mjs';

/** An image of `width` x `height` pixels, all of one RGBA colour. */
function filled(width: number, height: number, colour: [number, number, number, number]): PNG {
  const image = new PNG({ width, height });
  for (let i = 0; i < image.data.length; i += 4) image.data.set(colour, i);
  return image;
}

/** The RGBA colour of pixel (x, y). */
const pixel = (image: PNG, x: number, y: number): number[] => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];

describe('composeRow', () => {
  const red = filled(3, 2, [255, 0, 0, 255]);
  const green = filled(2, 4, [0, 200, 0, 128]);
  const picture: PNG = composeRow([red, green], { gap: 2, margin: 1, background: [0, 0, 100] });

  it('should be as wide as the images, the gaps between them and the margins, and as tall as the tallest image and the margins', () => {
    expect([picture.width, picture.height]).toEqual([1 + 3 + 2 + 2 + 1, 1 + 4 + 1]);
  });

  it('should place the images left to right, their tops aligned after the margin, with the gap between them', () => {
    expect(pixel(picture, 1, 1)).toEqual([255, 0, 0, 255]);
    expect(pixel(picture, 3, 2)).toEqual([255, 0, 0, 255]);
    expect(pixel(picture, 4, 1)).toEqual([0, 0, 100, 255]);
    expect(pixel(picture, 5, 1)).toEqual([0, 0, 100, 255]);
    expect(pixel(picture, 6, 4)).toEqual(pixel(picture, 7, 1));
  });

  it('should draw an image over the background by its alpha, and fill the margins and the room under a shorter image with the background', () => {
    expect(pixel(picture, 6, 1)).toEqual([0, 100, 50, 255]);
    for (const [x, y] of [
      [0, 0],
      [8, 5],
      [1, 3],
      [3, 4],
      [8, 2],
    ] as const) {
      expect(pixel(picture, x, y)).toEqual([0, 0, 100, 255]);
    }
  });
});
