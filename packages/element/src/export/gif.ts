// A GIF89a encoder for pictures of a board: one palette of up to 256 colours for all the frames
// (the most common colours, counted 5 bits a channel), each pixel its nearest palette colour, and
// each frame compressed with LZW, as the format requires. Written for this job, which a board's
// few colours make simple: no dithering, no transparency.

/** One picture: `width` x `height` pixels, 4 bytes (RGBA) each, row by row. */
export interface Frame {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

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

/** A colour's bucket: 5 bits of red, green and blue. */
const bucket = (rgba: Uint8ClampedArray, at: number): number =>
  ((rgba[at]! >> 3) << 10) | ((rgba[at + 1]! >> 3) << 5) | (rgba[at + 2]! >> 3);

/** The 256 (or fewer) most common colours of all the frames, as [r, g, b] of each bucket's middle. */
function palette(frames: readonly Frame[]): number[][] {
  const counts = new Map<number, number>();
  for (const { rgba } of frames)
    for (let at = 0; at < rgba.length; at += 4) counts.set(bucket(rgba, at), (counts.get(bucket(rgba, at)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 256)
    .map(([key]) => [((key >> 10) << 3) | 4, (((key >> 5) & 31) << 3) | 4, ((key & 31) << 3) | 4]);
}

/** Each pixel's palette index: its nearest colour, found once per bucket. */
function indices({ rgba }: Frame, colours: number[][], nearest: Map<number, number>): Uint8Array {
  const out = new Uint8Array(rgba.length / 4);
  for (let at = 0; at < rgba.length; at += 4) {
    const key = bucket(rgba, at);
    let index = nearest.get(key);
    if (index === undefined) {
      let best = Infinity;
      colours.forEach(([red, green, blue], candidate) => {
        const distance = (red! - rgba[at]!) ** 2 + (green! - rgba[at + 1]!) ** 2 + (blue! - rgba[at + 2]!) ** 2;
        if (distance < best) [best, index] = [distance, candidate];
      });
      nearest.set(key, index!);
    }
    out[at / 4] = index!;
  }
  return out;
}

/** The frame's indices compressed with variable-width LZW, in sub-blocks of at most 255 bytes. */
function lzw(pixels: Uint8Array, out: Bytes): void {
  const MINIMUM = 8;
  const CLEAR = 1 << MINIMUM;
  const END = CLEAR + 1;
  out.byte(MINIMUM);
  const block: number[] = [];
  let bits = 0;
  let buffer = 0;
  let width = MINIMUM + 1;
  const emit = (code: number): void => {
    buffer |= code << bits;
    bits += width;
    while (bits >= 8) {
      block.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
      if (block.length === 255) flush();
    }
  };
  const flush = (): void => {
    out.byte(block.length);
    for (const value of block) out.byte(value);
    block.length = 0;
  };
  // The table maps (prefix code, next index) to a code.
  let table = new Map<number, number>();
  let next = END + 1;
  emit(CLEAR);
  let prefix = pixels[0]!;
  for (let at = 1; at < pixels.length; at++) {
    const pixel = pixels[at]!;
    const key = (prefix << 8) | pixel;
    const code = table.get(key);
    if (code !== undefined) {
      prefix = code;
      continue;
    }
    emit(prefix);
    if (next === 4096) {
      // The table is full: start again, as decoders expect after a clear code.
      emit(CLEAR);
      table = new Map();
      next = END + 1;
      width = MINIMUM + 1;
    } else {
      table.set(key, next);
      // A code is read one bit wider once the next code needs it.
      if (next === 1 << width) width++;
      next++;
    }
    prefix = pixel;
  }
  emit(prefix);
  emit(END);
  if (bits > 0) block.push(buffer & 0xff);
  if (block.length > 0) flush();
  out.byte(0);
}

/** An animated GIF of `frames` (all the size of the first), `delay` milliseconds each, looping. */
export function encodeGif(frames: readonly Frame[], delay: number): Uint8Array {
  if (frames.length === 0) throw new RangeError('Expected at least one frame to encode, received none.');
  const { width, height } = frames[0]!;
  const colours = palette(frames);
  const out = new Bytes();
  out.text('GIF89a');
  out.word(width);
  out.word(height);
  // A global colour table of 256 entries, 8 bits a colour.
  out.byte(0xf7);
  out.byte(0);
  out.byte(0);
  for (let index = 0; index < 256; index++) for (const channel of colours[index] ?? [0, 0, 0]) out.byte(channel);
  // Loop forever (the NETSCAPE2.0 application extension).
  out.byte(0x21);
  out.byte(0xff);
  out.byte(11);
  out.text('NETSCAPE2.0');
  out.byte(3);
  out.byte(1);
  out.word(0);
  out.byte(0);
  const nearest = new Map<number, number>();
  for (const frame of frames) {
    // Graphic control: the delay, in hundredths of a second.
    out.byte(0x21);
    out.byte(0xf9);
    out.byte(4);
    out.byte(0);
    out.word(Math.round(delay / 10));
    out.byte(0);
    out.byte(0);
    out.byte(0x2c);
    out.word(0);
    out.word(0);
    out.word(width);
    out.word(height);
    out.byte(0);
    lzw(indices(frame, colours, nearest), out);
  }
  out.byte(0x3b);
  return out.data.slice(0, out.length);
}
