// What the modes, the review and show-ownership add to a drawing of the board, as data: marks in
// the record's coordinates (a stone about to be played, a ko, a count's territory, a problem's
// hint and verdict, what the editor is drawing, an engine's candidates and line, who owns each
// point). Each maker makes them from its state record, never as SVG; drawBoard (board.ts) draws
// them all in one place, under the board's orientation, leaving out those at points the board
// does not show. Each kind is drawn by the drawer its folder adds to `drawers` when it arrives:
// only that folder makes marks of that kind, so a page of diagrams downloads none of their
// drawing. The folders import this file for its types only, and get `drawers` from the board
// (ModeContext, the ownership slot), so none of their chunks shares a module with the bundle. A
// kind whose drawer has not arrived is drawn as nothing.
import { nothing, type SVGTemplateResult } from 'lit';
import type { Color, Point } from '@go-board/rules';
import type { BoardRegion } from './coordinates.js';
import { isShown, type BoardGeometry } from './geometry.js';

/** A stone about to be played: its colour, and whether a tap waits for its confirming tap. */
export type PreviewStone = Point & { color: Color; pending?: boolean };

/** Each kind of mark, and what a mark of it says. */
export interface MarkKinds {
  /** A translucent stone: where the local player or the editor would play (`pending` while a tap
   * waits for its confirming tap), or (`sending`) a local move sent to the page's server, not yet
   * played. */
  ghost: PreviewStone & { sending?: boolean };
  /** The point the side to move may not retake a ko at. */
  ko: Point;
  /** A point of `color`'s territory in a count. */
  territory: Point & { color: Color };
  /** The first right move of a problem, when the reader asked for a hint. */
  hint: Point;
  /** The verdict on the reader's last move of a problem, once the line has ended. */
  verdict: Point & { right: boolean };
  /** The part of the board the record shows (VW), outlined while the editor shows the whole board. */
  view: { region: BoardRegion };
  /** An arrow, a line or a region the editor is drawing: its first end, and where it would end. */
  segment: { tool: 'arrow' | 'line' | 'region'; from: Point; to: Point | null };
  /** Who owns each point, row by row from the top-left, from -1 (White's for sure) to 1 (Black's):
   * show-ownership's estimate of the position at move `move`, or the review's heat map (`heat`). */
  ownership: { values: ArrayLike<number>; heat?: boolean; move?: number };
  /** An engine's best moves, best first: each at its point with its figure (the side to move's win
   * rate or lead) and visits, graded by how much it gives away against the best, `played` when
   * the record plays it next. */
  candidates: { candidates: (Point & { grade: string; figure: string; visits: string; played: boolean })[] };
  /** A candidate's line: its stones, each side in turn, numbered from 1. */
  line: { stones: (Point & { color: Color; number: number })[] };
}

export type MarkKind = keyof MarkKinds;
/** A mark of kind `K`. */
export type MarkOf<K extends MarkKind> = { kind: K } & MarkKinds[K];
/** A mark of any kind. */
export type SceneMark = { [K in MarkKind]: MarkOf<K> }[MarkKind];

/** Draws a mark of kind `K` in the board's drawing space (its point at (x, y)). */
export type MarkDrawer<K extends MarkKind> = (mark: MarkOf<K>, geometry: BoardGeometry) => SVGTemplateResult;
/** Drawers by the kind they draw. */
export type MarkDrawers = { [K in MarkKind]?: MarkDrawer<K> };

/** The names of the layers, the modes' and the review's: `play` is drawn as `g.play-layer`. */
export type LayerName = 'play' | 'problem' | 'edit' | 'review';

/** What a mode (or in view mode the review) adds to the drawing: its marks, drawn in order in its
 * layer over the shading, and the stones it marks dead (by point index), drawn faded. */
export interface MarkLayer {
  name: LayerName;
  marks: readonly SceneMark[];
  dead?: ReadonlySet<number>;
}

/** The drawers of the kinds whose folders have arrived: a mode adds its folder's when it is made,
 * the review its analysis's when that arrives, show-ownership's controller the ownership's. */
export const drawers: MarkDrawers = {};

/** A mark, by its kind's drawer; nothing at a point the board does not show (outside its region).
 * A mark over several points (an ownership, a line) is drawn by its drawer at the points shown. */
export const drawMark = (mark: SceneMark, geometry: BoardGeometry): SVGTemplateResult | typeof nothing | undefined =>
  'x' in mark && !isShown(geometry, mark)
    ? nothing
    : (drawers[mark.kind] as MarkDrawer<MarkKind> | undefined)?.(mark, geometry);
