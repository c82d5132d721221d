import { executeServerCommand } from '@web/test-runner-commands';
import { visualDiff } from '@web/test-runner-visual-regression';
import type { GoBoard } from '../go-board.js';
import { CORNER_VIEW, MARKUP_DIAGRAM, SHORT_GAME } from '../test-support/records.js';
import { find, mount, unmountAll, until } from '../test-support/fixture.js';
import { playToTheCount } from '../test-support/play.js';
import { VITAL_POINT } from '../test-support/problems.js';
import { describeWhereSupported, FORCED_COLOURS_EMULATION } from '../test-support/engines.js';

// Reference diagrams, compared with the baselines in screenshots/baseline/<engine> (a missing
// baseline is recorded by the run that lacks it). Each engine is compared with its own pictures:
// Chromium, Firefox and WebKit shape and smooth text and curves each their own way, and a drawing
// that broke in one engine only must fail there. Fixed widths keep the pictures the same from run
// to run.
/** Mounts a board and waits until its record is shown: a picture taken while the rules core is
 * still loading would show "loading". */
async function mountShown(...args: Parameters<typeof mount>): Promise<GoBoard> {
  const board = await mount(...args);
  await until(() => board.isReady, 'the diagram to be shown');
  await board.updateComplete;
  return board;
}

describe('<go-board> screenshots', () => {
  afterEach(unmountAll);

  it('should draw the book diagram with every markup kind as before', async () => {
    const board = await mountShown({ sgf: MARKUP_DIAGRAM, theme: 'book', coordinates: '', controls: 'none' }, '', 300);
    await visualDiff(board, 'book-markup');
  });

  it('should draw the wood board with move numbers and variation letters as before', async () => {
    const board = await mountShown({ sgf: SHORT_GAME, move: '6', 'move-numbers': '', controls: 'none' }, '', 300);
    await visualDiff(board, 'wood-move-numbers');
  });

  it('should draw the dark partial board with coordinates and the last move as before', async () => {
    const board = await mountShown(
      { sgf: CORNER_VIEW, move: 'last', theme: 'dark', coordinates: '', controls: 'none' },
      '',
      300,
    );
    await visualDiff(board, 'dark-corner');
  });
});

// Each theme with each stone style, and the other looks: the realistic look is light and shade
// over the theme's colours, so each pair is a picture of its own.
describe('<go-board> screenshots of the looks', () => {
  afterEach(unmountAll);

  for (const theme of ['wood', 'book', 'dark']) {
    for (const stones of ['realistic', 'flat']) {
      it(`should draw the ${theme} theme with ${stones} stones as before`, async () => {
        const board = await mountShown(
          { sgf: SHORT_GAME, move: '7', theme, stones, coordinates: '', controls: 'none' },
          '',
          300,
        );
        await visualDiff(board, `looks-${theme}-${stones}`);
      });
    }
  }

  // Numeric coordinates: the test machine's browser may have no font for the kanji of the
  // Japanese style (those are checked as text in looks.test.ts).
  it('should draw a turned, mirrored board with numeric coordinates and a dot on the last move as before', async () => {
    const board = await mountShown(
      {
        sgf: SHORT_GAME,
        move: '7',
        rotate: '90',
        flip: 'horizontal',
        coordinates: 'numeric',
        'last-move': 'dot',
        controls: 'none',
      },
      '',
      300,
    );
    await visualDiff(board, 'looks-turned-numeric-dot');
  });

  it('should draw swapped colours with the last move numbered as before', async () => {
    const board = await mountShown(
      { sgf: SHORT_GAME, move: '7', 'swap-colors': '', 'last-move': 'number', controls: 'none' },
      '',
      300,
    );
    await visualDiff(board, 'looks-swapped-number');
  });
});

/** The board's drawing alone: the panels under a playing board are not the subject here. */
const drawing = (board: GoBoard): Element => find(board, 'svg.goban');

// Under forced colours the themes give way to the system's palette: each theme must draw the very
// same picture, so all three are compared with one baseline.
describeWhereSupported(FORCED_COLOURS_EMULATION, '<go-board> screenshots under forced colours', () => {
  afterEach(unmountAll);
  after(() => executeServerCommand('emulate-forced-colors', { active: false }));

  it('should draw every markup kind and the coordinates in the light palette, alike in every theme', async () => {
    await executeServerCommand('emulate-forced-colors', { active: true, scheme: 'light' });
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mountShown({ sgf: MARKUP_DIAGRAM, theme, coordinates: '', controls: 'none' }, '', 300);
      await visualDiff(drawing(board), 'forced-markup');
    }
  });

  it('should draw a wrong line of a problem in the light palette, alike in every theme', async () => {
    await executeServerCommand('emulate-forced-colors', { active: true, scheme: 'light' });
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mountShown(
        { mode: 'problem', sgf: VITAL_POINT, theme, 'reply-delay': '0', coordinates: '' },
        '',
        300,
      );
      board.play({ x: 1, y: 0 });
      await board.updateComplete;
      await visualDiff(drawing(board), 'forced-problem-wrong');
    }
  });

  it('should draw the count with dead stones and territory in the dark palette, alike in every theme', async () => {
    await executeServerCommand('emulate-forced-colors', { active: true, scheme: 'dark' });
    for (const theme of ['wood', 'book', 'dark']) {
      const board = await mountShown({ mode: 'play', size: '9', theme, coordinates: '' }, '', 300);
      await playToTheCount(board);
      await visualDiff(drawing(board), 'forced-dark-count');
    }
  });
});
