// Up to 256 colours for pictures of a board, and each pixel's colour among them, for the GIF and
// the PNG exports. A board drawn by the browser holds a few thousand colours, most of them rare:
// the wood's grain and the stones' light are gradients, which the browser dithers, one level up
// or down from pixel to pixel. Median cut over the exact colours (each weighted by the square
// root of how often it is seen, so the wood, which covers most of the picture, leaves colours
// for the stones' light) chooses the palette; each pixel then takes its nearest palette colour,
// or its left or upper neighbour's when that is within a tolerance of it: the dither's noise
// becomes runs the compressor shortens, and no pixel moves further than the tolerance (a level
// or two, which the eye does not see) beyond the palette's own error.
// Pixels are RGBA read as one 32-bit number each (a Uint32Array over their bytes).

/** The pixels of RGBA bytes as one number each (the pixels' bytes are shared, not copied). */
export const pixelsOf = (rgba: Uint8ClampedArray | Uint8Array): Uint32Array =>
  new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.length >> 2);

/** Where channel `channel` (0 red, 1 green, 2 blue, 3 alpha) lies in a pixel's number: its bytes
 * are the pixel's, in the machine's byte order. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const SHIFTS = LITTLE_ENDIAN ? [0, 8, 16, 24] : [24, 16, 8, 0];
const [RED, GREEN, BLUE, ALPHA] = SHIFTS as [number, number, number, number];
export const channelOf = (colour: number, channel: number): number => (colour >>> SHIFTS[channel]!) & 0xff;

/** The colours seen and how often, in an open-addressing hash table (a Map of millions of pixels
 * costs ten times as much), and once a palette is chosen, each colour's palette index. */
export class Colours {
  #keys = new Uint32Array(1 << 12);
  #counts = new Uint32Array(1 << 12);
  /** Each colour's nearest palette index, -1 until asked for. */
  #indices = new Int16Array(1 << 12).fill(-1);
  #size = 0;

  #slot(colour: number): number {
    const mask = this.#keys.length - 1;
    let slot = (Math.imul(colour, 0x9e3779b1) >>> 0) & mask;
    while (this.#counts[slot] !== 0 && this.#keys[slot] !== colour) slot = (slot + 1) & mask;
    return slot;
  }

  /** Counts `colour` seen `times` more. */
  add(colour: number, times = 1): void {
    const slot = this.#slot(colour);
    if (this.#counts[slot] !== 0) {
      this.#counts[slot]! += times;
      return;
    }
    this.#keys[slot] = colour;
    this.#counts[slot] = times;
    if (++this.#size * 2 > this.#keys.length) this.#grow();
  }

  /** Counts every pixel of `pixels`, a run of one colour at once. */
  addAll(pixels: Uint32Array): void {
    let run = 0;
    for (let at = 0; at < pixels.length; at++) {
      run++;
      if (pixels[at + 1] !== pixels[at]) {
        this.add(pixels[at]!, run);
        run = 0;
      }
    }
  }

  #grow(): void {
    const keys = this.#keys;
    const counts = this.#counts;
    const indices = this.#indices;
    this.#keys = new Uint32Array(keys.length * 2);
    this.#counts = new Uint32Array(keys.length * 2);
    this.#indices = new Int16Array(keys.length * 2).fill(-1);
    for (let old = 0; old < keys.length; old++) {
      if (counts[old] === 0) continue;
      const slot = this.#slot(keys[old]!);
      this.#keys[slot] = keys[old]!;
      this.#counts[slot] = counts[old]!;
      this.#indices[slot] = indices[old]!;
    }
  }

