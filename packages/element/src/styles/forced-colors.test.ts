import { expect } from '@esm-bundle/chai';
import { executeServerCommand } from '@web/test-runner-commands';
import type { GoBoard } from '../go-board.js';
import { find, findAll, mount, press, unmountAll, until } from '../test-support/fixture.js';
import { clickPoint, playToTheCount } from '../test-support/play.js';
import { VITAL_POINT } from '../test-support/problems.js';
import { MARKUP_DIAGRAM, SHORT_GAME } from '../test-support/records.js';
import { REVIEW_BOARD, reviewEverything } from '../test-support/review.js';
import { EDIT_BOARD, editEverything } from '../test-support/edit.js';
import { describeWhereSupported, FORCED_COLOURS_EMULATION } from '../test-support/engines.js';

/** Black has just taken a ko on the right: White may not take back at F6 at once. */
const KO_ON_THE_RIGHT = '(;SZ[9]AB[gd][fc][fe][ha][ib]AW[ec][ee][dd][fd];B[ed])';

/** The colours a forced palette defines (CSS Color 4 system colours). */
const SYSTEM_COLOURS = [
  'Canvas',
  'CanvasText',
  'LinkText',
  'VisitedText',
  'ActiveText',
  'ButtonFace',
  'ButtonText',
  'ButtonBorder',
  'Field',
  'FieldText',
  'Highlight',
  'HighlightText',
  'SelectedItem',
  'SelectedItemText',
  'Mark',
  'MarkText',
  'GrayText',
];

/** The name of each colour the palette now forced defines, by its computed value. */
function palette(): Map<string, string> {
  const probe = document.createElement('div');
  // The probe keeps the colour it is given, as the board's drawing does (forced-color-adjust).
  probe.style.forcedColorAdjust = 'none';
  document.body.append(probe);
  const colours = new Map<string, string>();
  for (const name of SYSTEM_COLOURS) {
    probe.style.color = name;
    // Several names share a colour (CanvasText and ButtonText); the first listed names it.
    const colour = getComputedStyle(probe).color;
    if (!colours.has(colour)) colours.set(colour, name);
  }
  probe.remove();
  return colours;
}

/** One shape drawn on the board: what it is, its paint by system-colour name (or the colour
 * itself when it is none of them), and its stroke's width on the screen in CSS pixels. */
interface Shape {
  name: string;
  fill: string;
  stroke: string;
  strokeWidth: number;
  /** The side of a cell on the screen, in CSS pixels. */
  cell: number;
  /** Whether it is drawn on the board (not in the tree or the graph, whose strokes are in pixels by design). */
  onBoard: boolean;
}

function drawing(board: GoBoard): Shape[] {
  const colours = palette();
  const paint = (value: string): string => (value === 'none' ? 'none' : (colours.get(value) ?? value));
  // CSS pixels per grid unit: one unit is the distance between two lines.
  const cell = find<SVGSVGElement>(board, 'svg.goban').getScreenCTM()!.a;
  // The drawing, and the coordinates written over it (in pixels: there a unit is a pixel). A shape
  // the forced palette leaves out (the realistic look's light and grain) is not drawn at all.
  const drawn = findAll<SVGGraphicsElement>(
    board,
    ':is(.board, .tree, .graph) svg :is(circle, rect, path, polygon, line, text)',
  ).filter((shape) => getComputedStyle(shape).display !== 'none');
  return drawn.map((shape) => {
    const style = getComputedStyle(shape);
    const width = parseFloat(style.strokeWidth);
    const named = shape.classList.length > 0 ? shape : shape.parentElement!;
    return {
      name: `${shape.tagName}${named === shape ? '' : ` in ${named.tagName}`}.${[...named.classList].join('.')}`,
      fill: paint(style.fill),
      stroke: paint(style.stroke),
      strokeWidth:
        style.stroke === 'none'
          ? 0
          : style.vectorEffect === 'non-scaling-stroke'
            ? width
            : width * shape.getScreenCTM()!.a,
      cell,
      onBoard: shape.closest('.board') !== null,
    };
  });
}

/** The widest stroke a shape may have, in CSS pixels or as a share of a cell: the edge, the
 * cursor and the rings of a hint or of a stone waiting for its confirming tap are 2-3 px, marks
 * a tenth of a cell and the halo under a problem's verdict a fifth. Anything wider is a stroke
 * left at its default of one grid unit, a whole cell (a coordinate turned into a blob, a star
 * point into a thick ring). */
