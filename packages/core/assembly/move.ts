// Moves: legality, placing a stone, merging chains and capturing. Every function works on the
// board chosen by selectBoard() and costs work in proportion to the chains the move touches.

import {
  AREA, BOARD, H_CAPTURED_BY_BLACK, H_CAPTURED_BY_WHITE, H_EMPTY_COUNT, H_HASH, H_KO, H_KO_COLOR,
  H_KO_RULE, H_LAST_CAPTURES,
  STRIDE, addEmpty, colorAt, headOf, isStone, libsOf, nextOf, removeEmpty, setColor, setHead,
  setLibs, setNext, setStones, stonesOf,
} from './board';
import {
  BLACK, EDGE, EMPTY, ILLEGAL_KO, ILLEGAL_OCCUPIED, ILLEGAL_SUICIDE, ILLEGAL_SUPERKO, KO_SIMPLE,
  KO_SITUATIONAL, OK,
} from './constants';
import { isRepeated } from './history';
import { stoneKey } from './zobrist';

/** The colour that moves after `color`. */
// @ts-ignore: decorator
@inline
export function opponent(color: u8): u8 {
  return 3 - color;
}

/** How many of the four sides of p touch the chain whose head is h. */
function sidesTouching(p: i32, h: i32): i32 {
  let sides = 0;
  if (isStone(colorAt(p + 1)) && headOf(p + 1) == h) sides++;
  if (isStone(colorAt(p - 1)) && headOf(p - 1) == h) sides++;
  if (isStone(colorAt(p + STRIDE)) && headOf(p + STRIDE) == h) sides++;
  if (isStone(colorAt(p - STRIDE)) && headOf(p - STRIDE) == h) sides++;
  return sides;
}

/** Whether a stone of `color` on the empty point p, next to neighbour n, keeps a liberty or
 * captures through n. With pseudo-liberties, a chain keeps a liberty exactly when it has more
 * stone-to-empty adjacencies than the sides p takes from it. */
function breathesThrough(p: i32, n: i32, color: u8): bool {
  const neighbour = colorAt(n);
  if (neighbour == EMPTY) return true;
  if (neighbour == EDGE) return false;
  const h = headOf(n);
  const libs = libsOf(h);
  const sides = sidesTouching(p, h);
  // A friendly chain with another liberty, or an enemy chain whose last liberty is p.
  return neighbour == color ? libs > sides : libs == sides;
}

/** The simple-rule legality of `color` at the on-board point p: OK, ILLEGAL_OCCUPIED,
 * ILLEGAL_KO or ILLEGAL_SUICIDE. Superko is checked by legality(). Playouts call it per try. */
// @ts-ignore: decorator
@inline
export function simpleLegality(p: i32, color: u8): i32 {
  if (colorAt(p) != EMPTY) return ILLEGAL_OCCUPIED;
  // A move that returns the board to the immediately previous position is forbidden.
  if (p == load<i32>(BOARD + H_KO) && color == load<u8>(BOARD + H_KO_COLOR)) return ILLEGAL_KO;
  // A stone with an empty neighbour has a liberty: most moves are decided by the four colours.
  const right = colorAt(p + 1);
  const left = colorAt(p - 1);
  const down = colorAt(p + STRIDE);
  const up = colorAt(p - STRIDE);
  if ((right == EMPTY) | (left == EMPTY) | (down == EMPTY) | (up == EMPTY)) return OK;
  // A move that leaves its own group with zero liberties and captures nothing is suicide.
  if (breathesThrough(p, p + 1, color)) return OK;
  if (breathesThrough(p, p - 1, color)) return OK;
  if (breathesThrough(p, p + STRIDE, color)) return OK;
  if (breathesThrough(p, p - STRIDE, color)) return OK;
  return ILLEGAL_SUICIDE;
}

/** The hash the board would have after `color` plays at p: the new stone in, the chains it
 * captures out. Used by the superko rules without touching the board. */
function hashAfter(p: i32, color: u8): u64 {
  let hash = load<u64>(BOARD + H_HASH) ^ stoneKey(p, color);
  const enemy = opponent(color);
  let seen0 = -1, seen1 = -1, seen2 = -1;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    if (colorAt(n) != enemy) continue;
    const h = headOf(n);
    if (h == seen0 || h == seen1 || h == seen2) continue;
    if (d == 0) seen0 = h;
    else if (d == 1) seen1 = h;
    else seen2 = h;
    if (libsOf(h) != sidesTouching(p, h)) continue;
    let q = h;
    do {
      hash ^= stoneKey(q, enemy);
      q = nextOf(q);
    } while (q != h);
  }
  return hash;
}

