// Monte-Carlo tree search for the bot: UCT with RAVE (all-moves-as-first) over the search's own
// playouts (policy.ts), each new move starting with prior virtual games (priors.ts). RAVE lets a
// few thousand playouts rank moves usefully, which plain UCT needs far more for; the tree lives in
// one block of memory, grown as a search needs it and reused by the next, so a search allocates
// almost nothing.

import {
  BOARD, H_EMPTY_COUNT, H_HASH, H_HEIGHT, H_KO, H_WIDTH, copyBoardState, createBoard, destroyBoard, emptyAt, hostIndex, paddedPoint,
  pointAt, selectBoard,
} from './board';
import { BLACK, MAX_AREA, MAX_SIZE } from './constants';
import { opponent, placeStone } from './move';
import { ownerAt } from './ownership';
import { buildPatterns } from './patterns';
import { PLAYED, playedCount, scratchBoardFor } from './playout';
import { isPlayable, policyPlayout, useSearchPolicy } from './policy';
import { analysePosition, priorOf, priorVisits, priorWins } from './priors';

/** A node of the tree: the move that leads to it, its statistics from the side of the colour
 * that played that move, and its children as a range [firstChild, firstChild + childCount). */
@unmanaged
class TreeNode {
  /** The padded point played, 0 for a pass. */
  move: i32;
  /** The colour that played the move. */
  color: i32;
  visits: f32;
  wins: f32;
  /** All-moves-as-first statistics: simulations below the parent in which this colour played
   * this point first. */
  raveVisits: f32;
  raveWins: f32;
  /** Virtual games from priors.ts: part of the move's value, never of the win rate it reports. */
  priorVisits: f32;
  priorWins: f32;
  firstChild: i32;
  childCount: i32;
}

const NODE_SIZE: usize = offsetof<TreeNode>();
/** Nodes allocated at first, and the most a tree may grow to (40 MB). */
const FIRST_CAPACITY: i32 = 1 << 15;
const MAX_CAPACITY: i32 = 1 << 20;

let tree: usize = 0;
let capacity: i32 = 0;
let nodeCount: i32 = 0;

// @ts-ignore: decorator
@inline
function node(n: i32): TreeNode {
  return changetype<TreeNode>(tree + <usize>n * NODE_SIZE);
}

/** Tuning of the search, settable through setSearch(): visits a leaf needs before it grows
 * children; the RAVE equivalence (how many visits RAVE statistics are worth); the weight of the
 * UCT exploration term; and the virtual games and win rate an untried pass starts with. */
let expandAfter: f32 = 8;
let raveEquivalence: f32 = 3500;
let exploration: f32 = 0;
let passGames: f32 = 10;
let passWinRate: f32 = 0.3;

/** Sets the search's tuning (see above), for matches that tune it. */
export function setSearch(expand: f32, rave: f32, explore: f32, passVisits: f32, passRate: f32): void {
  expandAfter = expand;
  raveEquivalence = rave;
  exploration = explore;
  passGames = passVisits;
  passWinRate = passRate;
}

let source: usize = 0;
let rootColor: u8 = BLACK;
let komi: f32 = 0;
let maxDepthMoves: i32 = 0;
/** The move before the root's own move (padded point, 0 for none), for the playout policy. */
let rootMoveBefore: i32 = 0;

/** How many of this search's simulations ended with each area score (the points Black owns less
 * those White owns, before komi): score s in slot s + MAX_SIZE * MAX_SIZE. The root's win rate
 * and the lead an analysis shows both come from these counts, one evaluation. A search that
 * starts from a kept tree counts only its own simulations. */
export const SEARCH_SCORES = new StaticArray<i32>(2 * MAX_SIZE * MAX_SIZE + 1);

/** The colour that first played each padded point in the current simulation (0 for none). */
const FIRST_PLAYER = new StaticArray<u8>(MAX_AREA);
/** The nodes of the current simulation's path. */
const PATH = new StaticArray<i32>(1024);

