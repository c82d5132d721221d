import { expect } from '@esm-bundle/chai';
import { find, findAll, mount, openExportMenu, unmountAll, until } from './test-support/fixture.js';
import { audit } from './test-support/axe.js';
import { IMAGE_DECODER, itWhereSupported } from './test-support/engines.js';
import { SHORT_GAME } from './test-support/records.js';
import { editor } from './test-support/edit.js';

describe('<go-board> out of the page', () => {
  afterEach(unmountAll);

  it('should give the position shown as a standalone SVG document, as renderSvg draws it', async () => {
    const board = await mount({
      sgf: SHORT_GAME,
      move: '7',
      coordinates: 'numeric',
      rotate: '180',
      label: 'A club game',
    });
    const text = board.toSvg();
    expect(
      text.startsWith('<svg xmlns="http://www.w3.org/2000/svg" class="go-board goban realistic" data-theme="wood"'),
    ).to.equal(true);
    const picture = new DOMParser().parseFromString(text, 'image/svg+xml').documentElement;
    expect(picture.querySelector('parsererror')).to.equal(null);
    expect(picture.getAttribute('aria-label')).to.equal('A club game');
    expect(picture.querySelector('title')!.textContent).to.equal('A club game');
    expect(picture.querySelector('style')!.textContent).to.contain("svg.go-board[data-theme='dark']");
    expect(picture.querySelectorAll('.stone')).to.have.length(6);
    // Gradients named after the look, and used by the stones' light.
    expect(picture.querySelector('radialGradient')!.id).to.match(/^go-board-wood-[-\d]+-black$/);
    // The coordinates are inside the drawing, in grid units, named as on the board.
    expect([...picture.querySelectorAll('text.coordinate')].map((text) => text.textContent).slice(0, 3)).to.deep.equal([
      '9',
      '9',
      '8',
    ]);
    expect(text).to.not.contain('<!--');
    expect(text).to.not.contain('<script');
  });

  it("should give a PNG of the board's size on the screen, times the scale", async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '7', controls: 'none' }, '', 300);
    const shown = find(board, 'svg.goban').getBoundingClientRect();
    for (const scale of [1, 2]) {
      const png = await board.toPng({ scale });
      expect(png.type).to.equal('image/png');
      const image = await createImageBitmap(png);
      expect(image.width).to.equal(Math.round(shown.width * scale));
      expect(image.height).to.equal(Math.round(shown.height * scale));
      // Drawn, not blank: the wood's colour in the middle of the first row of cells.
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const [red, green, blue] = context.getImageData(
        Math.round(image.width * 0.12),
        Math.round(image.height * 0.12),
        1,
        1,
      ).data;
      expect(red! > 150 && green! > 110 && blue! < 140, `${red}, ${green}, ${blue}`).to.equal(true);
    }
    let error: unknown;
    await board.toPng({ scale: 0 }).catch((caught: unknown) => (error = caught));
    expect(String(error)).to.contain('Expected scale to be a number above 0');
  });
});

describe('<go-board> as an animated GIF', () => {
  afterEach(unmountAll);

  itWhereSupported(
    IMAGE_DECODER,
    'should make a GIF of a stretch of the game, one frame a move, that the browser decodes',
    async () => {
      const board = await mount({ sgf: SHORT_GAME, move: '2', controls: 'none' }, '', 200);
      const gif = await board.toGif({ from: 2, to: 6, delay: 400 });
      expect(gif.type).to.equal('image/gif');
      const decoder = new ImageDecoder({ data: await gif.arrayBuffer(), type: 'image/gif' });
      await decoder.tracks.ready;
      expect(decoder.tracks.selectedTrack!.frameCount).to.equal(5);
      const { image } = await decoder.decode({ frameIndex: 4 });
      expect(image.displayWidth).to.equal(Math.round(find(board, 'svg.goban').getBoundingClientRect().width));
      expect(image.duration).to.equal(400_000);
      decoder.close();
      // The board itself stays where it was.
      expect(board.move).to.equal(2);
      let error: unknown;
      await board.toGif({ from: 5, to: 3 }).catch((caught: unknown) => (error = caught));
      expect(String(error)).to.contain('0 <= from <= to <= 9');
    },
  );
});

describe('<go-board> export menu', () => {
  afterEach(unmountAll);

  it('should open from the controls, offer SVG, PNG, SGF, a copy and a GIF, and download them', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '3' });
    const button = find(board, 'button.control.export');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    await openExportMenu(board);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(findAll(board, '.export-item').map((item) => item.textContent)).to.deep.equal([
      'Download SVG',
      'Download PNG',
      'Download SGF',
      'Copy image',
      'Animated GIF',
    ]);
    expect(await audit(board)).to.deep.equal([]);
    const downloads: { name: string; type: string }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    const created = URL.createObjectURL;
    const types = new Map<string, string>();
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = created(blob);
      types.set(url, (blob as Blob).type);
      return url;
    };
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, type: types.get(this.href) ?? '' });
    };
    try {
      for (const item of ['svg', 'sgf', 'png']) find(board, `.export-item.${item}`).click();
      await until(() => downloads.length === 3, 'the three downloads');
    } finally {
      HTMLAnchorElement.prototype.click = click;
      URL.createObjectURL = created;
    }
    // Named after the record's GN.
    expect(downloads).to.deep.include.members([
      { name: 'Test game.svg', type: 'image/svg+xml' },
      { name: 'Test game.sgf', type: 'application/x-go-sgf' },
      { name: 'Test game.png', type: 'image/png' },
    ]);
    button.click();
    await board.updateComplete;
    expect(findAll(board, '.export-menu')).to.have.length(0);
  });

  it('should name the files after the game, else its players and date, else go-board', async () => {
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      for (const header of ['PB[Honinbo Shusaku]PW[Gennan Inseki]DT[1846-09-11]', 'GN[Round 1/2]', '']) {
        const board = await mount({ sgf: `(;GM[1]FF[4]SZ[9]${header};B[cc];W[gg])`, move: '2' });
        await openExportMenu(board);
        find(board, '.export-item.svg').click();
        find(board, '.export-item.sgf').click();
      }
      await until(() => names.length === 6, 'the six downloads');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(names).to.deep.equal([
      'Honinbo Shusaku-Gennan Inseki 1846-09-11.svg',
      'Honinbo Shusaku-Gennan Inseki 1846-09-11.sgf',
      'Round 1 2.svg',
      'Round 1 2.sgf',
      'go-board.svg',
      'go-board.sgf',
    ]);
  });

  it("should name the editor's SGF download after the record too", async () => {
    const board = await editor({ sgf: SHORT_GAME });
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      find(board, 'button.download').click();
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    expect(names).to.deep.equal(['Test game.sgf']);
  });
});
