// The search's own playouts: moves chosen the way MoGo, Fuego, Pachi and michi choose them, not
// uniformly at random. In estimates, first the vital point of a killing eye shape a capture has
// just left (nakade.ts). Around the last two moves, in this order, each step taken with a tuned
// probability: save or take a chain in atari (never running into a ladder: ladder.ts), then
// answer a 3x3 pattern; failing those, a random move, never into one's own eye and seldom a
// self-atari of two or more stones (a lone stone may still throw in or kill an eye from inside).
// Such playouts keep sekis, finish capturing races and answer ataris, so the position they end in
// says what the position they start from is worth. The light playouts (playout.ts) stay exactly as
// they are: they are the benchmark against the C reference.

import { BOARD, H_EMPTY_COUNT, H_KO, STRIDE, colorAt, emptyAt, headOf, isStone, nextOf, swapEmpty } from './board';
import { EMPTY, OK } from './constants';
import { runsIntoLadder } from './ladder';
import { LIBERTY_LIST, isEyeGivingThrowIn, isGroupSelfAtari, isSelfAtari, isThrowIn, libertiesOf } from './liberties';
import { neighbourOffset, opponent, placeStone, simpleLegality } from './move';
import { buildPatterns, isPatternMove } from './patterns';
import { nakadePoint } from './nakade';
import { PLAYED, isOwnEye, setPlayedCount } from './playout';
import { randomBelow } from './random';

/** How often each step is taken, out of 1024, and how often a self-atari of two or more stones
 * is refused, in the playouts of the search (settable through setPolicy(), for tuning) and in
 * those of ownership estimates. Estimates never fill the shared liberties of a seki: the count
 * must find sekis alive, where the search may let a random self-atari through now and then, so
 * that a lone stone can still kill an eye from inside. */
let searchCapture: u32 = 920;
let searchPattern: u32 = 970;
let searchSuggestedSelfAtari: u32 = 920;
let searchRandomSelfAtari: u32 = 512;

let captureRate: u32 = 0;
let patternRate: u32 = 0;
let refuseSuggestedSelfAtari: u32 = 0;
let refuseRandomSelfAtari: u32 = 0;
/** Whether the playouts judge throw-ins by the eyes they leave: in estimates, which refuse every
 * other self-atari of two or more stones. They play a killing throw-in all the same (isThrowIn):
 * without it, a group whose one eye holds a throw-in's stones was counted alive, as the throw-in
 * was never played. And they refuse a lone stone whose capture hands the enemy an eye
 * (isEyeGivingThrowIn): with it, a squared four or a filled bent three lived. */
let judgeThrowIns = false;
/** Whether the playouts read ladders before running from an atari (ladder.ts): in the search.
 * Estimates, which judge finished positions, seldom meet a ladder and do without the cost. */
let readLadders = false;
/** Whether the playouts answer a capture that leaves a killable eye shape (nakade.ts) by playing
 * its vital point: in estimates. Without it the stone that kills and the one that makes two eyes
 * were played about as often, and a group whose capture of three stones leaves a straight three
 * was counted alive as often as dead. The search does without it, as its playouts were tuned. */
let playNakade = false;

/** Sets the search playouts' probabilities, each out of 1024 (see above); for matches that tune them. */
export function setPolicy(capture: u32, pattern: u32, suggestedSelfAtari: u32, randomSelfAtari: u32): void {
  searchCapture = capture;
  searchPattern = pattern;
  searchSuggestedSelfAtari = suggestedSelfAtari;
  searchRandomSelfAtari = randomSelfAtari;
}

/** Makes the next playouts those of the search. */
export function useSearchPolicy(): void {
  captureRate = searchCapture;
  patternRate = searchPattern;
  refuseSuggestedSelfAtari = searchSuggestedSelfAtari;
  refuseRandomSelfAtari = searchRandomSelfAtari;
  judgeThrowIns = false;
  readLadders = true;
  playNakade = false;
}

/** Makes the next playouts those of ownership estimates. */
export function useEstimatePolicy(): void {
  captureRate = 920;
  patternRate = 970;
  refuseSuggestedSelfAtari = 1024;
  refuseRandomSelfAtari = 1024;
  judgeThrowIns = true;
  readLadders = false;
  playNakade = true;
}

/** Candidate moves of the current step, and how many there are. */
const CANDIDATES = new StaticArray<i32>(64);
let candidateCount = 0;
/** Chains already looked at in the current step, by head. */
const SEEN = new StaticArray<i32>(32);
let seenCount = 0;

// @ts-ignore: decorator
@inline
function chance(rate: u32): bool {
  return randomBelow(1024) < rate;
}

function addCandidate(p: i32): void {
  for (let i = 0; i < candidateCount; i++) if (unchecked(CANDIDATES[i]) == p) return;
  if (candidateCount < 64) unchecked((CANDIDATES[candidateCount++] = p));
}

/** Whether the chain with head h was looked at already in this step; marks it if not. */
function alreadySeen(h: i32): bool {
  for (let i = 0; i < seenCount; i++) if (unchecked(SEEN[i]) == h) return true;
  if (seenCount < 32) unchecked((SEEN[seenCount++] = h));
  return false;
}

/** Adds the moves that take an enemy chain in atari next to the `color` chain with head h. */
function addCounterCaptures(h: i32, color: u8): void {
  const enemy = opponent(color);
  let q = h;
  do {
    for (let d = 0; d < 4; d++) {
      const n = q + neighbourOffset(d);
      if (colorAt(n) != enemy) continue;
      const other = headOf(n);
      if (libertiesOf(other, 2) == 1) addCandidate(unchecked(LIBERTY_LIST[0]));
    }
    q = nextOf(q);
  } while (q != h);
}

