import { describe, expect, it } from 'vitest';
import { GameNode } from '@go-board/rules';
import { layoutTree, type TreeLayout } from './layout.js';

/** A child of `parent` with a move, added as its last child. */
function child(parent: GameNode): GameNode {
  const node = new GameNode(parent, parent.moveNumber % 2 === 0 ? 'black' : 'white', parent.moveNumber % 19, 3);
  parent.children.push(node);
  return node;
}

/** A line of `length` moves from `parent`; returns its last node. */
function line(parent: GameNode, length: number): GameNode[] {
  const nodes: GameNode[] = [];
  let current = parent;
  for (let k = 0; k < length; k++) nodes.push((current = child(current)));
  return nodes;
}

/** A deterministic generator from a seed, so a failing tree can be built again from its seed. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state / 2 ** 32;
  };
}

/** A random tree: a main line, with variations branching off at random nodes, some nested. */
function randomTree(random: () => number): GameNode {
  const root = new GameNode(null, null);
  const nodes = [root, ...line(root, 5 + Math.floor(random() * 60))];
  const variations = Math.floor(random() * 25);
  for (let k = 0; k < variations; k++)
    nodes.push(...line(nodes[Math.floor(random() * nodes.length)]!, 1 + Math.floor(random() * 12)));
  return root;
}

/** Every rule a drawing of the tree must keep. */
function checkLayout(layout: TreeLayout, what: string): void {
  const taken = new Set<string>();
  for (const [node, cell] of layout.cells) {
    const key = `${cell.column},${cell.row}`;
    expect(taken.has(key), `${what}: two nodes at ${key}`).toBe(false);
    taken.add(key);
    const parent = node.parent;
    if (!parent) {
      expect([cell.column, cell.row], what).toEqual([0, 0]);
      continue;
    }
    const above = layout.cells.get(parent)!;
    expect(cell.parent, what).toBe(above);
    expect(cell.column, what).toBe(above.column + 1);
    if (parent.children[0] === node) {
      expect(cell.row, `${what}: a first child stays on its parent's row`).toBe(above.row);
      expect(cell.depth, what).toBe(above.depth);
    } else {
      expect(cell.row, `${what}: a variation goes below its branch`).toBeGreaterThan(above.row);
      expect(cell.depth, what).toBe(above.depth + 1);
    }
  }
  for (const column of layout.columns)
    for (let k = 1; k < column.length; k++) expect(column[k]!.row, what).toBeGreaterThan(column[k - 1]!.row);
}

describe('layoutTree', () => {
  it('should put the main line on row 0 and each variation on the first free row under its branch', () => {
    const root = new GameNode(null, null);
    const main = line(root, 6);
    const first = line(main[1]!, 3); // branches after move 2: columns 3 to 5
    const nested = line(first[0]!, 2); // branches after its first move: columns 4 and 5
    const late = line(main[4]!, 2); // branches after move 5: columns 6 and 7, room on row 1
    const layout = layoutTree(root);
    const at = (node: GameNode) => [layout.cells.get(node)!.column, layout.cells.get(node)!.row];
    expect(main.map(at)).toEqual([
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
      [6, 0],
    ]);
    expect(first.map(at)).toEqual([
      [3, 1],
      [4, 1],
      [5, 1],
    ]);
    expect(nested.map(at)).toEqual([
      [4, 2],
      [5, 2],
    ]);
    expect(late.map(at)).toEqual([
      [6, 1],
      [7, 1],
    ]);
    expect([layout.width, layout.height]).toEqual([8, 3]);
    checkLayout(layout, 'example');
  });

  it('should keep every rule of the drawing for random trees', () => {
    const seed = Math.floor(Math.random() * 2 ** 31);
    const random = generator(seed);
    for (let round = 0; round < 50; round++)
      checkLayout(layoutTree(randomTree(random)), `seed ${seed}, round ${round}`);
  });

  it('should lay out ten thousand nested variations and a long main line without recursion', () => {
    const root = new GameNode(null, null);
    let branch = root;
    for (let k = 0; k < 10_000; k++) {
      child(branch);
      branch = child(branch);
    }
    line(root.children[0]!, 3000);
    const layout = layoutTree(root);
    expect(layout.cells.size).toBe(20_001 + 3000);
    expect(layout.height).toBe(10_001);
  });
});
