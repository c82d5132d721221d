import { expect } from '@esm-bundle/chai';
import { emulateMedia } from '@web/test-runner-commands';
import { PRINT_EMULATION, describeWhereSupported } from '../test-support/engines.js';
import { find, findAll, mount, unmountAll } from '../test-support/fixture.js';
import { SHORT_GAME } from '../test-support/records.js';

describeWhereSupported(PRINT_EMULATION, '<go-board> printed', () => {
  afterEach(unmountAll);
  after(() => emulateMedia({ media: 'screen' }));

  for (const theme of ['wood', 'dark', 'book']) {
    it(`should print the ${theme} board in the book style, with its information and comment and no controls`, async () => {
      const board = await mount({ sgf: SHORT_GAME, move: '1', theme, coordinates: '' });
      await emulateMedia({ media: 'print' });
      const shown = (selector: string): boolean =>
        findAll<HTMLElement>(board, selector).some((element) => getComputedStyle(element).display !== 'none');
      expect(shown('[part="controls"]'), 'controls').to.equal(false);
      expect(shown('.light, .shadow, .grain'), 'the realistic look').to.equal(false);
      expect(shown('[part="info"]'), 'game information').to.equal(true);
      expect(find(board, '[part="comment"]').textContent).to.contain('Black takes the corner.');
      expect(getComputedStyle(find(board, '.wood')).fill).to.equal('rgb(255, 255, 255)');
      expect(getComputedStyle(find(board, '.stone.black')).fill).to.equal('rgb(0, 0, 0)');
      expect(getComputedStyle(find(board, '[part="info"]')).color).to.equal('rgb(0, 0, 0)');
      // A sensible size on paper: 15 cm at most (CSS has 96 px to the inch).
      expect(find(board, 'svg.goban').getBoundingClientRect().width).to.be.at.most((15 / 2.54) * 96 + 1);
      await emulateMedia({ media: 'screen' });
      expect(shown('[part="controls"]'), 'controls back on screen').to.equal(true);
    });
  }
});
