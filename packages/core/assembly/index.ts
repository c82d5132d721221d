// The entry of @go-board/core: exports only. Every function takes the board it works on, a
// pointer returned by createBoard(); coordinates are zero-based from the top-left. Results that
// do not fit a number go through the fixed buffers (POINTS, BYTES, SCORE) whose addresses
// pointsBuffer(), bytesBuffer() and scoreBuffer() return.

import {
  H_CAPTURED_BY_BLACK, H_CAPTURED_BY_WHITE, H_HASH, H_KO, H_KO_RULE, H_LAST_CAPTURES,
  H_HEIGHT, H_WIDTH, clearBoard, colorAt, copyBoardState, createBoard, destroyBoard, hostIndex, hostIndexOf,
  paddedPoint, pointAt, selectBoard, setColor,
} from './board';
import { BYTES, POINTS, SCORE } from './buffers';
import { BLACK, EMPTY, ILLEGAL_OFF_BOARD, KO_SITUATIONAL, OK, WHITE } from './constants';
import { groupStones } from './group';
import { isSelfAtari as fillsToAtari } from './liberties';
import { copyHistory, recordPosition } from './history';
import { legality, opponent, placeStone, rebuildChains } from './move';
import { chainLiberties, chainStones, emptyRegion, regionBordersOf } from './query';
import { runPlayouts } from './playout';
import { OWNERSHIP, estimateOwnership } from './ownership';
import { markDeadStones } from './dead-stones';
import { setPolicy } from './policy';
import { setPriors } from './priors';
import {
  SEARCH_SCORES, allowTreeReuse, rootChildCount, rootChildMove, rootChildVisits, rootChildWinRate, search, setRootLastMove,
  setRootMoveBefore, setSearch, startSearch,
} from './mcts';
import { seedRandom } from './random';
import { scoreBoard } from './score';
import { settleBoard } from './settle';
import { initZobrist } from './zobrist';

export {
  createBoard, destroyBoard, regionBordersOf, rootChildCount, rootChildMove, rootChildVisits, rootChildWinRate, setPolicy, setPriors,
  setSearch,
};

initZobrist();

/** A new board with the stones, counters, ko and history of `source`; for Game.clone(). */
export function cloneBoard(source: usize): usize {
  const board = createBoard(load<i32>(source + H_WIDTH), load<i32>(source + H_HEIGHT));
  copyBoardState(board, source);
  copyHistory(board, source);
  return board;
}

/** Makes `target` (same size) hold exactly what `source` holds, history included. */
export function copyBoard(target: usize, source: usize): void {
  copyBoardState(target, source);
  copyHistory(target, source);
}

/** Empties the board: no stones, no prisoners, no ko, no history. */
export function resetBoard(board: usize): void {
  selectBoard(board);
  clearBoard();
}

/** Chooses the ko rule: 0 simple ko, 1 positional superko, 2 situational superko. */
export function setKoRule(board: usize, rule: i32): void {
  store<i32>(board + H_KO_RULE, rule < 0 || rule > KO_SITUATIONAL ? 0 : rule);
}

/** The colour at (x, y): 0 empty, 1 black, 2 white; -1 off the board. */
export function stoneAt(board: usize, x: i32, y: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  return p < 0 ? -1 : <i32>colorAt(p);
}

/** Whether `color` may play at (x, y) now: 0 if legal, else the reason code. */
export function moveLegality(board: usize, x: i32, y: i32, color: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  if (p < 0) return ILLEGAL_OFF_BOARD;
  return legality(p, <u8>color);
}

/** Plays `color` at (x, y) if the rules allow it and returns 0, else returns the reason code and
 * leaves the board untouched. The new position is recorded for the superko rules. */
export function playMove(board: usize, x: i32, y: i32, color: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  if (p < 0) return ILLEGAL_OFF_BOARD;
  const code = legality(p, <u8>color);
  if (code != OK) return code;
  placeStone(p, <u8>color);
  recordPosition(load<u64>(board + H_HASH), opponent(<u8>color));
  return OK;
}

/** Plays `color` at (x, y) as a game record says, even where the rules forbid it: a stone on an
 * occupied point replaces it, a suicide removes the mover's chain. Returns the legality code the
 * move had (0 when it was legal), or ILLEGAL_OFF_BOARD without playing. */
export function playRecorded(board: usize, x: i32, y: i32, color: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  if (p < 0) return ILLEGAL_OFF_BOARD;
  const code = legality(p, <u8>color);
  if (colorAt(p) != EMPTY) {
    setColor(p, EMPTY);
    rebuildChains();
  }
  placeStone(p, <u8>color);
  recordPosition(load<u64>(board + H_HASH), opponent(<u8>color));
  return code;
}

