// The board: one contiguous block of linear memory per board, so a board is copied with a
// single memory.copy (playouts reset their board that way).
//
// Points are numbered on a padded one-dimensional grid with stride width + 1: row 0 and row
// height + 1 are sentinel rows, and the single sentinel column between two rows serves as the
// right edge of one row and the left edge of the next. Point (x, y) is at (y + 1) * stride + x + 1,
// and its neighbours are p - 1, p + 1, p - stride and p + stride: every neighbour of a real point
// exists and is EMPTY, BLACK, WHITE or EDGE, so no loop ever tests coordinates.
//
// Block layout: a header of i32 fields, then per point
//   color   u8   EMPTY, BLACK, WHITE or EDGE
//   head    u16  the chain a stone belongs to (the chain's representative point)
//   next    u16  the next stone of the same chain: chains are circular stone lists
//   libs    u16  pseudo-liberties of the chain, stored at its head: stone-to-empty adjacencies
//   stones  u16  number of stones of the chain, stored at its head
//   empty   u16  the list of empty points, and where[p] its index in that list (not in the
//   where   u16  rules build, see KEEPS_EMPTY_LIST)

import { EDGE, EMPTY, MAX_SIZE } from './constants';

/** Whether boards keep their list of empty points (`empty` and `where` above), which the playouts
 * draw their moves from. The rules build leaves it out (its targets in asconfig.json define
 * RULES_ONLY through `use`): nothing there reads it, and keeping it costs every move and reset. */
// @ts-ignore: isDefined() is AssemblyScript's compile-time test.
const KEEPS_EMPTY_LIST: bool = !isDefined(RULES_ONLY);

// Header fields (byte offsets).
export const H_WIDTH: usize = 0;
export const H_HEIGHT: usize = 4;
export const H_STRIDE: usize = 8;
export const H_AREA: usize = 12;
/** The point where an immediate recapture is forbidden (simple ko), or 0. */
export const H_KO: usize = 16;
export const H_KO_RULE: usize = 20;
/** Stones captured by Black (White's stones taken off the board). */
export const H_CAPTURED_BY_BLACK: usize = 24;
export const H_CAPTURED_BY_WHITE: usize = 28;
export const H_EMPTY_COUNT: usize = 32;
/** Stones removed by the last move. */
export const H_LAST_CAPTURES: usize = 36;
export const H_HASH: usize = 40; // u64
export const H_HISTORY: usize = 48; // pointer to the u64 superko history
export const H_HISTORY_LENGTH: usize = 52;
export const H_HISTORY_CAPACITY: usize = 56;
export const H_BLOCK_SIZE: usize = 60;
/** The colour for which the ko point is forbidden: the side that lost the stone. */
export const H_KO_COLOR: usize = 64;
export const HEADER_SIZE: usize = 72;

// The board the functions of the core work on, selected by selectBoard(). Globals rather than
// parameters keep the hot loops free of header loads.
export let BOARD: usize = 0;
export let STRIDE: i32 = 0;
export let AREA: i32 = 0;
export let COLOR: usize = 0;
export let HEAD: usize = 0;
export let NEXT: usize = 0;
export let LIBS: usize = 0;
export let STONES: usize = 0;
export let EMPTIES: usize = 0;
export let WHERE: usize = 0;

/** Bytes of a board block with the given padded area: the header, the colours, and four u16
 * arrays, or six with the empty list. */
function blockSize(area: i32): usize {
  return HEADER_SIZE + ((<usize>area + 3) & ~3) + (KEEPS_EMPTY_LIST ? 6 : 4) * 2 * <usize>area;
}

/** Makes `board` the board that every other core function reads and writes. */
export function selectBoard(board: usize): void {
  if (board == BOARD) return;
  BOARD = board;
  STRIDE = load<i32>(board + H_STRIDE);
  AREA = load<i32>(board + H_AREA);
  COLOR = board + HEADER_SIZE;
  HEAD = COLOR + ((<usize>AREA + 3) & ~3);
  NEXT = HEAD + 2 * <usize>AREA;
  LIBS = NEXT + 2 * <usize>AREA;
  STONES = LIBS + 2 * <usize>AREA;
  EMPTIES = STONES + 2 * <usize>AREA;
  WHERE = EMPTIES + 2 * <usize>AREA;
}

