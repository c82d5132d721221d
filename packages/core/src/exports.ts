// The functions the WebAssembly core exports, typed. Boards are pointers (numbers) returned
// by createBoard(); see assembly/index.ts for what each function does. The core comes in two
// builds: the rules (build/rules.wasm, every page needs them) and the playouts
// (build/playouts.wasm: the rules and the light playouts, ownership and tree search on top).

/** A board in the core's memory. */
export type BoardPointer = number;

/** The exports of the rules build: board, moves, legality, ko, hashing, chains, regions, groups
 * and scoring. */
export interface RulesCore {
  /** The core's memory (a WebAssembly.Memory, or an object with the same `buffer` in the JavaScript build). */
  readonly memory: { readonly buffer: ArrayBuffer };
  createBoard(width: number, height: number): BoardPointer;
  destroyBoard(board: BoardPointer): void;
  cloneBoard(source: BoardPointer): BoardPointer;
  copyBoard(target: BoardPointer, source: BoardPointer): void;
  resetBoard(board: BoardPointer): void;
  setKoRule(board: BoardPointer, rule: number): void;
  stoneAt(board: BoardPointer, x: number, y: number): number;
  moveLegality(board: BoardPointer, x: number, y: number, color: number): number;
  playMove(board: BoardPointer, x: number, y: number, color: number): number;
  playRecorded(board: BoardPointer, x: number, y: number, color: number): number;
  passMove(board: BoardPointer, color: number): void;
  recordCurrentPosition(board: BoardPointer, toMove: number): void;
  setupPoint(board: BoardPointer, x: number, y: number, color: number): number;
  /** `count` setup points from the points buffer, each (y * width + x) * 4 + colour, with one rebuild of the chains. */
  setupPoints(board: BoardPointer, count: number): number;
  capturedBy(board: BoardPointer, color: number): number;
  lastCaptures(board: BoardPointer): number;
  koPoint(board: BoardPointer): number;
  positionHash(board: BoardPointer): bigint;
  snapshot(board: BoardPointer): void;
  chainAt(board: BoardPointer, x: number, y: number): number;
  libertiesAt(board: BoardPointer, x: number, y: number): number;
  regionAt(board: BoardPointer, x: number, y: number): number;
  regionBordersOf(): number;
  /** The group at (x, y) into the points buffer, with the dead-stone mask in the bytes buffer. */
  groupAt(board: BoardPointer, x: number, y: number): number;
  /** With `settle`, the position is settled first (assembly/settle.ts), `toMove` (1 Black, 2 White) moving first. */
  score(board: BoardPointer, territoryRules: boolean | number, settle: boolean | number, toMove: number): void;
  pointsBuffer(): number;
  bytesBuffer(): number;
  scoreBuffer(): number;
}

/** The exports of the playouts build: the rules, and light playouts, ownership, dead stones and
 * the tree search. */
export interface PlayoutsCore extends RulesCore {
  playouts(board: BoardPointer, color: number, count: number): bigint;
  seedRandom(seed: bigint): void;
  ownership(board: BoardPointer, color: number, count: number): void;
  deadStones(board: BoardPointer, threshold: number): number;
  ownershipBuffer(): number;
  /** 1 when `color` at the empty point (x, y) would leave its own chain in atari without capturing, else 0. */
  isSelfAtari(board: BoardPointer, x: number, y: number, color: number): number;
  /** The last search's simulations by area score (Black's points less White's, before komi):
   * score s counted at index s + MAX_BOARD_SIZE² of 2 MAX_BOARD_SIZE² + 1 i32 values. */
  searchScoresBuffer(): number;
  searchStart(board: BoardPointer, color: number, komi: number): void;
  searchLastMove(x: number, y: number): void;
  searchMoveBefore(x: number, y: number): void;
  searchReuseTree(): void;
  searchRun(iterations: number): number;
  rootChildCount(): number;
  rootChildMove(index: number): number;
  rootChildVisits(index: number): number;
  rootChildWinRate(index: number): number;
  /** Tuning, for matches: the search playouts' probabilities out of 1024 (capture, pattern,
   * refusing a suggested and a random self-atari of two or more stones). */
  setPolicy(capture: number, pattern: number, suggestedSelfAtari: number, randomSelfAtari: number): void;
  /** Tuning: the priors' virtual games (see assembly/priors.ts). */
  setPriors(
    even: number,
    captureOne: number,
    captureMany: number,
    pattern: number,
    selfAtari: number,
    emptyArea: number,
    near1: number,
    near2: number,
    near3: number,
  ): void;
  /** Tuning: expand after N visits, RAVE equivalence, UCT exploration, pass prior games and win rate. */
  setSearch(expand: number, rave: number, explore: number, passGames: number, passWinRate: number): void;
}

/** The exports of the full core, as before it came in two builds: the playouts build.
 * @deprecated Name the build you need: `RulesCore` or `PlayoutsCore`. */
export type CoreExports = PlayoutsCore;
