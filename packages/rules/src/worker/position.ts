// The position the playouts start from, as plain data: it crosses into a Web Worker by
// structured clone, and rebuilds on any core instance (the page's or the worker's).

import type { BoardPointer, RulesCore } from '@go-board/core';
import { toCoreColor } from '../color.js';
import { putSetupPoints, setupEntry } from '../game/core-calls.js';
import type { Game } from '../game/game.js';
import type { GameNode } from '../game/node.js';
import { pointIndex, pointOf } from '../point.js';
import { Stone } from '../stone.js';

/** A position to think about: stones, side to move, komi and the ko, with no history. */
export interface PositionSnapshot {
  width: number;
  height: number;
  /** One byte per point, row by row: 0 empty, 1 black, 2 white. */
  stones: Uint8Array;
  /** The side to move: 1 black, 2 white. */
  toMove: 1 | 2;
  /** Points given to White. */
  komi: number;
  /** The last move, as y * width + x; -1 at the start or after a pass. */
  lastMove: number;
  /** The move before it (the side to move's own last move), the same way. */
  moveBefore: number;
  /** Where the side to move may not retake a ko now (y * width + x), or -1. */
  koPoint: number;
}

/** The index (y * width + x) of the move of `node`, or -1 for none, a pass or a setup node. */
function indexOfMove(node: GameNode | null, width: number): number {
  return node && node.color !== null && node.x >= 0 ? pointIndex(node, width) : -1;
}

/** The current position of a game, ready to post to a worker. */
export function snapshotOf(game: Game): PositionSnapshot {
  const { koPoint, lastMove, width } = game;
  return {
    width,
    height: game.height,
    stones: game.board,
    toMove: toCoreColor(game.turn),
    komi: game.komi,
    lastMove: lastMove && !lastMove.pass ? pointIndex(lastMove, width) : -1,
    moveBefore: indexOfMove(game.node.parent, width),
    koPoint: koPoint ? pointIndex(koPoint, width) : -1,
  };
}

/**
 * A new core board holding the snapshot's position; the caller destroys it. Superko history is
 * not carried over (the search only knows the simple ko); callers check the final move with the
 * game's own rules.
 */
export function boardFromSnapshot(core: RulesCore, position: PositionSnapshot): BoardPointer {
  const { width, height, stones, toMove, lastMove, koPoint } = position;
  const board = core.createBoard(width, height);
  const opponent = toMove === 1 ? 2 : 1;
  const at = (index: number): [number, number] => {
    const { x, y } = pointOf(index, width);
    return [x, y];
  };
  const entries: number[] = [];
  for (let index = 0; index < width * height; index++) {
    const color = stones[index]!;
    if (color !== Stone.Empty) entries.push(setupEntry(index, color));
  }
  putSetupPoints(core, board, entries);
  if (koPoint >= 0 && lastMove >= 0) {
    // Setup stones clear the ko, so play the capture that made it again: put the captured stone
    // back, take the capturing stone off, and let the opponent play it.
    core.setupPoint(board, ...at(koPoint), toMove);
    core.setupPoint(board, ...at(lastMove), 0);
    if (core.playMove(board, ...at(lastMove), opponent) !== 0) {
      // Not the capture it claimed to be: keep the stones as given and forget the ko.
      core.setupPoint(board, ...at(koPoint), 0);
      core.setupPoint(board, ...at(lastMove), opponent);
    }
  }
  return board;
}
