// Another board size for a record. A game's board keeps its size (SZ is the board's), so the
// record goes to a new game of the new size, when everything on it fits there: an empty record,
// or a diagram drawn in the corner of a larger board.
import { describe } from '../color.js';
import { Game } from '../game/game.js';
import type { GameNode } from '../game/node.js';
import { resolveGameOptions } from '../options.js';
import { treeToSgf } from '../game/record.js';
import { sizeValue } from '../game/root-header.js';
import { parseCompose } from '../sgf/compose.js';
import { formatPoint, parsePoint } from '../sgf/points.js';
import { stringifySgf } from '../sgf/stringify.js';
import { nodeAtPath, pathTo } from './tree-path.js';
import type { TreeSnapshot } from './history.js';
import { pointsOf } from './point-lists.js';

/** The properties that list points; LB, AR and LN name theirs in compose values. */
const POINT_LISTS = ['AB', 'AW', 'AE', 'TR', 'SQ', 'CR', 'MA', 'SL', 'TB', 'TW', 'DD', 'VW'];
const COMPOSED = ['LB', 'AR', 'LN'];

/** The first property of the tree that names a point off a width x height board, as `B[pp]`, or null. */
function offBoard(root: GameNode, width: number, height: number): string | null {
  const off = ({ x, y }: { x: number; y: number }): boolean => x >= width || y >= height;
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.color !== null && node.x >= 0 && off(node))
      return `${node.color === 'black' ? 'B' : 'W'}[${formatPoint(node)}]`;
    for (const name of POINT_LISTS) {
      const values = node.props[name];
      if (values && pointsOf(values).some(off)) return `${name}[${values.join('][')}]`;
    }
    for (const name of COMPOSED) {
      for (const value of node.props[name] ?? []) {
        const parts = name === 'LB' ? [parseCompose(value)[0]] : parseCompose(value);
        const named = parts.map((part) => {
          try {
            return parsePoint(part, 52, 52);
          } catch {
            return null;
          }
        });
        if (named.some((point) => point && off(point))) return `${name}[${value}]`;
      }
    }
    stack.push(...node.children);
  }
  return null;
}

/** A new game holding `root`'s tree on a width x height board, at the node at `path`. */
function gameOfTree(root: GameNode, width: number, height: number, path: readonly number[], ko: Game['ko']): Game {
  const sgf = treeToSgf(root);
  sgf.props.SZ = [sizeValue(width, height)];
  const game = Game.fromSgf(stringifySgf([sgf]), { ko });
  game.goTo(nodeAtPath(game.root, path));
  return game;
}

/**
 * A new game with the game's whole tree on a width x height board (1 to 25 each), at the same
 * position. Throws a RangeError for another size, or naming the first move, stone or mark that
 * would be off the new board; the game itself is never changed.
 */
export function resizedGame(game: Game, width: number, height: number): Game {
  resolveGameOptions({ width, height });
  const off = offBoard(game.root, width, height);
  if (off)
    throw new RangeError(
      `Expected every move, stone and mark of the record on the new ${width}x${height} board, received ${off}.`,
    );
  return gameOfTree(game.root, width, height, pathTo(game.node), game.ko);
}

/** A new game holding a snapshot's tree at its position, on the snapshot's board: for undoing
 * past a change of board size, which restoreTree() cannot do in place. */
export function gameFromSnapshot(snapshot: TreeSnapshot, ko: Game['ko'] = 'simple'): Game {
  if (!snapshot || typeof snapshot !== 'object' || !snapshot.root)
    throw new RangeError(`Expected a snapshot made by snapshotTree(), received ${describe(snapshot)}.`);
  return gameOfTree(snapshot.root, snapshot.width, snapshot.height, snapshot.path, ko);
}
