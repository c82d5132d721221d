/// <reference lib="esnext.disposable" preserve="true" />
import { MoveCode, type BoardPointer, type RulesCore } from '@go-board/core';
import { NO_LEASE, type BoardLease, type BoardPool } from '../board-pool.js';
import { Color, checkColor, describe, fromCoreColor, opposite, toCoreColor } from '../color.js';
import { CORE_KO_RULES, readBoard, readGroup, readPoints, readRegion, readScore, type Region } from './core-calls.js';
import { ensureDisposeSymbol } from './dispose-symbol.js';
import { DisposedGameError, IllegalMoveError, type IllegalMoveReason } from '../errors.js';
import { flagIllegalMoves } from './illegal-moves.js';
import { getBoardPool, getCore } from '../init.js';
import { GameNode, followTrees, markMovesAfter, ownTree, type Move } from './node.js';
import {
  checkKomi,
  checkRules,
  resolveGameOptions,
  type GameOptions,
  type KoRule,
  type ScoringRules,
} from '../options.js';
import { checkPoint, checkPoints, isOnBoard, pointArgument, pointOf, type Point } from '../point.js';
import { copyTree, treeToSgf } from './record.js';
import { REASONS, applyNode, type LineState } from './replay.js';
import { readRecord, type FromSgfOptions } from './read-record.js';
import { handicapOf, komiOf, rulesOf, rulesValue, sgfHeader, writeHeader } from './root-header.js';
import { handicapCompensation, type Score, type ScoreOptions } from '../score.js';
import { checkSetup, writeSetup, type SetupStones } from './setup.js';
import { parsePoint } from '../sgf/points.js';
import { stringifySgf } from '../sgf/stringify.js';
import { POSITION_PROPERTIES, checkResult, checkRootEdit, checkSetupValues, isInTree } from './tree-edits.js';

// Before the class below: its `[Symbol.dispose]()` key is read when the class is built.
ensureDisposeSymbol();

/** Games made so far: each game's serial number tells the board pool which game holds a board. */
let gamesMade = 0;

/** No unwritten moves: what a game holds until its first move. Never written to. */
const NO_MOVES: number[] = [];
/** The unwritten moves a game makes room for at its first move: the whole of most short games.
 * Past that the array grows as arrays do. */
const UNWRITTEN_ROOM = 64;

/**
 * A game of Go: the board, whose turn it is, captures, ko, the end of the game and its score,
 * over the WebAssembly core. A game holds a tree of moves: `play()` adds to it (or follows a
 * variation already there), `undo()` takes the last move back out of it.
 *
 * Coordinates are zero-based from the top-left corner: x to the right, y down. Every method
 * checks its arguments; a call that throws leaves the game exactly as it was.
 *
 * A game borrows its board in the core from a pool of boards: there is nothing to free, and
 * `dispose()` (or `using`) only gives the board back at once, for the next game to reuse. The pool
 * is bounded; when every board is lent, a new game takes the board used least recently, and the
 * game that had it rebuilds its position from its moves when it is next used. After `dispose()`,
 * every member but `dispose()` and `isDisposed` throws a DisposedGameError.
 *
 * ```ts
 * await init();
 * using game = new Game({ size: 9 });   // or const game = ...: no dispose() needed
 * game.play({ x: 4, y: 4 });        // Black
 * game.at({ x: 4, y: 4 });          // 'black'
 * game.pass(); game.pass();
 * game.result;            // 'W+...'
 * ```
 */
