// Everything drawn over the stones: SGF markup, the last-move mark, move numbers, variation
// letters and the keyboard cursor. Text from the file goes into text bindings only, never into
// markup, so a hostile label is shown as the characters it is.
import type { Point } from '@go-board/rules';
import { nothing, svg, type SVGTemplateResult } from 'lit';
import type { Mark, Markup, Segment } from './markup.js';
import { isShown, TEXT_DROP, type BoardGeometry } from './geometry.js';

/** The colour of the stone under a point decides the colour of what is drawn on it. */
export type Tone = 'on-black' | 'on-white' | 'on-empty';
export type ToneAt = (point: Point) => Tone;
/** The transform that stands a thing drawn at a point upright on a turned board, or null. */
export type UprightAt = (point: Point) => string | null;

/** Text at a point: a label, a move number or a variation letter. */
export type PointText = Point & {
  text: string;
  kind: 'label' | 'number' | 'variation';
  variation?: number;
};

const HEAD_LENGTH = 0.32;
const HEAD_HALF_WIDTH = 0.16;

/** How far from its point a knockout clears the lines: past every mark's corners and a star point. */
const KNOCKOUT_RADIUS = 0.36;

function renderMark(mark: Mark, tone: Tone, upright: UprightAt): SVGTemplateResult {
  // A triangle points up on the screen, however the board is turned.
  const transform = upright(mark);
  // On an empty point, a disc of the board's colour under the mark: the book style shows it
  // (board.styles.ts), so no line or star point runs through the mark.
  const knockout =
    tone === 'on-empty'
      ? svg`<circle class="backdrop knockout" cx=${mark.x} cy=${mark.y} r=${KNOCKOUT_RADIUS}></circle>`
      : nothing;
  return transform
    ? svg`<g transform=${transform}>${knockout}${markShape(mark, tone)}</g>`
    : svg`${knockout}${markShape(mark, tone)}`;
}

function markShape({ x, y, shape }: Mark, tone: Tone): SVGTemplateResult {
  switch (shape) {
    case 'triangle':
      return svg`<polygon class="mark ${tone}" points="${x},${y - 0.3} ${x + 0.26},${y + 0.15} ${x - 0.26},${y + 0.15}"></polygon>`;
    case 'square':
      return svg`<rect class="mark ${tone}" x=${x - 0.21} y=${y - 0.21} width="0.42" height="0.42"></rect>`;
    case 'circle':
      return svg`<circle class="mark ${tone}" cx=${x} cy=${y} r="0.24"></circle>`;
    case 'cross':
      return svg`<path class="mark ${tone}" d="M${x - 0.2} ${y - 0.2}L${x + 0.2} ${y + 0.2}M${x + 0.2} ${y - 0.2}L${x - 0.2} ${y + 0.2}"></path>`;
  }
}

/** Text shrinks with its length so that three digits still fit on a stone. */
function fontSize(text: string): number {
  return text.length <= 1 ? 0.58 : text.length === 2 ? 0.5 : 0.4;
}

function renderText(item: PointText, tone: Tone, transform: string | null): SVGTemplateResult {
  const { x, y, text, kind } = item;
  // On an empty point a disc of wood hides the lines behind the text, as printed diagrams do.
  const backdrop =
    tone === 'on-empty' ? svg`<circle class="backdrop" cx=${x} cy=${y} r=${KNOCKOUT_RADIUS}></circle>` : nothing;
  const long = text.length > 3;
  return svg`<g class="point-text ${kind} ${tone}" data-variation=${item.variation ?? nothing} transform=${transform ?? nothing}>${backdrop}<text x=${x} y=${y} dy=${TEXT_DROP} font-size=${fontSize(text)} textLength=${long ? 0.86 : nothing} lengthAdjust=${long ? 'spacingAndGlyphs' : nothing}>${text}</text></g>`;
}

