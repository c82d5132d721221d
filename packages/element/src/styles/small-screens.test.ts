import { expect } from '@esm-bundle/chai';
import type { GoBoard } from '../go-board.js';
import { findAll, mount, openExportMenu, unmountAll } from '../test-support/fixture.js';
import { playToTheCount } from '../test-support/play.js';
import { VITAL_POINT } from '../test-support/problems.js';
import { CORNER_VIEW, SHORT_GAME } from '../test-support/records.js';
import { REVIEW_BOARD, reviewEverything } from '../test-support/review.js';
import { EDIT_BOARD, editEverything } from '../test-support/edit.js';

/** WCAG 2.2 target size (minimum), 2.5.8: every target at least 24 by 24 CSS pixels. */
const SMALLEST_TARGET = 24;
/** The smallest coordinate that still reads, as the height of its text on the screen. */
const SMALLEST_COORDINATE = 10;
/** A phone's column, a larger phone's, and a desktop's. */
const WIDTHS = [280, 360, 600];

/** Everything on a board a reader can click, tap or reach with Tab. */
const TARGETS = 'button, input, select, a[href], [tabindex]:not([tabindex="-1"])';

/** The targets smaller than 24 x 24, as "what: width x height". */
function smallTargets(board: GoBoard): string[] {
  return findAll<HTMLElement>(board, TARGETS)
    .filter((target) => target.getClientRects().length > 0)
    .map((target) => ({ target, box: target.getBoundingClientRect() }))
    .filter(({ box }) => box.width < SMALLEST_TARGET || box.height < SMALLEST_TARGET)
    .map(
      ({ target, box }) =>
        `${target.localName}.${[...target.classList].join('.')}: ${box.width.toFixed(1)} x ${box.height.toFixed(1)}`,
    );
}

/** How big each coordinate is written on the screen: its type size in CSS pixels, or 0 where it
 * is not drawn. */
function coordinateHeights(board: GoBoard): number[] {
  return findAll<SVGTextElement>(board, '.coordinate').map((text) =>
    text.getClientRects().length === 0 ? 0 : parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM()!.a,
  );
}

const measure = document.createElement('canvas').getContext('2d')!;

/**
 * Where a coordinate's glyphs are drawn on the screen, measured in a canvas with its font from its
 * anchor (text-anchor middle, its baseline dy below the point). Not its getBoundingClientRect():
 * that box holds the font's ascent and descent, how much of them is each engine's choice (for
 * 10 px DejaVu Sans, Firefox's box is 15 px tall, Chromium's and WebKit's 11 px), and it
 * overhangs the glyphs by that much.
 */
function inkOnScreen(text: SVGTextElement): { left: number; right: number; top: number; bottom: number } {
  const style = getComputedStyle(text);
  const matrix = text.getScreenCTM()!;
  const baseline = text.y.baseVal[0]!.value + (text.dy.baseVal[0]?.value ?? 0);
  const anchor = new DOMPoint(text.x.baseVal[0]!.value, baseline).matrixTransform(matrix);
  measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  measure.textAlign = 'center';
  measure.textBaseline = 'alphabetic';
  const ink = measure.measureText(text.textContent!);
  return {
    left: anchor.x - ink.actualBoundingBoxLeft * matrix.a,
    right: anchor.x + ink.actualBoundingBoxRight * matrix.a,
    top: anchor.y - ink.actualBoundingBoxAscent * matrix.d,
    bottom: anchor.y + ink.actualBoundingBoxDescent * matrix.d,
  };
}

/** Whether every coordinate's glyphs lie inside the board's drawing, none cut off at its edge. */
function coordinatesInside(board: GoBoard): boolean {
  const drawing = findAll(board, 'svg.goban')[0]!.getBoundingClientRect();
  return findAll<SVGTextElement>(board, '.coordinate')
    .filter((text) => text.getClientRects().length > 0)
    .every((text) => {
      const ink = inkOnScreen(text);
      return (
        ink.left >= drawing.left && ink.right <= drawing.right && ink.top >= drawing.top && ink.bottom <= drawing.bottom
      );
    });
}

