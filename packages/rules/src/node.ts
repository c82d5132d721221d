import type { Color } from './color.js';
import type { IllegalMoveReason } from './errors.js';

/** A move: a stone at (x, y), or a pass. */
export type Move = { color: Color; x: number; y: number; pass?: false } | { color: Color; pass: true };

/** SGF properties of a node, each with its list of (unescaped) values. */
export type NodeProperties = Record<string, string[]>;

const NO_PROPERTIES: NodeProperties = Object.freeze({}) as NodeProperties;

/**
 * One node of a game tree: at most one move, plus any other SGF properties (setup stones,
 * comments, markup, game information on the root). Read its fields freely; change the tree
 * through `Game`, which keeps the board in step.
 */
export class GameNode {
  /** The node this one follows, or null for the root. */
  readonly parent: GameNode | null;
  /** The nodes that follow this one: the first is the main line, the others are variations. */
  readonly children: GameNode[] = [];
  /** The colour of the move of this node, or null when the node has no move. */
  readonly color: Color | null;
  /** The move's point; -1 for a pass or no move. */
  readonly x: number;
  readonly y: number;
  /** Moves (passes included) from the root to this node, the root's own move included: old
   * records put the first move in the root, and then the root is move 1. */
  readonly moveNumber: number;
  /** When the record plays a move the rules forbid, why; the move is still played as recorded. */
  illegal: IllegalMoveReason | null = null;
  /** The child the game last went on through from here, which next() and goToEnd() follow
   * (null: the first child, the main line). Kept on the node so a step costs no lookup. */
  chosenChild: GameNode | null = null;
  /** All other SGF properties of the node (never B or W: those are the move above). */
  props: NodeProperties = NO_PROPERTIES;

  constructor(parent: GameNode | null, color: Color | null, x = -1, y = -1) {
    this.parent = parent;
    this.color = color;
    this.x = x;
    this.y = y;
    this.moveNumber = (parent === null ? 0 : parent.moveNumber) + (color === null ? 0 : 1);
  }

  /** The node's move, or null. */
  get move(): Move | null {
    if (this.color === null) return null;
    return this.x < 0 ? { color: this.color, pass: true } : { color: this.color, x: this.x, y: this.y };
  }

  /** Whether the node's move is a pass. */
  get isPass(): boolean {
    return this.color !== null && this.x < 0;
  }

  /** Sets an SGF property of this node (copying the shared empty set on first write). */
  setProperty(name: string, values: string[]): void {
    if (this.props === NO_PROPERTIES) this.props = {};
    this.props[name] = values;
  }

  /** Removes an SGF property of this node. */
  deleteProperty(name: string): void {
    if (name in this.props) delete this.props[name];
  }
}
