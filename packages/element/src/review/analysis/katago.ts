// Reading KataGo's analysis engine JSON: one response per position (`turnNumber`, `moveInfos`,
// `rootInfo`, optional `ownership`), given as an array, one object, JSON text or JSON lines (the
// engine's own output, a line per response). Everything is turned to Black's side here, whatever
// `reportAnalysisWinratesAs` the engine ran with, so the rest of the review never thinks about it.
// See https://github.com/lightvector/KataGo/blob/master/docs/Analysis_Engine.md
import { parsePointName, type Color, type Point } from '@go-board/rules';
import { colorOfKataGoPlayer } from './katago-players.js';

/** Whose side the win rates, leads and ownership of the responses are from: KataGo's
 * `reportAnalysisWinratesAs` (BLACK in its example configuration), or `auto` to tell BLACK from
 * SIDETOMOVE by the figures themselves. */
export type AnalysisPerspective = 'auto' | 'black' | 'white' | 'side-to-move';

/** One move the engine considered, from Black's side. */
export interface Candidate {
  /** The point, or null for a pass. */
  point: Point | null;
  visits: number;
  /** Black's chance of winning after this move, 0 to 1. */
  winRate: number;
  /** Black's lead in points after this move, when the engine gives one. */
  scoreLead: number | null;
  /** The expected continuation, this move first (null for a pass). */
  pv: (Point | null)[];
}

/** An engine's view of one position, from Black's side. */
export interface Evaluation {
  turnNumber: number;
  /** Black's chance of winning, 0 to 1. */
  winRate: number;
  /** Black's lead in points, when the engine gives one. */
  scoreLead: number | null;
  /** The search's size: visits (an engine's), or playouts (the built-in one's). */
  visits: number;
  /** The moves considered, best first (the engine's `order`, else most visited first). */
  candidates: Candidate[];
  /** Per point, row by row from the top-left, -1 White's to +1 Black's; null when not given. */
  ownership: Float32Array | null;
}

/** Analysis that cannot be shown: the message says what was expected and what was found. */
export class AnalysisError extends Error {
  override name = 'AnalysisError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const short = (value: unknown): string => {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

/** The responses in `value`: an array of them (or of their JSON texts), one of them, or JSON
 * text of either, or JSON lines. */
export function responsesOf(value: unknown): Json[] {
  if (typeof value === 'string') return responsesOfText(value);
  return (Array.isArray(value) ? value : [value]).flatMap((item: unknown, index) => {
    if (typeof item === 'string' && Array.isArray(value)) return responsesOf(parseJson(item, `item ${index}`));
    if (!isObject(item))
      throw new AnalysisError(
        `Expected each response to be an object such as {"turnNumber": 0, "moveInfos": [...], "rootInfo": {...}}, received ${short(item)} at index ${index}.`,
      );
    return [item];
  });
}

function responsesOfText(text: string): Json[] {
  const trimmed = text.trim();
  if (trimmed === '') throw new AnalysisError('Expected KataGo analysis JSON, received an empty text.');
  // A JSON array, or one response (which may span lines), reads whole; else one response a line.
  if (trimmed.startsWith('[')) return responsesOf(parseJson(trimmed, 'the text'));
  try {
    return responsesOf(JSON.parse(trimmed));
  } catch (error) {
    if (error instanceof AnalysisError) throw error;
  }
  const responses: Json[] = [];
  trimmed.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() !== '') responses.push(...responsesOf(parseJson(line, `line ${index + 1}`)));
  });
  return responses;
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AnalysisError(
      `Expected ${where} to be JSON (KataGo's analysis writes one response a line), received ${short(text.trim())}: ${(error as Error).message}.`,
    );
  }
}

/** How the reader needs the game: its size, and who moves at each turn. */
export interface AnalysisBoard {
  width: number;
  height: number;
  /** The side to move after `turn` moves of the main line, null past its end. */
  toMoveAt(turn: number): Color | null;
}

