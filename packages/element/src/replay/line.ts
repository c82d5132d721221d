// Walking the game tree the way a reader steps through a record: forward along the variations
// last visited (the main line at first), and sideways between the variations of a move.
import type { Game, GameNode } from '@go-board/rules';

/** The child each node was last left through, so "forward" follows the reader's own path. */
export type VisitedChildren = WeakMap<GameNode, GameNode>;

/** Remembers the path from the root to the node shown now, as Game itself does. */
export function rememberPath(visited: VisitedChildren, node: GameNode): void {
  for (let current = node; current.parent; current = current.parent) visited.set(current.parent, current);
}

/** The last node of the line through `node`, following the variations last visited. */
export function lineEnd(node: GameNode, visited: VisitedChildren): GameNode {
  let current = node;
  for (;;) {
    const next = visited.get(current) ?? current.children[0];
    if (!next) return current;
    current = next;
  }
}

/** The last node of the main line: the first child at every step. */
export function mainLineEnd(root: GameNode): GameNode {
  let current = root;
  while (current.children[0]) current = current.children[0];
  return current;
}

/**
 * The node `step` variations away (-1 the previous, +1 the next) from the one shown, at the
 * nearest move with variations. Just before a branch (the list under the board offers A, B ...)
 * that is the next move: step from the variation forward would follow to its neighbour, and show
 * it. Otherwise, at the nearest move at or above the one shown that has other variations, switch
 * to its neighbouring variation, then follow that line down to the same depth when it is long
 * enough. Null when the line has no variation, or the nearest has none in that direction.
 */
export function neighbourVariation(game: Game, step: -1 | 1, visited: VisitedChildren): GameNode | null {
  const next = game.node.children;
  if (next.length > 1) return next[next.indexOf(visited.get(game.node) ?? next[0]!) + step] ?? null;
  let depth = 0;
  for (let current = game.node; current.parent; current = current.parent, depth++) {
    const siblings = current.parent.children;
    if (siblings.length < 2) continue;
    const sibling = siblings[siblings.indexOf(current) + step];
    if (!sibling) return null;
    let target = sibling;
    for (let k = 0; k < depth; k++) {
      const next = visited.get(target) ?? target.children[0];
      if (!next) break;
      target = next;
    }
    return target;
  }
  return null;
}