/** Allocates an empty board of width x height; called by the host for every game and scratch board. */
export function createBoard(width: i32, height: i32): usize {
  if (width < 1 || width > MAX_SIZE || height < 1 || height > MAX_SIZE) return 0;
  const stride = width + 1;
  const area = (height + 2) * stride + 1;
  const size = blockSize(area);
  const board = heap.alloc(size);
  memory.fill(board, 0, size);
  store<i32>(board + H_WIDTH, width);
  store<i32>(board + H_HEIGHT, height);
  store<i32>(board + H_STRIDE, stride);
  store<i32>(board + H_AREA, area);
  store<i32>(board + H_BLOCK_SIZE, <i32>size);
  BOARD = 0;
  selectBoard(board);
  clearBoard();
  return board;
}

/** Frees a board and its history; the host calls it when a game is dropped. */
export function destroyBoard(board: usize): void {
  const history = load<usize>(board + H_HISTORY);
  if (history != 0) heap.free(history);
  if (BOARD == board) BOARD = 0;
  heap.free(board);
}

/** Copies every stone, chain and counter of `source` into `target` (same dimensions). The target
 * keeps its own superko history, emptied: playouts, which copy a board per run, need none. */
export function copyBoardState(target: usize, source: usize): void {
  const history = load<usize>(target + H_HISTORY);
  const capacity = load<i32>(target + H_HISTORY_CAPACITY);
  memory.copy(target, source, load<i32>(source + H_BLOCK_SIZE));
  store<usize>(target + H_HISTORY, history);
  store<i32>(target + H_HISTORY_CAPACITY, capacity);
  store<i32>(target + H_HISTORY_LENGTH, 0);
}

/** Removes every stone and resets counters and ko; the superko history is emptied. Every game
 * starts here (and so does every replay of a game's line), so it copies the size's cleared layout
 * rather than walking every point: two block copies instead of a store per point. */
export function clearBoard(): void {
  const width = load<i32>(BOARD + H_WIDTH);
  const height = load<i32>(BOARD + H_HEIGHT);
  const slot = (width - 1) * MAX_SIZE + height - 1;
  let cleared = unchecked(CLEARED_LAYOUTS[slot]);
  if (cleared == 0) {
    cleared = clearedLayout(width, height);
    unchecked((CLEARED_LAYOUTS[slot] = cleared));
  }
  // The colours, then the empty list and its index, which lie next to each other in the block.
  const colorBytes = (<usize>AREA + 3) & ~3;
  memory.copy(COLOR, cleared, <usize>AREA);
  if (KEEPS_EMPTY_LIST) memory.copy(EMPTIES, cleared + colorBytes, 4 * <usize>AREA);
  store<i32>(BOARD + H_EMPTY_COUNT, width * height);
  store<i32>(BOARD + H_KO, 0);
  store<i32>(BOARD + H_CAPTURED_BY_BLACK, 0);
  store<i32>(BOARD + H_CAPTURED_BY_WHITE, 0);
  store<i32>(BOARD + H_LAST_CAPTURES, 0);
  store<u64>(BOARD + H_HASH, 0);
  store<i32>(BOARD + H_HISTORY_LENGTH, 0);
}

/** The cleared layout of each board size, (width - 1) * MAX_SIZE + height - 1, made on first use:
 * a copy of the colour, empty-list and empty-index arrays of an empty board of that size. */
const CLEARED_LAYOUTS = new StaticArray<usize>(MAX_SIZE * MAX_SIZE);

/** Makes the cleared layout of the selected board's size: every point EDGE but the real points,
 * which are EMPTY and listed in order in the empty list. */
function clearedLayout(width: i32, height: i32): usize {
  const colorBytes = (<usize>AREA + 3) & ~3;
  const layout = heap.alloc(colorBytes + 4 * <usize>AREA);
  const colors = layout;
  const empties = layout + colorBytes;
  const where = empties + 2 * <usize>AREA;
  memory.fill(colors, EDGE, colorBytes);
  memory.fill(empties, 0, 4 * <usize>AREA);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = paddedPoint(x, y);
      store<u8>(colors + p, EMPTY);
      store<u16>(empties + 2 * count, <u16>p);
      store<u16>(where + 2 * p, <u16>count);
      count++;
    }
  }
  return layout;
}

/** The board's width. */
// @ts-ignore: decorator
@inline
export function boardWidth(): i32 {
  return load<i32>(BOARD + H_WIDTH);
}

/** The board's height. */
// @ts-ignore: decorator
@inline
export function boardHeight(): i32 {
  return load<i32>(BOARD + H_HEIGHT);
}

/** The padded point of (x, y) on the selected board, for an (x, y) known to be on it: the one
 * place the host's coordinates become the padded grid's. */
// @ts-ignore: decorator
@inline
export function paddedPoint(x: i32, y: i32): i32 {
  return (y + 1) * STRIDE + x + 1;
}

/** The host's index of (x, y) on a board `width` wide: row by row, as the host's arrays (POINTS,
 * BYTES, the ownership sums, the rules' `game.board`) hold points. */
