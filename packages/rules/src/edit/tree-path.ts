// A node's place in its tree: the indices of the children from the root down to it, which an
// editor's undo keeps to find the same node in another copy of the tree.
import type { GameNode } from '../game/node.js';

/** The indices of the children from the root down to `node`; [] for the root. */
export function pathTo(node: GameNode): number[] {
  const path: number[] = [];
  for (let child = node; child.parent; child = child.parent) path.push(child.parent.children.indexOf(child));
  return path.reverse();
}

/** The node at `path` under `root`, as far as the tree goes (pathTo's inverse). */
export function nodeAtPath(root: GameNode, path: readonly number[]): GameNode {
  let node = root;
  for (const index of path) {
    const child = node.children[index];
    if (!child) break;
    node = child;
  }
  return node;
}
