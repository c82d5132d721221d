import { CharCode } from './scan.js';

const INITIAL_CAPACITY = 1 << 16;
const UTF16_DECODER = new TextDecoder('utf-16le');
/** TextDecoder reads the code units as little-endian bytes, which is how nearly every machine stores them. */
const IS_LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
/** Code units per `String.fromCharCode` call: well under every engine's argument limit. */
const DECODE_CHUNK = 1 << 13;

/**
 * A growable buffer of UTF-16 code units for the SGF writer. Writing code units and building the
 * string once at the end leaves no intermediate strings behind, where concatenating a few
 * pieces per property would leave millions for the garbage collector. It also tracks where the
 * current line starts, for line wrapping.
 */
export class TextBuffer {
  #codes = new Uint16Array(INITIAL_CAPACITY);
  #length = 0;
  /** Whether a surrogate was written, which only `String.fromCharCode` keeps if it is unpaired. */
  #hasSurrogates = false;
  /** Offset just after the last line break written. */
  lineStart = 0;

  get length(): number {
    return this.#length;
  }

  /** Appends one code unit (which must not be a line break: see `appendLineBreak`). */
  appendCode(code: number): void {
    if (this.#length === this.#codes.length) this.#grow(1);
    this.#codes[this.#length++] = code;
  }

  appendLineBreak(): void {
    this.appendCode(CharCode.LineFeed);
    this.lineStart = this.#length;
  }

  /**
   * Appends `text` with a backslash before every ']' and '\', and before every ':' from offset
   * `escapeColonsFrom` on. Returns the offset of the first line break written, or -1.
   */
  appendEscaped(text: string, escapeColonsFrom: number): number {
    const length = text.length;
    if (this.#length + 2 * length > this.#codes.length) this.#grow(2 * length);
    const codes = this.#codes;
    let offset = this.#length;
    let firstBreak = -1;
    for (let index = 0; index < length; index++) {
      const code = text.charCodeAt(index);
      if (
        code === CharCode.CloseBracket ||
        code === CharCode.Backslash ||
        (code === CharCode.Colon && index >= escapeColonsFrom)
      ) {
        codes[offset++] = CharCode.Backslash;
      } else if (code === CharCode.LineFeed) {
        if (firstBreak === -1) firstBreak = offset;
        this.lineStart = offset + 1;
      } else if ((code & 0xf800) === 0xd800) {
        this.#hasSurrogates = true;
      }
      codes[offset++] = code;
    }
    this.#length = offset;
    return firstBreak;
  }

  /** Inserts a line break at `offset`, moving what follows one place on. */
  insertLineBreak(offset: number): void {
    if (this.#length === this.#codes.length) this.#grow(1);
    this.#codes.copyWithin(offset + 1, offset, this.#length);
    this.#codes[offset] = CharCode.LineFeed;
    this.#length++;
    if (this.lineStart <= offset) this.lineStart = offset + 1;
    else this.lineStart++;
  }

  /** The text written so far. */
  toString(): string {
    const codes = this.#codes;
    // TextDecoder is the fastest way from code units to a string, but it would replace an
    // unpaired surrogate with U+FFFD.
    if (!this.#hasSurrogates && IS_LITTLE_ENDIAN) return UTF16_DECODER.decode(codes.subarray(0, this.#length));
    const chunks: string[] = [];
    for (let start = 0; start < this.#length; start += DECODE_CHUNK) {
      const chunk = codes.subarray(start, Math.min(start + DECODE_CHUNK, this.#length));
      chunks.push(String.fromCharCode.apply(null, chunk as unknown as number[]));
    }
    return chunks.join('');
  }

  #grow(extra: number): void {
    let capacity = this.#codes.length * 2;
    while (capacity < this.#length + extra) capacity *= 2;
    const codes = new Uint16Array(capacity);
    codes.set(this.#codes.subarray(0, this.#length));
    this.#codes = codes;
  }
}
