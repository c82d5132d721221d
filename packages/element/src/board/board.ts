// One drawing of the board: what a position shows (stones, markup, numbers, variation letters)
// gathered into a scene, and the scene drawn as SVG. The grid is drawn once (still.ts), the
// stones by a directive of their own (stones.ts), so a replay step patches only the points that changed.
import { html, nothing, svg, type TemplateResult } from 'lit';
import { pointIndex, pointOf, samePoint, Stone, type Game, type IllegalMoveReason, type Point } from '@go-board/rules';
import { parseRegion, recordedView, wholeBoard, type BoardRegion } from './coordinates.js';
import { readMarkup, type Markup } from './markup.js';
import { numberedStones, type MoveNumbers } from './move-numbers.js';
import { reasonName } from '../words/compose.js';
import type { Words } from '../words/words.js';
import { boardGeometry, type BoardGeometry } from './geometry.js';
import { renderCoordinateLayer } from './coordinate-layer.js';
import { renderGrid } from './grid.js';
import {
  renderCursor,
  renderIllegalMove,
  renderOverlay,
  renderShading,
  type PointText,
  type Tone,
} from './draw-markup.js';
import { drawMark, type MarkLayer, type SceneMark } from './marks.js';
import { renderStones } from './stones.js';
import { still } from './still.js';
import { coordinateStyle, WESTERN, type CoordinateNames, type CoordinatesSetting } from './coordinate-styles.js';
import { renderMaterials, type StoneStyle } from './materials.js';
import { shownStones, UPRIGHT, type Orientation } from './orientation.js';
import { variationLetter } from './variation-letter.js';

export { variationLetter };

/** The mark on the last move (the `last-move` attribute): a `ring` (the default), a `dot`, its
 * `number`, or `none`. */
export type LastMoveMark = 'ring' | 'dot' | 'number' | 'none';

/** How the board looks, beyond its theme's colours. */
export interface BoardLook {
  stones: StoneStyle;
  lastMove: LastMoveMark;
  /** The names of the lines written around the board, or null for none. */
  coordinates: CoordinateNames | null;
  orientation: Orientation;
}

/** Everything one drawing of the board shows. */
export interface BoardScene {
  geometry: BoardGeometry;
  /** The stones, row by row: 0 empty, 1 black, 2 white. */
  board: Uint8Array;
  markup: Markup;
  texts: PointText[];
  lastMove: Point | null;
  /** The shown move, when the rules forbid it (the record plays it anyway): marked on the board. */
  illegal: (Point & { reason: IllegalMoveReason }) | null;
  look: BoardLook;
}

export interface SceneOptions {
  /** The board size when no game is loaded. */
  width: number;
  height: number;
  /** Whether coordinates are written around the board, and in which style (`true` the western). */
  coordinates: CoordinatesSetting;
  moveNumbers: MoveNumbers;
  /** The `view` attribute, which overrides the record's VW. */
  view: string | null;
  /** The region the board chose itself (a problem's area), under `view` and over the record's VW. */
  region?: BoardRegion | null;
  /** Whether letters mark the continuations; a problem hides them, as they would give it away. */
  variations?: boolean;
  /** Stones `realistic` (the default) or `flat`. */
  stones?: StoneStyle;
  lastMove?: LastMoveMark;
  orientation?: Orientation;
  /** The names of the coordinates' style (coordinate-names.ts), when it is not the western one. */
  names?: CoordinateNames;
}

const NO_MARKUP: Markup = { marks: [], labels: [], arrows: [], lines: [], selected: [], dimmed: [], territory: [] };

