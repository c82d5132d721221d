// Where each node of a game tree goes in the drawing of the tree: its column is its depth (the
// root at 0, each move one further), its row the line it is on. The main line is row 0; each
// variation takes the first row below its branch that is free over the columns its line spans.
// Variations are placed depth first:
// a variation's own variations right under it, then its next sibling where there is room, which
// keeps a record with many short variations compact. One pass with an explicit stack, so ten
// thousand nested variations lay out without exhausting the call stack.
import type { GameNode } from '@go-board/rules';

/** A node's place in the drawing. */
export interface TreeCell {
  node: GameNode;
  /** Its depth from the root: 0 for the root. */
  column: number;
  /** Its line's row: 0 for the main line. */
  row: number;
  /** How many times the path from the root leaves the first child: 0 on the main line. */
  depth: number;
  /** Its place in the order the layout visited the nodes (the root first): a stable id. */
  index: number;
  parent: TreeCell | null;
}

/** The whole tree laid out. */
export interface TreeLayout {
  root: GameNode;
  cells: Map<GameNode, TreeCell>;
  /** The cells of each column, top row first. */
  columns: TreeCell[][];
  /** Columns and rows in use. */
  width: number;
  height: number;
}

/** The columns each row has taken, as [first, last] spans kept in order, and the last one taken. */
class Rows {
  readonly #spans: [number, number][][] = [];
  readonly #rightmost: number[] = [];

  /** Whether `row` is free from column `first` to column `last`. */
  isFree(row: number, first: number, last: number): boolean {
    const spans = this.#spans[row];
    if (!spans || this.#rightmost[row]! < first) return true;
    // The last span starting at or before `last` is the only one that may reach into the range.
    let low = 0;
    let high = spans.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (spans[middle]![0] <= last) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found < 0 || spans[found]![1] < first;
  }

  take(row: number, first: number, last: number): void {
    const spans = (this.#spans[row] ??= []);
    let at = spans.length;
    while (at > 0 && spans[at - 1]![0] > first) at--;
    spans.splice(at, 0, [first, last]);
    this.#rightmost[row] = Math.max(this.#rightmost[row] ?? -1, last);
  }
}

/** The length of the line that starts at `node` and follows first children. */
function lineLength(node: GameNode): number {
  let length = 1;
  for (let current = node; current.children[0]; current = current.children[0]) length++;
  return length;
}

export function layoutTree(root: GameNode): TreeLayout {
  const cells = new Map<GameNode, TreeCell>();
  const columns: TreeCell[][] = [];
  const rows = new Rows();
  let height = 0;
  // Lines still to place, each from its first node, under its branch's cell; the top is next.
  const pending: { start: GameNode; parent: TreeCell | null }[] = [{ start: root, parent: null }];
  while (pending.length > 0) {
    const { start, parent } = pending.pop()!;
    const column = parent ? parent.column + 1 : 0;
    const last = column + lineLength(start) - 1;
    // The main line is row 0; a variation, the first row under its branch free for its line.
    let row = parent ? parent.row + 1 : 0;
    while (!rows.isFree(row, column, last)) row++;
    rows.take(row, column, last);
    height = Math.max(height, row + 1);
    const branches: { start: GameNode; parent: TreeCell }[] = [];
    let above = parent;
    for (let node: GameNode | undefined = start; node; node = node.children[0]) {
      const cell: TreeCell = {
        node,
        column: above ? above.column + 1 : 0,
        row,
        depth: (parent?.depth ?? -1) + 1,
        index: cells.size,
        parent: above,
      };
      cells.set(node, cell);
      (columns[cell.column] ??= []).push(cell);
      for (const variation of node.children.slice(1)) branches.push({ start: variation, parent: cell });
      above = cell;
    }
    // The first branch of the line goes on top of the stack, to be placed next.
    for (let k = branches.length - 1; k >= 0; k--) pending.push(branches[k]!);
  }
  for (const column of columns) column.sort((a, b) => a.row - b.row);
  return { root, cells, columns, width: columns.length, height };
}
