// The markup of a game node, read from its SGF properties into plain lists the drawing code can
// map over. A hostile or damaged file must never stop the board from drawing: a value that
// cannot be read is skipped, alone.
import { parseCompose, parsePoint, type GameNode, type Point } from '@go-board/rules';
import { inheritedProperty, pointsOf } from './coordinates.js';

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
export interface Markup {
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

const SHAPES: [string, MarkShape][] = [
  ['TR', MarkShape.Triangle],
  ['SQ', MarkShape.Square],
  ['CR', MarkShape.Circle],
  ['MA', MarkShape.Cross],
];

/** The from-to pairs of AR or LN ('aa:cc' is one segment, never a rectangle). */
function segmentsOf(values: readonly string[] | undefined, width: number, height: number): Segment[] {
  const segments: Segment[] = [];
  for (const value of values ?? []) {
    const [first, second] = parseCompose(value);
    try {
      const from = parsePoint(first, width, height);
      const to = parsePoint(second, width, height);
      // SGF forbids an arrow or line from a point to itself: it would draw nothing visible.
      if (from && to && (from.x !== to.x || from.y !== to.y)) segments.push({ from, to });
    } catch {
      // Off the board or malformed: nothing to draw.
    }
  }
  return segments;
}

/** The markup of `node` on a width x height board. */
export function readMarkup(node: GameNode, width: number, height: number): Markup {
  const props = node.props;
  const marks: Mark[] = [];
  for (const [name, shape] of SHAPES) {
    for (const point of pointsOf(props[name], width, height)) marks.push({ ...point, shape });
  }
  const labels: Label[] = [];
  for (const value of props.LB ?? []) {
    const [where, text] = parseCompose(value);
    try {
      const point = parsePoint(where, width, height);
      if (point && text !== '') labels.push({ ...point, text });
    } catch {
      // A label off the board has nowhere to go.
    }
  }
  const territory: TerritoryMark[] = [
    ...pointsOf(props.TB, width, height).map((point) => ({ ...point, color: 'black' as const })),
    ...pointsOf(props.TW, width, height).map((point) => ({ ...point, color: 'white' as const })),
  ];
  return {
    marks,
    labels,
    arrows: segmentsOf(props.AR, width, height),
    lines: segmentsOf(props.LN, width, height),
    selected: pointsOf(props.SL, width, height),
    // DD[] clears the dimming, which an empty list of points does by itself.
    dimmed: pointsOf(inheritedProperty(node, 'DD'), width, height),
    territory,
  };
}
