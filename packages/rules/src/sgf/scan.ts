/** Character codes and small scanning helpers shared by the SGF reader and the byte sniffer. */

export const CharCode = {
  LineFeed: 10,
  CarriageReturn: 13,
  Space: 32,
  OpenParen: 40,
  CloseParen: 41,
  Colon: 58,
  Semicolon: 59,
  UpperA: 65,
  UpperZ: 90,
  OpenBracket: 91,
  Backslash: 92,
  CloseBracket: 93,
  LowerA: 97,
  LowerZ: 122,
  ByteOrderMark: 0xfeff,
} as const;

/** Whether a code is whitespace between tokens: ASCII controls and space, or a stray BOM. */
export function isWhitespace(code: number): boolean {
  return code <= CharCode.Space || code === CharCode.ByteOrderMark;
}

/** Whether a code is an ASCII letter, the only characters of property identifiers. */
export function isLetter(code: number): boolean {
  return (code >= CharCode.UpperA && code <= CharCode.UpperZ) || (code >= CharCode.LowerA && code <= CharCode.LowerZ);
}

/** The offset just after the line break at `offset`: CRLF and LFCR count as one break. */
export function skipLineBreak(text: string, offset: number): number {
  const code = text.charCodeAt(offset);
  const next = text.charCodeAt(offset + 1);
  const pairs =
    (code === CharCode.CarriageReturn && next === CharCode.LineFeed) ||
    (code === CharCode.LineFeed && next === CharCode.CarriageReturn);
  return pairs ? offset + 2 : offset + 1;
}

/** The code at an offset of SGF text (its `charCodeAt`) or of its bytes before they are
 * decoded; NaN past the end. */
export type CodeAt = (offset: number) => number;

/**
 * The offset of the first '(' from `from` on that starts a game tree, or -1: a '(' followed by
 * ';' (SGFC skips to such a '(' too), or by an identifier of uppercase letters and its value, as
 * in the damaged "(B[aa];W[bb])"; whitespace and more '(' may come between. Text before a record
 * often holds other parentheses: "Game record (SGF):". The reader asks it of the text, and
 * `splitGameTrees` of the bytes, so that both find the same trees.
 */
export function findTreeStart(codeAt: CodeAt, length: number, from: number): number {
  for (let candidate = from; candidate < length; candidate++) {
    if (codeAt(candidate) !== CharCode.OpenParen) continue;
    let after = candidate + 1;
    while (after < length && (codeAt(after) === CharCode.OpenParen || isWhitespace(codeAt(after)))) after++;
    if (codeAt(after) === CharCode.Semicolon || isPropertyAt(codeAt, length, after)) return candidate;
    // Every '(' of the run just passed is followed by the same code.
    candidate = after - 1;
  }
  return -1;
}

/** Whether an identifier of uppercase letters and then (after whitespace) a '[' start at `offset`. */
function isPropertyAt(codeAt: CodeAt, length: number, offset: number): boolean {
  let end = offset;
  while (end < length && codeAt(end) >= CharCode.UpperA && codeAt(end) <= CharCode.UpperZ) end++;
  return end > offset && valueFollows(codeAt, length, end);
}

/** Whether a value ('[' after whitespace) follows the offset `end` of an identifier. */
export function valueFollows(codeAt: CodeAt, length: number, end: number): boolean {
  while (end < length && isWhitespace(codeAt(end))) end++;
  return codeAt(end) === CharCode.OpenBracket;
}

/**
 * Where text that an FF[4] game tree cannot hold between its properties ends, from a word with
 * lowercase letters at `start` (the rest of a comment after a stray ']': `C[\\] Black to Live]`):
 * words and other characters up to the next ';', '(', ')' or '[', or up to an identifier of
 * uppercase letters followed by a value, which is a property again. `textEnd` leaves out the
 * whitespace before `end`.
 */
export function strayTextEnd(text: string, start: number): { end: number; textEnd: number } {
  const codeAt: CodeAt = (offset) => text.charCodeAt(offset);
  let end = start;
  let textEnd = start;
  while (end < text.length) {
    const code = text.charCodeAt(end);
    if (isLetter(code)) {
      let wordEnd = end;
      let isIdentifier = true;
      for (; wordEnd < text.length && isLetter(text.charCodeAt(wordEnd)); wordEnd++) {
        if (text.charCodeAt(wordEnd) >= CharCode.LowerA) isIdentifier = false;
      }
      if (isIdentifier && valueFollows(codeAt, text.length, wordEnd)) break;
      end = textEnd = wordEnd;
    } else if (
      code === CharCode.Semicolon ||
      code === CharCode.OpenParen ||
      code === CharCode.CloseParen ||
      code === CharCode.OpenBracket
    ) {
      break;
    } else {
      end++;
      if (!isWhitespace(code)) textEnd = end;
    }
  }
  return { end, textEnd };
}

const SINGLE_LETTER_IDENTIFIERS: readonly string[] = Array.from({ length: 26 }, (_, index) =>
  String.fromCharCode(CharCode.UpperA + index),
);
const twoLetterIdentifiers: (string | undefined)[] = new Array<string | undefined>(26 * 26);

/**
 * The identifier text[start..end) of uppercase letters, shared between calls for one and two
 * letters. Nearly every identifier in a game record is one of a few short names, and reusing
 * one string per name saves an allocation and a hash per property on the reader's hot path.
 */
export function internIdentifier(text: string, start: number, end: number): string {
  const length = end - start;
  if (length === 1) return SINGLE_LETTER_IDENTIFIERS[text.charCodeAt(start) - CharCode.UpperA] as string;
  if (length === 2) {
    const index = (text.charCodeAt(start) - CharCode.UpperA) * 26 + text.charCodeAt(start + 1) - CharCode.UpperA;
    return (twoLetterIdentifiers[index] ??= text.slice(start, end));
  }
  return text.slice(start, end);
}

/** The uppercase letters of text[start..end), for FF[1]-FF[3] identifiers such as `AddBlack`. */
export function uppercaseLetters(text: string, start: number, end: number): string {
  let identifier = '';
  for (let offset = start; offset < end; offset++) {
    const code = text.charCodeAt(offset);
    if (code >= CharCode.UpperA && code <= CharCode.UpperZ) identifier += text[offset];
  }
  return identifier;
}

const pointValues: (string | undefined)[] = new Array<string | undefined>(128 * 128);

/**
 * The two-character value at text[start], shared between calls when both characters are ASCII.
 * Most values are moves such as 'pd', and one string per point instead of one per move
 * leaves the garbage collector far less to copy.
 */
export function internPointValue(text: string, start: number): string {
  const first = text.charCodeAt(start);
  const second = text.charCodeAt(start + 1);
  if (first >= 128 || second >= 128) return text.slice(start, start + 2);
  return (pointValues[first * 128 + second] ??= text.slice(start, start + 2));
}

/** The offset of the first byte that is not ASCII, or -1. */
export function firstNonAscii(bytes: Uint8Array): number {
  for (let offset = 0; offset < bytes.length; offset++) if ((bytes[offset] as number) >= 0x80) return offset;
  return -1;
}