/** A pass by `color`: releases the ko and records the position with the opponent to move. */
export function passMove(board: usize, color: i32): void {
  selectBoard(board);
  store<i32>(board + H_KO, 0);
  store<i32>(board + H_LAST_CAPTURES, 0);
  recordPosition(load<u64>(board + H_HASH), opponent(<u8>color));
}

/** Records the current position with `toMove` to play; the host calls it once after setup. */
export function recordCurrentPosition(board: usize, toMove: i32): void {
  selectBoard(board);
  recordPosition(load<u64>(board + H_HASH), <u8>toMove);
}

/** Puts a setup stone (SGF AB, AW) or clears a point (AE): no captures, no prisoners, no ko.
 * Returns 0, or ILLEGAL_OFF_BOARD. */
export function setupPoint(board: usize, x: i32, y: i32, color: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  if (p < 0) return ILLEGAL_OFF_BOARD;
  setColor(p, color == BLACK ? BLACK : color == WHITE ? WHITE : EMPTY);
  rebuildChains();
  return OK;
}

/**
 * Puts `count` setup points at once, as a node's AB, AW and AE do, then rebuilds the chains once:
 * each entry of POINTS is (y * width + x) * 4 + colour (0 clears the point). The chains are a
 * function of the colours alone, so the board ends exactly as `count` calls of setupPoint() leave
 * it, without a rebuild of the whole board for every stone (a diagram of 250 setup stones took
 * 250). Returns 0, or ILLEGAL_OFF_BOARD when an entry lies off the board (the others are put).
 */
export function setupPoints(board: usize, count: i32): i32 {
  selectBoard(board);
  const width = load<i32>(board + H_WIDTH);
  const height = load<i32>(board + H_HEIGHT);
  let code = OK;
  for (let i = 0; i < count; i++) {
    const entry = unchecked(POINTS[i]);
    const index = entry >> 2;
    const color = entry & 3;
    const x = index % width;
    const y = index / width;
    if (index < 0 || y >= height) {
      code = ILLEGAL_OFF_BOARD;
      continue;
    }
    setColor(paddedPoint(x, y), color == BLACK ? BLACK : color == WHITE ? WHITE : EMPTY);
  }
  rebuildChains();
  return code;
}

/** Stones captured by `color` (1 black, 2 white) so far. */
export function capturedBy(board: usize, color: i32): i32 {
  return load<i32>(board + (color == BLACK ? H_CAPTURED_BY_BLACK : H_CAPTURED_BY_WHITE));
}

/** Stones removed by the last move. */
export function lastCaptures(board: usize): i32 {
  return load<i32>(board + H_LAST_CAPTURES);
}

/** The host index (y * width + x) of the point where a ko recapture is now forbidden, or -1. */
export function koPoint(board: usize): i32 {
  selectBoard(board);
  const p = load<i32>(board + H_KO);
  return p == 0 ? -1 : hostIndex(p);
}

// No 64-bit value crosses the boundary: the JavaScript build of this module (made by wasm2js
// for pages that forbid WebAssembly) could not pass one, so the host joins the halves.

/** The low 32 bits of the 64-bit Zobrist hash of the stones on the board. */
export function positionHashLow(board: usize): u32 {
  return <u32>load<u64>(board + H_HASH);
}

/** The high 32 bits of the 64-bit Zobrist hash of the stones on the board. */
export function positionHashHigh(board: usize): u32 {
  return <u32>(load<u64>(board + H_HASH) >> 32);
}

/** Seeds the random generator of playouts and the search from two 32-bit halves. */
export function seedRandomHalves(low: u32, high: u32): void {
  seedRandom((<u64>high << 32) | <u64>low);
}

/** Writes the board, one byte per point row by row (0 empty, 1 black, 2 white), into BYTES. */
export function snapshot(board: usize): void {
  selectBoard(board);
  const width = load<i32>(board + H_WIDTH);
  const height = load<i32>(board + H_HEIGHT);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      unchecked((BYTES[hostIndexOf(x, y, width)] = colorAt(paddedPoint(x, y))));
    }
  }
}

/** Writes the stones of the chain at (x, y) into POINTS; returns their number (0 if no stone). */
export function chainAt(board: usize, x: i32, y: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  return p < 0 ? 0 : chainStones(p);
}

/** Writes the liberties of the chain at (x, y) into POINTS; returns their number. */
export function libertiesAt(board: usize, x: i32, y: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  return p < 0 ? 0 : chainLiberties(p);
}

