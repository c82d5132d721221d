// What a node draws and shows beyond its move, read from its SGF properties into plain lists of
// points on a board: marks (TR, SQ, CR, MA), selected points (SL), labels (LB), arrows and lines
// (AR, LN), territory (TB, TW), dimmed points (DD) and the part of the board to show (VW). A
// damaged file must never stop a board from drawing: a value that cannot be read, or names a point
// off the board, is skipped, alone.
import type { Point } from '../point.js';
import { samePoint } from '../same-point.js';
import { parseCompose } from '../sgf/compose.js';
import { expandPoints, parsePoint } from '../sgf/points.js';
import type { PropertyHolder } from './game-information.js';

/** A node: its properties and, for properties that hold from their node on (DD, VW), the node it
 * follows. A game's node (GameNode) has one; a parsed record's (SgfNode) is read on its own. */
export type TreeNode = PropertyHolder & { readonly parent?: TreeNode | null };

/** The shapes SGF marks points with: TR, SQ, CR and MA. */
export const MarkShape = { Triangle: 'triangle', Square: 'square', Circle: 'circle', Cross: 'cross' } as const;
export type MarkShape = (typeof MarkShape)[keyof typeof MarkShape];

export type Mark = Point & { shape: MarkShape };
export type Label = Point & { text: string };
/** An arrow (AR) or a line (LN) from one point to another. */
export type Segment = { from: Point; to: Point };
/** A point counted as territory for a colour (TB, TW). */
export type TerritoryMark = Point & { color: 'black' | 'white' };

/** Everything a node draws on top of the stones. */
export interface NodeMarkup {
  marks: Mark[];
  labels: Label[];
  arrows: Segment[];
  lines: Segment[];
  /** SL: points the author selected. */
  selected: Point[];
  /** DD: points shown dimmed; it holds from its node on until another DD replaces it. */
  dimmed: Point[];
  territory: TerritoryMark[];
}

const SHAPES: readonly (readonly [string, MarkShape])[] = [
  ['TR', 'triangle'],
  ['SQ', 'square'],
  ['CR', 'circle'],
  ['MA', 'cross'],
];

/** The points of a point list (single points and rectangles 'aa:cc') that lie on a width x height
 * board; malformed values are dropped. */
export function pointsOn(values: readonly string[] | undefined, width: number, height: number): Point[] {
  const points: Point[] = [];
  for (const value of values ?? []) {
    try {
      for (const point of expandPoints([value])) if (point.x < width && point.y < height) points.push(point);
    } catch {
      // A malformed value says nothing that could be drawn.
    }
  }
  return points;
}

/** The values of the nearest node, from `node` up to the root, that has property `name` (DD and VW
 * hold from their node on). */
export function inherited(node: TreeNode | null | undefined, name: string): readonly string[] | undefined {
  for (let current: TreeNode | null | undefined = node; current; current = current.parent) {
    const values = current.props[name];
    if (values) return values;
  }
  return undefined;
}

/** The point a value names on a width x height board, or null for a pass, a malformed value or a
 * point off the board. */
function pointOn(value: string, width: number, height: number): Point | null {
  try {
    return parsePoint(value, width, height);
  } catch {
    return null;
  }
}

/** The from-to pairs of AR or LN ('aa:cc' is one segment, never a rectangle); SGF forbids one
 * from a point to itself, which would draw nothing visible. */
function segmentsOf(values: readonly string[] | undefined, width: number, height: number): Segment[] {
  const segments: Segment[] = [];
  for (const value of values ?? []) {
    const [first, second] = parseCompose(value);
    const from = pointOn(first, width, height);
    const to = pointOn(second, width, height);
    if (from && to && !samePoint(from, to)) segments.push({ from, to });
  }
  return segments;
}

/** The labels of LB ('aa:text'); a label without text, or with nowhere to go, is skipped. */
function labelsOf(values: readonly string[] | undefined, width: number, height: number): Label[] {
  const labels: Label[] = [];
  for (const value of values ?? []) {
    const [where, text] = parseCompose(value);
    const point = pointOn(where, width, height);
    if (point && text !== '') labels.push({ ...point, text });
  }
  return labels;
}

/** The markup of `node` on a width x height board. */
export function nodeMarkup(node: TreeNode, width: number, height: number): NodeMarkup {
  const props = node.props;
  const marks: Mark[] = [];
  for (const [name, shape] of SHAPES) {
    for (const point of pointsOn(props[name], width, height)) marks.push({ ...point, shape });
  }
  return {
    marks,
    labels: labelsOf(props.LB, width, height),
    arrows: segmentsOf(props.AR, width, height),
    lines: segmentsOf(props.LN, width, height),
    selected: pointsOn(props.SL, width, height),
    // DD[] clears the dimming, which an empty list of points does by itself.
    dimmed: pointsOn(inherited(node, 'DD'), width, height),
    territory: [
      ...pointsOn(props.TB, width, height).map((point) => ({ ...point, color: 'black' as const })),
      ...pointsOn(props.TW, width, height).map((point) => ({ ...point, color: 'white' as const })),
    ],
  };
}

/** The points of the part of the board the record asks to show at `node` (VW, which holds until
 * another VW); none, as VW[] says, for the whole board. */
export function viewPoints(node: TreeNode, width: number, height: number): Point[] {
  return pointsOn(inherited(node, 'VW'), width, height);
}
