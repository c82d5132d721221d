// Monte-Carlo tree search for the bot: UCT with RAVE (all-moves-as-first) on the light playouts.
// RAVE lets a few thousand playouts rank moves usefully, which plain UCT needs far more for; the
// tree lives in one block of memory allocated once and reused, so a search allocates nothing.

import {
  BOARD, H_HEIGHT, H_KO, H_WIDTH, STRIDE, colorAt, copyBoardState, emptyAt, pointAt, selectBoard,
  H_EMPTY_COUNT,
} from './board';
import { BLACK, MAX_AREA, OK } from './constants';
import { opponent, placeStone, simpleLegality } from './move';
import { ownerAt } from './ownership';
import { PLAYED, isOwnEye, playedCount, playout, scratchBoardFor } from './playout';
import { PRIOR_GAMES, analyseLiberties, priorWinRate } from './priors';

/** Node fields, one array each (structure of arrays): move (padded point, 0 for a pass), the
 * colour that played it, visits and wins from that colour's side, RAVE visits and wins, and the
 * node's children as a range [first, first + count). */
const CAPACITY: i32 = 1 << 19;
let MOVE: usize = 0;
let COLOR_OF: usize = 0;
let VISITS: usize = 0;
let WINS: usize = 0;
let RAVE_VISITS: usize = 0;
let RAVE_WINS: usize = 0;
let FIRST_CHILD: usize = 0;
let CHILD_COUNT: usize = 0;
let nodeCount: i32 = 0;

/** Visits a leaf needs before it grows children. */
const EXPAND_AFTER: i32 = 4;
/** RAVE equivalence parameter: how many visits RAVE statistics are worth. */
const RAVE_EQUIVALENCE: f32 = 800;
const EXPLORATION: f32 = 0.25;
/** What an untried pass is assumed to win: a little less than an even game, so it is tried once
 * the moves on the board look worse than that. */
const UNTRIED_PASS: f32 = 0.45;

let source: usize = 0;
let rootColor: u8 = BLACK;
let komi: f32 = 0;
let maxDepthMoves: i32 = 0;

/** The colour that first played each padded point in the current simulation (0 for none). */
const FIRST_PLAYER = new StaticArray<u8>(MAX_AREA);
/** The nodes of the current simulation's path. */
const PATH = new StaticArray<i32>(1024);

function ensureTree(): void {
  if (MOVE != 0) return;
  MOVE = heap.alloc(<usize>CAPACITY * 2);
  COLOR_OF = heap.alloc(<usize>CAPACITY);
  VISITS = heap.alloc(<usize>CAPACITY * 4);
  WINS = heap.alloc(<usize>CAPACITY * 4);
  RAVE_VISITS = heap.alloc(<usize>CAPACITY * 4);
  RAVE_WINS = heap.alloc(<usize>CAPACITY * 4);
  FIRST_CHILD = heap.alloc(<usize>CAPACITY * 4);
  CHILD_COUNT = heap.alloc(<usize>CAPACITY * 4);
}

// @ts-ignore: decorator
@inline function moveOf(n: i32): i32 { return <i32>load<u16>(MOVE + 2 * <usize>n); }
// @ts-ignore: decorator
@inline function colorOf(n: i32): u8 { return load<u8>(COLOR_OF + <usize>n); }
// @ts-ignore: decorator
@inline function visitsOf(n: i32): i32 { return load<i32>(VISITS + 4 * <usize>n); }
// @ts-ignore: decorator
@inline function winsOf(n: i32): f32 { return load<f32>(WINS + 4 * <usize>n); }
// @ts-ignore: decorator
@inline function raveVisitsOf(n: i32): i32 { return load<i32>(RAVE_VISITS + 4 * <usize>n); }
// @ts-ignore: decorator
@inline function raveWinsOf(n: i32): f32 { return load<f32>(RAVE_WINS + 4 * <usize>n); }
// @ts-ignore: decorator
@inline function firstChildOf(n: i32): i32 { return load<i32>(FIRST_CHILD + 4 * <usize>n); }
// @ts-ignore: decorator
@inline function childCountOf(n: i32): i32 { return load<i32>(CHILD_COUNT + 4 * <usize>n); }

