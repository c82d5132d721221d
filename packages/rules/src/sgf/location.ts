/** A 1-based line and column. */
export interface TextLocation {
  line: number;
  column: number;
}

/**
 * Turns offsets into lines and columns, for warnings and errors only, so the scanner never
 * counts lines in its hot loop. Problems are usually reported in text order, so each lookup
 * continues from the previous one and a file with many problems still costs linear time.
 * CRLF counts as one line break, a lone CR or LF as one, as text editors count them.
 */
export class LineLocator {
  readonly #text: string;
  #offset = 0;
  #line = 1;
  #lineStart = 0;

  constructor(text: string) {
    this.#text = text;
  }

  /** The line and column of `offset` (clamped to the text). */
  locate(offset: number): TextLocation {
    const text = this.#text;
    const target = Math.max(0, Math.min(offset, text.length));
    if (target < this.#offset) {
      this.#offset = 0;
      this.#line = 1;
      this.#lineStart = 0;
    }
    let position = this.#offset;
    while (position < target) {
      const code = text.charCodeAt(position);
      position++;
      if (code === 10 || (code === 13 && text.charCodeAt(position) !== 10)) {
        this.#line++;
        this.#lineStart = position;
      }
    }
    this.#offset = target;
    return { line: this.#line, column: target - this.#lineStart + 1 };
  }
}
