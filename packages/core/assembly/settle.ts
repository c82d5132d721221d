// Settling a position before a count by territory, as the players would before counting a game
// saved before its end: the neutral points between the two colours are filled, and each side
// makes the moves it owes inside its own territory once a filled point leaves one of its chains
// in atari (a point it must connect at is not territory). score.ts then counts the position with
// the points filled here as walls of the colour that filled them, neither stones nor territory.
//
// The moves alternate, the side to move first:
//   1. a living chain of the mover in atari next to a living enemy stone is saved at its last
//      liberty, when the stone played there keeps two liberties: the owed move;
//   2. a dead enemy chain is taken off, a liberty at a time, once it touches a living chain of the
//      mover with one or two liberties, each next to an enemy stone or to an empty point next to a
//      living one, one of them reached by living enemy stones, and has at least as many: moving
//      first, the enemy would win that capturing race, so the mover must play it out inside its
//      own territory;
//   3. else the mover fills a point next to living stones of both colours, when its stone keeps
//      two liberties and puts at most one living enemy chain in atari, a chain that can still be
//      saved (a shared liberty of a seki is never filled); a point that puts a chain in atari
//      comes first;
//   4. else the mover passes, and two passes in a row end it.
// Dead stones (the mask in BYTES) stay on the board, as they do until the count; no move of the
// settling takes a living stone off.

import { AREA, BOARD, H_HEIGHT, H_LAST_CAPTURES, H_WIDTH, colorAt, copyBoardState, createBoard, destroyBoard, headOf, hostIndexOf, isStone, nextOf, paddedPoint, selectBoard } from './board';
import { BYTES } from './buffers';
import { EMPTY, MAX_AREA } from './constants';
import { LIBERTY_LIST, libertiesOf } from './liberties';
import { neighbourOffset, opponent, placeStone } from './move';

/** Per padded point: 1 where a dead stone stands (from the mask in BYTES). */
const DEAD = new StaticArray<u8>(MAX_AREA);
/** Per padded point: 1 on the stones of a dead chain being taken off in a capturing race. */
const TAKING = new StaticArray<u8>(MAX_AREA);
/** Per padded point: the colour of the stone settling played on a point empty in the position. */
export const SETTLED = new StaticArray<u8>(MAX_AREA);

let work: usize = 0;
let trial: usize = 0;

/** A board of the dimensions of `source`, `board` itself when it already has them. */
function boardLike(board: usize, source: usize): usize {
  const width = load<i32>(source + H_WIDTH);
  const height = load<i32>(source + H_HEIGHT);
  if (board != 0 && load<i32>(board + H_WIDTH) == width && load<i32>(board + H_HEIGHT) == height) return board;
  if (board != 0) destroyBoard(board);
  return createBoard(width, height);
}

/** Whether padded point p holds a stone that is not dead. */
function isLive(p: i32): bool {
  return isStone(colorAt(p)) && unchecked(DEAD[p]) == 0;
}

/** Whether the chain with head h has a living stone of the other colour next to it. */
function touchesLiveEnemy(h: i32): bool {
  const enemy = opponent(colorAt(h));
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      if (colorAt(n) == enemy && isLive(n)) return true;
    }
    q = nextOf(q);
  } while (q != h);
  return false;
}

/**
 * Plays `color` at p on the trial board, a copy of the selected board, and leaves it selected.
 * Returns the liberties its chain keeps (counted up to 2), or -1 when the point is taken, the move
 * is a suicide or it takes a living chain off. Ko is not checked: taking a stone back at once
 * would take a living stone off, which no move of the settling does.
 */
function tryMove(p: i32, color: u8): i32 {
  if (colorAt(p) != EMPTY) return -1;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    if (colorAt(n) == opponent(color) && isLive(n) && libertiesOf(headOf(n), 2) == 1) return -1;
  }
  copyBoardState(trial, BOARD);
  selectBoard(trial);
  placeStone(p, color);
  // A suicide takes the stone off again.
  return colorAt(p) == EMPTY ? -1 : libertiesOf(headOf(p), 2);
}

/** The point `color` must play to save a chain of its own in atari (see above), or 0. */
function owedMove(color: u8): i32 {
  for (let p = 0; p < AREA; p++) {
    if (colorAt(p) != color || headOf(p) != p || unchecked(DEAD[p]) != 0) continue;
    if (libertiesOf(p, 2) != 1 || !touchesLiveEnemy(p)) continue;
    const liberty = unchecked(LIBERTY_LIST[0]);
    const kept = tryMove(liberty, color);
    selectBoard(work);
    if (kept >= 2) return liberty;
  }
  return 0;
}

/** How open the liberty l of a chain of `color` is to the enemy: 2 when it touches a living
 * enemy stone or an empty point next to one (the enemy reaches it from outside), 1 when it touches
 * a dead enemy stone only, else 0. */
function openness(l: i32, color: u8): i32 {
  const enemy = opponent(color);
  let open = 0;
  for (let d = 0; d < 4; d++) {
    const n = l + neighbourOffset(d);
    const c = colorAt(n);
    if (c == enemy) {
      if (isLive(n)) return 2;
      open = 1;
    } else if (c == EMPTY) {
      for (let e = 0; e < 4; e++) if (colorAt(n + neighbourOffset(e)) == enemy && isLive(n + neighbourOffset(e))) return 2;
    }
  }
  return open;
}

/** Marks the stones of the chain with head h as being taken (TAKING). */
function markTaking(h: i32): void {
  let q = h;
  do {
    unchecked((TAKING[q] = 1));
    q = nextOf(q);
  } while (q != h);
}

