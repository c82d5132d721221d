import type { BoardPointer, RulesCore } from '@go-board/core';
import { MoveCode } from '@go-board/core';
import { Color, opposite, toCoreColor } from '../color.js';
import { putSetupPoints, setupEntry } from './core-calls.js';
import type { IllegalMoveReason } from '../errors.js';
import type { GameNode } from './node.js';
import { isOnBoard, pointIndex, type Point } from '../point.js';
import { expandPoints } from '../sgf/points.js';

/** The core's refusal codes, named. */
export const REASONS: Record<number, IllegalMoveReason> = {
  [MoveCode.Occupied]: 'occupied',
  [MoveCode.Suicide]: 'suicide',
  [MoveCode.Ko]: 'ko',
  [MoveCode.Superko]: 'superko',
  [MoveCode.OffBoard]: 'off-board',
};

/** What a line of play carries from node to node besides the board. */
export interface LineState {
  turn: Color;
  /** Passes in a row at the end of the line. */
  passes: number;
}

const SETUP: readonly [string, number][] = [
  ['AE', 0],
  ['AB', 1],
  ['AW', 2],
];

/** The points of setup values; a malformed value (possible only when a caller edits node
 * properties by hand) names no point rather than breaking the replay. */
function setupPoints(values: string[]): Point[] {
  try {
    return expandPoints(values);
  } catch {
    return values.flatMap((value) => {
      try {
        return expandPoints([value]);
      } catch {
        return [];
      }
    });
  }
}

/** Whether a node sets up stones or the side to move (SGF AB, AW, AE, PL). */
export function hasSetup(node: GameNode): boolean {
  const props = node.props;
  return props.AB !== undefined || props.AW !== undefined || props.AE !== undefined || props.PL !== undefined;
}

/**
 * Applies one node to a board: its setup stones first, then its move, played as the record says
 * even where the rules forbid it (as SGF requires). Returns why the move was illegal, or null.
 * The root always records its position, so superko can forbid returning to the start.
 */
export function applyNode(
  core: RulesCore,
  board: BoardPointer,
  node: GameNode,
  state: LineState,
  width: number,
  height: number,
): IllegalMoveReason | null {
  const setup = hasSetup(node);
  if (setup) {
    const entries: number[] = [];
    for (const [name, color] of SETUP) {
      const values = node.props[name];
      if (!values) continue;
      for (const point of setupPoints(values)) {
        // Points off this board are dropped; Game.fromSgf has already warned about them.
        if (isOnBoard(point.x, point.y, width, height)) entries.push(setupEntry(pointIndex(point, width), color));
      }
    }
    putSetupPoints(core, board, entries);
    const player = node.props.PL?.[0]?.trim().toUpperCase();
    if (player === 'B' || player === '1') state.turn = Color.Black;
    else if (player === 'W' || player === '2') state.turn = Color.White;
  }
  if (setup || node.parent === null) core.recordCurrentPosition(board, toCoreColor(state.turn));
  if (node.color === null) return null;
  state.turn = opposite(node.color);
  if (node.x < 0) {
    core.passMove(board, toCoreColor(node.color));
    state.passes++;
    return null;
  }
  state.passes = 0;
  const code = core.playRecorded(board, node.x, node.y, toCoreColor(node.color));
  return code === MoveCode.Ok ? null : REASONS[code]!;
}
