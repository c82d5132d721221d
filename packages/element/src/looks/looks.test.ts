import { expect } from '@esm-bundle/chai';
import type { GoBoard } from '../go-board.js';
import type { GoMoveEvent } from '../events/go-move.js';
import { find, findAll, mount, nextEvent, press, unmountAll } from '../test-support/fixture.js';
import { clickPoint, hoverPoint } from '../test-support/play.js';
import { VITAL_POINT } from '../test-support/problems.js';
import { SHORT_GAME } from '../test-support/records.js';

/** Where the record's point (x, y) of a 9x9 board is drawn, worked out by hand for each
 * orientation (mirrored first, then turned clockwise). */
const SIDE = 9;
const ORIENTATIONS: [Record<string, string>, (x: number, y: number) => [number, number]][] = [
  [{}, (x, y) => [x, y]],
  [{ rotate: '90' }, (x, y) => [SIDE - 1 - y, x]],
  [{ rotate: '180' }, (x, y) => [SIDE - 1 - x, SIDE - 1 - y]],
  [{ rotate: '270' }, (x, y) => [y, SIDE - 1 - x]],
  [{ flip: 'horizontal' }, (x, y) => [SIDE - 1 - x, y]],
  [{ flip: 'vertical' }, (x, y) => [x, SIDE - 1 - y]],
  [{ rotate: '90', flip: 'horizontal' }, (x, y) => [SIDE - 1 - y, SIDE - 1 - x]],
  [{ rotate: '270', flip: 'horizontal' }, (x, y) => [y, x]],
];

/** The coordinates written around the board, each with the centre of its box: centres, not
 * corners, as a wider name ("十一") starts further left than a narrow one ("九") in its column,
 * by how much depending on the engine's font. */
function coordinateCentres(board: GoBoard): { name: string; x: number; y: number }[] {
  return findAll<SVGTextElement>(board, '.coordinate-layer .coordinate').map((text) => {
    const box = text.getBoundingClientRect();
    return { name: text.textContent ?? '', x: box.x + box.width / 2, y: box.y + box.height / 2 };
  });
}

/** The coordinates written along the top of the board, left to right. */
function topCoordinates(board: GoBoard): string[] {
  const texts = coordinateCentres(board);
  const top = Math.min(...texts.map(({ y }) => y));
  return texts
    .filter(({ y }) => Math.abs(y - top) < 2)
    .sort((a, b) => a.x - b.x)
    .map(({ name }) => name);
}

/** The coordinates written down the left side of the board, top to bottom. */
function leftCoordinates(board: GoBoard): string[] {
  const texts = coordinateCentres(board);
  const left = Math.min(...texts.map(({ x }) => x));
  return texts
    .filter(({ x }) => Math.abs(x - left) < 2)
    .sort((a, b) => a.y - b.y)
    .map(({ name }) => name);
}

