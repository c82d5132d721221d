// Pictures of the board as images: an SVG drawn onto a canvas. Loaded the first time a page asks
// for a PNG (or a GIF), never by a page that only shows boards.
import { encodeIndexedPng } from './indexed-png.js';

/** The SVG document at `width` x `height` pixels, its widths given in screen pixels (lines,
 * outlines) `scale` times as wide, as everything else in it is. */
export function sizedSvg(svg: string, width: number, height: number, scale = 1): string {
  return (
    svg
      // The picture says its size in pixels: WebKit draws an SVG image that has only a viewBox at a
      // size of its own, leaving most of the canvas blank (Chromium and Firefox scale it to fit).
      .replace(/^<svg /, `<svg width="${width}" height="${height}" style="--go-board-line-width: ${scale}px" `)
      // The outlines of a pixel (stones, territory): the board's styles give no other width of 1px.
      .replace(/stroke-width: ?1px/g, `stroke-width: ${scale}px`)
  );
}

/** The SVG document drawn onto a new canvas `width` x `height` pixels, as sizedSvg() gives it. The
 * browser draws it from a blob: URL, which a page's Content-Security-Policy must allow for images
 * (`img-src blob:`). */
export async function drawSvg(svg: string, width: number, height: number, scale = 1): Promise<HTMLCanvasElement> {
  const sized = sizedSvg(svg, width, height, scale);
  const url = URL.createObjectURL(new Blob([sized], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode().catch(() => {
      throw new Error(
        `Expected the board's picture to load as an image, but the browser refused it: a Content-Security-Policy must allow blob: images (img-src 'self' blob:) for toPng() and toGif().`,
      );
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    // Its pixels are read back (for the palette): kept in memory, not on the graphics card.
    canvas.getContext('2d', { willReadFrequently: true })!.drawImage(image, 0, 0, width, height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A canvas as a PNG file. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('Expected the canvas to encode as PNG, received nothing.'))),
      'image/png',
    ),
  );
}

/** The size of the picture in pixels: the board as shown (or 40 pixels a line when it is not on
 * the screen), times `scale`. */
export function pictureSize(
  shown: { width: number },
  box: { width: number; height: number },
  scale: number,
): { width: number; height: number } {
  if (!(typeof scale === 'number' && scale > 0 && scale <= 16))
    throw new RangeError(`Expected scale to be a number above 0 and at most 16, received ${String(scale)}.`);
  const width = Math.round((shown.width || box.width * 40) * scale);
  return { width, height: Math.round((width * box.height) / box.width) };
}

/** The PNG of an SVG picture of a board shown `shown` wide: in a palette of 256 colours when the
 * picture keeps its look in one (export/indexed-png.ts), else in true colour. */
export async function toPng(
  svg: string,
  shown: { width: number },
  box: { width: number; height: number },
  scale = 1,
): Promise<Blob> {
  const { width, height } = pictureSize(shown, box, scale);
  const canvas = await drawSvg(svg, width, height, scale);
  // In a palette where it keeps its look (a fifth of the bytes), else as the browser writes it.
  const rgba = canvas.getContext('2d')!.getImageData(0, 0, width, height).data;
  return (await encodeIndexedPng(rgba, width, height)) ?? canvasToPng(canvas);
}
