// Markup as an editor writes it on the node of the position shown: marks (TR, SQ, CR, MA, SL),
// territory (TB, TW), labels (LB), arrows and lines (AR, LN), dimmed points (DD) and the part of
// the board to show (VW). A click on a point that holds the same mark takes it away. SGF allows
// one mark or label per point in a node, so a new one replaces the one there.
import { describe } from '../color.js';
import type { Game } from '../game/game.js';
import type { GameNode } from '../game/node.js';
import { checkPoint, type Point } from '../point.js';
import { samePoint } from '../same-point.js';
import { parseCompose } from '../sgf/compose.js';
import { formatPoint, parsePoint } from '../sgf/points.js';
import { inherited } from '../tree-words/markup.js';
import { addPoint, listHolds, pointsOf, removePoint, writeList } from './point-lists.js';

/** The marks of single points: triangle, square, circle, cross (MA) and selected (SL). */
export type MarkProperty = 'TR' | 'SQ' | 'CR' | 'MA' | 'SL';
/** Points counted as territory: Black's (TB) and White's (TW). */
export type TerritoryProperty = 'TB' | 'TW';
/** Segments from point to point: arrows (AR) and lines (LN). */
export type SegmentProperty = 'AR' | 'LN';

/** The marks of single points in words: the shapes (TR, SQ, CR, MA), selected (SL), and territory
 * for Black (TB) or White (TW). Each function that takes a mark takes these words or the
 * identifiers. */
export const PointMark = {
  Triangle: 'triangle',
  Square: 'square',
  Circle: 'circle',
  Cross: 'cross',
  Selected: 'selected',
  BlackTerritory: 'black-territory',
  WhiteTerritory: 'white-territory',
} as const;
export type PointMark = (typeof PointMark)[keyof typeof PointMark];
/** Segments from point to point in words: an arrow (AR) and a line (LN). */
export type SegmentKind = 'arrow' | 'line';

const MARK_PROPERTIES: Readonly<Record<PointMark, MarkProperty | TerritoryProperty>> = {
  triangle: 'TR',
  square: 'SQ',
  circle: 'CR',
  cross: 'MA',
  selected: 'SL',
  'black-territory': 'TB',
  'white-territory': 'TW',
};
const SEGMENT_PROPERTIES: Readonly<Record<SegmentKind, SegmentProperty>> = { arrow: 'AR', line: 'LN' };

const MARKS: readonly string[] = ['TR', 'SQ', 'CR', 'MA', 'SL'];
const TERRITORY: readonly string[] = ['TB', 'TW'];

/** The property of a mark given in words or as its identifier (anything else is left as it is). */
const markProperty = (mark: PointMark | MarkProperty | TerritoryProperty): string =>
  Object.hasOwn(MARK_PROPERTIES, mark) ? MARK_PROPERTIES[mark as PointMark] : mark;

/** Checks that `point` is a point of the game's board, and returns it as {x, y}. */
function onBoard(game: Game, point: Point, what = 'point'): Point {
  if (point === null || typeof point !== 'object')
    throw new RangeError(`Expected the ${what} as {x, y}, received ${describe(point)}.`);
  checkPoint(point.x, point.y, game.width, game.height);
  return { x: point.x, y: point.y };
}

/** The label at `point` on `node`, or null. */
export function labelAt(node: GameNode, point: Point): string | null {
  for (const value of node.props.LB ?? []) {
    const [where, text] = parseCompose(value);
    if (where === formatPoint(point)) return text;
  }
  return null;
}

/** Whether `node` holds mark `mark` at `point`: a PointMark, or its identifier (TR, SQ, CR, MA,
 * SL, TB, TW). */
export function hasMark(node: GameNode, mark: PointMark | MarkProperty | TerritoryProperty, point: Point): boolean {
  const name = markProperty(mark);
  return (MARKS.includes(name) || TERRITORY.includes(name)) && listHolds(node.props[name], point);
}

/** Takes the mark or label at `point` off `node`, whichever it is. */
function clearPoint(node: GameNode, point: Point): void {
  for (const name of MARKS) removePoint(node, name, point);
  const where = formatPoint(point);
  const labels = node.props.LB;
  if (labels?.some((value) => parseCompose(value)[0] === where))
    writeList(
      node,
      'LB',
      labels.filter((value) => parseCompose(value)[0] !== where),
    );
}

/**
 * Puts a mark (a PointMark, or its identifier TR, SQ, CR, MA, SL, TB, TW) at `point` on the
 * current node, or takes it away when it is there already; returns whether the point holds it
 * now. A mark replaces the other mark or label there, a territory mark the other colour's.
 */
export function toggleMark(game: Game, mark: PointMark | MarkProperty | TerritoryProperty, point: Point): boolean {
  const name = typeof mark === 'string' ? markProperty(mark) : mark;
  if (!MARKS.includes(name) && !TERRITORY.includes(name)) {
    throw new RangeError(
      `Expected a mark such as 'triangle', 'square', 'circle', 'cross', 'selected', 'black-territory' or 'white-territory' (or 'TR', 'SQ', 'CR', 'MA', 'SL', 'TB', 'TW'), received ${describe(mark)}.`,
    );
  }
  const at = onBoard(game, point);
  const node = game.node;
  if (removePoint(node, name, at)) return false;
  if (MARKS.includes(name)) clearPoint(node, at);
  else for (const other of TERRITORY) removePoint(node, other, at);
  addPoint(node, name, at);
  return true;
}

/**
 * Writes label `text` at `point` on the current node (replacing a mark or another label there),
 * or takes it away when the point holds that label already; returns whether it is there now.
 * Throws a RangeError for an empty text.
 */
