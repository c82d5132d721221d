// The GIF encoder, decoded by an independent decoder (omggif).
import { GifReader } from 'omggif';
import { describe, expect, it } from 'vitest';
import { encodeGif, type Frame } from './gif.js';

/** A frame of one colour with a square of another, big enough for the LZW table to fill and restart. */
function frame(width: number, height: number, background: number[], square: number[], at: number): Frame {
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = x >= at && x < at + 10 && y >= at && y < at + 10;
      // A little noise, as the wood's grain has, so the table fills.
      const colour = inside ? square : background.map((channel) => channel + ((x * 7 + y * 13) % 5) * 8);
      rgba.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return { width, height, rgba };
}

/** Every frame as a viewer shows it: each drawn over the picture so far, as its disposal says. */
function played(reader: GifReader): Uint8Array[] {
  const pixels = new Uint8Array(reader.width * reader.height * 4);
  return Array.from({ length: reader.numFrames() }, (_, index) => {
    reader.decodeAndBlitFrameRGBA(index, pixels);
    return pixels.slice();
  });
}

describe('encodeGif', () => {
  it('should write frames a GIF decoder plays back, with their delays and colours, the last held longer', () => {
    const frames = [0, 20, 40].map((at) => frame(120, 90, [200, 160, 80], [10, 10, 10], at));
    const reader = new GifReader(Buffer.from(encodeGif(frames, { delay: 500, lastDelay: 2000 })));
    expect([reader.width, reader.height, reader.numFrames(), reader.loopCount()]).toEqual([120, 90, 3, 0]);
    expect([0, 1, 2].map((index) => reader.frameInfo(index).delay)).toEqual([50, 50, 200]);
    played(reader).forEach((pixels, index) => {
      const at = (x: number, y: number): number[] => [...pixels.subarray((y * 120 + x) * 4, (y * 120 + x) * 4 + 3)];
      const inside = at(index * 20 + 5, index * 20 + 5);
      expect(inside.every((channel) => channel < 20)).toBe(true);
      const outside = at(100, 80);
      expect(Math.abs(outside[0]! - 200) < 40 && Math.abs(outside[2]! - 80) < 40).toBe(true);
      // The square of the frame before is gone.
      if (index > 0) expect(at(index * 20 - 15, index * 20 - 15).every((channel) => channel > 60)).toBe(true);
    });
  });

  it('should hold only what changed in each frame after the first, over the frame before', () => {
    const frames = [0, 20, 40].map((at) => frame(120, 90, [200, 160, 80], [10, 10, 10], at));
    const reader = new GifReader(Buffer.from(encodeGif(frames, { delay: 500, lastDelay: 500 })));
    const { x, y, width, height, disposal, transparent_index } = reader.frameInfo(1);
    // The squares at 0 and at 20, and nothing else.
    expect([x, y, width, height]).toEqual([0, 0, 30, 30]);
    expect(disposal).toBe(1);
    expect(transparent_index).toBe(255);
    expect([reader.frameInfo(2).x, reader.frameInfo(2).width]).toEqual([20, 30]);
  });

  it('should keep the colours of a picture to within a few levels, with one palette for every frame', () => {
    // A gradient of 600 colours, more than a palette holds.
    const width = 300;
    const rgba = new Uint8ClampedArray(width * 2 * 4);
    for (let x = 0; x < width; x++)
      for (let y = 0; y < 2; y++) rgba.set([x % 256, (x * 3) % 256, y * 200, 255], (y * width + x) * 4);
    const reader = new GifReader(Buffer.from(encodeGif([{ width, height: 2, rgba }], { delay: 100, lastDelay: 100 })));
    const [pixels] = played(reader);
    let worst = 0;
    for (let at = 0; at < rgba.length; at++)
      if (at % 4 !== 3) worst = Math.max(worst, Math.abs(pixels![at]! - rgba[at]!));
    expect(worst).toBeLessThanOrEqual(12);
  });

  it('should give a frame that changes nothing to the frame before, as time', () => {
    const still = frame(60, 40, [200, 160, 80], [10, 10, 10], 5);
    const moved = frame(60, 40, [200, 160, 80], [10, 10, 10], 25);
    const reader = new GifReader(Buffer.from(encodeGif([still, still, moved], { delay: 300, lastDelay: 900 })));
    expect(reader.numFrames()).toBe(2);
    expect([reader.frameInfo(0).delay, reader.frameInfo(1).delay]).toEqual([60, 90]);
  });

  it('should refuse no frames', () => {
    expect(() => encodeGif([], { delay: 100, lastDelay: 100 })).toThrow(/at least one frame/);
  });
});
