// Ladders (shicho): a chain with two liberties that the enemy ataris again and again, always from
// the side that drives it along, until it runs into the edge or the enemy's stones and is taken.
// Random playouts and priors that look one move ahead see a chain in atari extend to two
// liberties and call it saved; a player reads the ladder out and does not run. These functions
// read it out, move by move, each move on a board copied from the last (a board is one block of
// memory, so a copy is one memory.copy and no move needs undoing).
//
// The reading is the textbook one and errs toward "escapes": the chain's owner extends on its
// last liberty, or is assumed free when it can capture an enemy chain in atari beside it; the
// enemy tries both liberties with an atari. A chain that reaches three liberties escapes. A read
// that would go deeper than the boards it may use, or play more moves than its budget, is
// called an escape too, so a mistake here only forgets a ladder, never invents one.

import { BOARD, H_HEIGHT, H_WIDTH, colorAt, copyBoardState, createBoard, destroyBoard, headOf, nextOf, selectBoard } from './board';
import { EMPTY, OK } from './constants';
import { LIBERTY_LIST, lastLiberty, libertiesOf } from './liberties';
import { neighbourOffset, opponent, placeStone, simpleLegality } from './move';

/** Boards a read may stack up (two per step of the ladder), and the moves it may play in all. */
const MAX_LEVELS: i32 = 48;
const MOVE_BUDGET: i32 = 160;

/** The board of each level of the read, allocated when first needed, for the current size. */
const LEVELS = new StaticArray<usize>(MAX_LEVELS);
let levelWidth: i32 = 0;
let levelHeight: i32 = 0;
let level: i32 = 0;
/** The board the caller had selected, selected again when a read ends. */
let home: usize = 0;
let movesLeft: i32 = 0;

/** Starts a read on the selected board. */
function beginRead(): void {
  home = BOARD;
  level = 0;
  movesLeft = MOVE_BUDGET;
  const width = load<i32>(home + H_WIDTH);
  const height = load<i32>(home + H_HEIGHT);
  if (width == levelWidth && height == levelHeight) return;
  for (let i = 0; i < MAX_LEVELS; i++) {
    const board = unchecked(LEVELS[i]);
    if (board != 0) destroyBoard(board);
    unchecked((LEVELS[i] = 0));
  }
  levelWidth = width;
  levelHeight = height;
}

/** Plays `color` at p on a copy of the selected board, which becomes the selected one; false when
 * no level or move is left (nothing is played then). */
function playOnCopy(p: i32, color: u8): bool {
  if (level >= MAX_LEVELS || movesLeft <= 0) return false;
  let board = unchecked(LEVELS[level]);
  if (board == 0) {
    const current = BOARD;
    board = createBoard(levelWidth, levelHeight);
    unchecked((LEVELS[level] = board));
    selectBoard(current);
  }
  copyBoardState(board, BOARD);
  level++;
  movesLeft--;
  selectBoard(board);
  placeStone(p, color);
  return true;
}

/** Goes back to the board before the last playOnCopy(). */
function takeBack(): void {
  level--;
  selectBoard(level == 0 ? home : unchecked(LEVELS[level - 1]));
}

/** Whether an enemy chain next to the chain with head h is in atari: taking it frees the chain
 * (or may, which the reading counts as an escape). */
function canCaptureBeside(h: i32, color: u8): bool {
  const enemy = opponent(color);
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      if (colorAt(n) == enemy && libertiesOf(headOf(n), 2) == 1) return true;
    }
    q = nextOf(q);
  } while (q != h);
  return false;
}

/** With `color` to move and its chain through `stone` in atari: whether it is caught all the
 * same, when it extends on its last liberty (and cannot capture its way out). */
function caughtInAtari(stone: i32, color: u8): bool {
  const h = headOf(stone);
  if (canCaptureBeside(h, color)) return false;
  const liberty = lastLiberty(h);
  if (simpleLegality(liberty, color) != OK) return true;
  return caughtAfterExtending(liberty, color);
}

/** Whether `color`'s chain is caught after it plays at p: at once when p leaves it in atari,
 * never when it gets three liberties, and with two when an atari on either one catches it. */
function caughtAfterExtending(p: i32, color: u8): bool {
  if (!playOnCopy(p, color)) return false;
  const h = headOf(p);
  const count = libertiesOf(h, 3);
  let caught = count <= 1;
  if (count == 2) {
    const first = unchecked(LIBERTY_LIST[0]);
    const second = unchecked(LIBERTY_LIST[1]);
    caught = atariCatches(first, p, color) || atariCatches(second, p, color);
  }
  takeBack();
  return caught;
}

/** Whether the enemy of `color`, playing an atari at x on `color`'s chain through `stone`, catches it. */
function atariCatches(x: i32, stone: i32, color: u8): bool {
  const enemy = opponent(color);
  if (simpleLegality(x, enemy) != OK) return false;
  if (!playOnCopy(x, enemy)) return false;
  const caught = libertiesOf(headOf(stone), 2) == 1 && caughtInAtari(stone, color);
  takeBack();
  return caught;
}

/** The distinct liberties counted by leavesTwoLiberties(). */
const FOUND = new StaticArray<i32>(4);

/** Whether `color` at p, capturing nothing, leaves its chain exactly two liberties: told apart
 * on the board as it is, so that most runs (to three liberties or more, or capturing) need no
 * copy of the board to be read. */
function leavesTwoLiberties(p: i32, color: u8): bool {
  const enemy = opponent(color);
  let count = 0;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    const neighbour = colorAt(n);
    if (neighbour == EMPTY) count = addFound(n, count);
    else if (neighbour == enemy) {
      if (libertiesOf(headOf(n), 2) == 1) return false;
    } else if (neighbour == color) {
      const liberties = libertiesOf(headOf(n), 4);
      for (let i = 0; i < liberties; i++) {
        const l = unchecked(LIBERTY_LIST[i]);
        if (l != p) count = addFound(l, count);
      }
    }
    if (count > 2) return false;
  }
  return count == 2;
}

/** Adds p to FOUND[0..count) unless it is there; returns the new count (at most 3: enough). */
// @ts-ignore: decorator
@inline
function addFound(p: i32, count: i32): i32 {
  for (let i = 0; i < count; i++) if (unchecked(FOUND[i]) == p) return count;
  if (count < 3) unchecked((FOUND[count] = p));
  return count + 1;
}

/**
 * Whether `color`, extending at p (the last liberty of its chain in atari), runs into a ladder:
 * the chain then has two liberties, and the enemy catches it by atari after atari. False for an
 * extension to three liberties or more, and for a read too long to finish.
 */
export function runsIntoLadder(p: i32, color: u8): bool {
  if (!leavesTwoLiberties(p, color)) return false;
  beginRead();
  const caught = caughtAfterExtending(p, color);
  selectBoard(home);
  return caught;
}

/**
 * Whether `color` at x, an atari on the enemy chain with head h (two liberties, x one of them),
 * catches that chain in a ladder: it cannot capture its way out, and running only leads to its
 * capture.
 */
export function catchesInLadder(x: i32, h: i32, color: u8): bool {
  beginRead();
  const caught = atariCatches(x, h, opponent(color));
  selectBoard(home);
  return caught;
}