/** Looks at the chain on padded point c (if any) for `color` to move: takes an enemy chain in
 * atari, or saves an own one by capturing a neighbour or by extending. */
function lookForAtari(c: i32, color: u8): void {
  const stone = colorAt(c);
  if (!isStone(stone)) return;
  const h = headOf(c);
  if (alreadySeen(h) || libertiesOf(h, 2) != 1) return;
  const liberty = unchecked(LIBERTY_LIST[0]);
  if (stone != color) {
    addCandidate(liberty);
    return;
  }
  addCounterCaptures(h, color);
  // Extending on the last liberty saves the chain only if it then has two, and the enemy cannot
  // take it all the same in a ladder.
  if (!isSelfAtari(liberty, color) && !(readLadders && runsIntoLadder(liberty, color))) addCandidate(liberty);
}

/** Adds the pattern moves among the eight neighbours of padded point c. */
function lookForPatterns(c: i32): void {
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const p = c + dy * STRIDE + dx;
      if (p != c && colorAt(p) == EMPTY && isPatternMove(p)) addCandidate(p);
    }
  }
}

/** Whether the playouts refuse `color` at p, at `rate` out of 1024, as a self-atari of two or more
 * stones: estimates play the killing throw-in (isThrowIn) all the same, and refuse a lone stone
 * that hands the enemy an eye (isEyeGivingThrowIn). */
// @ts-ignore: decorator
@inline
function refusedSelfAtari(p: i32, color: u8, rate: u32): bool {
  if (judgeThrowIns && isEyeGivingThrowIn(p, color)) return true;
  return isGroupSelfAtari(p, color) && !(judgeThrowIns && isThrowIn(p, color)) && chance(rate);
}

/** Whether `color` may play at the empty point p in a playout or the tree: legal, and not into
 * its own eye. One function for every kind of move, so its body is compiled once. */
export function isPlayable(p: i32, color: u8): bool {
  return !isOwnEye(p, color) && simpleLegality(p, color) == OK;
}

/** Plays one of the candidates for `color` if one is legal and wanted, trying them in random
 * order; returns the point played, or 0. */
function playCandidate(color: u8): i32 {
  while (candidateCount > 0) {
    const i = <i32>randomBelow(<u32>candidateCount);
    const p = unchecked(CANDIDATES[i]);
    unchecked((CANDIDATES[i] = CANDIDATES[--candidateCount]));
    if (!isPlayable(p, color)) continue;
    if (refusedSelfAtari(p, color, refuseSuggestedSelfAtari)) continue;
    placeStone(p, color);
    return p;
  }
  return 0;
}

/** A random legal move for `color` that does not fill its own eye, and only seldom a self-atari
 * of two or more stones; returns the point played, or 0 for a pass. */
function playRandom(color: u8): i32 {
  let window = load<i32>(BOARD + H_EMPTY_COUNT);
  while (window > 0) {
    const i = <i32>randomBelow(<u32>window);
    const p = emptyAt(i);
    const wanted = isPlayable(p, color) && !refusedSelfAtari(p, color, refuseRandomSelfAtari);
    if (wanted) {
      placeStone(p, color);
      return p;
    }
    // Move the tried point past the live window, so each point is tried at most once.
    window--;
    swapEmpty(i, window);
  }
  return 0;
}

/** The next move of a policy playout for `color`, given the last two moves (padded points, 0 for
 * none or a pass): played on the selected board; returns its point, or 0 for a pass. */
export function policyMove(color: u8, last: i32, beforeLast: i32): i32 {
  candidateCount = 0;
  seenCount = 0;
  if (playNakade && last != 0) {
    const vital = nakadePoint(last, color);
    if (vital != 0 && isPlayable(vital, color)) {
      placeStone(vital, color);
      return vital;
    }
  }
  if (last != 0 && chance(captureRate)) {
    lookForAtari(last, color);
    for (let d = 0; d < 4; d++) lookForAtari(last + neighbourOffset(d), color);
    if (beforeLast != 0) {
      lookForAtari(beforeLast, color);
      for (let d = 0; d < 4; d++) lookForAtari(beforeLast + neighbourOffset(d), color);
    }
    const played = playCandidate(color);
    if (played != 0) return played;
  }
  if (last != 0 && chance(patternRate)) {
    candidateCount = 0;
    lookForPatterns(last);
    if (beforeLast != 0) lookForPatterns(beforeLast);
    const played = playCandidate(color);
    if (played != 0) return played;
  }
  return playRandom(color);
}

/**
 * Plays a policy playout on the selected board, `color` first, until two passes in a row or
 * `maxMoves` moves; `last` and `beforeLast` are the moves that led to the position (padded
 * points, 0 for none). Records the moves in PLAYED for AMAF, as the light playouts do; returns
 * the number of stones played.
 */
export function policyPlayout(color: u8, maxMoves: i32, last: i32, beforeLast: i32): i32 {
  buildPatterns();
  let passes = 0;
  let moves = 0;
  while (passes < 2 && moves < maxMoves) {
    const p = policyMove(color, last, beforeLast);
    if (p != 0) {
      unchecked((PLAYED[moves] = (p << 2) | <i32>color));
      passes = 0;
      moves++;
    } else {
      passes++;
      // A pass releases the ko.
      store<i32>(BOARD + H_KO, 0);
    }
    beforeLast = last;
    last = p;
    color = opponent(color);
  }
  setPlayedCount(moves);
  return moves;
}
