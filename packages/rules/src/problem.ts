import { Color } from './color.js';
import type { Game } from './game/game.js';
import type { GameNode } from './game/node.js';
import { LineMark, markOf, solverOf } from './problem-marks.js';

/**
 * A Go problem (tsumego) read from a game tree whose variations hold its solution. The reader
 * plays `solver`; the tree answers. A line is right when it ends on a node marked right, or, in
 * files that mark only wrong lines (with BM or WRONG), when nothing on it is marked wrong; in
 * files with no marks at all every line of the tree is right. A move the tree does not hold is
 * wrong. Where the opponent has several answers, the solver's move is right only if every one of
 * them still leads to a right end: the opponent chooses, so one refutation makes it wrong.
 *
 * A board showing the problem calls `enter(game)` to go to its start with the solver to move, and
 * `leave()` when it stops showing it: the tree is then as the file had it.
 */
export class Problem {
  /** The colour the reader plays. */
  readonly solver: Color;
  readonly root: GameNode;
  /** Where the reader starts: the root, or, in files that set the position up over several nodes
   * before the first move, the last of those nodes. */
  readonly start: GameNode;
  /** The start's own PL before enter() wrote the solver's (null: it had none); undefined while
   * enter() has written none. */
  #playerBefore: string[] | null | undefined = undefined;
  /** Nodes below which (themselves included) at least one right line ends. */
  readonly #leadsRight = new Set<GameNode>();

  constructor(root: GameNode) {
    this.root = root;
    this.solver = solverOf(root);
    let start = root;
    while (start.children.length === 1 && start.children[0]!.color === null) start = start.children[0]!;
    this.start = start;
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

  /**
   * Shows the problem in `game`, the game of the tree it was read from: goes to the start, with the
   * solver to move. When the position there has the other side to move (a file without PL whose
   * first move is White's), the start gets PL for the solver until leave().
   */
  enter(game: Game): void {
    // The game of another tree is a RangeError here, which names what goTo() expected.
    game.goTo(this.start);
    if (game.turn === this.solver) return;
    if (this.#playerBefore === undefined) this.#playerBefore = this.start.props.PL ?? null;
    this.start.setProperty('PL', [this.solver === Color.Black ? 'B' : 'W']);
    game.goTo(this.start);
  }

  /** Stops showing the problem: the PL that enter() wrote is taken out of the tree again (the one
   * the file had, put back), so the tree is as the file had it, whether its game is still shown or
   * already disposed. */
  leave(): void {
    const before = this.#playerBefore;
    this.#playerBefore = undefined;
    if (before) this.start.setProperty('PL', before);
    else if (before === null) this.start.deleteProperty('PL');
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