// @ts-ignore: decorator
@inline
export function hostIndexOf(x: i32, y: i32, width: i32): i32 {
  return y * width + x;
}

/** The host's index of the padded point p of the selected board: the one place the padded
 * grid's points become the host's. */
// @ts-ignore: decorator
@inline
export function hostIndex(p: i32): i32 {
  const y = p / STRIDE - 1;
  const x = p - (y + 1) * STRIDE - 1;
  return hostIndexOf(x, y, boardWidth());
}

/** The padded point of (x, y), or -1 when (x, y) is off the board. */
export function pointAt(x: i32, y: i32): i32 {
  if (x < 0 || y < 0 || x >= boardWidth() || y >= boardHeight()) return -1;
  return paddedPoint(x, y);
}

/** The colour at padded point p. */
// @ts-ignore: decorator
@inline
export function colorAt(p: i32): u8 {
  return load<u8>(COLOR + p);
}

// @ts-ignore: decorator
@inline
export function setColor(p: i32, color: u8): void {
  store<u8>(COLOR + p, color);
}

/** The head (representative point) of the chain that holds padded point p. */
// @ts-ignore: decorator
@inline
export function headOf(p: i32): i32 {
  return <i32>load<u16>(HEAD + 2 * p);
}

// @ts-ignore: decorator
@inline
export function setHead(p: i32, head: i32): void {
  store<u16>(HEAD + 2 * p, <u16>head);
}

// @ts-ignore: decorator
@inline
export function nextOf(p: i32): i32 {
  return <i32>load<u16>(NEXT + 2 * p);
}

// @ts-ignore: decorator
@inline
export function setNext(p: i32, next: i32): void {
  store<u16>(NEXT + 2 * p, <u16>next);
}

/** Pseudo-liberties of the chain whose head is h. */
// @ts-ignore: decorator
@inline
export function libsOf(h: i32): i32 {
  return <i32>load<u16>(LIBS + 2 * h);
}

// @ts-ignore: decorator
@inline
export function setLibs(h: i32, libs: i32): void {
  store<u16>(LIBS + 2 * h, <u16>libs);
}

/** Number of stones of the chain whose head is h. */
// @ts-ignore: decorator
@inline
export function stonesOf(h: i32): i32 {
  return <i32>load<u16>(STONES + 2 * h);
}

// @ts-ignore: decorator
@inline
export function setStones(h: i32, stones: i32): void {
  store<u16>(STONES + 2 * h, <u16>stones);
}

/** Adds p to the list of empty points, when boards keep one. */
// @ts-ignore: decorator
@inline
export function addEmpty(p: i32): void {
  if (!KEEPS_EMPTY_LIST) return;
  const count = load<i32>(BOARD + H_EMPTY_COUNT);
  store<u16>(EMPTIES + 2 * count, <u16>p);
  store<u16>(WHERE + 2 * p, <u16>count);
  store<i32>(BOARD + H_EMPTY_COUNT, count + 1);
}

/** Removes p from the list of empty points, when boards keep one, by moving the last entry into
 * its slot. */
// @ts-ignore: decorator
@inline
export function removeEmpty(p: i32): void {
  if (!KEEPS_EMPTY_LIST) return;
  const count = load<i32>(BOARD + H_EMPTY_COUNT) - 1;
  const index = <i32>load<u16>(WHERE + 2 * p);
  const last = <i32>load<u16>(EMPTIES + 2 * count);
  store<u16>(EMPTIES + 2 * index, <u16>last);
  store<u16>(WHERE + 2 * last, <u16>index);
  store<i32>(BOARD + H_EMPTY_COUNT, count);
}

/** The i-th point of the empty list. */
// @ts-ignore: decorator
@inline
export function emptyAt(i: i32): i32 {
  return <i32>load<u16>(EMPTIES + 2 * i);
}

/** Swaps the entries i and j of the empty list (playouts move tried points out of the window). */
// @ts-ignore: decorator
@inline
export function swapEmpty(i: i32, j: i32): void {
  const a = <i32>load<u16>(EMPTIES + 2 * i);
  const b = <i32>load<u16>(EMPTIES + 2 * j);
  store<u16>(EMPTIES + 2 * i, <u16>b);
  store<u16>(EMPTIES + 2 * j, <u16>a);
  store<u16>(WHERE + 2 * b, <u16>i);
  store<u16>(WHERE + 2 * a, <u16>j);
}

/** Whether a colour is a stone (black or white). */
// @ts-ignore: decorator
@inline
export function isStone(color: u8): bool {
  return <u32>(color - 1) < 2;
}