export function boardScene(game: Game | null, options: SceneOptions): BoardScene {
  const width = game?.width ?? options.width;
  const height = game?.height ?? options.height;
  const board = game ? game.board : new Uint8Array(width * height);
  const node = game?.node;
  const markup = node ? readMarkup(node, width, height) : NO_MARKUP;
  const region =
    (options.view ? parseRegion(options.view, width, height) : null) ??
    options.region ??
    (node ? recordedView(node, width, height) : null) ??
    wholeBoard(width, height);
  const { stones = 'realistic', lastMove: mark = 'ring', orientation = UPRIGHT } = options;
  const look: BoardLook = {
    stones,
    lastMove: mark,
    coordinates: coordinateStyle(options.coordinates) && (options.names ?? WESTERN),
    orientation,
  };
  const geometry = boardGeometry(width, height, region, look.coordinates !== null, orientation);
  const marked = new Set<number>();
  for (const point of [...markup.marks, ...markup.labels]) marked.add(pointIndex(point, width));
  const inBoardOrder = (a: Point, b: Point): number => a.y - b.y || a.x - b.x;
  // The labels in board order, then the move numbers in the order the moves were played, then the
  // variation letters: Lit redraws a text only where the one drawn at its place in the list
  // changed, and in move order a step forward or back adds or takes away one number at the end
  // (in board order, every number after the new stone moved along by one, at every step).
  const texts: PointText[] = markup.labels.map((label): PointText => ({ ...label, kind: 'label' })).sort(inBoardOrder);
  let lastMove: Point | null = null;
  let illegal: BoardScene['illegal'] = null;
  if (node) {
    const numbers = numberedStones(node, options.moveNumbers, board, width);
    // The map holds the latest move first.
    const numbered = [...numbers].reverse();
    for (const [index, number] of numbered) {
      if (!marked.has(index)) texts.push({ ...pointOf(index, width), text: String(number), kind: 'number' });
    }
    const index = pointIndex(node, width);
    // A move the rules forbid is marked as such (which also says it is the last move).
    if (node.illegal && node.color !== null && node.x >= 0) illegal = { x: node.x, y: node.y, reason: node.illegal };
    else if (
      node.color !== null &&
      node.x >= 0 &&
      !numbers.has(index) &&
      !marked.has(index) &&
      board[index] !== Stone.Empty
    ) {
      lastMove = { x: node.x, y: node.y };
      // `last-move="number"` writes the move's number on it, as move numbers do.
      if (mark === 'number') texts.push({ ...lastMove, text: String(node.moveNumber), kind: 'number' });
    }
    // Letters mark where each continuation plays, when there is more than one to choose from.
    if (node.children.length > 1 && options.variations !== false) {
      const letters: PointText[] = [];
      node.children.forEach((child, variation) => {
        if (child.color !== null && child.x >= 0)
          letters.push({ x: child.x, y: child.y, text: variationLetter(variation), kind: 'variation', variation });
      });
      texts.push(...letters.sort(inBoardOrder));
    }
  }
  return { geometry, board, markup, texts, lastMove, illegal, look };
}

/** The colour of the stone drawn at a point (swapped with the colours) decides the colour drawn on it. */
export function toneAt(scene: BoardScene, point: Point): Tone {
  const stone = scene.board[pointIndex(point, scene.geometry.width)];
  const black = scene.look.orientation.swapColors ? Stone.White : Stone.Black;
  return stone === Stone.Empty || stone === undefined ? 'on-empty' : stone === black ? 'on-black' : 'on-white';
}

/** What is drawn at `point`, in words, for the explore cursor: "triangle", "label A", "move 12". */
export function pointNotes(words: Words, scene: BoardScene, point: Point): string[] {
  const at = (other: Point): boolean => samePoint(other, point);
  const notes: string[] = [];
  // The shapes' names are keys of the words: 'triangle', 'square', 'circle', 'cross'.
  for (const mark of scene.markup.marks) if (at(mark)) notes.push(words[mark.shape]);
  for (const item of scene.texts) {
    if (!at(item)) continue;
    if (item.kind === 'label') notes.push(words.labelNote(item.text));
    else if (item.kind === 'number') notes.push(words.moveNote(item.text));
    else notes.push(words.variationNote(item.text));
  }
  if (scene.lastMove && at(scene.lastMove)) notes.push(words.lastMoveNote);
  if (scene.illegal && at(scene.illegal)) notes.push(words.illegalInRecord(reasonName(words, scene.illegal.reason)));
  if (scene.markup.selected.some(at)) notes.push(words.selected);
  if (scene.markup.dimmed.some(at)) notes.push(words.dimmed);
  for (const owned of scene.markup.territory) if (at(owned)) notes.push(words.territoryOf(owned.color));
  for (const arrow of scene.markup.arrows) {
    if (at(arrow.from)) notes.push(words.arrowStart);
    if (at(arrow.to)) notes.push(words.arrowEnd);
  }
  return notes;
}

