import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { GoBoard } from '../go-board.js';
import { audit } from '../test-support/axe.js';
import { boardArea, find, mount, openExportMenu, unmountAll } from '../test-support/fixture.js';
import { playToTheCount } from '../test-support/play.js';
import { VITAL_POINT } from '../test-support/problems.js';
import { SHORT_GAME } from '../test-support/records.js';
import { REVIEW_BOARD, reviewEverything } from '../test-support/review.js';
import { EDIT_BOARD, editEverything } from '../test-support/edit.js';

/** The pages a board is dropped into: the colours of the column it sits in. The dark page that
 * says nothing of its colour scheme is the common case a board must survive: its native controls
 * would be drawn light, under the page's light text. */
const PAGES: Record<string, Partial<CSSStyleDeclaration>> = {
  'a light page': { background: '#ffffff', color: '#1f1f1f' },
  'a dark page': { background: '#121212', color: '#e8e8e8' },
  'a dark page with color-scheme: dark': { background: '#121212', color: '#e8e8e8', colorScheme: 'dark' },
};

const THEMES = ['wood', 'book', 'dark'];

/** Mounts a board on the page and brings it to the state `reach` leads to. */
async function boardOn(
  page: Partial<CSSStyleDeclaration>,
  attributes: Record<string, string>,
  reach: (board: GoBoard) => unknown = () => {},
): Promise<GoBoard> {
  const board = await mount(attributes);
  Object.assign(board.parentElement!.style, page);
  await reach(board);
  await board.updateComplete;
  return board;
}

/** Only the text-contrast rule: the other rules are the accessibility tests' concern. */
const textContrast = (board: GoBoard) => audit(board, { runOnly: ['color-contrast'] });

/** A CSS colour as computed ('rgb(…)' or 'rgba(…)'), as red, green, blue (0-255) and alpha. */
function parse(colour: string): [number, number, number, number] {
  const parts = colour.match(/[\d.]+/g)?.map(Number);
  if (!colour.startsWith('rgb') || !parts || parts.length < 3)
    throw new Error(`Expected a computed rgb() colour, received '${colour}'.`);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** WCAG's contrast ratio of `colour` painted over the opaque `backdrop`. */
function contrast(colour: string, backdrop: string): number {
  const [r, g, b, a] = parse(colour);
  const under = parse(backdrop);
  const luminance = (channels: number[]): number => {
    const [red, green, blue] = channels.map((channel) => {
      const value = channel / 255;
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const over = luminance([r, g, b].map((channel, i) => channel * a + under[i]! * (1 - a)));
  const back = luminance(under.slice(0, 3));
  return (Math.max(over, back) + 0.05) / (Math.min(over, back) + 0.05);
}

/** The opaque colour behind an element: the nearest background of its ancestors, out through the
 * shadow root to the page. */
function backdropOf(element: Element): string {
  let node: Element | null = element.parentElement ?? (element.getRootNode() as ShadowRoot).host ?? null;
  while (node) {
    const colour = getComputedStyle(node).backgroundColor;
    if (parse(colour)[3] === 1) return colour;
    node = node.parentElement ?? (node.getRootNode() as ShadowRoot).host ?? null;
  }
  return 'rgb(255, 255, 255)';
}

/** WCAG 1.4.11 non-text contrast: a focus ring, a slider's thumb, the mark of the current choice. */
const NON_TEXT = 3;

describe('<go-board> contrast on light and dark pages', () => {
  afterEach(unmountAll);

  for (const theme of THEMES) {
    for (const [page, colours] of Object.entries(PAGES)) {
      it(`should keep every text of the controls readable in the ${theme} theme on ${page}`, async () => {
        const replay = await boardOn(colours, { sgf: `${SHORT_GAME}(;SZ[9]GN[Another];B[ee])`, move: '6', theme });
        expect(replay.gameCount, 'a collection, with its list of games').to.equal(2);
        expect(await textContrast(replay), 'replay').to.deep.equal([]);
        await openExportMenu(replay);
        expect(await textContrast(replay), 'the export menu').to.deep.equal([]);
        const asking = await boardOn(colours, { mode: 'play', size: '9', theme }, (board) =>
          board.shadowRoot!.querySelector<HTMLButtonElement>('button.resign')!.click(),
        );
        expect(await textContrast(asking), '"Resign?"').to.deep.equal([]);
        const counting = await boardOn(colours, { mode: 'play', size: '9', theme, 'allow-undo': '' }, playToTheCount);
        expect(counting.phase).to.equal('scoring');
        expect(await textContrast(counting), 'the count').to.deep.equal([]);
        const problem = await boardOn(
          colours,
          { mode: 'problem', sgf: VITAL_POINT, theme, 'reply-delay': '0' },
          (board) => board.play({ x: 1, y: 0 }),
        );
        expect(problem.problemState).to.equal('failed');
        expect(await textContrast(problem), 'a problem').to.deep.equal([]);
        const edit = await boardOn(colours, { ...EDIT_BOARD, theme }, (board) => editEverything(board));
        expect(await textContrast(edit), 'the editor').to.deep.equal([]);
        const review = await boardOn(colours, { sgf: SHORT_GAME, ...REVIEW_BOARD, theme }, (board) =>
          reviewEverything(board),
        );
        expect(await textContrast(review), 'the review').to.deep.equal([]);
      });

      it(`should draw focus rings, the slider and the current variation at 3:1 in the ${theme} theme on ${page}`, async () => {
        const board = await boardOn(colours, { sgf: SHORT_GAME, move: '6', theme });
        const page = getComputedStyle(board.parentElement!).backgroundColor;
        // Reached by keyboard, so the rings show; a ring drawn beyond an element's edge may lie
        // on the page as well as on the panel behind the element.
        const before = document.createElement('button');
        board.before(before);
        before.focus();
        await sendKeys({ press: 'Tab' });
        const ring = (element: Element): string => getComputedStyle(element).outlineColor;
        expect(board.shadowRoot!.activeElement).to.equal(boardArea(board));
        const seen: [string, string, string][] = [['the board’s focus ring', ring(boardArea(board)), page]];
        await sendKeys({ press: 'Tab' });
        const control = board.shadowRoot!.activeElement!;
        expect(control.matches('.control')).to.equal(true);
        seen.push(
          ['a control’s focus ring', ring(control), page],
          ['a control’s focus ring', ring(control), backdropOf(control)],
        );
        const slider = find(board, '.slider');
        seen.push(['the slider', getComputedStyle(slider).accentColor, backdropOf(slider)]);
        const current = find(board, 'button.variation[aria-current="true"]');
        seen.push(['the current variation', getComputedStyle(current).borderTopColor, backdropOf(current)]);
        before.remove();
        const faint = seen
          .map(([what, colour, backdrop]) => ({ what, ratio: contrast(colour, backdrop), colour, backdrop }))
          .filter(({ ratio }) => ratio < NON_TEXT)
          .map(({ what, ratio, colour, backdrop }) => `${what}: ${colour} on ${backdrop}, ${ratio.toFixed(2)}:1`);
        expect(faint).to.deep.equal([]);
      });
    }
  }
});