interface Raw {
  turnNumber: number;
  toMove: Color | null;
  winRate: number;
  scoreLead: number | null;
  visits: number;
  candidates: Candidate[];
  ownership: Float32Array | null;
}

function fail(turn: number | null, what: string): never {
  throw new AnalysisError(turn === null ? what : `In the response for turn ${turn}: ${what}`);
}

function number(value: unknown, turn: number, name: string, range?: [number, number]): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || (range && (value < range[0] || value > range[1]))) {
    fail(
      turn,
      `expected ${name} to be a number${range ? ` from ${range[0]} to ${range[1]}` : ''}, received ${short(value)}.`,
    );
  }
  return value;
}

function optionalNumber(value: unknown, turn: number, name: string): number | null {
  return value === undefined || value === null ? null : number(value, turn, name);
}

function vertex(value: unknown, board: AnalysisBoard, turn: number, name: string): Point | null {
  if (typeof value === 'string' && value.trim().toLowerCase() === 'pass') return null;
  const point = typeof value === 'string' ? parsePointName(value.trim(), board.height) : null;
  // A name can be one of a bigger board's (T19 on 9x9): off this one.
  if (!point || point.x >= board.width || point.y < 0 || point.y >= board.height)
    fail(
      turn,
      `expected ${name} to be a point of this ${board.width}x${board.height} board such as "D4", or "pass", received ${short(value)}.`,
    );
  return point;
}

function readCandidate(info: unknown, board: AnalysisBoard, turn: number): Candidate & { order: number | null } {
  if (!isObject(info))
    fail(turn, `expected each of moveInfos to be an object with move, visits and winrate, received ${short(info)}.`);
  const point = vertex(info.move, board, turn, 'move');
  const pv = Array.isArray(info.pv) ? info.pv.map((move) => vertex(move, board, turn, 'each move of pv')) : [point];
  return {
    point,
    visits: info.visits === undefined ? 0 : number(info.visits, turn, 'visits', [0, Infinity]),
    winRate: number(info.winrate, turn, `the winrate of ${short(info.move)}`, [0, 1]),
    scoreLead: optionalNumber(info.scoreLead, turn, `the scoreLead of ${short(info.move)}`),
    pv: pv.length > 0 ? pv : [point],
    order: info.order === undefined ? null : number(info.order, turn, 'order', [0, Infinity]),
  };
}

function readResponse(response: Json, board: AnalysisBoard): Raw | null {
  if (response.turnNumber === undefined) {
    // The engine's other lines (warnings, version and cache answers) carry no position.
    if (typeof response.error === 'string')
      fail(null, `Expected analysis responses, received KataGo's error ${short(response.error)}.`);
    return null;
  }
  const turn = response.turnNumber;
  if (typeof turn !== 'number' || !Number.isInteger(turn) || turn < 0)
    fail(null, `Expected turnNumber to be a whole number from 0, received ${short(turn)}.`);
  if (!Array.isArray(response.moveInfos))
    fail(turn, `expected moveInfos to be an array, received ${short(response.moveInfos)}.`);
  const read = response.moveInfos.map((info) => readCandidate(info, board, turn));
  read.sort((a, b) => (a.order !== null && b.order !== null ? a.order - b.order : b.visits - a.visits));
  const candidates = read.map(({ order: _order, ...candidate }) => candidate);
  const root = response.rootInfo;
  if (root !== undefined && !isObject(root)) fail(turn, `expected rootInfo to be an object, received ${short(root)}.`);
  const best = candidates[0];
  if (!root && !best) fail(turn, 'expected rootInfo or at least one of moveInfos, received neither.');
  const player = root?.currentPlayer;
  let ownership: Float32Array | null = null;
  if (response.ownership !== undefined) {
    const values = response.ownership;
    const points = board.width * board.height;
    if (!Array.isArray(values) || values.length !== points) {
      fail(
        turn,
        `expected ownership to hold ${points} values, one per point of this ${board.width}x${board.height} board, received ${Array.isArray(values) ? `${values.length} values` : short(values)}.`,
      );
    }
    ownership = Float32Array.from(values, (value) => number(value, turn, 'each value of ownership', [-1, 1]));
  }
  return {
    turnNumber: turn,
    toMove: colorOfKataGoPlayer(player) ?? board.toMoveAt(turn),
    winRate: root ? number(root.winrate, turn, 'rootInfo.winrate', [0, 1]) : best!.winRate,
    scoreLead: root ? optionalNumber(root.scoreLead, turn, 'rootInfo.scoreLead') : best!.scoreLead,
    visits:
      root?.visits === undefined
        ? candidates.reduce((sum, candidate) => sum + candidate.visits, 0)
        : number(root.visits, turn, 'rootInfo.visits', [0, Infinity]),
    candidates,
    ownership,
  };
}