/** Where the coordinates are written: in the drawing, in grid units, for a picture that scales
 * as a whole (the standalone SVG); or over it, in screen pixels, for the element, where they keep
 * a legible size at any width (see coordinate-layer.ts). */
export type CoordinatePlacement = 'inside' | 'over';

/** What a drawing of the board shows over its scene, and how it is drawn. */
export interface BoardDrawingOptions {
  /** The keyboard cursor, or none. */
  cursor?: Point | null;
  /** What the mode adds (or in view mode the review), as data: its marks, drawn over the shading,
   * and its dead stones, drawn faded (marks.ts). */
  layer?: MarkLayer | null | undefined;
  /** show-ownership's estimate, an ownership mark drawn over the stones, under the shading. */
  estimate?: SceneMark | false | null | undefined;
  /** Where the coordinates are written; 'over' unless said. */
  coordinates?: CoordinatePlacement;
  /** The first letters of the realistic look's gradient ids; 'go-' unless said. */
  ids?: string;
  /** The point under the pointer or the cursor, whose coordinates light up. */
  highlight?: Point | null;
}

/**
 * Draws the scene, and over it the marks of the mode or the review and show-ownership's estimate,
 * each by its kind's drawer (marks.ts), in the region shown and under the board's orientation. The
 * realistic look's gradients are defined in the drawing with ids starting with `ids` (unique in
 * the element's shadow root; a standalone picture names them after its look, as several may
 * share one page).
 */
export function drawBoard(
  scene: BoardScene,
  { cursor, layer, estimate, coordinates = 'over', ids = 'go-', highlight }: BoardDrawingOptions = {},
): TemplateResult {
  const { geometry, look } = scene;
  const { box, orientation } = geometry;
  const tone = (point: Point): Tone => toneAt(scene, point);
  const materials = look.stones === 'realistic' ? ids : null;
  const style = look.coordinates;
  const mark = look.lastMove;
  // The tags follow each other without white space: it would be text nodes in every board.
  return html`<svg class="goban ${look.stones}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}" aria-hidden="true" focusable="false">${still(
    [materials, orientation.key],
    () => (materials === null ? nothing : renderMaterials(materials, orientation)),
  )}<g class="grid">${renderGrid(geometry, coordinates === 'inside' ? style : null, materials)}</g><g class="points" transform=${geometry.points.transform ?? nothing}><g class="stones">${renderStones(
    { board: shownStones(orientation, scene.board), geometry, dead: layer?.dead, materials, orientation },
  )}</g>${estimate && drawMark(estimate, geometry)}<g class="shading">${renderShading(scene.markup, geometry, orientation.swapColors)}</g>${
    layer && svg`<g class="${layer.name}-layer">${layer.marks.map((mark) => drawMark(mark, geometry))}</g>`
  }<g class="overlay">${renderOverlay(
    scene.markup,
    scene.texts,
    mark === 'ring' || mark === 'dot' ? scene.lastMove : null,
    geometry,
    tone,
    orientation.upright,
    mark,
  )}${renderIllegalMove(scene.illegal, geometry)}</g>${renderCursor(cursor)}</g></svg>${
    coordinates === 'over' && style ? renderCoordinateLayer(geometry, style, highlight) : nothing
  }`;
}
