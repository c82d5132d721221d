// What an editor's undo and redo need of a game: its tree and position at one moment, kept apart
// from the game, and the game brought back to them later. The tree is copied, never shared, so
// the edits made since leave a snapshot as it was.
import type { Game } from '../game/game.js';
import { GameNode } from '../game/node.js';
import { copyTree } from '../game/record.js';
import { describe } from '../color.js';
import { samePoint } from '../same-point.js';
import { formatPoint } from '../sgf/points.js';
import { nodeAtPath, pathTo } from './tree-path.js';

/** A game's tree and the position shown, at one moment; read it, never change it. */
export interface TreeSnapshot {
  /** A copy of the tree, which belongs to no game. */
  readonly root: GameNode;
  /** The place of each node among its siblings, from the root to the position shown. */
  readonly path: readonly number[];
  readonly width: number;
  readonly height: number;
}

const snapshots = new WeakSet<TreeSnapshot>();

/** The game's tree and position now, for restoreTree() to bring back. */
export function snapshotTree(game: Game): TreeSnapshot {
  const path = pathTo(game.node);
  const snapshot: TreeSnapshot = Object.freeze({
    root: copyTree(game.root, []).root,
    path: Object.freeze(path),
    width: game.width,
    height: game.height,
  });
  snapshots.add(snapshot);
  return snapshot;
}

/** Copies the children of `source` (and all below them) under `target`. */
function copyChildren(source: GameNode, target: GameNode): void {
  const stack: [GameNode, GameNode][] = [[source, target]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    for (const child of from.children) {
      const copy = new GameNode(to, child.color, child.x, child.y);
      copy.illegal = child.illegal;
      // Filled in directly: the copy is not in the game's tree yet.
      if (Object.keys(child.props).length > 0) copy.props = structuredClone(child.props);
      to.children.push(copy);
      stack.push([child, copy]);
    }
    if (from.chosenChild) to.chosenChild = to.children[from.children.indexOf(from.chosenChild)] ?? null;
  }
}

const sameValues = (a: readonly string[] | undefined, b: readonly string[]): boolean =>
  a !== undefined && a.length === b.length && a.every((value, index) => value === b[index]);

/**
 * Brings the game's tree and position back to a snapshot of it, in place: the game keeps its
 * root (and the board its size), its settings follow the root's properties again. A root property
 * the game cannot take (a KM that is no number, which a damaged file may have held) stays as it
 * is. Throws a RangeError for a snapshot of another board size (make a new game of it with
 * gameFromSnapshot) or anything that is no snapshot, changing nothing.
 */
export function restoreTree(game: Game, snapshot: TreeSnapshot): void {
  if (!snapshots.has(snapshot))
    throw new RangeError(`Expected a snapshot made by snapshotTree(), received ${describe(snapshot)}.`);
  if (snapshot.width !== game.width || snapshot.height !== game.height) {
    throw new RangeError(
      `Expected a snapshot of a ${game.width}x${game.height} board, received one of ${snapshot.width}x${snapshot.height}: make a new game of it.`,
    );
  }
  const root = game.root;
  game.goToStart();
  for (const child of [...root.children]) game.removeNode(child);
  const wanted = snapshot.root;
  for (const name of Object.keys(root.props)) if (name !== 'SZ' && !(name in wanted.props)) root.deleteProperty(name);
  for (const [name, values] of Object.entries(wanted.props)) {
    if (name === 'SZ' || sameValues(root.props[name], values)) continue;
    try {
      root.setProperty(name, values);
    } catch {
      // The game refuses it (see above): the value it has stays.
    }
  }
  // The game has followed every value; the properties go back in the snapshot's order too, so
  // the record reads as it did.
  const props = root.props;
  const ordered: Record<string, string[]> = {};
  for (const name of Object.keys(wanted.props)) if (props[name]) ordered[name] = props[name];
  for (const name of Object.keys(props)) ordered[name] ??= props[name]!;
  root.props = ordered;
  // Old records put the first move in the root itself.
  if (wanted.color !== root.color || !samePoint(wanted, root)) {
    const value = wanted.x < 0 ? '' : formatPoint(wanted);
    if (wanted.color === null) root.deleteProperty(root.color === 'black' ? 'B' : 'W');
    else root.setProperty(wanted.color === 'black' ? 'B' : 'W', [value]);
  }
  copyChildren(wanted, root);
  game.goTo(nodeAtPath(root, snapshot.path));
}