/** Whether `color` at the empty point (x, y) would leave its own chain in atari without capturing
 * anything: a self-atari (see liberties.ts). False on a stone and off the board. GTP's
 * final_status_list asks it of the liberties two living groups share, to tell a seki; the
 * playouts build only, as no page needs it. */
export function isSelfAtari(board: usize, x: i32, y: i32, color: i32): bool {
  selectBoard(board);
  const p = pointAt(x, y);
  return p >= 0 && colorAt(p) == EMPTY && fillsToAtari(p, <u8>color);
}

/** Floods the empty region at (x, y) into POINTS and returns its size; regionBordersOf() then
 * tells who borders it. */
export function regionAt(board: usize, x: i32, y: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  return p < 0 ? 0 : emptyRegion(p);
}

/** Writes the stones of the group at (x, y) into POINTS and returns their number (0 for an empty
 * point): its chain and every chain of its colour joined to it through empty regions that only
 * that colour borders (see group.ts). Reads the dead-stone mask from BYTES as score() does: the
 * other colour's dead stones count as empty. For marking dead stones a group at a time. */
export function groupAt(board: usize, x: i32, y: i32): i32 {
  selectBoard(board);
  const p = pointAt(x, y);
  return p < 0 ? 0 : groupStones(p);
}

/** Scores the board with the dead-stone mask in BYTES; writes owners to BYTES, totals to SCORE.
 * With `settle`, the board is settled first (settle.ts), `toMove` moving first. */
export function score(board: usize, territoryRules: bool, settle: bool, toMove: i32): void {
  selectBoard(board);
  if (settle) settleBoard(board, <u8>toMove);
  scoreBoard(territoryRules, settle);
}

/** Runs `count` light playouts from the board's position; returns the total moves played. */
export function playouts(board: usize, color: i32, count: i32): f64 {
  return <f64>runPlayouts(board, <u8>color, count);
}

/** The address of POINTS (i32 per point, y * width + x). */
export function pointsBuffer(): usize {
  return changetype<usize>(POINTS);
}

/** The address of BYTES (one byte per point, row by row). */
export function bytesBuffer(): usize {
  return changetype<usize>(BYTES);
}

/** The address of SCORE (i32 slots, see score.ts). */
export function scoreBuffer(): usize {
  return changetype<usize>(SCORE);
}

/** Estimates who owns each point from `count` playouts of the search's policy (half with each
 * side first) and writes averages from -1 (White) to +1 (Black) into the ownership buffer. */
export function ownership(board: usize, color: i32, count: i32): void {
  estimateOwnership(board, <u8>color, count);
}

/** From the last ownership estimate of `board`, marks dead stones in BYTES (1 dead) and returns
 * their number; see group.ts and dead-stones.ts for how chains are grouped. */
export function deadStones(board: usize, threshold: f32): i32 {
  selectBoard(board);
  return markDeadStones(threshold);
}

/** The address of the ownership buffer (f32 per point, row by row). */
export function ownershipBuffer(): usize {
  return changetype<usize>(OWNERSHIP);
}

/** The address of the search's score counts (i32 per area score, Black's points less White's
 * before komi, from -625 to 625): how many of its simulations ended with each; see mcts.ts. */
export function searchScoresBuffer(): usize {
  return changetype<usize>(SEARCH_SCORES);
}

/** Starts a tree search from `board` with `color` to move and `komi` points for White. */
export function searchStart(board: usize, color: i32, komi: f32): void {
  startSearch(board, <u8>color, komi);
}

/** Tells the search just started which move led to its position, (x, y), or (-1, -1) for none
 * or a pass: its priors favour replies near that move. Call before searchRun(). */
export function searchLastMove(x: i32, y: i32): void {
  setRootLastMove(x, y);
}

/** Tells the search just started the move before the last one, (x, y), or (-1, -1) for none or
 * a pass: the side to move's own last move, which its playouts follow up. */
export function searchMoveBefore(x: i32, y: i32): void {
  setRootMoveBefore(x, y);
}

/** Lets the search just started begin from the tree of the last search, when that search
 * started two moves earlier in the same game (searchMoveBefore() and searchLastMove() name the two
 * moves, both stones): searchRun(0) then returns the simulations kept. Without it, or in any other
 * position, a search starts afresh. */
export function searchReuseTree(): void {
  allowTreeReuse();
}

/** Runs `iterations` more simulations of the search; returns the root's visits. */
export function searchRun(iterations: i32): i32 {
  return search(iterations);
}
