// Prior knowledge for the tree search: before a move has statistics of its own, it starts with a
// few virtual games whose results say what a Go player sees at a glance (the scheme of michi and
// Fuego): taking or saving a chain in atari is usually right, and so is an atari that catches a
// chain in a ladder; a 3x3 pattern move and a reply close to the last move often are; a self-atari
// of two or more stones, a run from atari into a ladder (ladder.ts) and a first- or second-line
// move in an empty area almost never are. Computed once per expanded node, never inside playouts.

import { AREA, BOARD, H_EMPTY_COUNT, STRIDE, colorAt, emptyAt, headOf, isStone, stonesOf } from './board';
import { EDGE, EMPTY, MAX_AREA } from './constants';
import { catchesInLadder, runsIntoLadder } from './ladder';
import { neighbourOffset, opponent } from './move';
import { isPatternMove } from './patterns';

/** Weights of the priors, in virtual games; settable through setPriors() for tuning. */
let evenGames: f32 = 10; // every move: half won
let captureOneGames: f32 = 15; // taking or saving one stone: all won
let captureManyGames: f32 = 30; // taking or saving two or more stones: all won
let patternGames: f32 = 10; // a 3x3 pattern move: all won
let selfAtariGames: f32 = 10; // a self-atari of two or more stones: all lost
let emptyAreaGames: f32 = 10; // lines 1-2 in an empty area: lost; line 3: won
let nearGames1: f32 = 24; // common-fate distance 1 from the last move: won
let nearGames2: f32 = 22; // distance 2
let nearGames3: f32 = 8; // distance 3

/** Sets the prior weights (virtual games; see above), for matches that tune them. */
export function setPriors(
  even: f32, captureOne: f32, captureMany: f32, pattern: f32, selfAtari: f32, emptyArea: f32, near1: f32, near2: f32, near3: f32,
): void {
  evenGames = even;
  captureOneGames = captureOne;
  captureManyGames = captureMany;
  patternGames = pattern;
  selfAtariGames = selfAtari;
  emptyAreaGames = emptyArea;
  nearGames1 = near1;
  nearGames2 = near2;
  nearGames3 = near3;
}

/** The virtual games and wins of the last priorOf() call. */
export let priorVisits: f32 = 0;
export let priorWins: f32 = 0;

/** Up to two distinct liberties of each chain (at its head), and their count capped at 3. */
const LIBERTY_A = new StaticArray<i32>(MAX_AREA);
const LIBERTY_B = new StaticArray<i32>(MAX_AREA);
const LIBERTY_COUNT = new StaticArray<u8>(MAX_AREA);
/** Common-fate-graph distance from the last move (stones of one chain count as one point), capped. */
const DISTANCE = new StaticArray<u8>(MAX_AREA);
const QUEUE = new StaticArray<i32>(4 * MAX_AREA);
const FAR: u8 = 4;

/** Records that the chain with head h has the liberty p. */
// @ts-ignore: decorator
@inline
function addLiberty(h: i32, p: i32): void {
  const count = unchecked(LIBERTY_COUNT[h]);
  if (count == 0) {
    unchecked((LIBERTY_A[h] = p));
    unchecked((LIBERTY_COUNT[h] = 1));
  } else if (count == 1) {
    if (unchecked(LIBERTY_A[h]) != p) {
      unchecked((LIBERTY_B[h] = p));
      unchecked((LIBERTY_COUNT[h] = 2));
    }
  } else if (count == 2 && unchecked(LIBERTY_A[h]) != p && unchecked(LIBERTY_B[h]) != p) {
    unchecked((LIBERTY_COUNT[h] = 3));
  }
}

/** Counts the real liberties of every chain of the selected board (the board keeps only
 * pseudo-liberties, which cannot tell a chain in atari), and the distance of every point from
 * `lastMove` (0 for none). Call before priorOf(). */
export function analysePosition(lastMove: i32): void {
  const empties = load<i32>(BOARD + H_EMPTY_COUNT);
  for (let p = 0; p < AREA; p++) {
    unchecked((LIBERTY_COUNT[p] = 0));
    unchecked((DISTANCE[p] = FAR));
  }
  for (let i = 0; i < empties; i++) {
    const p = emptyAt(i);
    for (let d = 0; d < 4; d++) {
      const n = p + neighbourOffset(d);
      if (isStone(colorAt(n))) addLiberty(headOf(n), p);
    }
  }
  if (lastMove == 0 || !isStone(colorAt(lastMove))) return;
  // Breadth first from the last move's chain: a step onto a stone of the chain one stands on is free.
  let head = 0;
  let tail = 0;
  unchecked((DISTANCE[lastMove] = 0));
  unchecked((QUEUE[tail++] = lastMove));
  while (head < tail) {
    const q = unchecked(QUEUE[head++]);
    const distance = unchecked(DISTANCE[q]);
    // Only distances 1 to 3 earn a prior: no need to walk further.
    if (distance >= FAR - 1) continue;
    const color = colorAt(q);
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      const neighbour = colorAt(n);
      if (neighbour == EDGE) continue;
      const step: u8 = isStone(color) && neighbour == color ? 0 : 1;
      const reached = distance + step;
      if (reached >= unchecked(DISTANCE[n])) continue;
      unchecked((DISTANCE[n] = reached));
      // A free step goes to the front so distances come out in order (0-1 breadth first).
      if (step == 0 && head > 0) unchecked((QUEUE[--head] = n));
      else if (tail < QUEUE.length) unchecked((QUEUE[tail++] = n));
    }
  }
}

