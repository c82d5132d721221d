import { Color, describe } from '../color.js';
import type { IllegalMoveReason } from '../errors.js';
import type { Point } from '../point.js';
import { parsePoint } from '../sgf/points.js';

/** A move, the one shape of a move through the API: a stone at the point (x, y), or a pass. */
export type Move = { color: Color; x: number; y: number; pass?: false } | { color: Color; pass: true };

/** A player giving the game up: not a move of the tree (the record writes it as the result, RE),
 * but what a player may do in place of one. */
export type Resignation = { color: Color; resign: true };

/** SGF properties of a node, each with its list of (unescaped) values. */
export type NodeProperties = Record<string, string[]>;

const NO_PROPERTIES: NodeProperties = Object.freeze({}) as NodeProperties;

/** What the games that hold trees do when a node is edited (game.ts gives it, once): keep their
 * position, settings and illegal-move flags in step. `owner` is the game of the node's tree. */
export interface TreeFollower {
  /** Reads a move value (B, W) on the owner's board: a point, or null for a pass. Throws a
   * RangeError for a value that names no point of the board. */
  readMove(owner: object, value: string): Point | null;
  /** Checks an edit before it is made; throws to refuse it, and nothing changes. `values` is null
   * for a property being deleted. */
  checkEdit(owner: object, node: GameNode, name: string, values: readonly string[] | null): void;
  /** Follows an edit once it is made. */
  edited(owner: object, node: GameNode, name: string): void;
  /** Puts the moves the owner played after `node` (see markMovesAfter()) into the tree. */
  writeMoves(owner: object): void;
}

let follower: TreeFollower | null = null;

/** Sets what follows the edits of owned trees; called once by game.ts. */
export function followTrees(given: TreeFollower): void {
  follower = given;
}

/** Makes `owner` (a game) the owner of the tree under `root`. */
export let ownTree: (root: GameNode, owner: object) => void;

/** Says that `owner` (a game) played moves after `node` that are not in the tree yet, or (null)
 * that it put them in: until then, reading the node's children or chosen child puts them in first
 * (TreeFollower.writeMoves), so a node never shows the tree without them. */
export let markMovesAfter: (node: GameNode, owner: object | null) => void;

/** A property identifier as SGF writes them: capital letters. */
const PROPERTY_NAME = /^[A-Z]+$/;

/** Checks a property name and, when setting, its values: the TypeError or RangeError says what
 * was expected and what was received. */
function checkProperty(name: unknown, values?: unknown): void {
  if (typeof name !== 'string' || !PROPERTY_NAME.test(name)) {
    throw new RangeError(
      `Expected an SGF property name of capital letters such as 'C' or 'AB', received ${describe(name)}.`,
    );
  }
  if (values === undefined) return;
  if (!Array.isArray(values) || !values.every((value) => typeof value === 'string')) {
    throw new TypeError(
      `Expected the values of ${name} to be an array of strings such as ['dd'], received ${describe(values)}.`,
    );
  }
  if ((name === 'B' || name === 'W') && values.length !== 1) {
    throw new RangeError(
      `Expected one value for ${name}: a point such as 'dd', or '' for a pass, received ${describe(values)}.`,
    );
  }
}

/** The node's fields that only edits through setProperty() and deleteProperty() change. */
type MoveFields = { color: Color | null; x: number; y: number; moveNumber: number };

/**
 * One node of a game tree: at most one move, plus any other SGF properties (setup stones,
 * comments, markup, game information on the root). Read its fields freely; change them with
 * `setProperty()` and `deleteProperty()` (B and W set or take away the move), which keep the game
 * that holds the tree in step, and change the tree's shape through `Game` (`play()`, `setup()`,
 * `removeNode()`, `undo()`).
 */
export class GameNode {
  /** The node this one follows, or null for the root. */
  readonly parent: GameNode | null;
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
  /** All other SGF properties of the node (never B or W: those are the move above). Change them
   * with setProperty() and deleteProperty(). */
  props: NodeProperties = NO_PROPERTIES;
  /** The game whose tree this is, on the root alone. */
  #owner: object | null = null;
  #children: GameNode[] = [];
  #chosenChild: GameNode | null = null;
  /** The game that played moves after this node that are not in the tree yet, or null. */
  #movesAfterFor: object | null = null;