/** Makes room for `more` nodes, growing the tree's block up to MAX_CAPACITY; false when full. */
function reserve(more: i32): bool {
  if (nodeCount + more <= capacity) return true;
  if (nodeCount + more > MAX_CAPACITY) return false;
  let grown = capacity == 0 ? FIRST_CAPACITY : capacity;
  while (grown < nodeCount + more) grown *= 2;
  if (grown > MAX_CAPACITY) grown = MAX_CAPACITY;
  tree = tree == 0 ? heap.alloc(<usize>grown * NODE_SIZE) : heap.realloc(tree, <usize>grown * NODE_SIZE);
  capacity = grown;
  return true;
}

function newNode(move: i32, color: u8, visits: f32, wins: f32): i32 {
  const n = nodeCount++;
  const fresh = node(n);
  fresh.move = move;
  fresh.color = color;
  fresh.visits = 0;
  fresh.wins = 0;
  fresh.raveVisits = 0;
  fresh.raveWins = 0;
  fresh.priorVisits = visits;
  fresh.priorWins = wins;
  fresh.firstChild = 0;
  fresh.childCount = 0;
  return n;
}

/** The move that led to the search's position and the one before it (padded points, 0 for
 * none), as the host tells them after startSearch(). */
let rootLastMove: i32 = 0;
/** Whether the root is still to be made, fresh or from the last search's tree (prepareRoot()):
 * that waits for the first simulation, once the host has told the last two moves. */
let rootPending = false;
/** Whether this search may start from the last search's tree (allowTreeReuse()). */
let reuseAllowed = false;
/** A copy of the position the last search started from, with its colour to move and komi. */
let kept: usize = 0;
let keptColor: u8 = 0;
let keptKomi: f32 = 0;

/** Starts a search from the position of `board` with `color` to move; komi goes to White. */
export function startSearch(board: usize, color: u8, komiPoints: f32): void {
  buildPatterns();
  source = board;
  rootColor = color;
  komi = komiPoints;
  rootLastMove = 0;
  rootMoveBefore = 0;
  rootPending = true;
  reuseAllowed = false;
  maxDepthMoves = 3 * load<i32>(board + H_WIDTH) * load<i32>(board + H_HEIGHT);
}

/** Records the move that led to the search's position, (x, y) on the source board, or nothing
 * for (-1, -1): the root keeps it as its own move, so priors and playouts answer it. */
export function setRootLastMove(x: i32, y: i32): void {
  selectBoard(source);
  const p = x < 0 || y < 0 ? -1 : pointAt(x, y);
  rootLastMove = p < 0 ? 0 : p;
  if (!rootPending) node(0).move = rootLastMove;
}

/** Records the move before that, (x, y) or (-1, -1): the side to move's own last move. */
export function setRootMoveBefore(x: i32, y: i32): void {
  selectBoard(source);
  const p = x < 0 || y < 0 ? -1 : pointAt(x, y);
  rootMoveBefore = p < 0 ? 0 : p;
}

/** Lets the search just started begin from the last search's tree (see prepareRoot()): the bot
 * asks for it, an analysis does not, so that what it shows depends on its position and seed alone. */
export function allowTreeReuse(): void {
  reuseAllowed = true;
}

/** The child of node n whose move is `move`, or -1. */
function childWithMove(n: i32, move: i32): i32 {
  const parent = node(n);
  const end = parent.firstChild + parent.childCount;
  for (let c = parent.firstChild; c < end; c++) if (node(c).move == move) return c;
  return -1;
}

/** Whether the search's position is the kept one after `mine` (the side to move's) and `theirs`:
 * the same stones (by hash) and the same ko. */
function followsKept(mine: i32, theirs: i32): bool {
  const board = scratchBoardFor(source);
  copyBoardState(board, kept);
  selectBoard(board);
  placeStone(mine, rootColor);
  placeStone(theirs, opponent(rootColor));
  return load<u64>(board + H_HASH) == load<u64>(source + H_HASH) && load<i32>(board + H_KO) == load<i32>(source + H_KO);
}

/** Makes the subtree under node `top` the whole tree, `top` its root: copied breadth first into a
 * block of its own, sized for the subtree alone, so each node's children stay one range. */
