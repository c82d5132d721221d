// The order of variations. The first child of a node is its main line (what a reader sees first,
// what next() follows), the others are variations, in the order an author wants them read.
import { describe } from '../color.js';
import type { Game } from '../game/game.js';
import { GameNode } from '../game/node.js';
import { isInTree } from '../game/tree-edits.js';

/** Checks that `node` is a node of the game's tree after its root. */
function checkVariation(game: Game, node: GameNode): GameNode & { parent: GameNode } {
  if (!(node instanceof GameNode) || !isInTree(node, game.root)) {
    throw new RangeError(
      `Expected a node of this game's tree, received ${node instanceof GameNode ? 'a node of another tree, or one removed' : describe(node)}.`,
    );
  }
  if (!node.parent)
    throw new RangeError('Expected a node after the root, received the root: it has no siblings to be ordered among.');
  return node as GameNode & { parent: GameNode };
}

/** Makes the line through `node` the main line: `node`, and each node before it, becomes the
 * first among its siblings. Returns whether the order changed. */
export function promoteVariation(game: Game, node: GameNode): boolean {
  checkVariation(game, node);
  let changed = false;
  for (let current: GameNode = node; current.parent; current = current.parent) {
    const siblings = current.parent.children;
    const index = siblings.indexOf(current);
    if (index === 0) continue;
    siblings.splice(index, 1);
    siblings.unshift(current);
    changed = true;
  }
  return changed;
}

/** Moves `node` `offset` places among its siblings (-1 up, towards the main line; 1 down),
 * stopping at either end. Returns whether it moved. */
export function moveVariation(game: Game, node: GameNode, offset: number): boolean {
  const variation = checkVariation(game, node);
  if (!Number.isInteger(offset))
    throw new RangeError(
      `Expected a whole number of places to move the variation, such as -1 or 1, received ${describe(offset)}.`,
    );
  const siblings = variation.parent.children;
  const from = siblings.indexOf(variation);
  const to = Math.min(siblings.length - 1, Math.max(0, from + offset));
  if (to === from) return false;
  siblings.splice(from, 1);
  siblings.splice(to, 0, variation);
  return true;
}
