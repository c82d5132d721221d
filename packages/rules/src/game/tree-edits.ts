// What an edit of a game's tree means for the game: which properties change the position, which
// root properties are the game's settings, and what values a game cannot take.
import { describe } from '../color.js';
import type { GameNode } from './node.js';
import { komiOf, sizeValue } from './root-header.js';
import { expandPoints } from '../sgf/points.js';

/** The properties whose edit changes the position at their node and after it: the move and the
 * setup (stones and the side to move). */
export const POSITION_PROPERTIES: ReadonlySet<string> = new Set(['B', 'W', 'AB', 'AW', 'AE', 'PL']);

/** Whether `node` is in the tree under `root`: each node on the way up is among its parent's
 * children (a removed node keeps its parent, but its parent no longer keeps it). */
export function isInTree(node: GameNode, root: GameNode): boolean {
  let current = node;
  while (current.parent) {
    if (!current.parent.children.includes(current)) return false;
    current = current.parent;
  }
  return current === root;
}

/** Checks an edit of a game's root (`values` null for a deletion): the board size is fixed, and
 * KM must be a number. */
export function checkRootEdit(name: string, values: readonly string[] | null, width: number, height: number): void {
  if (name === 'SZ') {
    throw new RangeError(
      `Expected SZ to stay ${sizeValue(width, height)}: a game's board cannot change size (read the record again with Game.fromSgf for another), received ${describe(values)}.`,
    );
  }
  if (name === 'KM' && values && komiOf(values[0]) === null) {
    throw new RangeError(`Expected KM to be a number such as 6.5, received ${describe(values)}.`);
  }
}

/** Checks the values of a setup property (AB, AW, AE): points of the board, single or 'aa:cc'. */
export function checkSetupValues(name: string, values: readonly string[], width: number, height: number): void {
  for (const value of values) {
    const points = expandPoints([value]);
    if (points.some(({ x, y }) => x >= width || y >= height)) {
      throw new RangeError(`Expected ${name} points on the ${width}x${height} board, received '${value}'.`);
    }
  }
}

/** The results SGF's RE takes: a draw, no result, unknown, or a winner by points, resignation,
 * time or forfeit. */
const RESULT = /^(0|Draw|Void|\?|[BW]\+(\d+(\.\d+)?|R|Resign|T|Time|F|Forfeit)?)$/;

/** Checks a result for RE and returns it. */
export function checkResult(result: unknown): string {
  if (typeof result !== 'string' || !RESULT.test(result)) {
    throw new RangeError(
      `Expected a result as SGF writes it, such as 'B+R', 'W+6.5', '0', 'Void' or '?', received ${describe(result)}.`,
    );
  }
  return result;
}