/** The offset to the d-th neighbour (0..3): right, left, down, up. */
// @ts-ignore: decorator
@inline
export function neighbourOffset(d: i32): i32 {
  return d == 0 ? 1 : d == 1 ? -1 : d == 2 ? STRIDE : -STRIDE;
}

/** The full legality of `color` at the on-board point p under the board's ko rule. */
export function legality(p: i32, color: u8): i32 {
  const simple = simpleLegality(p, color);
  if (simple != OK) return simple;
  const rule = load<i32>(BOARD + H_KO_RULE);
  if (rule == KO_SIMPLE) return OK;
  // Superko: no move may recreate an earlier position (with the same side to move, if situational).
  if (isRepeated(hashAfter(p, color), opponent(color), rule == KO_SITUATIONAL)) return ILLEGAL_SUPERKO;
  return OK;
}

/** Merges the chain with head `small` into the chain with head `big`. */
function mergeChains(big: i32, small: i32): void {
  let q = small;
  do {
    setHead(q, big);
    q = nextOf(q);
  } while (q != small);
  // Splice the two circular stone lists into one.
  const after = nextOf(big);
  setNext(big, nextOf(small));
  setNext(small, after);
  setStones(big, stonesOf(big) + stonesOf(small));
  setLibs(big, libsOf(big) + libsOf(small));
}

/** Takes the chain with head h off the board and returns its number of stones. */
export function removeChain(h: i32): i32 {
  const color = colorAt(h);
  let hash = load<u64>(BOARD + H_HASH);
  let p = h;
  let count = 0;
  do {
    const next = nextOf(p);
    setColor(p, EMPTY);
    addEmpty(p);
    hash ^= stoneKey(p, color);
    // Every chain next to the removed stone gains a (pseudo-)liberty.
    for (let d = 0; d < 4; d++) {
      const n = p + neighbourOffset(d);
      if (isStone(colorAt(n))) setLibs(headOf(n), libsOf(headOf(n)) + 1);
    }
    count++;
    p = next;
  } while (p != h);
  store<u64>(BOARD + H_HASH, hash);
  return count;
}

/** What touchNeighbour() found: an empty neighbour, a liberty of the new stone. */
const TOUCHED_LIBERTY = 1;
/** What touchNeighbour() found: an enemy chain left with no pseudo-liberty, to be captured. */
const TOUCHED_CAPTURE = 8;

/** Takes the side p shares with its neighbour n: a chain at n loses the pseudo-liberty p was, and
 * a chain of `color` at n joins p's chain. Returns TOUCHED_LIBERTY for an empty n, TOUCHED_CAPTURE
 * for an enemy chain with no pseudo-liberty left, else 0: the sum over the four sides holds the
 * new stone's liberties (at most 4) below TOUCHED_CAPTURE. */
// @ts-ignore: decorator
@inline
function touchNeighbour(p: i32, n: i32, color: u8): i32 {
  const neighbour = colorAt(n);
  if (neighbour == EMPTY) return TOUCHED_LIBERTY;
  if (neighbour == EDGE) return 0;
  const a = headOf(n);
  const libs = libsOf(a) - 1;
  setLibs(a, libs);
  if (neighbour != color) return libs == 0 ? TOUCHED_CAPTURE : 0;
  joinChains(a, headOf(p));
  return 0;
}

/** Joins the chains with heads a and b, if they are two. */
function joinChains(a: i32, b: i32): void {
  if (a == b) return;
  // Relabel the smaller chain, so a stone changes chain at most log2(stones) times.
  if (stonesOf(a) >= stonesOf(b)) mergeChains(a, b);
  else mergeChains(b, a);
}

/** Whether the neighbour n is a stone of `enemy` whose chain has no pseudo-liberty left. */
// @ts-ignore: decorator
@inline
function isTaken(n: i32, enemy: u8): bool {
  return colorAt(n) == enemy && libsOf(headOf(n)) == 0;
}

/** The point of the last chain captureAround() took off. */
let CAPTURED_AT = 0;

/** Takes off the enemy chains next to p left without a pseudo-liberty, in the order right, left,
 * down, up, and returns the stones taken; CAPTURED_AT is the head of the last chain taken. */