/** Whether any stone lies within Manhattan distance 3 of p. */
function hasStoneNear(p: i32): bool {
  for (let dy = -3; dy <= 3; dy++) {
    const spread = 3 - abs(dy);
    for (let dx = -spread; dx <= spread; dx++) {
      const q = p + dy * STRIDE + dx;
      if (q < 0 || q >= AREA) continue;
      if (isStone(colorAt(q))) return true;
    }
  }
  return false;
}

/** The line of p counted from the nearest edge: 1 on the first line, up to 4 ("4 or more"). */
function lineOf(p: i32): i32 {
  for (let line = 1; line < 4; line++) {
    const reach = line * STRIDE;
    if (p - line < 0 || p + line >= AREA || p - reach < 0 || p + reach >= AREA) return line;
    if (colorAt(p - line) == EDGE || colorAt(p + line) == EDGE || colorAt(p - reach) == EDGE || colorAt(p + reach) == EDGE) return line;
  }
  return 4;
}

/**
 * The virtual games (priorVisits) and their wins (priorWins) for `color` playing at the empty
 * point p. analysePosition() must have run on this position.
 */
export function priorOf(p: i32, color: u8): void {
  const enemy = opponent(color);
  let captured = 0;
  let laddered = 0;
  let rescued = 0;
  // The liberties the new chain would have, distinct and other than p, counted up to two.
  let libertyOne = 0;
  let liberties = 0;
  let stones = 1;
  let seen0 = -1, seen1 = -1, seen2 = -1;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    const neighbour = colorAt(n);
    if (neighbour == EMPTY) {
      if (liberties == 0) {
        libertyOne = n;
        liberties = 1;
      } else if (n != libertyOne) liberties = 2;
      continue;
    }
    if (!isStone(neighbour)) continue;
    const h = headOf(n);
    if (h == seen0 || h == seen1 || h == seen2) continue;
    if (d == 0) seen0 = h;
    else if (d == 1) seen1 = h;
    else seen2 = h;
    const count = unchecked(LIBERTY_COUNT[h]);
    if (neighbour == enemy) {
      // A chain whose last liberty is p is captured; one with two that an atari at p catches in
      // a ladder is as good as captured.
      if (count == 1) captured += stonesOf(h);
      else if (count == 2 && catchesInLadder(p, h, color)) laddered += stonesOf(h);
      continue;
    }
    stones += stonesOf(h);
    if (count == 1) rescued += stonesOf(h);
    if (count >= 3) liberties = 2;
    else {
      for (let k = 0; k < 2 && k < <i32>count; k++) {
        const liberty = k == 0 ? unchecked(LIBERTY_A[h]) : unchecked(LIBERTY_B[h]);
        if (liberty == p) continue;
        if (liberties == 0) {
          libertyOne = liberty;
          liberties = 1;
        } else if (liberty != libertyOne) liberties = 2;
      }
    }
  }
  // A capture gives the capturing chain liberties, so only a move that captures nothing can be
  // a self-atari; saving a chain by extending into atari saves nothing.
  const selfAtari = captured == 0 && liberties <= 1;
  // Running from an atari into a ladder saves nothing and loses more stones: a self-atari too.
  const intoLadder = captured == 0 && !selfAtari && rescued > 0 && runsIntoLadder(p, color);
  let visits = evenGames;
  let wins = evenGames / 2;
  const taken = captured + laddered + (selfAtari || intoLadder ? 0 : rescued);
  if (taken > 0) {
    const games = taken >= 2 ? captureManyGames : captureOneGames;
    visits += games;
    wins += games;
  }
  if ((selfAtari && stones >= 2) || intoLadder) visits += selfAtariGames;
  if (isPatternMove(p)) {
    visits += patternGames;
    wins += patternGames;
  }
  const distance = unchecked(DISTANCE[p]);
  const near = distance == 1 ? nearGames1 : distance == 2 ? nearGames2 : distance == 3 ? nearGames3 : 0;
  visits += near;
  wins += near;
  const line = lineOf(p);
  if (line <= 3 && !hasStoneNear(p)) {
    // Nothing around: the first and second lines are too low, the third line is the place.
    visits += emptyAreaGames;
    if (line == 3) wins += emptyAreaGames;
  }
  priorVisits = visits;
  priorWins = wins;
}