  /** Every colour and its count. */
  entries(): { colours: Uint32Array; counts: Uint32Array } {
    const colours = new Uint32Array(this.#size);
    const counts = new Uint32Array(this.#size);
    let at = 0;
    for (let slot = 0; slot < this.#keys.length; slot++) {
      if (this.#counts[slot] === 0) continue;
      colours[at] = this.#keys[slot]!;
      counts[at++] = this.#counts[slot]!;
    }
    return { colours, counts };
  }

  /** A colour's nearest colour of `palette`, found once per colour (a colour not counted is
   * counted now, once). */
  nearest(colour: number, palette: Uint8Array): number {
    if (this.#counts[this.#slot(colour)] === 0) this.add(colour);
    const slot = this.#slot(colour);
    const known = this.#indices[slot]!;
    if (known >= 0) return known;
    let best = Infinity;
    let index = 0;
    for (let candidate = 0; candidate < palette.length >> 2; candidate++) {
      const distance = difference(colour, palette, candidate, true);
      if (distance < best) [best, index] = [distance, candidate];
    }
    this.#indices[slot] = index;
    return index;
  }
}

/** How far a colour lies from palette colour `index`: the sum of squares of the channels'
 * differences (`squared`), or the largest difference of a channel. Called for every pixel. */
function difference(colour: number, palette: Uint8Array, index: number, squared: boolean): number {
  const at = index * 4;
  const red = palette[at]! - ((colour >>> RED) & 0xff);
  const green = palette[at + 1]! - ((colour >>> GREEN) & 0xff);
  const blue = palette[at + 2]! - ((colour >>> BLUE) & 0xff);
  const alpha = palette[at + 3]! - ((colour >>> ALPHA) & 0xff);
  return squared
    ? red * red + green * green + blue * blue + alpha * alpha
    : Math.max(Math.abs(red), Math.abs(green), Math.abs(blue), Math.abs(alpha));
}

/** A box of median cut: the colours `order[start..end)`, their weight, each channel's weighted
 * mean and how widely the channel spreads (the weighted sum of squares from its mean). */
interface Box {
  start: number;
  end: number;
  mean: number[];
  spread: number[];
}

/**
 * Up to `size` colours (2 to 256), RGBA 4 bytes each, for the colours counted: median cut, which
 * splits the box whose colours spread the most at the weighted median of its widest channel,
 * until there are `size` boxes, each box's colour its weighted mean.
 */
export function choosePalette(seen: Colours, size = 256): Uint8Array {
  const { colours, counts } = seen.entries();
  const weights = Float64Array.from(counts, Math.sqrt);
  const order = Uint32Array.from(colours.keys());
  const boxOf = (start: number, end: number): Box => {
    let weight = 0;
    const sum = [0, 0, 0, 0];
    const squares = [0, 0, 0, 0];
    for (let at = start; at < end; at++) {
      const colour = colours[order[at]!]!;
      const w = weights[order[at]!]!;
      weight += w;
      for (let channel = 0; channel < 4; channel++) {
        const value = channelOf(colour, channel);
        sum[channel]! += value * w;
        squares[channel]! += value * value * w;
      }
    }
    const mean = sum.map((total) => total / weight);
    return { start, end, mean, spread: squares.map((total, channel) => total - sum[channel]! * mean[channel]!) };
  };
  const spread = (box: Box): number => box.spread[0]! + box.spread[1]! + box.spread[2]! + box.spread[3]!;
  const boxes = colours.length > 0 ? [boxOf(0, colours.length)] : [];
  const sorted = new Uint32Array(order.length);
  while (boxes.length < size) {
    let widest = -1;
    boxes.forEach((box, index) => {
      if (box.end - box.start > 1 && spread(box) > 0 && (widest < 0 || spread(box) > spread(boxes[widest]!)))
        widest = index;
    });
    if (widest < 0) break;
    const { start, end, spread: spreads } = boxes[widest]!;
    const channel = spreads.indexOf(Math.max(...spreads));
    // Sorted by the channel with a counting sort: its values are bytes.
    const places = new Uint32Array(257);
    for (let at = start; at < end; at++) places[channelOf(colours[order[at]!]!, channel) + 1]!++;
    for (let value = 1; value <= 256; value++) places[value]! += places[value - 1]!;
    for (let at = start; at < end; at++)
      sorted[start + places[channelOf(colours[order[at]!]!, channel)]!++] = order[at]!;
    order.set(sorted.subarray(start, end), start);
    // The weighted median, with at least one colour on each side.
    let half = 0;
    for (let at = start; at < end; at++) half += weights[order[at]!]!;
    half /= 2;
    let cut = start + 1;
    for (let below = weights[order[start]!]!; cut < end - 1 && below < half; cut++) below += weights[order[cut]!]!;
    boxes.splice(widest, 1, boxOf(start, cut), boxOf(cut, end));
  }
  const palette = new Uint8Array(boxes.length * 4);
  boxes.forEach((box, index) => palette.set(box.mean.map(Math.round), index * 4));
  return palette;
}

/** How far an indexed picture lies from its pixels: the mean of the largest channel difference
 * of each pixel, and the share of pixels off by more than `LARGE`. */
export interface IndexError {
  mean: number;
  large: number;
}
const LARGE = 8;

/**
 * Each pixel of a picture `width` wide as a palette index: its nearest palette colour, or the
 * left or upper neighbour's index (the nearer of the two) when that colour is within `tolerance`
 * of the pixel on every channel. With `before` (the same pixels in the frame before), a pixel
 * that has not changed takes index `unchanged`, and is never taken as a neighbour.
 */
export function indexPicture(
  pixels: Uint32Array,
  width: number,
  seen: Colours,
  palette: Uint8Array,
  tolerance: number,
  before: Uint32Array | null = null,
  unchanged = 0,
): { indices: Uint8Array; error: IndexError } {
  const indices = new Uint8Array(pixels.length);
  const usable = new Uint8Array(pixels.length);
  let sum = 0;
  let large = 0;
  // Runs of one colour are common: its nearest is looked up once a run.
  let last = -1;
  let lastNearest = 0;
  for (let at = 0; at < pixels.length; at++) {
    const colour = pixels[at]!;
    if (before !== null && before[at] === colour) {
      indices[at] = unchanged;
      continue;
    }
    if (colour !== last) [last, lastNearest] = [colour, seen.nearest(colour, palette)];
    let index = lastNearest;
    let error = difference(colour, palette, index, false);
    if (tolerance > 0) {
      // The nearer of the neighbours' colours within the tolerance, if either is.
      const left = at % width > 0 && usable[at - 1] ? difference(colour, palette, indices[at - 1]!, false) : 256;
      const up = at >= width && usable[at - width] ? difference(colour, palette, indices[at - width]!, false) : 256;
      if (Math.min(left, up) <= tolerance) {
        index = left <= up ? indices[at - 1]! : indices[at - width]!;
        error = Math.min(left, up);
      }
    }
    indices[at] = index;
    usable[at] = 1;
    sum += error;
    if (error > LARGE) large++;
  }
  const count = Math.max(1, pixels.length);
  return { indices, error: { mean: sum / count, large: large / count } };
}
