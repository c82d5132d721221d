// Counting at the end of the game, as the rules define it:
//   area (Chinese)       = your stones on the board + empty points surrounded only by your stones
//   territory (Japanese) = empty points surrounded only by your stones + the stones you captured
// Dead stones are taken off before counting; under territory scoring each one is a prisoner of
// the other colour. Komi is added by the host, which owns the game's settings. A position settled
// first (settle.ts) is counted with the points the settling filled as walls of their colour, which
// are neither stones nor territory.

import {
  AREA, BOARD, H_CAPTURED_BY_BLACK, H_CAPTURED_BY_WHITE, H_HEIGHT, H_WIDTH, colorAt, hostIndex, hostIndexOf, paddedPoint,
} from './board';
import { BYTES, MARKS, SCORE, STACK, newMarks } from './buffers';
import { floodBorders, floodRegion } from './flood';
import { BLACK, EMPTY, MAX_AREA, WHITE } from './constants';
import { SETTLED } from './settle';

// Slots of SCORE.
export const SCORE_BLACK: i32 = 0;
export const SCORE_WHITE: i32 = 1;
export const BLACK_STONES: i32 = 2;
export const WHITE_STONES: i32 = 3;
export const BLACK_TERRITORY: i32 = 4;
export const WHITE_TERRITORY: i32 = 5;
export const BLACK_PRISONERS: i32 = 6;
export const WHITE_PRISONERS: i32 = 7;
export const DEAD_BLACK: i32 = 8;
export const DEAD_WHITE: i32 = 9;
export const NEUTRAL_POINTS: i32 = 10;

// Bits of the ownership byte written per point into BYTES.
export const OWNER_BLACK: u8 = 1;
export const OWNER_WHITE: u8 = 2;
export const OWNER_TERRITORY: u8 = 4;
export const OWNER_DEAD: u8 = 8;

/** The board as counted: the live stones, with dead stones lifted off. */
const COUNTED = new StaticArray<u8>(MAX_AREA);

/** Scores the selected board. Reads the dead-stone mask (one byte per point, row by row, non-zero
 * for dead) from BYTES, writes each point's owner back into BYTES and the totals into SCORE. With
 * `settled`, the points of SETTLED are walls (settleBoard() must have run on this board). */
export function scoreBoard(territoryRules: bool, settled: bool): void {
  const width = load<i32>(BOARD + H_WIDTH);
  const height = load<i32>(BOARD + H_HEIGHT);
  for (let i = 0; i < 16; i++) unchecked((SCORE[i] = 0));
  for (let p = 0; p < AREA; p++) unchecked((COUNTED[p] = settled && unchecked(SETTLED[p]) != 0 ? SETTLED[p] : colorAt(p)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = paddedPoint(x, y);
      const color = colorAt(p);
      const dead = unchecked(BYTES[hostIndexOf(x, y, width)]) != 0 && color != EMPTY;
      let owner: u8 = 0;
      if (dead) {
        unchecked((COUNTED[p] = EMPTY));
        unchecked(SCORE[color == BLACK ? DEAD_BLACK : DEAD_WHITE]++);
        owner = OWNER_DEAD;
      } else if (color == BLACK) {
        unchecked(SCORE[BLACK_STONES]++);
        owner = OWNER_BLACK;
      } else if (color == WHITE) {
        unchecked(SCORE[WHITE_STONES]++);
        owner = OWNER_WHITE;
      }
      unchecked((BYTES[hostIndexOf(x, y, width)] = owner));
    }
  }
  // Each empty region (dead stones now count as empty) belongs to the one colour that borders it.
  const mark = newMarks();
  for (let p = 0; p < AREA; p++) {
    if (unchecked(COUNTED[p]) != EMPTY || unchecked(MARKS[p]) == mark) continue;
    const top = floodRegion(changetype<usize>(COUNTED), p, mark);
    const borders = floodBorders;
    const owner: u8 = borders == 1 ? OWNER_BLACK : borders == 2 ? OWNER_WHITE : 0;
    if (owner == OWNER_BLACK) unchecked((SCORE[BLACK_TERRITORY] += top));
    else if (owner == OWNER_WHITE) unchecked((SCORE[WHITE_TERRITORY] += top));
    else unchecked((SCORE[NEUTRAL_POINTS] += top));
    for (let i = 0; i < top; i++) {
      const index = hostIndex(unchecked(STACK[i]));
      unchecked((BYTES[index] = unchecked(BYTES[index]) | owner | OWNER_TERRITORY));
    }
  }
  // Prisoners: stones captured during the game, plus dead stones lifted at the end.
  unchecked((SCORE[BLACK_PRISONERS] = load<i32>(BOARD + H_CAPTURED_BY_BLACK) + SCORE[DEAD_WHITE]));
  unchecked((SCORE[WHITE_PRISONERS] = load<i32>(BOARD + H_CAPTURED_BY_WHITE) + SCORE[DEAD_BLACK]));
  if (territoryRules) {
    unchecked((SCORE[SCORE_BLACK] = SCORE[BLACK_TERRITORY] + SCORE[BLACK_PRISONERS]));
    unchecked((SCORE[SCORE_WHITE] = SCORE[WHITE_TERRITORY] + SCORE[WHITE_PRISONERS]));
  } else {
    unchecked((SCORE[SCORE_BLACK] = SCORE[BLACK_STONES] + SCORE[BLACK_TERRITORY]));
    unchecked((SCORE[SCORE_WHITE] = SCORE[WHITE_STONES] + SCORE[WHITE_TERRITORY]));
  }
}
