import { expect } from '@esm-bundle/chai';
import type { GoBoard } from './go-board.js';
import { audit } from './test-support/axe.js';
import { mount, unmountAll } from './test-support/fixture.js';
import { WALL_GAME, WALL_GAME_DEAD } from './test-support/play.js';
import { VITAL_POINT } from './test-support/problems.js';
import { SHORT_GAME } from './test-support/records.js';

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
async function boardOn(page: Partial<CSSStyleDeclaration>, attributes: Record<string, string>, reach: (board: GoBoard) => void = () => {}): Promise<GoBoard> {
  const board = await mount(attributes);
  Object.assign(board.parentElement!.style, page);
  reach(board);
  await board.updateComplete;
  return board;
}

/** Only the text-contrast rule: the other rules are the accessibility tests' concern. */
const contrast = (board: GoBoard) => audit(board, { runOnly: ['color-contrast'] });

describe('<go-board> contrast on light and dark pages', () => {
  afterEach(unmountAll);

  for (const theme of THEMES) {
    for (const [page, colours] of Object.entries(PAGES)) {
      it(`should keep every control readable in the ${theme} theme on ${page}`, async () => {
        const replay = await boardOn(colours, { sgf: SHORT_GAME, move: '6', theme });
        expect(await contrast(replay), 'replay').to.deep.equal([]);
        const counting = await boardOn(colours, { mode: 'play', size: '9', theme, 'allow-undo': '' }, (board) => {
          for (const move of WALL_GAME) {
            if (move === 'pass') board.pass();
            else board.play(move.x, move.y);
          }
          board.deadStones = WALL_GAME_DEAD;
        });
        expect(counting.phase).to.equal('scoring');
        expect(await contrast(counting), 'the count').to.deep.equal([]);
        const problem = await boardOn(colours, { mode: 'problem', sgf: VITAL_POINT, theme, 'reply-delay': '0' }, (board) => board.play(1, 0));
        expect(problem.problemState).to.equal('failed');
        expect(await contrast(problem), 'a problem').to.deep.equal([]);
      });
    }
  }
});