function captureAround(p: i32, enemy: u8): i32 {
  let captured = 0;
  for (let d = 0; d < 4; d++) {
    const n = p + neighbourOffset(d);
    if (isTaken(n, enemy)) {
      CAPTURED_AT = headOf(n);
      captured += removeChain(CAPTURED_AT);
    }
  }
  return captured;
}

/** Plays `color` at the empty point p, which the caller found legal (or plays as recorded,
 * suicide included), captures, counts prisoners and sets the ko point. Returns stones captured.
 *
 * One pass over the four neighbours of the padded grid updates their chains' pseudo-liberties
 * and joins the friendly ones, in the order right, left, down, up; then the enemy chains left
 * without a liberty are taken off in that same order. Pseudo-liberties are sums, so the chains,
 * their heads and the empty list come out as if each step ran over all four sides in turn. */
export function placeStone(p: i32, color: u8): i32 {
  removeEmpty(p);
  setColor(p, color);
  setHead(p, p);
  setNext(p, p);
  setStones(p, 1);
  setLibs(p, 0);
  store<u64>(BOARD + H_HASH, load<u64>(BOARD + H_HASH) ^ stoneKey(p, color));
  let touched = touchNeighbour(p, p + 1, color);
  touched += touchNeighbour(p, p - 1, color);
  touched += touchNeighbour(p, p + STRIDE, color);
  touched += touchNeighbour(p, p - STRIDE, color);
  const own = headOf(p);
  setLibs(own, libsOf(own) + (touched & (TOUCHED_CAPTURE - 1)));
  const enemy = opponent(color);
  // A group with zero liberties after the move is captured and removed from the board.
  const captured = touched >= TOUCHED_CAPTURE ? captureAround(p, enemy) : 0;
  let ko = 0;
  if (captured == 1 && stonesOf(own) == 1 && libsOf(own) == 1) {
    // A lone stone that took a lone stone and sits in atari: retaking at once would repeat
    // the previous position, so the point of the captured stone is the ko.
    ko = CAPTURED_AT;
  }
  store<i32>(BOARD + H_KO, ko);
  store<u8>(BOARD + H_KO_COLOR, enemy);
  if (captured > 0) addCaptures(color, captured);
  if (libsOf(own) == 0) {
    // Only reached for recorded moves (SGF): a suicide takes the mover's own chain off.
    addCaptures(enemy, removeChain(own));
  }
  store<i32>(BOARD + H_LAST_CAPTURES, captured);
  return captured;
}

/** Adds to the prisoners taken by `color`. */
export function addCaptures(color: u8, count: i32): void {
  const field = color == BLACK ? H_CAPTURED_BY_BLACK : H_CAPTURED_BY_WHITE;
  store<i32>(BOARD + field, load<i32>(BOARD + field) + count);
}

/** Rebuilds every chain, the empty list and the hash from the colours alone; used after setup
 * stones (AB, AW, AE) and by recorded moves on occupied points, never in play. */
export function rebuildChains(): void {
  store<i32>(BOARD + H_EMPTY_COUNT, 0);
  store<u64>(BOARD + H_HASH, 0);
  for (let p = 0; p < AREA; p++) {
    const color = colorAt(p);
    if (color == EMPTY) addEmpty(p);
    setHead(p, 0);
  }
  for (let p = 0; p < AREA; p++) {
    const color = colorAt(p);
    if (!isStone(color) || headOf(p) != 0) continue;
    // Flood the chain from p, linking its stones into one circular list headed by p.
    setHead(p, p);
    setNext(p, p);
    let stones = 1;
    let libs = 0;
    let q = p;
    do {
      store<u64>(BOARD + H_HASH, load<u64>(BOARD + H_HASH) ^ stoneKey(q, color));
      for (let d = 0; d < 4; d++) {
        const n = q + neighbourOffset(d);
        const neighbour = colorAt(n);
        if (neighbour == EMPTY) libs++;
        else if (neighbour == color && headOf(n) != p) {
          // Insert after the stone being visited, so the walk reaches it before it returns to p.
          setHead(n, p);
          setNext(n, nextOf(q));
          setNext(q, n);
          stones++;
        }
      }
      q = nextOf(q);
    } while (q != p);
    setStones(p, stones);
    setLibs(p, libs);
  }
  store<i32>(BOARD + H_KO, 0);
}