/**
 * Whether the figures are the side to move's rather than one colour's: turn to turn, a position's
 * win rate (and lead) barely moves when seen from one side, and flips when seen from the side to
 * move. Null when no two turns follow each other, which says nothing.
 */
export function looksLikeSideToMove(raws: Map<number, Raw>): boolean | null {
  let steady = 0;
  let flipped = 0;
  let pairs = 0;
  for (const [turn, raw] of raws) {
    const next = raws.get(turn + 1);
    if (!next || raw.toMove === null || raw.toMove === next.toMove) continue;
    pairs++;
    steady += Math.abs(next.winRate - raw.winRate);
    flipped += Math.abs(next.winRate - (1 - raw.winRate));
    if (raw.scoreLead !== null && next.scoreLead !== null) {
      // Ten points weigh about as much as the whole range of win rates.
      steady += Math.abs(next.scoreLead - raw.scoreLead) / 10;
      flipped += Math.abs(next.scoreLead + raw.scoreLead) / 10;
    }
  }
  return pairs === 0 ? null : flipped < steady;
}

/** Turns a position's figures to Black's side. */
function forBlack(raw: Raw, flip: boolean): Evaluation {
  const winRate = (value: number): number => (flip ? 1 - value : value);
  const lead = (value: number | null): number | null => (value === null || !flip ? value : -value);
  return {
    turnNumber: raw.turnNumber,
    winRate: winRate(raw.winRate),
    scoreLead: lead(raw.scoreLead),
    visits: raw.visits,
    candidates: raw.candidates.map((candidate) => ({
      ...candidate,
      winRate: winRate(candidate.winRate),
      scoreLead: lead(candidate.scoreLead),
    })),
    ownership: raw.ownership && flip ? raw.ownership.map((value) => -value) : raw.ownership,
  };
}

/**
 * Reads analysis responses into the positions they evaluate, by turn number, from Black's side.
 * For a turn given twice, the later response wins, unless it is a progress report
 * (`isDuringSearch`) and the earlier one is not. Throws an AnalysisError naming the first thing
 * that is not KataGo's format, or that does not fit the board.
 */
export function readAnalysis(
  value: unknown,
  board: AnalysisBoard,
  perspective: AnalysisPerspective = 'auto',
): Map<number, Evaluation> {
  const raws = new Map<number, Raw>();
  const final = new Set<number>();
  for (const response of responsesOf(value)) {
    const raw = readResponse(response, board);
    if (!raw) continue;
    const during = response.isDuringSearch === true;
    if (during && final.has(raw.turnNumber)) continue;
    if (!during) final.add(raw.turnNumber);
    raws.set(raw.turnNumber, raw);
  }
  if (raws.size === 0)
    throw new AnalysisError('Expected at least one analysis response with a turnNumber, received none.');
  const sideToMove = perspective === 'side-to-move' || (perspective === 'auto' && looksLikeSideToMove(raws) === true);
  const evaluations = new Map<number, Evaluation>();
  for (const [turn, raw] of [...raws].sort(([a], [b]) => a - b)) {
    const flip = perspective === 'white' || (sideToMove && raw.toMove === 'white');
    evaluations.set(turn, forBlack(raw, flip));
  }
  return evaluations;
}