export function toggleLabel(game: Game, point: Point, text: string): boolean {
  if (typeof text !== 'string' || text.trim() === '')
    throw new RangeError(`Expected the text of a label, such as 'A' or '1', received ${describe(text)}.`);
  const at = onBoard(game, point);
  const node = game.node;
  const same = labelAt(node, at) === text;
  clearPoint(node, at);
  if (same) return false;
  node.setProperty('LB', [...(node.props.LB ?? []), `${formatPoint(at)}:${text}`]);
  return true;
}

/** The label an editor writes next on `node`: the first letter from A (then a) or the first
 * number from 1 that no label of the node uses. */
export function nextLabel(node: GameNode, kind: 'letter' | 'number'): string {
  const used = new Set((node.props.LB ?? []).map((value) => parseCompose(value)[1]));
  if (kind === 'number') {
    let number = 1;
    while (used.has(String(number))) number++;
    return String(number);
  }
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  for (const letter of letters) if (!used.has(letter)) return letter;
  let number = 1;
  while (used.has(`A${number}`)) number++;
  return `A${number}`;
}

/** The segment of a value 'aa:cc', or null for a malformed one. */
function segmentOf(value: string): [Point, Point] | null {
  const [first, second] = parseCompose(value);
  try {
    const from = parsePoint(first, 52, 52);
    const to = parsePoint(second, 52, 52);
    return from && to ? [from, to] : null;
  } catch {
    return null;
  }
}

/**
 * Draws an arrow or a line (`kind`: 'arrow' or 'line', or SGF's AR or LN) from `from` to `to` on
 * the current node, or takes it away when it is there already (a line either way round); returns
 * whether it is there now. An arrow and a line between the same points replace each other. SGF
 * has no segment from a point to itself: that is a RangeError.
 */
export function toggleSegment(game: Game, kind: SegmentKind | SegmentProperty, from: Point, to: Point): boolean {
  const name = kind === 'arrow' || kind === 'line' ? SEGMENT_PROPERTIES[kind] : kind;
  if (name !== 'AR' && name !== 'LN')
    throw new RangeError(`Expected 'arrow' or 'line' (SGF's 'AR' or 'LN'), received ${describe(kind)}.`);
  const start = onBoard(game, from, 'start');
  const end = onBoard(game, to, 'end');
  if (samePoint(start, end))
    throw new RangeError(
      `Expected an arrow or a line between two different points, received (${start.x}, ${start.y}) twice.`,
    );
  const node = game.node;
  const matches = (value: string, either: boolean): boolean => {
    const segment = segmentOf(value);
    if (!segment) return false;
    return (
      (samePoint(segment[0], start) && samePoint(segment[1], end)) ||
      (either && samePoint(segment[0], end) && samePoint(segment[1], start))
    );
  };
  const values = node.props[name] ?? [];
  if (values.some((value) => matches(value, name === 'LN'))) {
    writeList(
      node,
      name,
      values.filter((value) => !matches(value, name === 'LN')),
    );
    return false;
  }
  const other = name === 'AR' ? 'LN' : 'AR';
  const others = node.props[other];
  if (others?.some((value) => matches(value, true)))
    writeList(
      node,
      other,
      others.filter((value) => !matches(value, true)),
    );
  node.setProperty(name, [...values, `${formatPoint(start)}:${formatPoint(end)}`]);
  return true;
}

/** Writes an inherited property on `node` so that the points in force from it are `points`:
 * none of its own when its parent's already say so, `['']` (SGF's `DD[]`) to clear them. */
function writeInherited(node: GameNode, name: string, values: string[]): void {
  const fromParent = pointsOf(inherited(node.parent, name));
  const wanted = pointsOf(values);
  const same =
    fromParent.length === wanted.length && wanted.every((point) => fromParent.some((other) => samePoint(point, other)));
  if (same) node.deleteProperty(name);
  else node.setProperty(name, values.length > 0 ? values : ['']);
}

/** Dims `point` from the current node on (DD, which holds until another DD), or shows it again
 * when it is dimmed; returns whether it is dimmed now. */
export function toggleDimmed(game: Game, point: Point): boolean {
  const at = onBoard(game, point);
  const node = game.node;
  const dimmed = pointsOf(inherited(node, 'DD'));
  const was = dimmed.some((other) => samePoint(other, at));
  const now = was ? dimmed.filter((other) => !samePoint(other, at)) : [...dimmed, at];
  writeInherited(node, 'DD', now.map(formatPoint));
  return !was;
}

/** Shows only the rectangle between `corners` from the current node on (VW, which holds until
 * another VW), or with null the whole board again. A rectangle that is the whole board is null. */
export function setView(game: Game, corners: readonly [Point, Point] | null): void {
  const node = game.node;
  if (corners === null) return writeInherited(node, 'VW', []);
  const first = onBoard(game, corners[0], 'first corner');
  const second = onBoard(game, corners[1], 'second corner');
  const topLeft = { x: Math.min(first.x, second.x), y: Math.min(first.y, second.y) };
  const bottomRight = { x: Math.max(first.x, second.x), y: Math.max(first.y, second.y) };
  const whole =
    topLeft.x === 0 && topLeft.y === 0 && bottomRight.x === game.width - 1 && bottomRight.y === game.height - 1;
  if (whole) return writeInherited(node, 'VW', []);
  writeInherited(node, 'VW', [
    samePoint(topLeft, bottomRight) ? formatPoint(topLeft) : `${formatPoint(topLeft)}:${formatPoint(bottomRight)}`,
  ]);
}