/** An arrow or a line, stopped short of the centres so it does not hide the points it joins. */
function renderSegment({ from, to }: Segment, arrow: boolean): SVGTemplateResult {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  const length = Math.hypot(dx, dy);
  const ux = dx / length;
  const uy = dy / length;
  const inset = 0.12;
  const x1 = from.x + ux * inset;
  const y1 = from.y + uy * inset;
  const x2 = to.x - ux * inset;
  const y2 = to.y - uy * inset;
  if (!arrow) return svg`<line class="segment" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`;
  const baseX = x2 - ux * HEAD_LENGTH;
  const baseY = y2 - uy * HEAD_LENGTH;
  const head = `${x2},${y2} ${baseX - uy * HEAD_HALF_WIDTH},${baseY + ux * HEAD_HALF_WIDTH} ${baseX + uy * HEAD_HALF_WIDTH},${baseY - ux * HEAD_HALF_WIDTH}`;
  return svg`<g class="arrow"><line class="segment" x1=${x1} y1=${y1} x2=${baseX} y2=${baseY}></line><polygon class="arrowhead" points=${head}></polygon></g>`;
}

/** What goes under the stones' marks: selection, territory (in the colours drawn) and dimming. */
export function renderShading(markup: Markup, geometry: BoardGeometry, swapColors: boolean): SVGTemplateResult {
  const shown = (point: Point): boolean => isShown(geometry, point);
  const colour = (color: 'black' | 'white'): string => (swapColors === (color === 'black') ? 'white' : 'black');
  return svg`${markup.territory.filter(shown).map(({ x, y, color }) => svg`<rect class="territory ${colour(color)}" x=${x - 0.18} y=${y - 0.18} width="0.36" height="0.36"></rect>`)}${markup.dimmed.filter(shown).map(({ x, y }) => svg`<rect class="dimmed" x=${x - 0.5} y=${y - 0.5} width="1" height="1"></rect>`)}${markup.selected.filter(shown).map(({ x, y }) => svg`<rect class="selected" x=${x - 0.5} y=${y - 0.5} width="1" height="1"></rect>`)}`;
}

/** The last move's ring or dot, over its halo (board.styles.ts): the halo stands out from the
 * stone, the ring from the halo, so the mark reads on either colour. */
function renderLastMove({ x, y }: Point, mark: string, tone: Tone): SVGTemplateResult {
  const radius = mark === 'dot' ? 0.14 : 0.22;
  return svg`<circle class="last-move-halo ${tone}" cx=${x} cy=${y} r=${radius}></circle><circle class="last-move ${mark} ${tone}" cx=${x} cy=${y} r=${radius}></circle>`;
}

/** Marks, the last-move mark (a ring or a dot), texts (labels, numbers,
 * variation letters) and arrows and lines. Marks and texts stand upright on a turned board. */
export function renderOverlay(
  markup: Markup,
  texts: readonly PointText[],
  lastMove: Point | null,
  geometry: BoardGeometry,
  toneAt: ToneAt,
  upright: UprightAt,
  lastMark: string,
): SVGTemplateResult {
  const shown = (point: Point): boolean => isShown(geometry, point);
  return svg`${markup.marks.filter(shown).map((mark) => renderMark(mark, toneAt(mark), upright))}${lastMove && shown(lastMove) ? renderLastMove(lastMove, lastMark, toneAt(lastMove)) : nothing}${
    // In board order, one template each: Lit sets again only the values that changed from the text
    // drawn there before. (Keyed with `repeat`, a new move number moved fewer texts, at the cost
    // of Lit's directive helpers on every page, for boards that number their moves.)
    texts.filter(shown).map((item) => renderText(item, toneAt(item), upright(item)))
  }${markup.lines.map((segment) => renderSegment(segment, false))}${markup.arrows.map((segment) => renderSegment(segment, true))}`;
}

/** The sign over a move of the record that the rules forbid (a circle struck through, as a "no
 * entry" sign), so a reader sees it as well as hears it. */
export function renderIllegalMove(point: Point | null, geometry: BoardGeometry): SVGTemplateResult | typeof nothing {
  if (!point || !isShown(geometry, point)) return nothing;
  const { x, y } = point;
  const d = 0.3 * Math.SQRT1_2;
  return svg`<g class="illegal-move"><circle cx=${x} cy=${y} r="0.3"></circle><path d="M${x - d} ${y - d}L${x + d} ${y + d}"></path></g>`;
}

/** The keyboard cursor of the explore mode. */
export function renderCursor(point: Point | null | undefined): SVGTemplateResult | typeof nothing {
  if (!point) return nothing;
  return svg`<rect class="cursor" x=${point.x - 0.5} y=${point.y - 0.5} width="1" height="1" rx="0.12"></rect>`;
}