function keepSubtree(top: i32): void {
  // The subtree's nodes in breadth-first order: each node's children follow, one range a node.
  const order = heap.alloc(<usize>nodeCount << 2);
  store<i32>(order, top);
  let length = 1;
  for (let i = 0; i < length; i++) {
    const old = node(load<i32>(order + (<usize>i << 2)));
    const end = old.firstChild + old.childCount;
    for (let c = old.firstChild; c < end; c++) {
      store<i32>(order + (<usize>length << 2), c);
      length++;
    }
  }
  let grown = FIRST_CAPACITY;
  while (grown < length) grown *= 2;
  const fresh = heap.alloc(<usize>grown * NODE_SIZE);
  let nextChild = 1;
  for (let i = 0; i < length; i++) {
    const old = node(load<i32>(order + (<usize>i << 2)));
    const copy = changetype<TreeNode>(fresh + <usize>i * NODE_SIZE);
    memory.copy(changetype<usize>(copy), changetype<usize>(old), NODE_SIZE);
    copy.firstChild = old.childCount > 0 ? nextChild : 0;
    nextChild += old.childCount;
  }
  heap.free(order);
  heap.free(tree);
  tree = fresh;
  capacity = grown;
  nodeCount = length;
}

/**
 * Makes the root: when reuse is allowed and the last search started two moves earlier in the same
 * game (the side to move's own move, then the opponent's, both stones), from the subtree that
 * search grew under those two moves, whose simulations are as good now as then; otherwise a fresh
 * root. Then keeps a copy of this position for the next search.
 */
function prepareRoot(): void {
  rootPending = false;
  const width = load<i32>(source + H_WIDTH);
  const height = load<i32>(source + H_HEIGHT);
  for (let s = 0; s < SEARCH_SCORES.length; s++) unchecked((SEARCH_SCORES[s] = 0));
  const keptFits = kept != 0 && load<i32>(kept + H_WIDTH) == width && load<i32>(kept + H_HEIGHT) == height;
  const sameGame = keptFits && nodeCount > 0 && keptColor == rootColor && keptKomi == komi;
  let top = -1;
  if (reuseAllowed && sameGame && rootMoveBefore != 0 && rootLastMove != 0) {
    const mine = childWithMove(0, rootMoveBefore);
    const theirs = mine < 0 ? -1 : childWithMove(mine, rootLastMove);
    if (theirs > 0 && node(theirs).childCount > 0 && followsKept(rootMoveBefore, rootLastMove)) top = theirs;
  }
  if (top > 0) keepSubtree(top);
  else {
    nodeCount = 0;
    reserve(1);
    newNode(0, opponent(rootColor), 0, 0);
  }
  node(0).move = rootLastMove;
  if (!keptFits) {
    if (kept != 0) destroyBoard(kept);
    kept = createBoard(width, height);
  }
  copyBoardState(kept, source);
  keptColor = rootColor;
  keptKomi = komi;
}

/** Gives node n a child for every legal move of `color` that does not fill its own eye, and a
 * pass, each with its prior virtual games (see priors.ts). */
function expand(n: i32, color: u8): void {
  const count = load<i32>(BOARD + H_EMPTY_COUNT);
  if (!reserve(count + 1)) return;
  const first = nodeCount;
  analysePosition(node(n).move);
  for (let i = 0; i < count; i++) {
    const p = emptyAt(i);
    if (!isPlayable(p, color)) continue;
    priorOf(p, color);
    newNode(p, color, priorVisits, priorWins);
  }
  newNode(0, color, passGames, passGames * passWinRate);
  const parent = node(n);
  parent.firstChild = first;
  parent.childCount = nodeCount - first;
}

/** The child of n to descend into: the best blend of its own value (priors included) and its
 * RAVE value, the blend leaning on RAVE while the move has few visits of its own. */