describe('<go-board> orientation', () => {
  afterEach(unmountAll);

  for (const [attributes, shown] of ORIENTATIONS) {
    const name =
      Object.entries(attributes)
        .map(([key, value]) => `${key}=${value}`)
        .join(' ') || 'upright';
    it(`should play the record's point under a click at its displayed place (${name})`, async () => {
      const board = await mount({ mode: 'play', size: String(SIDE), 'confirm-moves': 'never', ...attributes });
      const moves: GoMoveEvent[] = [];
      board.addEventListener('go-move', (event) => moves.push(event as GoMoveEvent));
      const [x, y] = shown(1, 2);
      await clickPoint(board, x, y);
      expect(moves.map((move) => move.detail)).to.deep.equal([{ color: 'black', x: 1, y: 2 }]);
      expect(board.game!.at({ x: 1, y: 2 })).to.equal('black');
      // The stone is drawn there: the record's point, under the board's turn.
      const stone = find<SVGCircleElement>(board, '.stone.black');
      expect([stone.getAttribute('cx'), stone.getAttribute('cy')]).to.deep.equal(['1', '2']);
      const drawn = stone.getBoundingClientRect();
      const svg = find<SVGSVGElement>(board, 'svg.goban');
      const at = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM()!);
      expect(Math.abs(drawn.x + drawn.width / 2 - at.x)).to.be.below(1);
      expect(Math.abs(drawn.y + drawn.height / 2 - at.y)).to.be.below(1);
      expect(board.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('Black B7');
    });
  }

  it("should write the record's names beside each line of a turned board", async () => {
    const board = await mount({ size: '9', coordinates: '', rotate: '90' });
    // Turned clockwise, the record's bottom row (1) is on the left and its column A along the top.
    expect(topCoordinates(board)).to.deep.equal(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(leftCoordinates(board)).to.deep.equal(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J']);
    board.rotate = 0;
    board.flip = 'horizontal';
    await board.updateComplete;
    expect(topCoordinates(board)).to.deep.equal(['J', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A']);
    expect(leftCoordinates(board)).to.deep.equal(['9', '8', '7', '6', '5', '4', '3', '2', '1']);
  });

  it('should move the keyboard cursor the way the arrow points on the screen', async () => {
    const board = await mount({ mode: 'play', size: '9', rotate: '90' });
    const moves: GoMoveEvent[] = [];
    board.addEventListener('go-move', (event) => moves.push(event as GoMoveEvent));
    // From the middle (E5), one step right on a board turned clockwise is one row up: E6.
    await press(board, 'ArrowRight');
    await press(board, 'Enter');
    expect(moves.map((move) => move.detail)).to.deep.equal([{ color: 'black', x: 4, y: 3 }]);
  });

  it("should draw the colours swapped and name them as drawn, while the page reads the record's", async () => {
    const board = await mount({ mode: 'play', size: '9', 'swap-colors': '', 'confirm-moves': 'never' });
    const move = nextEvent<GoMoveEvent>(board, 'go-move');
    await clickPoint(board, 2, 2);
    expect((await move).detail).to.deep.equal({ color: 'black', x: 2, y: 2 });
    expect(board.game!.at({ x: 2, y: 2 })).to.equal('black');
    expect(findAll(board, '.stone.white')).to.have.length(1);
    expect(findAll(board, '.stone.black')).to.have.length(0);
    expect(find(board, '[part="status"]').textContent).to.contain('Black to play');
    expect(board.shadowRoot!.querySelector('[role="status"]')!.textContent).to.contain('White C7');
  });

  it('should draw the stone under the pointer in the colour its side is drawn in, colours swapped', async () => {
    const board = await mount({ mode: 'play', size: '9', 'swap-colors': '', 'confirm-moves': 'never' });
    await hoverPoint(board, 4, 4);
    expect(find(board, '.preview').classList.contains('white')).to.equal(true); // Black to play, drawn white
    await clickPoint(board, 2, 2);
    await hoverPoint(board, 6, 6);
    expect(find(board, '.preview').classList.contains('black')).to.equal(true); // White to play, drawn black
    expect(findAll(board, '.stone.white')).to.have.length(1);
  });

  it('should show a problem in a random orientation, where a click on the shown vital point plays it', async () => {
    const board = await mount({ mode: 'problem', sgf: VITAL_POINT, 'reply-delay': '0', 'random-orientation': '' });
    for (let attempt = 0; attempt < 3; attempt++) {
      const points = find<SVGGElement>(board, 'g.points');
      // Where the browser draws the record's C19 (2, 0), by the drawing's own transform.
      const at = new DOMPoint(2, 0).matrixTransform(points.getScreenCTM()!);
      const svg = find<SVGSVGElement>(board, 'svg.goban');
      const shown = new DOMPoint(at.x, at.y).matrixTransform(svg.getScreenCTM()!.inverse());
      await clickPoint(board, Math.round(shown.x), Math.round(shown.y));
      // The right first move: the board took it (and answers), the line goes on.
      expect(board.game!.at({ x: 2, y: 0 })).to.equal('black');
      expect(board.problemState).to.not.equal('failed');
      board.retry();
      await board.updateComplete;
    }
    // Each Retry draws again: over a dozen, one of sixteen looks coming up every time would be
    // a chance of one in 16^11.
    const seen = new Set<string>();
    for (let attempt = 0; attempt < 12; attempt++) {
      board.retry();
      await board.updateComplete;
      seen.add(`${find(board, 'g.points').getAttribute('transform')} ${find(board, '.stone').getAttribute('class')}`);
    }
    expect(seen.size).to.be.greaterThan(1);
  });
});

describe('<go-board> stones, last move and coordinates', () => {
  afterEach(unmountAll);

  it('should draw realistic stones on wood and dark, flat ones in the book theme and on request', async () => {
    for (const [attributes, look] of [
      [{}, 'realistic'],
      [{ theme: 'dark' }, 'realistic'],
      [{ theme: 'book' }, 'flat'],
      [{ stones: 'flat' }, 'flat'],
      [{ theme: 'book', stones: 'realistic' }, 'realistic'],
    ] as const) {
      const board = await mount({ sgf: SHORT_GAME, move: '6', ...attributes });
      const svg = find(board, 'svg.goban');
      expect(svg.classList.contains(look), JSON.stringify(attributes)).to.equal(true);
      expect(findAll(board, 'radialGradient').length > 0).to.equal(look === 'realistic');
      expect(findAll(board, '.light').length > 0).to.equal(look === 'realistic');
      expect(findAll(board, '.stone')).to.have.length(6);
    }
  });

  it('should mark the last move with a ring, a dot, its number or nothing', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' });
    expect(find(board, '.last-move').classList.contains('ring')).to.equal(true);
    board.lastMove = 'dot';
    await board.updateComplete;
    expect(find(board, '.last-move').classList.contains('dot')).to.equal(true);
    board.lastMove = 'number';
    await board.updateComplete;
    expect(findAll(board, '.last-move')).to.have.length(0);
    expect(findAll(board, '.point-text.number').map((text) => text.textContent)).to.deep.equal(['6']);
    board.lastMove = 'none';
    await board.updateComplete;
    expect(findAll(board, '.last-move, .point-text.number')).to.have.length(0);
  });

  it('should write the coordinates in each style', async () => {
    const expected: Record<string, [string[], string[]]> = {
      '': [
        ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J'],
        ['9', '8', '7', '6', '5', '4', '3', '2', '1'],
      ],
      numeric: [
        ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
        ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      ],
      japanese: [
        ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
        ['一', '二', '三', '四', '五', '六', '七', '八', '九'],
      ],
      chinese: [
        ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
        ['一', '二', '三', '四', '五', '六', '七', '八', '九'],
      ],
      korean: [
        ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
        ['가', '나', '다', '라', '마', '바', '사', '아', '자'],
      ],
      sgf: [
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
        ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'],
      ],
    };
    for (const [style, [columns, rows]] of Object.entries(expected)) {
      const board = await mount({ size: '9', coordinates: style }, '', 400);
      expect(topCoordinates(board), style).to.deep.equal(columns);
      expect(leftCoordinates(board), style).to.deep.equal(rows);
      unmountAll();
    }
    const big = await mount({ size: '19', coordinates: 'japanese' }, '', 600);
    expect(leftCoordinates(big).slice(9)).to.deep.equal([
      '十',
      '十一',
      '十二',
      '十三',
      '十四',
      '十五',
      '十六',
      '十七',
      '十八',
      '十九',
    ]);
  });

  it('should light up the coordinates of the point under the pointer and of the cursor', async () => {
    const board = await mount({ size: '9', coordinates: '' });
    const svg = find<SVGSVGElement>(board, 'svg.goban');
    const at = new DOMPoint(3, 2).matrixTransform(svg.getScreenCTM()!);
    find(board, '[part="board"]').dispatchEvent(
      new PointerEvent('pointermove', {
        clientX: at.x,
        clientY: at.y,
        bubbles: true,
        composed: true,
        pointerType: 'mouse',
      }),
    );
    await board.updateComplete;
    expect(
      findAll(board, '.coordinate.lit')
        .map((text) => text.textContent)
        .sort(),
    ).to.deep.equal(['7', '7', 'D', 'D']);
    find(board, '[part="board"]').dispatchEvent(new PointerEvent('pointerleave'));
    await board.updateComplete;
    expect(findAll(board, '.coordinate.lit')).to.have.length(0);
    // The explore cursor starts in the middle: E5.
    await press(board, 'Enter');
    expect(
      findAll(board, '.coordinate.lit')
        .map((text) => text.textContent)
        .sort(),
    ).to.deep.equal(['5', '5', 'E', 'E']);
  });

  it('should say which look attribute it could not use, and fall back', async () => {
    const board = await mount({
      size: '9',
      rotate: '45',
      'last-move': 'star',
      stones: 'glass',
      coordinates: 'roman',
      flip: 'diagonal',
    });
    expect(board.rotate).to.equal(0);
    expect(board.lastMove).to.equal('ring');
    expect(board.stones).to.equal(null);
    expect(board.coordinates).to.equal(true);
    expect(board.flip).to.equal(null);
  });
});

/** WCAG's contrast ratio of two computed rgb() colours. */
function contrastOf(first: string, second: string): number {
  const luminance = (colour: string): number => {
    const [red, green, blue] = colour
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('<go-board> the default look', () => {
  afterEach(unmountAll);

  it('should leave a hairline of wood between touching stones at every size', async () => {
    for (const width of [200, 400, 800]) {
      const board = await mount({ sgf: SHORT_GAME, move: '6' }, '', width);
      for (const stone of findAll<SVGCircleElement>(board, '.stone')) {
        const radius = Number(stone.getAttribute('r'));
        expect(radius).to.be.below(0.5);
        // The realistic outline is a fraction of the spacing, so the painted disk ends short of
        // half the spacing whatever the width.
        const outline = parseFloat(getComputedStyle(stone).strokeWidth);
        expect(getComputedStyle(stone).vectorEffect).to.equal('none');
        expect(radius + outline / 2, `${width} px`).to.be.at.most(0.485);
      }
      unmountAll();
    }
  });

  it('should ring the last move over a halo that stands out from a black and from a white stone', async () => {
    // Move 6 is White's (G4), move 7 Black's (C6).
    for (const move of ['6', '7']) {
      const board = await mount({ sgf: SHORT_GAME, move }, '', 300);
      const ring = find(board, '.last-move');
      const halo = find(board, '.last-move-halo');
      const stone = findAll(board, '.stone').find(
        (circle) =>
          circle.getAttribute('cx') === ring.getAttribute('cx') &&
          circle.getAttribute('cy') === ring.getAttribute('cy'),
      )!;
      const stoneColour = getComputedStyle(stone).fill;
      const haloColour = getComputedStyle(halo).stroke;
      expect(contrastOf(haloColour, stoneColour), `halo on move ${move}`).to.be.at.least(4.5);
      expect(contrastOf(getComputedStyle(ring).stroke, haloColour), `ring on move ${move}`).to.be.at.least(3);
      // The halo is wider than the ring on both sides, and both grow with the board.
      expect(parseFloat(getComputedStyle(halo).strokeWidth)).to.be.above(
        parseFloat(getComputedStyle(ring).strokeWidth),
      );
      expect(getComputedStyle(halo).vectorEffect).to.equal('none');
    }
  });

  it('should clear the lines and star point under a mark on an empty point in the book theme only', async () => {
    const sgf = '(;SZ[9]TR[ee]SQ[cc]CR[gg]MA[cg])';
    const book = await mount({ sgf, theme: 'book' }, '', 300);
    const knockouts = findAll(book, '.knockout');
    expect(knockouts).to.have.length(4);
    for (const knockout of knockouts) {
      expect(getComputedStyle(knockout).fill).to.equal(getComputedStyle(find(book, '.wood')).fill);
      // Past the mark and the star point under it.
      expect(Number(knockout.getAttribute('r'))).to.be.above(0.3);
    }
    const wood = await mount({ sgf }, '', 300);
    for (const knockout of findAll(wood, '.knockout')) expect(getComputedStyle(knockout).fill).to.equal('none');
  });

  it('should draw bright shell and slate from gradients defined on the board, with no image fetched', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '6' }, '', 300);
    expect(findAll(board, 'image, [href]')).to.have.length(0);
    // Three stripe patterns of shell, and the wood's grain: streaks and two layers of lines.
    expect(findAll(board, 'linearGradient[id*="shell"]')).to.have.length(3);
    expect(findAll(board, 'rect.grain')).to.have.length(3);
    const white = getComputedStyle(find(board, '.stone.white')).fill;
    expect(contrastOf(white, 'rgb(255, 255, 255)')).to.be.below(1.05);
  });
});