/** The liberty of `chain` (a dead enemy chain) `color` plays to take it off: one its stone keeps
 * two liberties at, or captures at (see above); 0 when there is none. */
function takingMove(chain: i32, color: u8): i32 {
  const count = libertiesOf(chain, 4);
  let l0 = unchecked(LIBERTY_LIST[0]), l1 = unchecked(LIBERTY_LIST[1]), l2 = unchecked(LIBERTY_LIST[2]), l3 = unchecked(LIBERTY_LIST[3]);
  for (let i = 0; i < count; i++) {
    const l = i == 0 ? l0 : i == 1 ? l1 : i == 2 ? l2 : l3;
    const kept = tryMove(l, color);
    const took = load<i32>(BOARD + H_LAST_CAPTURES) > 0;
    selectBoard(work);
    if (kept >= 2 || (took && kept >= 1)) return l;
  }
  return 0;
}

/**
 * The move `color` owes in a capturing race with dead enemy stones (see above): a liberty of a
 * dead chain being taken, or of one that touches a living chain of `color` with one or two
 * liberties, all open to the enemy, and no more liberties than the dead chain; or 0.
 */
function captureMove(color: u8): i32 {
  const enemy = opponent(color);
  for (let p = 0; p < AREA; p++) {
    if (colorAt(p) == enemy && headOf(p) == p && unchecked(TAKING[p]) != 0) {
      const move = takingMove(p, color);
      if (move != 0) return move;
    }
  }
  for (let p = 0; p < AREA; p++) {
    if (colorAt(p) != color || headOf(p) != p || unchecked(DEAD[p]) != 0) continue;
    const libs = libertiesOf(p, 3);
    if (libs > 2) continue;
    const l0 = unchecked(LIBERTY_LIST[0]);
    const l1 = unchecked(LIBERTY_LIST[1]);
    const open0 = openness(l0, color);
    const open1 = libs == 2 ? openness(l1, color) : open0;
    if (open0 == 0 || open1 == 0 || (open0 < 2 && open1 < 2)) continue;
    let q = p;
    do {
      for (let d = 0; d < 4; d++) {
        const n = q + neighbourOffset(d);
        if (colorAt(n) != enemy || unchecked(DEAD[n]) == 0) continue;
        const h = headOf(n);
        if (libertiesOf(h, 3) < libs) continue;
        const move = takingMove(h, color);
        if (move != 0) {
          markTaking(h);
          return move;
        }
      }
      q = nextOf(q);
    } while (q != p);
  }
  return 0;
}

/**
 * How good filling the empty point p is for `color` (see above): 2 when it puts a living enemy
 * chain in atari that can still be saved, 1 for a plain fill, 0 when `color` must not fill it.
 */
function fillValue(p: i32, color: u8): i32 {
  let own = false, other = false;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    if (!isLive(n)) continue;
    if (colorAt(n) == color) own = true;
    else other = true;
  }
  if (!own || !other) return 0;
  if (tryMove(p, color) < 2) {
    selectBoard(work);
    return 0;
  }
  // On the trial board: the living enemy chains the fill leaves in atari.
  const enemy = opponent(color);
  let inAtari = 0;
  let liberty = 0;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    if (colorAt(n) != enemy || unchecked(DEAD[n]) != 0 || libertiesOf(headOf(n), 2) != 1) continue;
    const last = unchecked(LIBERTY_LIST[0]);
    if (inAtari == 0 || last != liberty) inAtari++;
    liberty = last;
  }
  let value = 1;
  if (inAtari > 1) value = 0;
  else if (inAtari == 1) value = tryMove(liberty, enemy) >= 2 ? 2 : 0;
  selectBoard(work);
  return value;
}

/** The point `color` fills next (see above), or 0. */
function fillMove(color: u8): i32 {
  let best = 0;
  let bestValue = 0;
  for (let p = 0; p < AREA; p++) {
    if (colorAt(p) != EMPTY) continue;
    const value = fillValue(p, color);
    if (value > bestValue) {
      best = p;
      bestValue = value;
      if (value == 2) break;
    }
  }
  return best;
}

/**
 * Settles the position of `board` (see above), `toMove` first, with the dead-stone mask in BYTES.
 * Writes the colours of the points filled into SETTLED (0 elsewhere) and returns their number.
 * Leaves `board` selected.
 */
export function settleBoard(board: usize, toMove: u8): i32 {
  const width = load<i32>(board + H_WIDTH);
  const height = load<i32>(board + H_HEIGHT);
  work = boardLike(work, board);
  trial = boardLike(trial, board);
  selectBoard(board);
  for (let p = 0; p < MAX_AREA; p++) {
    unchecked((DEAD[p] = 0));
    unchecked((TAKING[p] = 0));
    unchecked((SETTLED[p] = 0));
  }
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      unchecked((DEAD[paddedPoint(x, y)] = unchecked(BYTES[hostIndexOf(x, y, width)]) != 0 ? 1 : 0));
  copyBoardState(work, board);
  selectBoard(work);
  let color = toMove;
  let passes = 0;
  let filled = 0;
  for (let moves = 0; passes < 2 && moves < 2 * width * height; moves++) {
    let p = owedMove(color);
    if (p == 0) p = captureMove(color);
    if (p == 0) p = fillMove(color);
    if (p == 0) {
      passes++;
    } else {
      passes = 0;
      placeStone(p, color);
      unchecked((DEAD[p] = 0));
      unchecked((SETTLED[p] = color));
      filled++;
    }
    color = opponent(color);
  }
  selectBoard(board);
  return filled;
}
