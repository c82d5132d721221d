// 3x3 shapes worth answering in playouts: the hane, cut and edge patterns of MoGo (Gelly, Wang,
// Munos and Teytaud, 2006), which Fuego, Pachi and michi play in their playouts too. A playout
// that answers a hane with a hane and a cut with a connection fights the local fights the way
// players do, so its results say much more about a position than uniformly random moves.
//
// Each empty point's eight neighbours make a 16-bit code (2 bits each: empty, black, white or
// edge); a table of all 65,536 codes, built once from the patterns in every rotation, reflection
// and with the colours swapped, answers "is this a pattern move?" with one load.

import { STRIDE, colorAt } from './board';
import { BLACK, EDGE, EMPTY, WHITE } from './constants';

/**
 * The patterns, one a line: three rows of three, the move in the middle, then the pattern's name.
 * 'X' and 'O' are stones of the two colours (either may be the side to move), 'x' is anything but
 * an X stone, 'o' anything but an O stone, '.' empty, '#' off the board, '?' anything. A function
 * rather than a module constant: a literal at the top of a module lands in the static data of
 * every build that imports the module, the rules build too, even where nothing reads it.
 */
function patternText(): string {
  return `
XOX ... ??? hane, enclosing
XO. ... ?.? hane, not cutting
XO? X.. x.? magari: bend around the opponent's stone
.O. X.. ... diagonal attachment
XO? O.o ?o? cut where the cutting stone is not in danger at once
XO? O.X ??? cut after a peep
?X? O.O ooo push through between two stones (de)
OX? o.O ??? cut of a knight's move
X.? O.? ### edge: chase along the first line
OX? X.O ### edge: block the cut on the side
?X? x.O ### edge: block the connection under
?XO x.x ### edge: descend (sagari)
?OX X.O ### edge: cut
`;
}
/** Characters from the start of a line to each row of its pattern ("XOX ... ???"). */
const ROW_LENGTH = 4;

/** One byte per neighbourhood code: 1 where the middle point is a pattern move. Made by
 * buildPatterns(): a module-level `new` would allocate its 64 KB in every build that imports this
 * file, the rules build too. */
let TABLE = changetype<StaticArray<u8>>(0);

/** The row offset (-1..1) of neighbour `cell` of the 8, in code order: the row above left to
 * right (cells 0-2), left and right (3, 4), the row below (5-7). */
function rowOf(cell: i32): i32 {
  return cell < 3 ? -1 : cell < 5 ? 0 : 1;
}

/** The column offset (-1..1) of neighbour `cell`, in the same order. */
function columnOf(cell: i32): i32 {
  if (cell == 3) return -1;
  if (cell == 4) return 1;
  return (cell < 3 ? cell : cell - 5) - 1;
}
/** Per cell of the current pattern variant: which values (bit v for value v) match. */
const ALLOWED = new StaticArray<u8>(8);

/** The values a pattern character allows, as a bit set over EMPTY, BLACK, WHITE and EDGE. */
function allowedValues(symbol: i32, own: u8, other: u8): u8 {
  const empty: u8 = 1 << EMPTY;
  const edge: u8 = 1 << EDGE;
  if (symbol == 0x2e /* . */) return empty;
  if (symbol == 0x23 /* # */) return edge;
  if (symbol == 0x58 /* X */) return <u8>(1 << own);
  if (symbol == 0x4f /* O */) return <u8>(1 << other);
  if (symbol == 0x78 /* x */) return empty | edge | <u8>(1 << other);
  if (symbol == 0x6f /* o */) return empty | edge | <u8>(1 << own);
  return 0xf; // '?'
}

/** Marks every code that the cells ALLOWED[cell..8) can complete from `code`. */
function markCodes(cell: i32, code: i32): void {
  if (cell == 8) {
    unchecked((TABLE[code] = 1));
    return;
  }
  const allowed = unchecked(ALLOWED[cell]);
  for (let value = 0; value < 4; value++) {
    if ((<i32>allowed & (1 << value)) != 0) markCodes(cell + 1, code | (value << (2 * cell)));
  }
}

/** The index (0..8, row by row) of the pattern character that lands on neighbour `cell` under
 * symmetry `symmetry` (4 rotations, each optionally mirrored). */
function sourceIndex(cell: i32, symmetry: i32): i32 {
  let row = rowOf(cell);
  let column = columnOf(cell);
  if (symmetry >= 4) column = -column;
  for (let turn = 0; turn < (symmetry & 3); turn++) {
    const turned = column;
    column = -row;
    row = turned;
  }
  return (row + 1) * 3 + column + 1;
}

/** Fills the table from patternText(), once; the search calls it before its first playout. */
export function buildPatterns(): void {
  if (changetype<usize>(TABLE) != 0) return;
  TABLE = new StaticArray<u8>(1 << 16);
  const patterns = patternText();
  let line = 0;
  while (line < patterns.length) {
    const end = patterns.indexOf('\n', line);
    const next = end < 0 ? patterns.length : end + 1;
    if (next - line > 11) addPattern(patterns, line);
    line = next;
  }
}

/** Marks the codes of the pattern whose text starts at `start` in `patterns`, in every symmetry
 * and with the colours either way round. */
function addPattern(patterns: string, start: i32): void {
  for (let swap = 0; swap < 2; swap++) {
    const own: u8 = swap == 0 ? BLACK : WHITE;
    const other: u8 = swap == 0 ? WHITE : BLACK;
    for (let symmetry = 0; symmetry < 8; symmetry++) {
      for (let cell = 0; cell < 8; cell++) {
        const index = sourceIndex(cell, symmetry);
        const symbol = patterns.charCodeAt(start + ROW_LENGTH * (index / 3) + (index % 3));
        unchecked((ALLOWED[cell] = allowedValues(symbol, own, other)));
      }
      markCodes(0, 0);
    }
  }
}

/** The neighbourhood code of the padded point p on the selected board. */
// @ts-ignore: decorator
@inline
export function neighbourhoodCode(p: i32): i32 {
  return (
    <i32>colorAt(p - STRIDE - 1) |
    (<i32>colorAt(p - STRIDE) << 2) |
    (<i32>colorAt(p - STRIDE + 1) << 4) |
    (<i32>colorAt(p - 1) << 6) |
    (<i32>colorAt(p + 1) << 8) |
    (<i32>colorAt(p + STRIDE - 1) << 10) |
    (<i32>colorAt(p + STRIDE) << 12) |
    (<i32>colorAt(p + STRIDE + 1) << 14)
  );
}

/** Whether a move at the empty padded point p matches one of the patterns, for either side. */
// @ts-ignore: decorator
@inline
export function isPatternMove(p: i32): bool {
  return unchecked(TABLE[neighbourhoodCode(p)]) != 0;
}