/** A board in each state that shows controls: replay (full and minimal), play, the count, a problem. */
const BOARDS: [string, Record<string, string>, ((board: GoBoard) => unknown)?][] = [
  ['a replay with variations', { sgf: SHORT_GAME, move: '6', coordinates: '' }],
  ['a replay with minimal controls', { sgf: SHORT_GAME, move: '6', controls: 'minimal' }],
  ['a replay with its export menu open', { sgf: SHORT_GAME, move: '6' }, openExportMenu],
  ['a game being played', { mode: 'play', size: '19', 'allow-undo': '' }, (board) => board.play({ x: 3, y: 3 })],
  ['the count', { mode: 'play', size: '9' }, playToTheCount],
  ['a problem', { mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0' }, (board) => board.play({ x: 1, y: 0 })],
  ['a collection, with its list of games', { sgf: `${SHORT_GAME}(;SZ[9]GN[Another];B[ee])` }],
  [
    '"Resign?" asking for its second press',
    { mode: 'play', size: '9' },
    (board) => board.shadowRoot!.querySelector<HTMLButtonElement>('button.resign')!.click(),
  ],
  ['the editor, every form open', EDIT_BOARD, editEverything],
  [
    'the review: the tree, the analysis and the graph',
    { sgf: SHORT_GAME, ...REVIEW_BOARD },
    (board) => reviewEverything(board),
  ],
];

describe('<go-board> on small screens', () => {
  afterEach(unmountAll);

  for (const width of WIDTHS) {
    it(`should make every target at least 24 x 24 px in a ${width} px column`, async () => {
      for (const [what, attributes, reach] of BOARDS) {
        const board = await mount(attributes, '', width);
        await reach?.(board);
        await board.updateComplete;
        expect(findAll(board, TARGETS).length, what).to.be.greaterThan(1);
        expect(smallTargets(board), what).to.deep.equal([]);
      }
    });
  }

  it('should write coordinates at least 10 px tall, or hide them where a cell cannot hold them', async () => {
    for (const width of [200, 240, 280, 320, 360, 480, 600, 800]) {
      const boards: Record<string, string>[] = [
        { size: '19' },
        { size: '13' },
        { size: '9' },
        { size: '5' },
        { sgf: CORNER_VIEW },
        { size: '19', view: 'a1:t4' },
      ];
      for (const attributes of boards) {
        const board = await mount({ ...attributes, coordinates: '', controls: 'none' }, '', width);
        const heights = coordinateHeights(board);
        const where = `${JSON.stringify(attributes)} at ${width} px`;
        expect(heights.length, where).to.be.greaterThan(0);
        // All shown or all hidden: never a board with half its coordinates.
        const shown = heights.filter((height) => height > 0);
        expect(
          shown.length === 0 || shown.length === heights.length,
          `${where}: ${shown.length} of ${heights.length} shown`,
        ).to.equal(true);
        expect(Math.min(...shown), where).to.be.at.least(SMALLEST_COORDINATE);
        expect(coordinatesInside(board), `${where}: coordinates inside the board`).to.equal(true);
      }
    }
  });

  it('should keep the coordinates where there is room for them: 9x9 in 240 px, 13x13 and 19x19 from 320 px', async () => {
    const shown = async (size: string, width: number): Promise<boolean> => {
      const board = await mount({ size, coordinates: '', controls: 'none' }, '', width);
      return coordinateHeights(board).every((height) => height > 0);
    };
    expect(await shown('9', 240)).to.equal(true);
    expect(await shown('13', 280)).to.equal(true);
    expect(await shown('19', 320)).to.equal(true);
    expect(await shown('19', 280)).to.equal(false);
  });
});
