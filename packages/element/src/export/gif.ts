// A GIF89a encoder for pictures of a board: one palette for all the frames (export/palette.ts),
// the first frame whole and each next one only the rectangle that changed, its unchanged pixels
// transparent over the frame before (which stays: disposal "do not dispose"), each compressed
// with LZW, as the format requires. A move changes a few stones' squares, so a frame after the
// first is a few kilobytes. Written for this job: no dithering, no interlacing.
import { Colours, choosePalette, indexPicture, pixelsOf } from './palette.js';

/** One picture: `width` x `height` pixels, 4 bytes (RGBA) each, row by row. */
export interface Frame {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** How long the frames show: each `delay` milliseconds, the last `lastDelay` before the loop. */
export interface GifTiming {
  delay: number;
  lastDelay: number;
}

/** The palette's index that stands for "as in the frame before" (and for a transparent pixel). */
const TRANSPARENT = 255;
/** How far a pixel may move towards its neighbour's colour, on any channel (see palette.ts): a
 * GIF is for watching, not for printing. */
const TOLERANCE = 3;

/** The bytes of a file being written. */
class Bytes {
  data = new Uint8Array(1 << 16);
  length = 0;

  byte(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint8Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  word(value: number): void {
    this.byte(value & 0xff);
    this.byte(value >> 8);
  }

  text(value: string): void {
    for (const character of value) this.byte(character.charCodeAt(0));
  }
}

/** The LZW table: the code of each (prefix code, next index) seen, in a small open-addressing hash
 * table (4,096 codes at most, so a quarter full at worst) that stays in the processor's cache. */
const TABLE_SIZE = 1 << 14;
const keys = new Int32Array(TABLE_SIZE);
const codes = new Int16Array(TABLE_SIZE);

/** The frame's indices compressed with variable-width LZW, in sub-blocks of at most 255 bytes. */
function lzw(pixels: Uint8Array, out: Bytes): void {
  const MINIMUM = 8;
  const CLEAR = 1 << MINIMUM;
  const END = CLEAR + 1;
  out.byte(MINIMUM);
  const block = new Uint8Array(255);
  let filled = 0;
  let bits = 0;
  let buffer = 0;
  let width = MINIMUM + 1;
  const emit = (code: number): void => {
    buffer |= code << bits;
    bits += width;
    while (bits >= 8) {
      block[filled++] = buffer & 0xff;
      buffer >>= 8;
      bits -= 8;
      if (filled === 255) {
        out.byte(255);
        for (let at = 0; at < 255; at++) out.byte(block[at]!);
        filled = 0;
      }
    }
  };
  // A key is (prefix << 8 | index) + 1, so that 0 marks an empty slot.
  keys.fill(0);
  let next = END + 1;
  emit(CLEAR);
  let prefix = pixels[0]!;
  for (let at = 1; at < pixels.length; at++) {
    const pixel = pixels[at]!;
    const key = ((prefix << 8) | pixel) + 1;
    let slot = (Math.imul(key, 0x9e3779b1) >>> 18) & (TABLE_SIZE - 1);
    while (keys[slot] !== 0 && keys[slot] !== key) slot = (slot + 1) & (TABLE_SIZE - 1);
    if (keys[slot] === key) {
      prefix = codes[slot]!;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      // The table is full: start again, as decoders expect after a clear code.
      emit(CLEAR);
      keys.fill(0);
      next = END + 1;
      width = MINIMUM + 1;
    } else {
      keys[slot] = key;
      codes[slot] = next;
      // A code is read one bit wider once the next code needs it.
      if (next === 1 << width) width++;
      next++;
    }
    prefix = pixel;
  }
  emit(prefix);
  emit(END);
  if (bits > 0) block[filled++] = buffer & 0xff;
  if (filled > 0) {
    out.byte(filled);
    for (let at = 0; at < filled; at++) out.byte(block[at]!);
  }
  out.byte(0);
}

/** The smallest rectangle holding every pixel that differs between two frames, or null. */
function changedRectangle(
  before: Uint32Array,
  after: Uint32Array,
  width: number,
): { x: number; y: number; width: number; height: number } | null {
  let top = -1;
  let bottom = -1;
  let left = width;
  let right = -1;
  for (let at = 0; at < after.length; at++) {
    if (before[at] === after[at]) continue;
    const y = Math.floor(at / width);
    const x = at - y * width;
    if (top < 0) top = y;
    bottom = y;
    if (x < left) left = x;
    if (x > right) right = x;
  }
  return top < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** The colours of the first frame and of every pixel that changes after it. */
function coloursOf(pixels: Uint32Array[]): Colours {
  const seen = new Colours();
  seen.addAll(pixels[0]!);
  for (let index = 1; index < pixels.length; index++) {
    const before = pixels[index - 1]!;
    const after = pixels[index]!;
    for (let at = 0; at < after.length; at++) if (before[at] !== after[at]) seen.add(after[at]!);
  }
  return seen;
}

/** Whether a pixel (as read from its bytes) is more than half transparent. */
const ALPHA_SHIFT = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 24 : 0;
const isClear = (colour: number): boolean => ((colour >>> ALPHA_SHIFT) & 0xff) < 128;

/**
 * An animated GIF of `frames` (all the size of the first), looping: each frame `delay`
 * milliseconds, the last `lastDelay`. A frame the same as the one before adds its time to it.
 * `onFrame` hears of each frame encoded (for progress).
 */
export function encodeGif(
  frames: readonly Frame[],
  { delay, lastDelay }: GifTiming,
  onFrame: (done: number, total: number) => void = () => {},
): Uint8Array {
  if (frames.length === 0) throw new RangeError('Expected at least one frame to encode, received none.');
  const { width, height } = frames[0]!;
  const pixels = frames.map((frame) => pixelsOf(frame.rgba));
  const seen = coloursOf(pixels);
  // 255 colours at most: TRANSPARENT is the last index.
  const palette = choosePalette(seen, TRANSPARENT);
  // Each frame, and the time it shows: a frame that changes nothing lengthens the one before.
  const shown: { index: number; time: number; rectangle: ReturnType<typeof changedRectangle> }[] = [];
  pixels.forEach((after, index) => {
    const time = index === pixels.length - 1 ? lastDelay : delay;
    const rectangle = index === 0 ? { x: 0, y: 0, width, height } : changedRectangle(pixels[index - 1]!, after, width);
    if (rectangle) shown.push({ index, time, rectangle });
    else shown.at(-1)!.time += time;
  });
  const out = new Bytes();
  out.text('GIF89a');
  out.word(width);
  out.word(height);
  // A global colour table of 256 entries, 8 bits a colour.
  out.byte(0xf7);
  out.byte(0);
  out.byte(0);
  for (let index = 0; index < 256; index++)
    for (let channel = 0; channel < 3; channel++) out.byte(palette[index * 4 + channel] ?? 0);
  // Loop forever (the NETSCAPE2.0 application extension).
  out.byte(0x21);
  out.byte(0xff);
  out.byte(11);
  out.text('NETSCAPE2.0');
  out.byte(3);
  out.byte(1);
  out.word(0);
  out.byte(0);
  shown.forEach(({ index, time, rectangle }, order) => {
    const { x, y, width: across, height: down } = rectangle!;
    const after = pixels[index]!;
    const before = index === 0 ? null : pixels[shown[order - 1]!.index]!;
    const rectangleOf = (frame: Uint32Array): Uint32Array => {
      const out = new Uint32Array(across * down);
      for (let row = 0; row < down; row++)
        out.set(frame.subarray((y + row) * width + x, (y + row) * width + x + across), row * across);
      return out;
    };
    // Unchanged pixels are TRANSPARENT: the frame before shows through.
    const { indices } = indexPicture(
      rectangleOf(after),
      across,
      seen,
      palette,
      TOLERANCE,
      before && rectangleOf(before),
      TRANSPARENT,
    );
    // A clear pixel is TRANSPARENT too (a GIF has no partial transparency). A pixel that turns
    // clear after the first frame keeps the colour under it: the board's pictures never do.
    if (index === 0) for (let at = 0; at < indices.length; at++) if (isClear(after[at]!)) indices[at] = TRANSPARENT;
    // Graphic control: leave the frame in place (disposal 1), TRANSPARENT shows what is under
    // it, and the time, in hundredths of a second.
    out.byte(0x21);
    out.byte(0xf9);
    out.byte(4);
    out.byte((1 << 2) | 1);
    out.word(Math.round(time / 10));
    out.byte(TRANSPARENT);
    out.byte(0);
    // The image: its rectangle, no colour table of its own, not interlaced.
    out.byte(0x2c);
    out.word(x);
    out.word(y);
    out.word(across);
    out.word(down);
    out.byte(0);
    lzw(indices, out);
    onFrame(order + 1, shown.length);
  });
  out.byte(0x3b);
  return out.data.slice(0, out.length);
}
