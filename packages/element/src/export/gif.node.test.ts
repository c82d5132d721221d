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

describe('encodeGif', () => {
  it('should write frames a GIF decoder reads back, with their delay and colours', () => {
    const frames = [0, 20, 40].map((at) => frame(120, 90, [200, 160, 80], [10, 10, 10], at));
    const reader = new GifReader(Buffer.from(encodeGif(frames, 500)));
    expect([reader.width, reader.height, reader.numFrames(), reader.loopCount()]).toEqual([120, 90, 3, 0]);
    for (let index = 0; index < 3; index++) {
      expect(reader.frameInfo(index).delay).toBe(50);
      const pixels = new Uint8Array(120 * 90 * 4);
      reader.decodeAndBlitFrameRGBA(index, pixels);
      const at = (x: number, y: number): number[] => [...pixels.subarray((y * 120 + x) * 4, (y * 120 + x) * 4 + 3)];
      const inside = at(index * 20 + 5, index * 20 + 5);
      expect(inside.every((channel) => channel < 20)).toBe(true);
      const outside = at(100, 80);
      expect(Math.abs(outside[0]! - 200) < 40 && Math.abs(outside[2]! - 80) < 40).toBe(true);
    }
  });

  it('should refuse no frames', () => {
    expect(() => encodeGif([], 100)).toThrow(/at least one frame/);
  });
});