function newNode(move: i32, color: u8): i32 {
  const n = nodeCount++;
  store<u16>(MOVE + 2 * <usize>n, <u16>move);
  store<u8>(COLOR_OF + <usize>n, color);
  store<i32>(VISITS + 4 * <usize>n, 0);
  store<f32>(WINS + 4 * <usize>n, 0);
  store<i32>(RAVE_VISITS + 4 * <usize>n, 0);
  store<f32>(RAVE_WINS + 4 * <usize>n, 0);
  store<i32>(FIRST_CHILD + 4 * <usize>n, 0);
  store<i32>(CHILD_COUNT + 4 * <usize>n, 0);
  return n;
}

/** Starts a search from the position of `board` with `color` to move; komi goes to White. */
export function startSearch(board: usize, color: u8, komiPoints: f32): void {
  ensureTree();
  source = board;
  rootColor = color;
  komi = komiPoints;
  nodeCount = 0;
  newNode(0, opponent(color));
  maxDepthMoves = 3 * load<i32>(board + H_WIDTH) * load<i32>(board + H_HEIGHT);
}

/** Records the move that led to the search's position, (x, y) on the source board, or nothing
 * for (-1, -1): the root keeps it as its own move, so the priors favour replies near it. */
export function setRootLastMove(x: i32, y: i32): void {
  selectBoard(source);
  const p = x < 0 || y < 0 ? -1 : pointAt(x, y);
  store<u16>(MOVE, <u16>(p < 0 ? 0 : p));
}

/** Gives node n a child for every legal move of `color` that does not fill its own eye, and a pass.
 * Each move starts with prior virtual games in its RAVE statistics (see priors.ts). */
function expand(n: i32, color: u8): void {
  const count = load<i32>(BOARD + H_EMPTY_COUNT);
  if (nodeCount + count + 1 >= CAPACITY) return;
  const first = nodeCount;
  analyseLiberties();
  const lastMove = moveOf(n);
  for (let i = 0; i < count; i++) {
    const p = emptyAt(i);
    if (isOwnEye(p, color) || simpleLegality(p, color) != OK) continue;
    const child = newNode(p, color);
    store<i32>(RAVE_VISITS + 4 * <usize>child, <i32>PRIOR_GAMES);
    store<f32>(RAVE_WINS + 4 * <usize>child, PRIOR_GAMES * priorWinRate(p, color, lastMove));
  }
  newNode(0, color);
  store<i32>(FIRST_CHILD + 4 * <usize>n, first);
  store<i32>(CHILD_COUNT + 4 * <usize>n, nodeCount - first);
}

/** The child of n to descend into: the best blend of its win rate and its RAVE win rate, plus a
 * small exploration term. An unvisited child is judged by its RAVE win rate alone, priors
 * included, so moves that look bad to both wait while the promising ones are read deeper. */
function selectChild(n: i32): i32 {
  const first = firstChildOf(n);
  const count = childCountOf(n);
  const logParent = Mathf.log(<f32>(visitsOf(n) + 1));
  let best = first;
  let bestValue: f32 = -1e30;
  for (let c = first; c < first + count; c++) {
    const visits = <f32>visitsOf(c);
    const raveVisits = <f32>raveVisitsOf(c);
    // A pass has no all-moves-as-first statistics: it is judged by its own results alone.
    const isPass = moveOf(c) == 0;
    const rave: f32 = isPass ? (visits > 0 ? winsOf(c) / visits : UNTRIED_PASS) : raveVisits > 0 ? raveWinsOf(c) / raveVisits : 0.5;
    let value: f32;
    if (visits == 0) {
      value = rave;
    } else {
      const beta = Mathf.sqrt(RAVE_EQUIVALENCE / (3 * visits + RAVE_EQUIVALENCE));
      const mean = winsOf(c) / visits;
      value = (1 - beta) * mean + beta * rave + EXPLORATION * Mathf.sqrt(logParent / visits);
    }
    // A pass is a last resort: prefer any move that does as well.
    if (isPass) value -= 0.05;
    if (value > bestValue) {
      bestValue = value;
      best = c;
    }
  }
  return best;
}

/** Plays a tree move on the selected board: a stone, or a pass that releases the ko. */
function playTreeMove(move: i32, color: u8): void {
  if (move == 0) store<i32>(BOARD + H_KO, 0);
  else placeStone(move, color);
}