  static {
    ownTree = (root, owner) => {
      root.#owner = owner;
    };
    markMovesAfter = (node, owner) => {
      node.#movesAfterFor = owner;
    };
  }

  constructor(parent: GameNode | null, color: Color | null, x = -1, y = -1) {
    this.parent = parent;
    this.color = color;
    this.x = x;
    this.y = y;
    this.moveNumber = (parent === null ? 0 : parent.moveNumber) + (color === null ? 0 : 1);
  }

  /** The nodes that follow this one: the first is the main line, the others are variations. */
  get children(): GameNode[] {
    if (this.#movesAfterFor !== null) follower!.writeMoves(this.#movesAfterFor);
    return this.#children;
  }

  /** The child the game last went on through from here, which next() and goToEnd() follow
   * (null: the first child, the main line). Kept on the node so a step costs no lookup. */
  get chosenChild(): GameNode | null {
    if (this.#movesAfterFor !== null) follower!.writeMoves(this.#movesAfterFor);
    return this.#chosenChild;
  }

  set chosenChild(child: GameNode | null) {
    this.#chosenChild = child;
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

  /**
   * Sets an SGF property of this node. B and W set the node's move (one value: a point such as
   * 'dd', or '' for a pass). In a game's tree the game follows: an edit of the moves or setup
   * (B, W, AB, AW, AE, PL) on the shown line replays the position and flags the illegal moves
   * after it again; KM, RU and HA on the root change `komi`, `rules` and `handicap`. An edit the
   * game cannot take (SZ on its root, a point off its board, a KM that is no number) throws a
   * RangeError and changes nothing.
   */
  setProperty(name: string, values: string[]): void {
    checkProperty(name, values);
    const owner = this.#treeOwner();
    if (name === 'B' || name === 'W') {
      const point = owner ? follower!.readMove(owner, values[0]!) : parsePoint(values[0]!);
      if (owner) follower!.checkEdit(owner, this, name, values);
      this.#setMove(name === 'B' ? Color.Black : Color.White, point);
    } else {
      if (owner) follower!.checkEdit(owner, this, name, values);
      if (this.props === NO_PROPERTIES) this.props = {};
      this.props[name] = [...values];
    }
    if (owner) follower!.edited(owner, this, name);
  }

  /** Removes an SGF property of this node (B or W: its move, when the move is that colour's);
   * the game that holds the tree follows, as for setProperty(). */
  deleteProperty(name: string): void {
    checkProperty(name);
    const isMove = (name === 'B' && this.color === Color.Black) || (name === 'W' && this.color === Color.White);
    if (!isMove && !(name in this.props)) return;
    const owner = this.#treeOwner();
    if (owner) follower!.checkEdit(owner, this, name, null);
    if (isMove) this.#setMove(null, null);
    else delete this.props[name];
    if (owner) follower!.edited(owner, this, name);
  }

  /** The game of the tree that holds this node, found at its root; null for a tree of no game. */
  #treeOwner(): object | null {
    if (!follower) return null;
    let root = this.parent;
    if (!root) return this.#owner;
    while (root.parent) root = root.parent;
    return root.#owner;
  }

  /** Gives the node a move (a point, or null for a pass), or none, and renumbers the moves after
   * it when it gains or loses one. */
  #setMove(color: Color | null, point: Point | null): void {
    const fields = this as MoveFields;
    const shift = (color === null ? 0 : 1) - (this.color === null ? 0 : 1);
    fields.color = color;
    fields.x = color === null || point === null ? -1 : point.x;
    fields.y = color === null || point === null ? -1 : point.y;
    if (shift === 0) return;
    const stack: GameNode[] = [this];
    while (stack.length > 0) {
      const node = stack.pop()!;
      (node as MoveFields).moveNumber += shift;
      for (const child of node.children) stack.push(child);
    }
  }
}
