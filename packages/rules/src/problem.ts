import type { Color } from './color.js';
import type { GameNode } from './node.js';
import { LineMark, markOf, solverOf } from './problem-marks.js';

/**
 * A Go problem (tsumego) read from a game tree whose variations hold its solution. The reader
 * plays `solver`; the tree answers. A line is right when it ends on a node marked right, or, in
 * files that mark only wrong lines (with BM or WRONG), when nothing on it is marked wrong; in
 * files with no marks at all every line of the tree is right. A move the tree does not hold is
 * wrong. Where the opponent has several answers, the solver's move is right only if every one of
 * them still leads to a right end: the opponent chooses, so one refutation makes it wrong.
 */
export class Problem {
  /** The colour the reader plays. */
  readonly solver: Color;
  readonly root: GameNode;
  /** Nodes below which (themselves included) at least one right line ends. */
  readonly #leadsRight = new Set<GameNode>();

  constructor(root: GameNode) {
    this.root = root;
    this.solver = solverOf(root);
    let rightMarks = 0;
    let wrongMarks = 0;
    const order: GameNode[] = [];
    const stack: GameNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      order.push(node);
      const mark = markOf(node, this.solver);
      if (mark === LineMark.Right) rightMarks++;
      if (mark === LineMark.Wrong) wrongMarks++;
      stack.push(...node.children);
    }
    // Which leaves are right depends on the file's convention, decided once for the whole tree.
    const convention = rightMarks > 0 ? 'right-marked' : wrongMarks > 0 ? 'wrong-marked' : 'unmarked';
    const wrongAbove = new Set<GameNode>();
    for (const node of order) {
      if (markOf(node, this.solver) === LineMark.Wrong || (node.parent && wrongAbove.has(node.parent)))
        wrongAbove.add(node);
    }
    // Parents come before children in `order`, so walking it backwards settles children first.
    for (let i = order.length - 1; i >= 0; i--) {
      const node = order[i]!;
      let right: boolean;
      if (node.children.length === 0) {
        right =
          !wrongAbove.has(node) && (convention !== 'right-marked' || markOf(node, this.solver) === LineMark.Right);
      } else {
        const replies = node.children.filter((child) => child.color !== null && child.color !== this.solver);
        right =
          replies.length > 0
            ? replies.every((reply) => this.#leadsRight.has(reply))
            : node.children.some((child) => this.#leadsRight.has(child));
      }
      if (right) this.#leadsRight.add(node);
    }
  }

  /** Whether a right line goes through `node`. */
  leadsRight(node: GameNode): boolean {
    return this.#leadsRight.has(node);
  }

  /** Whether the line ends at `node` (no answer and no further move in the tree) and it is right. */
  isSolvedAt(node: GameNode): boolean {
    return node.children.length === 0 && this.#leadsRight.has(node);
  }

  /** The solver's moves at `node` that lead to a right line (for hints). */
  rightMoves(node: GameNode): GameNode[] {
    return node.children.filter((child) => child.color === this.solver && this.#leadsRight.has(child));
  }

  /** The tree's answer after the solver's move at `node`: a refutation when the solver went wrong
   * (a reply below which no right line ends), else the main line's reply. Null at the end. */
  replyTo(node: GameNode): GameNode | null {
    const replies = node.children.filter((child) => child.color !== this.solver);
    if (replies.length === 0) return null;
    return replies.find((reply) => !this.#leadsRight.has(reply)) ?? replies[0]!;
  }

  /** A right line from `node` to its end: the solver's right moves and the tree's answers. */
  solutionFrom(node: GameNode = this.root): GameNode[] {
    const line: GameNode[] = [];
    let current: GameNode | undefined = node;
    while (current && current.children.length > 0) {
      current = current.children.find((child) => this.#leadsRight.has(child));
      if (current) line.push(current);
    }
    return line;
  }
}