/** Black's result of the finished playout on the selected board, by area with komi: 1 for a
 * win, 0 for a loss and 0.5 for a draw (jigo, with an integer komi). A draw must count alike for
 * both colours: scored as White's win, it made White's search as happy with a draw as with a win
 * while Black's counted it a loss. */
function blackResult(): f32 {
  const width = load<i32>(BOARD + H_WIDTH);
  const height = load<i32>(BOARD + H_HEIGHT);
  let score: f32 = -komi;
  for (let y = 0; y < height; y++) {
    const row = (y + 1) * STRIDE + 1;
    for (let x = 0; x < width; x++) score += <f32>ownerAt(row + x);
  }
  return score > 0 ? 1 : score < 0 ? 0 : 0.5;
}

/** The result from the side of `color`, given Black's. */
// @ts-ignore: decorator
@inline
function resultFor(color: u8, black: f32): f32 {
  return color == BLACK ? black : 1 - black;
}

/** Runs `iterations` simulations; returns the visits of the root so far. */
export function search(iterations: i32): i32 {
  const board = scratchBoardFor(source);
  for (let it = 0; it < iterations; it++) {
    copyBoardState(board, source);
    selectBoard(board);
    let depth = 0;
    let n = 0;
    let color = rootColor;
    unchecked((PATH[depth++] = 0));
    for (let p = 0; p < MAX_AREA; p++) unchecked((FIRST_PLAYER[p] = 0));
    // Selection and expansion: walk down the tree, growing a leaf that has been visited enough.
    // Passes in the tree never end the simulation: a position is only scored once a playout has
    // settled it, so passing is judged by what follows, not by counting an unfinished board.
    while (depth < 1000) {
      if (childCountOf(n) == 0) {
        if (n != 0 && visitsOf(n) < EXPAND_AFTER) break;
        expand(n, color);
        if (childCountOf(n) == 0) break;
      }
      n = selectChild(n);
      const move = moveOf(n);
      playTreeMove(move, color);
      if (move != 0 && unchecked(FIRST_PLAYER[move]) == 0) unchecked((FIRST_PLAYER[move] = color));
      unchecked((PATH[depth++] = n));
      color = opponent(color);
    }
    // Simulation: a light playout to the end.
    playout(color, maxDepthMoves);
    for (let i = 0; i < playedCount; i++) {
      const entry = unchecked(PLAYED[i]);
      const p = entry >> 2;
      if (unchecked(FIRST_PLAYER[p]) == 0) unchecked((FIRST_PLAYER[p] = <u8>(entry & 3)));
    }
    const black = blackResult();
    // Backpropagation: each node counts the result from the side of the colour that moved into
    // it; its children's RAVE statistics count every move their colour played first later on.
    for (let i = 0; i < depth; i++) {
      const node = unchecked(PATH[i]);
      store<i32>(VISITS + 4 * <usize>node, visitsOf(node) + 1);
      store<f32>(WINS + 4 * <usize>node, winsOf(node) + resultFor(colorOf(node), black));
      const first = firstChildOf(node);
      const count = childCountOf(node);
      for (let c = first; c < first + count; c++) {
        const move = moveOf(c);
        if (move == 0 || unchecked(FIRST_PLAYER[move]) != colorOf(c)) continue;
        store<i32>(RAVE_VISITS + 4 * <usize>c, raveVisitsOf(c) + 1);
        store<f32>(RAVE_WINS + 4 * <usize>c, raveWinsOf(c) + resultFor(colorOf(c), black));
      }
    }
  }
  return visitsOf(0);
}

/** Number of moves considered at the root. */
export function rootChildCount(): i32 {
  return childCountOf(0);
}

/** The host index (y * width + x) of the root's i-th move, or -1 for a pass. */
export function rootChildMove(i: i32): i32 {
  const move = moveOf(firstChildOf(0) + i);
  if (move == 0) return -1;
  const y = move / STRIDE - 1;
  return y * load<i32>(source + H_WIDTH) + (move - (y + 1) * STRIDE - 1);
}

/** Visits of the root's i-th move. */
export function rootChildVisits(i: i32): i32 {
  return visitsOf(firstChildOf(0) + i);
}

/** Win rate of the root's i-th move for the side to move, or -1 before any visit. */
export function rootChildWinRate(i: i32): f32 {
  const c = firstChildOf(0) + i;
  const visits = visitsOf(c);
  return visits > 0 ? winsOf(c) / <f32>visits : -1;
}
