// Flagging the moves of a record that the rules forbid. SGF plays every recorded move as written
// (a stone on an occupied point replaces it, a suicide takes its chain off), and each such move's
// node says why it was illegal (`node.illegal`), for viewers to show.
import type { BoardPointer, RulesCore } from '@go-board/core';
import type { Color } from '../color.js';
import { CORE_KO_RULES } from './core-calls.js';
import type { GameNode } from './node.js';
import type { KoRule } from '../options.js';
import { applyNode, type LineState } from './replay.js';

/** Nodes between two saved positions while a record's branches are checked. */
const CHECKPOINT_SPACING = 64;

/** What the walk needs of the game: its board and rules, and who moves first from the root. */
export interface WalkSettings {
  width: number;
  height: number;
  ko: KoRule;
  firstTurn: Color;
}

/**
 * Walks every branch of the tree from `start` (the root, or the node whose subtree an edit
 * changed) once, depth first, playing each move as recorded, and flags the moves the rules forbid.
 * Going back up to start a variation restores the board from the nearest checkpoint (one every
 * CHECKPOINT_SPACING nodes of the current path) and replays at most that many nodes, so deep and
 * bushy records cost time in proportion to their size.
 */
export function flagIllegalMoves(
  core: RulesCore,
  start: GameNode,
  { width, height, ko, firstTurn }: WalkSettings,
): void {
  const board = core.createBoard(width, height);
  core.setKoRule(board, CORE_KO_RULES[ko]);
  // The position `start` is played on: the line from the root to its parent.
  const before: GameNode[] = [];
  for (let node = start.parent; node; node = node.parent) before.push(node);
  const baseState: LineState = { turn: firstTurn, passes: 0 };
  for (let k = before.length - 1; k >= 0; k--) applyNode(core, board, before[k]!, baseState, width, height);
  const base = core.cloneBoard(board);
  const checkpoints: { board: BoardPointer; state: LineState }[] = [];
  const path: GameNode[] = [];
  let state: LineState = { ...baseState };
  let depth = -1;
  const pending: [GameNode, number][] = [[start, 0]];
  while (pending.length > 0) {
    const [node, nodeDepth] = pending.pop()!;
    if (nodeDepth !== depth + 1) {
      // A variation: back to the parent's position, path[nodeDepth - 1].
      while (checkpoints.length > 0 && (checkpoints.length - 1) * CHECKPOINT_SPACING > nodeDepth - 1) {
        core.destroyBoard(checkpoints.pop()!.board);
      }
      let from = 0;
      const checkpoint = checkpoints[checkpoints.length - 1];
      if (checkpoint) {
        core.copyBoard(board, checkpoint.board);
        state = { ...checkpoint.state };
        from = (checkpoints.length - 1) * CHECKPOINT_SPACING + 1;
      } else {
        core.copyBoard(board, base);
        state = { ...baseState };
      }
      for (let k = from; k < nodeDepth; k++) applyNode(core, board, path[k]!, state, width, height);
    }
    path.length = nodeDepth;
    path.push(node);
    node.illegal = applyNode(core, board, node, state, width, height);
    depth = nodeDepth;
    if (depth % CHECKPOINT_SPACING === 0) checkpoints.push({ board: core.cloneBoard(board), state: { ...state } });
    for (let k = node.children.length - 1; k >= 0; k--) pending.push([node.children[k]!, depth + 1]);
  }
  for (const checkpoint of checkpoints) core.destroyBoard(checkpoint.board);
  core.destroyBoard(base);
  core.destroyBoard(board);
}