function selectChild(n: i32): i32 {
  const parent = node(n);
  const first = parent.firstChild;
  const end = first + parent.childCount;
  const logParent = Mathf.log(parent.visits + 1);
  let best = first;
  let bestValue: f32 = -1e30;
  for (let c = first; c < end; c++) {
    const child = node(c);
    const visits = child.visits + child.priorVisits;
    let value = visits > 0 ? (child.wins + child.priorWins) / visits : 0.5;
    const raveVisits = child.raveVisits;
    if (raveVisits > 0) {
      const beta = raveVisits / (raveVisits + visits + (visits * raveVisits) / raveEquivalence);
      value = beta * (child.raveWins / raveVisits) + (1 - beta) * value;
    }
    if (exploration > 0) value += exploration * Mathf.sqrt(logParent / (child.visits + 1));
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
 * while Black's counted it a loss. The area score is counted in SEARCH_SCORES. */
function blackResult(): f32 {
  const width = load<i32>(BOARD + H_WIDTH);
  const height = load<i32>(BOARD + H_HEIGHT);
  let area = 0;
  for (let y = 0; y < height; y++) {
    const row = paddedPoint(0, y);
    for (let x = 0; x < width; x++) area += ownerAt(row + x);
  }
  unchecked((SEARCH_SCORES[MAX_SIZE * MAX_SIZE + area] += 1));
  const score = <f32>area - komi;
  return score > 0 ? 1 : score < 0 ? 0 : 0.5;
}

/** The result from the side of `color`, given Black's. */
// @ts-ignore: decorator
@inline
function resultFor(color: i32, black: f32): f32 {
  return color == BLACK ? black : 1 - black;
}

/** Runs `iterations` simulations; returns the visits of the root so far. */
export function search(iterations: i32): i32 {
  if (rootPending) prepareRoot();
  const board = scratchBoardFor(source);
  useSearchPolicy();
  for (let it = 0; it < iterations; it++) {
    copyBoardState(board, source);
    selectBoard(board);
    let depth = 0;
    let n = 0;
    let color = rootColor;
    let last = node(0).move;
    let beforeLast = rootMoveBefore;
    unchecked((PATH[depth++] = 0));
    for (let p = 0; p < MAX_AREA; p++) unchecked((FIRST_PLAYER[p] = 0));
    // Selection and expansion: walk down the tree, growing a leaf that has been visited enough.
    // Passes in the tree never end the simulation: a position is only scored once a playout has
    // settled it, so passing is judged by what follows, not by counting an unfinished board.
    while (depth < 1000) {
      if (node(n).childCount == 0) {
        if (n != 0 && node(n).visits < expandAfter) break;
        expand(n, color);
        if (node(n).childCount == 0) break;
      }
      n = selectChild(n);
      const move = node(n).move;
      playTreeMove(move, color);
      if (move != 0 && unchecked(FIRST_PLAYER[move]) == 0) unchecked((FIRST_PLAYER[move] = color));
      unchecked((PATH[depth++] = n));
      beforeLast = last;
      last = move;
      color = opponent(color);
    }
    // Simulation: a playout of the search's policy to the end.
    policyPlayout(color, maxDepthMoves, last, beforeLast);
    for (let i = 0; i < playedCount; i++) {
      const entry = unchecked(PLAYED[i]);
      const p = entry >> 2;
      if (unchecked(FIRST_PLAYER[p]) == 0) unchecked((FIRST_PLAYER[p] = <u8>(entry & 3)));
    }
    const black = blackResult();
    // Backpropagation: each node counts the result from the side of the colour that moved into
    // it; its children's RAVE statistics count every move their colour played first later on.
    for (let i = 0; i < depth; i++) {
      const visited = node(unchecked(PATH[i]));
      visited.visits += 1;
      visited.wins += resultFor(visited.color, black);
      const first = visited.firstChild;
      const end = first + visited.childCount;
      for (let c = first; c < end; c++) {
        const child = node(c);
        const move = child.move;
        if (move == 0 || <i32>unchecked(FIRST_PLAYER[move]) != child.color) continue;
        child.raveVisits += 1;
        child.raveWins += resultFor(child.color, black);
      }
    }
  }
  return <i32>node(0).visits;
}

/** Number of moves considered at the root. */
export function rootChildCount(): i32 {
  if (rootPending) prepareRoot();
  return node(0).childCount;
}

/** The host index (y * width + x) of the root's i-th move, or -1 for a pass. */
export function rootChildMove(i: i32): i32 {
  const move = node(node(0).firstChild + i).move;
  if (move == 0) return -1;
  selectBoard(source);
  return hostIndex(move);
}

/** Visits of the root's i-th move. */
export function rootChildVisits(i: i32): i32 {
  return <i32>node(node(0).firstChild + i).visits;
}

/** Win rate of the root's i-th move for the side to move, or -1 before any visit. */
export function rootChildWinRate(i: i32): f32 {
  const child = node(node(0).firstChild + i);
  return child.visits > 0 ? child.wins / child.visits : -1;
}
