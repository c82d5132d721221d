import { expect } from '@esm-bundle/chai';
import { CORNER_VIEW, MARKUP_DIAGRAM, SHORT_GAME } from '../test-support/records.js';
import { drawnStones, find, findAll, mount, press, unmountAll } from '../test-support/fixture.js';

describe('<go-board> drawing', () => {
  afterEach(unmountAll);

  it('should draw the stones of the position as SVG circles', async () => {
    const board = await mount({ sgf: '(;SZ[9]AB[cc][gc]AW[ee];B[ge])', move: '1' });
    expect(drawnStones(board)).to.deep.equal(['2,2:black', '4,4:white', '6,2:black', '6,4:black']);
    expect(find(board, 'svg.goban').getAttribute('viewBox')).to.match(/^-0\.62 -0\.62 9\.24 9\.24$/);
  });

  it('should mark a move of the record that the rules forbid, on the board and under the cursor', async () => {
    // White plays on Black's stone: the record says so, the rules forbid it.
    const board = await mount({ sgf: '(;SZ[9];B[ee];W[ee];B[cc])', move: '2' });
    expect(board.game!.node.illegal).to.equal('occupied');
    const sign = find(board, '.illegal-move circle');
    expect([sign.getAttribute('cx'), sign.getAttribute('cy')]).to.deep.equal(['4', '4']);
    // The sign stands for the last-move mark at that point.
    expect(findAll(board, '.last-move')).to.have.length(0);
    board.next();
    await board.updateComplete;
    expect(findAll(board, '.illegal-move')).to.have.length(0);
    expect(findAll(board, '.last-move')).to.have.length(1);
    board.previous();
    await board.updateComplete;
    await press(board, 'Enter'); // explore: the cursor starts on the last move
    expect(find(board, '[role="status"]').textContent).to.contain('an illegal move (occupied)');
  });

  it('should keep the board square and as wide as its container', async () => {
    const board = await mount({ sgf: '(;SZ[19])' }, '', 320);
    const svg = find(board, 'svg.goban').getBoundingClientRect();
    expect(svg.width).to.equal(320);
    expect(Math.abs(svg.height - svg.width)).to.be.below(1);
  });

  it('should keep a rectangular board W x H', async () => {
    const board = await mount({ sgf: '(;SZ[13:7])' }, '', 390);
    const svg = find(board, 'svg.goban').getBoundingClientRect();
    expect(svg.height / svg.width).to.be.closeTo(7.24 / 13.24, 0.01);
  });

  it('should draw the star points of the board size', async () => {
    expect(findAll(await mount({ size: '19' }), '.star')).to.have.length(9);
    expect(findAll(await mount({ size: '13' }), '.star')).to.have.length(5);
    expect(findAll(await mount({ size: '9' }), '.star')).to.have.length(5);
    expect(findAll(await mount({ size: '5' }), '.star')).to.have.length(0);
  });

  it('should write Go coordinates, A-T without I and rows from the bottom, only when asked', async () => {
    const plain = await mount({ size: '19' });
    expect(findAll(plain, '.coordinate')).to.have.length(0);
    const board = await mount({ size: '19', coordinates: '' });
    const texts = findAll(board, '.coordinate').map((text) => text.textContent);
    expect(texts).to.include('T').and.include('J').and.include('19').and.include('1');
    expect(texts).not.to.include('I');
  });

  it('should draw triangles, squares, circles and crosses, contrasting with the stone under them', async () => {
    const board = await mount({ sgf: MARKUP_DIAGRAM, controls: 'none' });
    const marks = findAll(board, '.mark');
    expect(marks.map((mark) => mark.tagName)).to.have.members(['polygon', 'rect', 'circle', 'path']);
    const triangle = find(board, 'polygon.mark');
    expect(triangle.classList.contains('on-black')).to.equal(true);
    expect(getComputedStyle(triangle).stroke).to.equal('rgb(255, 255, 255)');
    expect(find(board, 'circle.mark').classList.contains('on-white')).to.equal(true);
  });

  it('should write labels as text, with a backdrop on empty points', async () => {
    const board = await mount({ sgf: MARKUP_DIAGRAM });
    const labels = findAll(board, '.point-text.label');
    expect(labels.map((label) => label.textContent!.trim())).to.have.members(['A', 'B', '7']);
    const onEmpty = labels.find((label) => label.textContent!.trim() === 'A')!;
    expect(onEmpty.querySelector('.backdrop')).to.not.equal(null);
    const onStone = labels.find((label) => label.textContent!.trim() === '7')!;
    expect(onStone.classList.contains('on-white')).to.equal(true);
    expect(onStone.querySelector('.backdrop')).to.equal(null);
  });

  it('should draw selection, dimming and territory', async () => {
    const board = await mount({ sgf: MARKUP_DIAGRAM });
    expect(findAll(board, '.selected')).to.have.length(2);
    const dimmed = findAll(board, '.dimmed');
    expect(dimmed).to.have.length(1);
    expect(dimmed[0]!.getAttribute('x')).to.equal('2.5');
    expect(findAll(board, '.territory.black')).to.have.length(2);
    expect(findAll(board, '.territory.white')).to.have.length(1);
  });

  it('should draw arrows with a head and lines without one', async () => {
    const board = await mount({ sgf: MARKUP_DIAGRAM });
    expect(findAll(board, '.arrow')).to.have.length(1);
    expect(findAll(board, '.arrowhead')).to.have.length(1);
    // One segment for the arrow's shaft, one for the line.
    expect(findAll(board, '.segment')).to.have.length(2);
  });

  it('should mark the last move, unless a number is written on it', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '3' });
    const mark = find(board, '.last-move');
    expect([mark.getAttribute('cx'), mark.getAttribute('cy')]).to.deep.equal(['3', '2']);
    expect(mark.classList.contains('on-black')).to.equal(true);
    board.moveNumbers = 'all';
    await board.updateComplete;
    expect(findAll(board, '.last-move')).to.have.length(0);
  });

  it('should number every move, or the moves from a given one, on the stones still there', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '7', 'move-numbers': '' });
    const numbers = () =>
      findAll(board, '.point-text.number')
        .map((item) => item.textContent!.trim())
        .sort((a, b) => Number(a) - Number(b));
    // Move 2 (White C7) was captured by move 7.
    expect(numbers()).to.deep.equal(['1', '3', '4', '5', '6', '7']);
    board.setAttribute('move-numbers', '5');
    await board.updateComplete;
    expect(numbers()).to.deep.equal(['5', '6', '7']);
    const five = findAll(board, '.point-text.number').find((item) => item.textContent!.trim() === '5')!;
    expect(five.classList.contains('on-black')).to.equal(true);
  });

  it('should keep the numbers already drawn when a step adds one, redrawing only the new one', async () => {
    // Stepping through a numbered game is the common case: each number already on the board stays
    // the very same text, so a step costs one new text, not one for every stone after it.
    // Move 5 (Black C8) lies above the four before it, first in board order.
    const board = await mount({ sgf: SHORT_GAME, move: '4', 'move-numbers': '' });
    const byNumber = () =>
      new Map(findAll(board, '.point-text.number').map((item) => [item.textContent!.trim(), item]));
    const before = byNumber();
    expect([...before.keys()].sort()).to.deep.equal(['1', '2', '3', '4']);
    board.next();
    await board.updateComplete;
    const after = byNumber();
    expect([...after.keys()].sort()).to.deep.equal(['1', '2', '3', '4', '5']);
    for (const [number, text] of before) expect(after.get(number), `the text of move ${number}`).to.equal(text);
    board.previous();
    await board.updateComplete;
    for (const [number, text] of before)
      expect(byNumber().get(number), `the text of move ${number} after a step back`).to.equal(text);
  });

  it("should crop to the record's VW and draw the edge only where the board ends", async () => {
    const board = await mount({ sgf: CORNER_VIEW, move: 'last' });
    expect(find(board, 'svg.goban').getAttribute('viewBox')).to.equal('-0.62 -0.62 9.24 9.24');
    // The left and top edges are the board's; the right and bottom lines run on, cut.
    expect(find(board, '.edges').getAttribute('d')).to.equal('M0 0V8.62M0 0H8.62');
    // White D10 (3, 9) lies outside the view.
    expect(drawnStones(board)).to.deep.equal(['2,5:white', '3,3:black', '5,2:black']);
  });

  it('should let the view attribute override VW, in Go or SGF coordinates', async () => {
    const board = await mount({ sgf: CORNER_VIEW, view: 'a1:j10' });
    // Columns A-J are x 0-8 (no I); rows 1-10 are y 9-18 on 19x19.
    expect(find(board, 'svg.goban').getAttribute('viewBox')).to.equal('-0.62 8.38 9.24 10.24');
    expect(find(board, '.edges').getAttribute('d')).to.equal('M0 8.38V18M0 18H8.62');
    board.view = 'kk:ss';
    await board.updateComplete;
    expect(find(board, 'svg.goban').getAttribute('viewBox')).to.equal('9.38 9.38 9.24 9.24');
  });

  it('should show variation letters at each next move when there is a choice', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' });
    const letters = findAll(board, '.point-text.variation');
    expect(letters.map((letter) => letter.textContent!.trim())).to.deep.equal(['A', 'B']);
    expect(letters.map((letter) => letter.querySelector('text')!.getAttribute('x'))).to.deep.equal(['2', '4']);
  });

  it('should switch themes through the theme attribute and custom properties', async () => {
    const board = await mount({ size: '9' });
    const wood = find(board, '.wood');
    expect(board.getAttribute('theme')).to.equal('wood');
    expect(getComputedStyle(wood).fill).to.equal('rgb(224, 181, 106)');
    board.theme = 'book';
    await board.updateComplete;
    expect(getComputedStyle(wood).fill).to.equal('rgb(255, 255, 255)');
    board.theme = 'dark';
    await board.updateComplete;
    expect(getComputedStyle(wood).fill).to.equal('rgb(44, 47, 51)');
    board.style.setProperty('--go-board-background', 'rgb(1, 2, 3)');
    expect(getComputedStyle(wood).fill).to.equal('rgb(1, 2, 3)');
  });

  it('should patch only the stones that changed when stepping', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' });
    const before = new Map(
      findAll(board, '.stone').map((stone) => [`${stone.getAttribute('cx')},${stone.getAttribute('cy')}`, stone]),
    );
    board.next();
    await board.updateComplete;
    const after = findAll(board, '.stone');
    // Move 7 adds C6 and captures C7: every other stone is the same DOM node as before.
    expect(after).to.have.length(before.size);
    for (const stone of after) {
      const key = `${stone.getAttribute('cx')},${stone.getAttribute('cy')}`;
      if (key !== '2,3') expect(before.get(key)).to.equal(stone);
    }
    expect(before.has('2,2')).to.equal(true);
    expect(after.some((stone) => stone.getAttribute('cx') === '2' && stone.getAttribute('cy') === '2')).to.equal(false);
  });

  it('should draw the stones again, in board order, when the look, the colours or the view change', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' });
    const layer = (): string[] =>
      [...find(board, 'g.stones').children].map(
        (circle) => `${circle.getAttribute('class')} ${circle.getAttribute('cx')},${circle.getAttribute('cy')}`,
      );
    const realistic = layer();
    expect(realistic.filter((circle) => circle.startsWith('stone'))).to.have.length(6);
    expect(realistic.filter((circle) => circle.startsWith('shadow'))).to.have.length(6);
    board.stones = 'flat';
    await board.updateComplete;
    expect(layer()).to.deep.equal(realistic.filter((circle) => circle.startsWith('stone')));
    const colours = drawnStones(board);
    board.swapColors = true;
    await board.updateComplete;
    expect(drawnStones(board)).to.deep.equal(
      colours.map((stone) => stone.replace(/black|white/, (color) => (color === 'black' ? 'white' : 'black'))),
    );
    board.swapColors = false;
    board.stones = null;
    await board.updateComplete;
    expect(layer()).to.deep.equal(realistic);
    // Each stone's circles stay together, under and over its disk, from top to bottom.
    const disks = layer()
      .filter((circle) => circle.startsWith('stone'))
      .map((circle) => circle.split(' ').pop()!.split(',').map(Number));
    expect(disks).to.deep.equal([...disks].sort((a, b) => a[1]! - b[1]! || a[0]! - b[0]!));
    board.view = 'a9:c7';
    await board.updateComplete;
    expect(drawnStones(board)).to.deep.equal(['1,2:black', '2,1:black', '2,2:white']);
    board.view = null;
    await board.updateComplete;
    expect(layer()).to.deep.equal(realistic);
  });
});
