// The Game's calls into the rules core, and the marshalling around them: what goes into the
// core's fixed buffers (the dead-stone mask in BYTES) and what comes out of them (point lists in
// POINTS, board snapshots and owners in BYTES, score totals in SCORE), as the API's types.
//
// Every view of the core's memory is made after the call it reads: a call may grow the memory,
// which detaches the views made before it.
import {
  KoRule as CoreKoRule,
  MAX_BOARD_SIZE,
  OwnerBit,
  ScoreSlot,
  type BoardPointer,
  type RulesCore,
} from '@go-board/core';
import { Color, toCoreColor } from '../color.js';
import type { KoRule, ScoringRules } from '../options.js';
import { pointIndex, pointOf, type Point } from '../point.js';
import { formatResult, type Score } from '../score.js';

/** The core's number for each ko rule. */
export const CORE_KO_RULES: Record<KoRule, number> = {
  simple: CoreKoRule.Simple,
  positional: CoreKoRule.Positional,
  situational: CoreKoRule.Situational,
};

/** The dimensions of a game's board, which every buffer is laid out by (row by row). */
export interface BoardSize {
  width: number;
  height: number;
}

/** Where a region of empty points and who borders it. */
export interface Region {
  points: Point[];
  /** The colours whose stones touch the region. */
  borders: Color[];
}

/** The most setup points one call of the core takes: its points buffer holds a point each. */
const SETUP_BATCH = MAX_BOARD_SIZE * MAX_BOARD_SIZE;

/** A setup point as the core's setupPoints() reads it: the point's index (y * width + x) and its
 * colour (0 clears the point), packed in one number. */
export const setupEntry = (index: number, color: number): number => index * 4 + color;

/** Puts setup points (a node's, or a position's stones), each a setupEntry(), in order, through the
 * core's points buffer: one rebuild of the chains for them all rather than one per stone. */
export function putSetupPoints(core: RulesCore, board: BoardPointer, entries: number[]): void {
  for (let start = 0; start < entries.length; start += SETUP_BATCH) {
    const batch = entries.slice(start, start + SETUP_BATCH);
    // The view is made after any call that may have grown the memory, and used at once.
    new Int32Array(core.memory.buffer, core.pointsBuffer(), batch.length).set(batch);
    core.setupPoints(board, batch.length);
  }
}

/** Reads the first `count` points of POINTS, as a query (chainAt, libertiesAt, ...) left them. */
export function readPoints(core: RulesCore, count: number, { width }: BoardSize): Point[] {
  const indexes = new Int32Array(core.memory.buffer, core.pointsBuffer(), count);
  const points: Point[] = [];
  for (const index of indexes) points.push(pointOf(index, width));
  return points;
}

/** Writes the dead-stone mask that score() and groupAt() read from BYTES: 1 on each dead point. */
export function writeDeadMask(core: RulesCore, dead: Point[], { width, height }: BoardSize): void {
  const mask = new Uint8Array(core.memory.buffer, core.bytesBuffer(), width * height);
  mask.fill(0);
  for (const point of dead) mask[pointIndex(point, width)] = 1;
}

/** A copy of the board, one byte per point row by row: 0 empty, 1 black, 2 white. */
export function readBoard(core: RulesCore, board: BoardPointer, { width, height }: BoardSize): Uint8Array {
  core.snapshot(board);
  return new Uint8Array(core.memory.buffer, core.bytesBuffer(), width * height).slice();
}

/** The stones of the group at `point`, the other colour's `dead` stones counting as empty. */
export function readGroup(core: RulesCore, board: BoardPointer, point: Point, dead: Point[], size: BoardSize): Point[] {
  writeDeadMask(core, dead, size);
  return readPoints(core, core.groupAt(board, point.x, point.y), size);
}

/** The empty region at `point` and the colours that border it. */
export function readRegion(core: RulesCore, board: BoardPointer, point: Point, size: BoardSize): Region {
  const points = readPoints(core, core.regionAt(board, point.x, point.y), size);
  const bits = core.regionBordersOf();
  const borders: Color[] = [];
  if (bits & 1) borders.push(Color.Black);
  if (bits & 2) borders.push(Color.White);
  return { points, borders };
}

/** Counts the board with the stones on `dead` taken off, by `rules`, komi and the points for
 * Black's handicap stones (`handicap`, see handicapCompensation()) going to White; by territory
 * settled first when `settle` names the side to move (see ScoreOptions.settle). */
export function readScore(
  core: RulesCore,
  board: BoardPointer,
  rules: ScoringRules,
  dead: Point[],
  komi: number,
  handicap: number,
  size: BoardSize,
  settle: Color | null,
): Score {
  const area = size.width * size.height;
  writeDeadMask(core, dead, size);
  const settled = rules === 'territory' && settle !== null;
  core.score(board, rules === 'territory' ? 1 : 0, settled ? 1 : 0, settled ? toCoreColor(settle) : 0);
  const slots = new Int32Array(core.memory.buffer, core.scoreBuffer(), 16);
  const owners = new Uint8Array(core.memory.buffer, core.bytesBuffer(), area);
  const ownership = new Int8Array(area);
  for (let i = 0; i < area; i++) {
    const owner = owners[i]!;
    ownership[i] = owner & OwnerBit.Black ? 1 : owner & OwnerBit.White ? -1 : 0;
  }
  const black = slots[ScoreSlot.Black]!;
  const white = slots[ScoreSlot.White]! + komi + handicap;
  return {
    black,
    white,
    result: formatResult(black, white),
    rules,
    ownership,
    breakdown: {
      black: {
        stones: slots[ScoreSlot.BlackStones]!,
        territory: slots[ScoreSlot.BlackTerritory]!,
        prisoners: slots[ScoreSlot.BlackPrisoners]!,
        komi: 0,
        handicap: 0,
      },
      white: {
        stones: slots[ScoreSlot.WhiteStones]!,
        territory: slots[ScoreSlot.WhiteTerritory]!,
        prisoners: slots[ScoreSlot.WhitePrisoners]!,
        komi,
        handicap,
      },
    },
  };
}