const WIDEST_STROKE = { pixels: 4, cell: 0.2 };

/** What is wrong with the drawing under forced colours, one line per shape, each said once. */
function faults(board: GoBoard): string[] {
  const found = new Set<string>();
  for (const { name, fill, stroke, strokeWidth, cell, onBoard } of drawing(board)) {
    for (const [part, value] of [
      ['fill', fill],
      ['stroke', stroke],
    ]) {
      if (value !== 'none' && !SYSTEM_COLOURS.includes(value))
        found.add(`${name}: ${part} ${value}, not a system colour`);
    }
    if (onBoard && strokeWidth > Math.max(WIDEST_STROKE.pixels, WIDEST_STROKE.cell * cell)) {
      found.add(`${name}: a stroke ${Math.round(strokeWidth)} px wide in a cell of ${Math.round(cell)} px`);
    }
    if (name.startsWith('text') && stroke !== 'none') found.add(`${name}: text outlined in ${stroke}`);
  }
  return [...found];
}

const THEMES = ['wood', 'book', 'dark'];

/** Every mode's drawing, each brought to the state that shows what it draws. */
const BOARDS: [string, Record<string, string>, ((board: GoBoard) => Promise<unknown>)?][] = [
  ['a diagram with every markup kind and coordinates', { sgf: MARKUP_DIAGRAM, coordinates: '' }],
  [
    'a replay with the last move, variation letters and the explore cursor',
    { sgf: SHORT_GAME, move: '6', coordinates: '' },
    (board) => press(board, 'Enter'),
  ],
  ['a replay with move numbers', { sgf: SHORT_GAME, move: '6', 'move-numbers': '' }],
  [
    'play: the ko, and the stone under the cursor',
    { mode: 'play', sgf: KO_ON_THE_RIGHT },
    (board) => press(board, 'ArrowLeft'),
  ],
  [
    'play: a stone waiting for its confirming click',
    { mode: 'play', size: '9', 'confirm-moves': 'always' },
    (board) => clickPoint(board, 2, 2),
  ],
  ['the count: dead stones and territory', { mode: 'play', size: '9', rules: 'territory' }, playToTheCount],
  ['a problem: the hint', { mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0' }, async (board) => board.hint()],
  [
    'a problem: a wrong line',
    { mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0' },
    async (board) => board.play({ x: 1, y: 0 }),
  ],
  [
    'a problem: a right line',
    { mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0' },
    async (board) => {
      board.play({ x: 2, y: 0 });
      board.play({ x: 3, y: 0 });
    },
  ],
  ["a record's illegal move", { sgf: '(;SZ[9];B[ee];W[ee])', move: 'last' }],
  [
    "play: a move held back while the page's server answers",
    { mode: 'play', size: '9' },
    async (board) => {
      board.addEventListener('go-move', (event) => event.preventDefault(), { once: true });
      await clickPoint(board, 4, 4);
    },
  ],
  [
    'the ownership overlay',
    { sgf: SHORT_GAME, move: '6', 'show-ownership': '' },
    (board) => until(() => board.shadowRoot!.querySelector('.ownership rect') !== null, 'the ownership estimate'),
  ],
  [
    'the review: candidates, the ownership heat map, the tree and the graph',
    { sgf: SHORT_GAME, ...REVIEW_BOARD },
    (board) => reviewEverything(board),
  ],
  [
    'the editor: stones, a mark, an arrow, the visible region, a line being drawn, the cursor',
    EDIT_BOARD,
    (board) => editEverything(board),
  ],
  [
    'the editor: a move waiting for its confirming click',
    { ...EDIT_BOARD, 'confirm-moves': 'always' },
    async (board) => {
      await editEverything(board);
      await press(board, 'Escape');
      await press(board, 'm');
      await clickPoint(board, 2, 6);
    },
  ],
  ["the review: a candidate's line", { sgf: SHORT_GAME, ...REVIEW_BOARD }, (board) => reviewEverything(board, true)],
];

for (const scheme of ['light', 'dark'] as const) {
  describeWhereSupported(FORCED_COLOURS_EMULATION, `<go-board> under forced colours, ${scheme} palette`, () => {
    /** The palette's darker colour, the ink the board is drawn in, and its paper. */
    const [ink, paper] = scheme === 'light' ? ['CanvasText', 'Canvas'] : ['Canvas', 'CanvasText'];
    before(() => executeServerCommand('emulate-forced-colors', { active: true, scheme }));
    after(() => executeServerCommand('emulate-forced-colors', { active: false }));
    afterEach(unmountAll);

    for (const theme of THEMES) {
      it(`should draw every mode in system colours and fine strokes in the ${theme} theme`, async () => {
        for (const [what, attributes, reach] of BOARDS) {
          const board = await mount({ ...attributes, theme });
          await reach?.(board);
          await board.updateComplete;
          expect(faults(board), what).to.deep.equal([]);
        }
      });
    }

    it("should draw Black's stones filled with ink and White's as paper ringed with ink at full contrast, in every look", async () => {
      // Under the dark palette the ink is Canvas: Black's stones stay the dark filled ones.
      for (const theme of THEMES) {
        for (const stones of ['realistic', 'flat']) {
          const board = await mount({ sgf: SHORT_GAME, move: '6', theme, stones });
          const colours = palette();
          for (const [selector, fill] of [
            ['.stone.black', ink],
            ['.stone.white', paper],
          ]) {
            const drawn = findAll(board, selector);
            expect(drawn.length, `${selector} in ${theme}, ${stones}`).to.be.above(0);
            for (const stone of drawn) {
              const style = getComputedStyle(stone);
              expect(
                {
                  fill: colours.get(style.fill),
                  stroke: colours.get(style.stroke),
                  strokeOpacity: style.strokeOpacity,
                  opacity: style.opacity,
                },
                `${selector} in ${theme}, ${stones}`,
              ).to.deep.equal({ fill, stroke: ink, strokeOpacity: '1', opacity: '1' });
            }
          }
          unmountAll();
        }
      }
    });

    it("should draw Black's stones as the dark filled ones and White's as light rings, on light paper", async () => {
      const luminance = (colour: string): number => {
        const [r, g, b] = colour.match(/[\d.]+/g)!.map(Number);
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      for (const theme of THEMES) {
        const board = await mount({ sgf: SHORT_GAME, theme, ...REVIEW_BOARD });
        await reviewEverything(board);
        const paint = (selector: string) => {
          const style = getComputedStyle(find(board, selector));
          return { fill: luminance(style.fill), stroke: luminance(style.stroke) };
        };
        const paper = luminance(getComputedStyle(find(board, '.wood')).fill);
        const black = paint('.board .stone.black');
        const white = paint('.board .stone.white');
        const lines = luminance(getComputedStyle(find(board, '.lines')).stroke);
        // Black: filled with the dark ink; White: the light paper inside a ring of that ink.
        expect(black.fill, `${theme}: Black's fill darker than the paper`).to.be.below(paper);
        expect(black.stroke, `${theme}: Black's ring`).to.equal(black.fill);
        expect(white.fill, `${theme}: White's fill is the paper`).to.equal(paper);
        expect(white.stroke, `${theme}: White's ring is the ink`).to.equal(black.fill);
        expect(lines, `${theme}: the lines in ink`).to.equal(black.fill);
        // The tree's stones alike, on the same paper.
        const tree = luminance(getComputedStyle(find(board, '.tree')).backgroundColor);
        expect(tree, `${theme}: the tree on the paper`).to.equal(paper);
        expect(luminance(getComputedStyle(find(board, '.tree-node.black .tree-stone')).fill)).to.equal(black.fill);
        expect(luminance(getComputedStyle(find(board, '.tree-node.white .tree-stone')).fill)).to.equal(paper);
        unmountAll();
      }
    });

    it("should draw the board as ink on paper: black stones, star points and coordinates in the palette's darker colour", async () => {
      const board = await mount({ sgf: SHORT_GAME, move: '3', coordinates: '', theme: 'dark' });
      const look = (selector: string) => {
        const style = getComputedStyle(find(board, selector));
        const colours = palette();
        return {
          fill: colours.get(style.fill) ?? style.fill,
          stroke: style.stroke === 'none' ? 'none' : (colours.get(style.stroke) ?? style.stroke),
        };
      };
      expect(look('.wood').fill).to.equal(paper);
      expect(look('.lines').stroke).to.equal(ink);
      expect(look('.stone.black')).to.deep.equal({ fill: ink, stroke: ink });
      expect(look('.stone.white')).to.deep.equal({ fill: paper, stroke: ink });
      expect(look('.star')).to.deep.equal({ fill: ink, stroke: 'none' });
      expect(look('.coordinate')).to.deep.equal({ fill: ink, stroke: 'none' });
    });
  });
}
