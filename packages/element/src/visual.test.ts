import { visualDiff } from '@web/test-runner-visual-regression';
import { CORNER_VIEW, MARKUP_DIAGRAM, SHORT_GAME } from './test-support/records.js';
import { mount, unmountAll } from './test-support/fixture.js';

// Reference diagrams, compared with the baselines in screenshots/baseline (a missing baseline is
// recorded by the run that lacks it). Fixed widths keep the pictures the same from run to run.
describe('<go-board> screenshots', () => {
  afterEach(unmountAll);

  it('should draw the book diagram with every markup kind as before', async () => {
    const board = await mount({ sgf: MARKUP_DIAGRAM, theme: 'book', coordinates: '', controls: 'none' }, '', 300);
    await visualDiff(board, 'book-markup');
  });

  it('should draw the wood board with move numbers and variation letters as before', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6', 'move-numbers': '', controls: 'none' }, '', 300);
    await visualDiff(board, 'wood-move-numbers');
  });

  it('should draw the dark partial board with coordinates and the last move as before', async () => {
    const board = await mount({ sgf: CORNER_VIEW, move: 'last', theme: 'dark', coordinates: '', controls: 'none' }, '', 300);
    await visualDiff(board, 'dark-corner');
  });
});
