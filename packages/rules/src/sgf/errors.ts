/** The only error the SGF reader throws: in strict mode at the first problem of the file, in
 * lenient mode only for an argument that is not text or bytes. */
export class SgfError extends Error {
  override name = 'SgfError';
  /** 1-based line of the problem. */
  readonly line: number;
  /** 1-based column of the problem (UTF-16 code units). */
  readonly column: number;

  /** `message` is the same text a warning for the problem would carry; the location is kept
   * apart in `line` and `column`, as it is in `SgfWarning`. */
  constructor(message: string, line: number, column: number) {
    super(message);
    this.line = line;
    this.column = column;
  }
}

/** How an error message names the character at `offset`: `'x'`, `a line break`, `end of input`. */
export function describeFound(text: string, offset: number): string {
  if (offset >= text.length) return 'end of input';
  const code = text.codePointAt(offset) as number;
  if (code === 10 || code === 13) return 'a line break';
  if (code < 32 || code === 127) return `control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${String.fromCodePoint(code)}'`;
}

/** Text for a report, on one line and at most 40 characters, quoted: 'Black to Live]'. */
export function quoteText(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return `'${line.length > 40 ? `${line.slice(0, 39)}…` : line}'`;
}