export class Game implements Disposable {
  // Edits made through the nodes of a game's tree (GameNode.setProperty) come to its game.
  static {
    followTrees({
      readMove: (game, value) => parsePoint(value, (game as Game).#width, (game as Game).#height),
      checkEdit: (game, node, name, values) => (game as Game).#checkEdit(node, name, values),
      edited: (game, node, name) => (game as Game).#followEdit(node, name),
      writeMoves: (game) => (game as Game).#writeMoves(),
    });
  }

  readonly #core: RulesCore;
  readonly #pool: BoardPool;
  /** The board this game borrowed: the game's while `#lease.holder` is its serial number. */
  #lease: BoardLease = NO_LEASE;
  readonly #serial = ++gamesMade;
  #disposed = false;
  readonly #width: number;
  readonly #height: number;
  #komi: number;
  #rules: ScoringRules;
  readonly #ko: KoRule;
  #handicap: number;
  /** The nodes from the root of the game tree to the shown position, but for the unwritten
   * moves; read it through #line, or #root for its first. */
  #path: GameNode[];
  /** Moves played (play(), pass()) after the last node of #path that are not in the tree yet: the
   * first #unwrittenCount entries, one small integer each: ((x + 1) * 32 + y + 1) * 2, plus 1 for
   * White (a pass is at -1, -1). They become nodes when anything reads the tree, so a loop that
   * only plays makes no node per move. Made UNWRITTEN_ROOM long by the game's first move and kept. */
  #unwritten: number[] = NO_MOVES;
  #unwrittenCount = 0;
  /** Who moves first from the root when the root does not say (PL). */
  #firstTurn: Color;
  #turn: Color = Color.Black;
  /** Passes in a row at the end of the line. */
  #passes = 0;
  #resigned: Color | null = null;
  #dead: Point[] = [];
  /** While the game edits its own tree (setup()), it follows the edits once, at the end. */
  #editing = false;
  constructor(options?: GameOptions) {
    const resolved = resolveGameOptions(options);
    this.#core = getCore();
    this.#pool = getBoardPool();
    this.#width = resolved.width;
    this.#height = resolved.height;
    this.#komi = resolved.komi;
    this.#rules = resolved.rules;
    this.#ko = resolved.ko;
    this.#handicap = resolved.handicap;
    this.#firstTurn = this.#handicap > 0 ? Color.White : Color.Black;
    const root = new GameNode(null, null);
    writeHeader(root, resolved);
    ownTree(root, this);
    this.#path = [root];
    this.#replay();
  }

  /** The board's width (and height, on a square board). */
  get size(): number {
    this.#checkUsable();
    return this.#width;
  }

  get width(): number {
    this.#checkUsable();
    return this.#width;
  }

  get height(): number {
    this.#checkUsable();
    return this.#height;
  }

  /** Points given to White. */
  get komi(): number {
    this.#checkUsable();
    return this.#komi;
  }

  /** Writes KM into the record too. */
  set komi(komi: number) {
    this.#checkUsable();
    this.#komi = checkKomi(komi);
    this.#root().setProperty('KM', [`${komi}`]);
  }

  /** The scoring rules: 'area' or 'territory'. */
  get rules(): ScoringRules {
    this.#checkUsable();
    return this.#rules;
  }

  /** Writes RU into the record too ('Chinese' for area, 'Japanese' for territory), unless the
   * record's RU already counts this way (AGA, Korean, ...). */
  set rules(rules: ScoringRules) {
    this.#checkUsable();
    this.#rules = checkRules(rules);
    const given = this.#root().props.RU?.[0];
    if (given === undefined || rulesOf(given) !== rules) this.#root().setProperty('RU', [rulesValue(rules)]);
  }

  /** The ko rule: 'simple', 'positional' or 'situational'. */
  get ko(): KoRule {
    this.#checkUsable();
    return this.#ko;
  }

  /** Handicap stones placed at the start. */
  get handicap(): number {
    this.#checkUsable();
    return this.#handicap;
  }

  /** The side to move. */
  get turn(): Color {
    this.#checkUsable();
    return this.#turn;
  }

  /** Moves (passes included) played to reach the current position. */
  get moveNumber(): number {
    this.#checkUsable();
    return this.#node().moveNumber;
  }

  /** Stones captured by each colour so far. */
  get captures(): { black: number; white: number } {
    this.#checkUsable();
    return { black: this.#core.capturedBy(this.#board(), 1), white: this.#core.capturedBy(this.#board(), 2) };
  }

  /** Whether the game has ended, by two passes in a row or a resignation. */
  get isOver(): boolean {
    this.#checkUsable();
    return this.#resigned !== null || this.#passes >= 2;
  }

  /** The result once the game is over ('B+R' after White resigns, else the count such as 'W+6.5'),
   * or null while it goes on. */
  get result(): string | null {
    this.#checkUsable();
    if (this.#resigned) return this.#resigned === Color.Black ? 'W+R' : 'B+R';
    return this.#passes >= 2 ? this.score().result : null;
  }

  /** The colour that resigned, or null. */
  get resigned(): Color | null {
    this.#checkUsable();
    return this.#resigned;
  }

  /** The last move played to reach this position, or null at the start. */
  get lastMove(): Move | null {
    this.#checkUsable();
    return this.#node().move;
  }

  /** Stones captured by the last move. */
  get lastCaptures(): number {
    this.#checkUsable();
    return this.#node().color === null ? 0 : this.#core.lastCaptures(this.#board());
  }

  /** The point where the side to move may not retake a ko right now, or null. */
  get koPoint(): Point | null {
    this.#checkUsable();
    const index = this.#core.koPoint(this.#board());
    return index < 0 ? null : pointOf(index, this.#width);
  }

  /** The 64-bit Zobrist hash of the stones on the board: equal positions have equal hashes. */
  get hash(): bigint {
    this.#checkUsable();
    return this.#core.positionHash(this.#board());
  }

  /** A copy of the board, one byte per point row by row: 0 empty, 1 black, 2 white. */
  get board(): Uint8Array {
    this.#checkUsable();
    return readBoard(this.#core, this.#board(), this);
  }

  /** The moves from the start to the current position. */
  get moves(): Move[] {
    this.#checkUsable();
    const moves: Move[] = [];
    for (const node of this.#line()) {
      const move = node.move;
      if (move) moves.push(move);
    }
    return moves;
  }

  /** The root of the game tree. */
  get root(): GameNode {
    this.#checkUsable();
    return this.#root();
  }

  /** The node of the current position. */
  get node(): GameNode {
    this.#checkUsable();
    return this.#node();
  }

  /** Points whose stones are dead, used by `score()` and `result` when no other set is given. */
  get deadStones(): Point[] {
    this.#checkUsable();
    return this.#dead.map((point) => ({ ...point }));
  }

  set deadStones(points: Point[]) {
    this.#checkUsable();
    this.#dead = checkPoints(points, this.#width, this.#height, 'dead stones');
  }

  /** The stone at `point`: 'black', 'white' or null. */
  at(point: Point): Color | null;
  /** @deprecated Pass a `Point`: `at({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  at(x: number, y: number): Color | null;
  at(point: Point | number, y?: number): Color | null {
    this.#checkUsable();
    const { x, y: row } = this.#pointOnBoard(point, y);
    return fromCoreColor(this.#core.stoneAt(this.#board(), x, row));
  }

  /** Whether the side to move may play at `point`; false for points off the board. */
  isLegal(point: Point): boolean;
  /** @deprecated Pass a `Point`: `isLegal({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  isLegal(x: number, y: number): boolean;
  isLegal(point: Point | number, y?: number): boolean {
    return this.whyIllegal(pointArgument(point, y) as Point) === null;
  }

  /** Why the side to move may not play at `point`, or null when it may. */
  whyIllegal(point: Point): IllegalMoveReason | null;
  /** @deprecated Pass a `Point`: `whyIllegal({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  whyIllegal(x: number, y: number): IllegalMoveReason | null;
  whyIllegal(point: Point | number, row?: number): IllegalMoveReason | null {
    this.#checkUsable();
    const { x, y } = pointArgument(point, row);
    if (this.isOver) return 'game-over';
    if (!isOnBoard(x, y, this.#width, this.#height)) return 'off-board';
    const code = this.#core.moveLegality(this.#board(), x as number, y as number, toCoreColor(this.#turn));
    return code === MoveCode.Ok ? null : REASONS[code]!;
  }

  /** Plays the side to move at `point`. Throws an IllegalMoveError (with its `reason`) for a move
   * the rules forbid, and then changes nothing. */
  play(point: Point): void;
  /** @deprecated Pass a `Point`: `play({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  play(x: number, y: number): void;
  play(point: Point | number, row?: number): void {
    this.#checkUsable();
    const { x, y } = pointArgument(point, row) as Point;
    const color = this.#turn;
    if (this.isOver) throw new IllegalMoveError('game-over', color, x, y);
    if (!isOnBoard(x, y, this.#width, this.#height)) {
      throw new IllegalMoveError(
        'off-board',
        color,
        x,
        y,
        `expected integers x in 0..${this.#width - 1} and y in 0..${this.#height - 1}, received (${describe(x)}, ${describe(y)})`,
      );
    }
    const code = this.#core.playMove(this.#board(), x, y, toCoreColor(color));
    if (code !== MoveCode.Ok) throw new IllegalMoveError(REASONS[code]!, color, x, y);
    this.#advance(color, x, y);
    this.#passes = 0;
  }

  /** The point a method was given (a `Point`, or the deprecated `(x, y)`), checked to be on the
   * board: a RangeError that names it otherwise. */
  #pointOnBoard(point: Point | number, y?: number): Point {
    const given = pointArgument(point, y);
    checkPoint(given.x, given.y, this.#width, this.#height);
    return given as Point;
  }

  /** The side to move passes. Two passes in a row end the game. */
  pass(): void {
    this.#checkUsable();
    const color = this.#turn;
    if (this.isOver) throw new IllegalMoveError('game-over', color);
    this.#core.passMove(this.#board(), toCoreColor(color));
    this.#advance(color, -1, -1);
    this.#passes++;
  }

  /** The side to move (or `color`) resigns, which ends the game. */
  resign(color: Color = this.#turn): void {
    this.#checkUsable();
    checkColor(color);
    if (this.isOver) throw new IllegalMoveError('game-over', color);
    this.#resigned = color;
  }

  /**
   * Takes back the last action: a resignation, else the move that led to the current position,
   * which is removed from the game tree. Returns false (changing nothing) at the start.
   */
  undo(): boolean {
    this.#checkUsable();
    if (this.#resigned) {
      this.#resigned = null;
      return true;
    }
    if (!this.#node().parent) return false;
    this.removeNode(this.#node());
    return true;
  }

  /**
   * Removes `node` and every node after it from the game tree, as an editor's delete does. When
   * the current position is that node or after it, the game goes back to the node's parent.
   * Throws a RangeError for the root or a node that is not in this game's tree, changing nothing.
   */
  removeNode(node: GameNode): void {
    this.#checkUsable();
    if (!(node instanceof GameNode) || !isInTree(node, this.#root())) {
      const received = node instanceof GameNode ? 'a node of another tree, or one already removed' : describe(node);
      throw new RangeError(`Expected a node of this game's tree, received ${received}.`);
    }
    const parent = node.parent;
    if (!parent)
      throw new RangeError(
        "Expected a node after the root, received the root: it holds the game's settings and stays.",
      );
    parent.children.splice(parent.children.indexOf(node), 1);
    if (parent.chosenChild === node) parent.chosenChild = null;
    const at = this.#line().indexOf(node);
    if (at < 0) return;
    this.#line().length = at;
    this.#resigned = null;
    this.#replay();
  }

  /**
   * Writes the result into the record (SGF RE on the root): `result` as SGF writes it ('B+R',
   * 'W+6.5', '0', 'Void', '?'), by default the game's own `result`; null takes it out. Throws a
   * RangeError for another text, or when no result is given and the game goes on.
   */
  recordResult(result?: string | null): void {
    this.#checkUsable();
    if (result === null) {
      this.#root().deleteProperty('RE');
      return;
    }
    const value = result === undefined ? this.result : checkResult(result);
    if (value === null) {
      throw new RangeError(
        "Expected a game that is over, or a result such as 'B+R' or 'W+6.5', received none while the game goes on.",
      );
    }
    this.#root().setProperty('RE', [value]);
  }

  /**
   * Puts setup stones on the board, as SGF's AB, AW and AE do: no captures, no prisoners, no ko.
   * `turn` sets the side to move (SGF PL). At the start of a game (no moves yet) they go into the
   * root node; later, into a new node after the current position.
   */
  setup(stones: SetupStones): void {
    this.#checkUsable();
    const setup = checkSetup(stones, this.#width, this.#height);
    let node = this.#node();
    if (node !== this.#root() || node.children.length > 0 || node.color !== null) {
      node = new GameNode(node, null);
      node.parent!.children.push(node);
      this.#line().push(node);
    }
    // The node is new, or the root of a game without moves: no move after it to flag again.
    this.#editing = true;
    try {
      writeSetup(node, setup);
    } finally {
      this.#editing = false;
    }
    this.#replay();
  }

  /**
   * A game read from an SGF record (text, or bytes whose CA charset is honoured), holding its whole
   * tree: setup, moves, comments, markup, annotations and game information. A move the rules
   * forbid is still played as recorded and flagged on its node (`node.illegal`). The game starts
   * at the root; navigate with next(), goToEnd(), goToMove() and goTo(). Throws SgfError for a
   * file that cannot be read, holds no game or asks for a board larger than 25x25, RangeError for
   * a game index the collection does not have.
   */
  static fromSgf(source: string | Uint8Array, options: FromSgfOptions = {}): Game {
    const { root, settings, firstTurn } = readRecord(source, options);
    const game = new Game({
      width: settings.width,
      height: settings.height,
      komi: settings.komi,
      rules: settings.rules,
      ko: options.ko ?? 'simple',
    });
    game.#handicap = settings.handicap;
    // A new game: no moves of its own to write into the tree it drops.
    ownTree(root, game);
    game.#path = [root];
    game.#firstTurn = firstTurn;
    flagIllegalMoves(game.#core, game.#root(), {
      width: settings.width,
      height: settings.height,
      ko: game.#ko,
      firstTurn,
    });
    game.#replay();
    return game;
  }

  /** The whole game tree as SGF text (FF[4], UTF-8), with everything it was read with. */
  toSgf(): string {
    this.#checkUsable();
    const root = treeToSgf(this.#root());
    root.props = sgfHeader(root.props, this.#width, this.#height);
    return stringifySgf([root]);
  }

  /** The moves that may follow the current position: the main line first, then the variations. */
  get variations(): GameNode[] {
    this.#checkUsable();
    return [...this.#node().children];
  }

  /** Steps forward to the next node: the variation `index` among `variations`, or else the one
   * last visited (the main line at first). Returns false, changing nothing, at the end. */
  next(index?: number): boolean {
    this.#checkUsable();
    const children = this.#node().children;
    if (index !== undefined && (!Number.isInteger(index) || index < 0 || index >= children.length)) {
      throw new RangeError(`Expected a variation index in 0..${children.length - 1}, received ${describe(index)}.`);
    }
    const child = index === undefined ? (this.#node().chosenChild ?? children[0]) : children[index];
    if (!child) return false;
    this.#stepInto(child);
    return true;
  }

  /** Steps back to the previous node, keeping the tree; returns false at the start. */
  previous(): boolean {
    this.#checkUsable();
    const line = this.#line();
    if (line.length === 1) return false;
    line.pop();
    this.#resigned = null;
    this.#replay();
    return true;
  }

  /** Goes to the start of the game (the root). */
  goToStart(): void {
    this.#checkUsable();
    this.#line().length = 1;
    this.#resigned = null;
    this.#replay();
  }

  /** Goes forward to the end of the current line, following the variations last visited. */
  goToEnd(): void {
    while (this.next()) {
      // each step applies one node
    }
  }

  /** Goes to the position after move `moveNumber` on the current line (0 is the start, the root,
   * which holds move 1 in old records); past the end of the line, to its end. */
  goToMove(moveNumber: number): void {
    this.#checkUsable();
    if (!Number.isInteger(moveNumber) || moveNumber < 0) {
      throw new RangeError(`Expected a move number that is an integer from 0, received ${describe(moveNumber)}.`);
    }
    if (moveNumber < this.moveNumber) {
      // Back to the last node before that move, then forward over setup-only nodes is not needed.
      const line = this.#line();
      let keep = line.length;
      while (keep > 1 && line[keep - 1]!.moveNumber > moveNumber) keep--;
      line.length = keep;
      this.#resigned = null;
      this.#replay();
      return;
    }
    while (this.moveNumber < moveNumber && this.next()) {
      // forward one node at a time
    }
  }

  /** Goes to any node of this game's tree. */
  goTo(node: GameNode): void {
    this.#checkUsable();
    const path: GameNode[] = [];
    for (let n: GameNode | null = node; n; n = n.parent) path.push(n);
    if (path[path.length - 1] !== this.#root()) {
      throw new RangeError("Expected a node of this game's tree, received a node of another tree.");
    }
    path.reverse();
    for (let k = 1; k < path.length; k++) path[k - 1]!.chosenChild = path[k]!;
    // Reading #root above wrote the moves played into the tree.
    this.#path = path;
    this.#resigned = null;
    this.#replay();
  }

  /** The stones of the chain at `point`; empty when the point is empty. */
  chainAt(point: Point): Point[];
  /** @deprecated Pass a `Point`: `chainAt({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  chainAt(x: number, y: number): Point[];
  chainAt(point: Point | number, row?: number): Point[] {
    this.#checkUsable();
    const { x, y } = this.#pointOnBoard(point, row);
    return readPoints(this.#core, this.#core.chainAt(this.#board(), x, y), this);
  }

  /** The liberties (distinct empty neighbours) of the chain at `point`; empty when the point is empty. */
  libertiesAt(point: Point): Point[];
  /** @deprecated Pass a `Point`: `libertiesAt({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  libertiesAt(x: number, y: number): Point[];
  libertiesAt(point: Point | number, row?: number): Point[] {
    this.#checkUsable();
    const { x, y } = this.#pointOnBoard(point, row);
    return readPoints(this.#core, this.#core.libertiesAt(this.#board(), x, y), this);
  }

  /** The empty region at `point` and the colours bordering it; no points when the point holds a stone. */
  regionAt(point: Point): Region;
  /** @deprecated Pass a `Point`: `regionAt({ x, y })`. The separate `(x, y)` form goes in the next major release. */
  regionAt(x: number, y: number): Region;
  regionAt(point: Point | number, row?: number): Region {
    this.#checkUsable();
    const at = this.#pointOnBoard(point, row);
    return readRegion(this.#core, this.#board(), at, this);
  }

  /**
   * The stones of the group at `point`, as players mark dead stones in the count: its chain and
   * every chain of its colour joined to it through an empty region that only that colour borders
   * (an eye, or territory between them). Stones of the other colour on `dead` points (by default
   * `deadStones`) count as empty, so a dead invader does not split the territory it sits in; dame
   * and the shared liberties of a seki touch both colours and join nothing. Row by row; empty
   * when the point is empty.
   */
  groupAt(point: Point, dead?: Point[]): Point[];
  /** @deprecated Pass a `Point`: `groupAt({ x, y }, dead)`. The separate `(x, y)` form goes in the next major release. */
  groupAt(x: number, y: number, dead?: Point[]): Point[];
  groupAt(point: Point | number, row?: number | Point[], deadPoints?: Point[]): Point[] {
    this.#checkUsable();
    const at = this.#pointOnBoard(point, row as number);
    // Only a point on the board gets here: the deprecated (x, y) form gives `dead` third.
    const dead = typeof point === 'number' ? deadPoints : (row as Point[] | undefined);
    const points = dead === undefined ? this.#dead : checkPoints(dead, this.#width, this.#height, 'dead');
    // The board first: borrowing it again replays moves, which may grow the core's memory.
    const board = this.#board();
    return readGroup(this.#core, board, at, points, this);
  }

  /**
   * Counts the position. Area: stones on the board + empty points surrounded only by one's
   * stones, White also receiving points for Black's handicap stones as the record's rule set
   * gives them (`handicapCompensation()`). Territory: those empty points + prisoners. Komi goes
   * to White. Stones on the `dead` points are taken off first; under territory rules each is a
   * prisoner of the other colour. By territory, a game not ended by two passes is counted as the
   * players would once it is played out: see `ScoreOptions.settle`.
   */
  score(options: ScoreOptions = {}): Score {
    this.#checkUsable();
    if (options === null || typeof options !== 'object') {
      throw new RangeError(`Expected score options to be an object, received ${describe(options)}.`);
    }
    const rules = options.rules === undefined ? this.#rules : checkRules(options.rules);
    const dead = options.dead === undefined ? this.#dead : checkPoints(options.dead, this.#width, this.#height, 'dead');
    // The board first: borrowing it again replays moves, which may grow the core's memory.
    const board = this.#board();
    const handicap = handicapCompensation(rules, this.#root().props.RU?.[0], this.#handicap);
    if (options.settle !== undefined && typeof options.settle !== 'boolean') {
      throw new RangeError(`Expected the score option settle to be a boolean, received ${describe(options.settle)}.`);
    }
    const settle = options.settle ?? this.#passes < 2;
    return readScore(this.#core, board, rules, dead, this.#komi, handicap, this, settle ? this.#turn : null);
  }

  /** An independent copy of the game: tree, position and settings. */
  clone(): Game {
    this.#checkUsable();
    const copy = new Game({
      width: this.#width,
      height: this.#height,
      komi: this.#komi,
      ko: this.#ko,
      rules: this.#rules,
    });
    copy.#handicap = this.#handicap;
    copy.#firstTurn = this.#firstTurn;
    const { root, line } = copyTree(this.#root(), this.#line());
    ownTree(root, copy);
    copy.#path = line;
    copy.#resigned = this.#resigned;
    copy.#dead = this.deadStones;
    copy.#replay();
    return copy;
  }

  /** Whether `dispose()` was called (or the game's `using` block ended). */
  get isDisposed(): boolean {
    return this.#disposed;
  }

  /** Gives the game's board back to the pool at once, for the next game to reuse. Optional: a game
   * never disposed holds at most one board of a bounded pool. Afterwards every member but
   * `dispose()` and `isDisposed` throws a DisposedGameError; calling it again does nothing. */
  dispose(): void {
    if (this.#disposed) return;
    this.#disposed = true;
    this.#pool.giveBack(this.#lease, this.#serial);
    this.#lease = NO_LEASE;
  }

  /** Disposes the game at the end of a `using` block: `using game = new Game()`. */
  [Symbol.dispose](): void {
    this.dispose();
  }

  /** The game's board in the core, borrowed again (and the position rebuilt on it) when the pool
   * lent it to another game meanwhile. */
  #board(): BoardPointer {
    const lease = this.#lease;
    if (lease.holder !== this.#serial) return this.#borrowBoard();
    // Read before written: most moves find it set, and a load costs less than a store.
    if (!lease.recent) lease.recent = true;
    return lease.board;
  }

  /** Borrows a board from the pool and rebuilds the position of the current node on it. */
  #borrowBoard(): BoardPointer {
    this.#checkUsable();
    this.#lease = this.#pool.lend(this.#serial, this.#width, this.#height);
    this.#rebuild(this.#lease.board);
    return this.#lease.board;
  }

  /** Throws a DisposedGameError once the game is disposed. */
  #checkUsable(): void {
    if (this.#disposed) throw new DisposedGameError();
  }

  /** Checks an edit of a node of this game's tree before it is made (see GameNode.setProperty). */
  #checkEdit(node: GameNode, name: string, values: readonly string[] | null): void {
    if (this.#editing || this.#disposed || !isInTree(node, this.#root())) return;
    if (node === this.#root()) checkRootEdit(name, values, this.#width, this.#height);
    if (values && (name === 'AB' || name === 'AW' || name === 'AE'))
      checkSetupValues(name, values, this.#width, this.#height);
  }

  /** Follows an edit of a node of this game's tree: the settings the root gives, the illegal
   * moves after the node, and the position when the node is on the current line. */
  #followEdit(node: GameNode, name: string): void {
    if (this.#editing || this.#disposed || !isInTree(node, this.#root())) return;
    if (node === this.#root()) {
      const value = node.props[name]?.[0];
      if (name === 'KM') this.#komi = komiOf(value) ?? 0;
      else if (name === 'RU') this.#rules = rulesOf(value);
      else if (name === 'HA') this.#handicap = handicapOf(value);
    }
    if (!POSITION_PROPERTIES.has(name)) return;
    flagIllegalMoves(this.#core, node, {
      width: this.#width,
      height: this.#height,
      ko: this.#ko,
      firstTurn: this.#firstTurn,
    });
    if (this.#line().includes(node)) this.#replay();
  }

  #node(): GameNode {
    const line = this.#line();
    return line[line.length - 1]!;
  }

  /** The root of the game tree, with every move played in it. */
  #root(): GameNode {
    return this.#line()[0]!;
  }

  /** The nodes from the root to the shown position, every move played among them. */
  #line(): GameNode[] {
    this.#writeMoves();
    return this.#path;
  }

  /** Steps on by the move just played, which waits in #unwritten until the tree is read. */
  #advance(color: Color, x: number, y: number): void {
    this.#turn = opposite(color);
    const count = this.#unwrittenCount;
    if (count === 0) {
      markMovesAfter(this.#path[this.#path.length - 1]!, this);
      if (this.#unwritten === NO_MOVES) this.#unwritten = new Array<number>(UNWRITTEN_ROOM);
    }
    this.#unwritten[count] = ((x + 1) * 32 + y + 1) * 2 + (color === Color.White ? 1 : 0);
    this.#unwrittenCount = count + 1;
  }

  /** Writes the unwritten moves into the tree: each steps to the child with that move, made when
   * the tree has none (a move played before is a variation followed again). */
  #writeMoves(): void {
    const moves = this.#unwritten;
    const count = this.#unwrittenCount;
    if (count === 0) return;
    const path = this.#path;
    let parent = path[path.length - 1]!;
    // First, so that the node's children below are read as they are.
    markMovesAfter(parent, null);
    for (let i = 0; i < count; i++) {
      const move = moves[i]!;
      const color = move & 1 ? Color.White : Color.Black;
      const x = (move >> 6) - 1;
      const y = ((move >> 1) & 31) - 1;
      let child = parent.children.find((node) => node.color === color && node.x === x && node.y === y);
      if (!child) {
        child = new GameNode(parent, color, x, y);
        parent.children.push(child);
      }
      parent.chosenChild = child;
      path.push(child);
      parent = child;
    }
    this.#unwrittenCount = 0;
  }

  /** Applies one child node of the current position, as recorded. */
  #stepInto(child: GameNode): void {
    const state: LineState = { turn: this.#turn, passes: this.#passes };
    child.illegal = applyNode(this.#core, this.#board(), child, state, this.#width, this.#height);
    this.#node().chosenChild = child;
    this.#line().push(child);
    this.#turn = state.turn;
    this.#passes = state.passes;
  }

  /** Rebuilds the position of the current node from the root. */
  #replay(): void {
    const lease = this.#lease;
    if (lease.holder !== this.#serial) {
      this.#borrowBoard();
      return;
    }
    lease.recent = true;
    this.#rebuild(lease.board);
  }

  /** Plays the line from the root to the current node on `board`, emptied first. */
  #rebuild(board: BoardPointer): void {
    const core = this.#core;
    core.resetBoard(board);
    core.setKoRule(board, CORE_KO_RULES[this.#ko]);
    const state: LineState = { turn: this.#firstTurn, passes: 0 };
    for (const node of this.#line()) applyNode(core, board, node, state, this.#width, this.#height);
    this.#turn = state.turn;
    this.#passes = state.passes;
  }
}
