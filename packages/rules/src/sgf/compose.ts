import type { SgfSize } from './types.js';

/**
 * Properties whose values are compose values `a:b`. The reader unescapes every value, so a label
 * "a:b" at aa (written `LB[aa:a\:b]`) is stored as 'aa:a:b': the first ':' is always the
 * separator, and `parseCompose` splits there. The writer escapes the later colons of these
 * properties again. The one thing this cannot hold is a ':' in the first part, which only AP's
 * application name could have; no known program puts one there.
 */
export const COMPOSE_PROPERTIES: ReadonlySet<string> = new Set(['AP', 'AR', 'FG', 'LB', 'LN', 'SZ']);

/** Splits a compose value at its first ':'. A value without ':' gives [value, '']. */
export function parseCompose(value: string): [string, string] {
  const separator = value.indexOf(':');
  if (separator === -1) return [value, ''];
  return [value.slice(0, separator), value.slice(separator + 1)];
}

const DEFAULT_SIZE = 19;
/** The largest side SGF coordinates can name: a-z then A-Z. */
export const MAX_BOARD_SIZE = 52;

/** The board size of an SZ value, '19' or '19:13' (width:height); undefined means 19x19. Throws a
 * RangeError naming the value when it is not a board size. */
export function parseSize(value: string | undefined): SgfSize {
  if (value === undefined) return { width: DEFAULT_SIZE, height: DEFAULT_SIZE };
  const [first, second] = value.includes(':') ? parseCompose(value) : [value, value];
  const width = parseSide(first);
  const height = parseSide(second);
  if (Number.isNaN(width) || Number.isNaN(height)) {
    throw new RangeError(
      `Expected SZ to be a board size from 1 to ${MAX_BOARD_SIZE}, as '19' or '19:13', received '${value}'.`,
    );
  }
  return { width, height };
}

/** Whether an SZ value is a board size `parseSize` reads: SGF numbers from 1 to 52, one or two. */
export function isBoardSize(value: string): boolean {
  const [first, second] = value.includes(':') ? parseCompose(value) : [value, value];
  return !Number.isNaN(parseSide(first)) && !Number.isNaN(parseSide(second));
}

/** A side of SZ ('19', ' 19 '), or NaN for anything else: '0', '19.0', '-10', 'abc', ''. */
function parseSide(text: string): number {
  const trimmed = text.trim();
  const side = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  return side >= 1 && side <= MAX_BOARD_SIZE ? side : Number.NaN;
}
