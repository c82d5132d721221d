// Lays out screenshots side by side in one picture, for the README's picture (readme-picture.mjs).
import { PNG } from 'pngjs';

/**
 * One opaque PNG holding `images` in a row, left to right in the order given, their tops aligned:
 * `margin` pixels around the row, `gap` pixels between two images, and `background` (an
 * [r, g, b] colour) wherever no image is and under an image's transparent pixels. The picture is
 * as tall as the tallest image plus the margins. Each image keeps its own size: nothing is scaled.
 */
export function composeRow(images, { gap = 24, margin = 16, background = [255, 255, 255] } = {}) {
  const width = images.reduce((sum, image) => sum + image.width, 0) + gap * Math.max(0, images.length - 1);
  const height = Math.max(0, ...images.map((image) => image.height));
  const picture = new PNG({ width: width + margin * 2, height: height + margin * 2 });
  for (let i = 0; i < picture.data.length; i += 4) {
    picture.data.set(background, i);
    picture.data[i + 3] = 255;
  }
  let left = margin;
  for (const image of images) {
    for (let y = 0; y < image.height; y += 1) {
      for (let x = 0; x < image.width; x += 1) {
        const from = (y * image.width + x) * 4;
        const to = ((margin + y) * picture.width + left + x) * 4;
        const alpha = image.data[from + 3] / 255;
        for (let channel = 0; channel < 3; channel += 1) {
          picture.data[to + channel] = Math.round(
            image.data[from + channel] * alpha + background[channel] * (1 - alpha),
          );
        }
      }
    }
    left += image.width + gap;
  }
  return picture;
}
