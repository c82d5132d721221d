import { expect } from '@esm-bundle/chai';
import type { GoBoard } from '../go-board.js';
import { drawSvg } from './raster.js';
import type { GifOptions } from './to-gif.js';
import { find, findAll, mount, openExportMenu, unmountAll, until } from '../test-support/fixture.js';
import { spoken } from '../test-support/play.js';
import { audit } from '../test-support/axe.js';
import { IMAGE_DECODER, itWhereSupported } from '../test-support/engines.js';
import { SHORT_GAME } from '../test-support/records.js';
import { editor } from '../test-support/edit.js';

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
    expect(picture.querySelector('style')!.textContent).to.contain('svg.go-board {');
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

/** A 9x9 game of 20 moves. */
const TWENTY_MOVES =
  '(;GM[1]FF[4]SZ[9]KM[6.5];B[ee];W[gc];B[cg];W[dc];B[ec];W[eb];B[fb];W[db];B[gb];W[hc];B[fc];W[gg];B[gf];W[hf];B[ge];W[fg];B[eg];W[he];B[hd];W[id])';

/** A board of the default look as wide as the examples' pages show it (788 px). */
const wideBoard = async (attributes: Record<string, string> = {}): Promise<GoBoard> => {
  const board = await mount({ sgf: TWENTY_MOVES, move: 'last', controls: 'none', ...attributes }, '', 788);
  board.style.setProperty('--go-board-max-size', 'none');
  await board.updateComplete;
  expect(Math.round(find(board, 'svg.goban').getBoundingClientRect().width)).to.equal(788);
  return board;
};

/** The pixels of an image file, as the browser decodes it. */
async function pixelsOf(file: Blob): Promise<{ width: number; height: number; rgba: Uint8ClampedArray }> {
  const image = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  [canvas.width, canvas.height] = [image.width, image.height];
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  context.drawImage(image, 0, 0);
  return { width: image.width, height: image.height, rgba: context.getImageData(0, 0, image.width, image.height).data };
}

describe('<go-board> as a small file', () => {
  afterEach(unmountAll);

  it('should make a GIF of 20 moves of a 9x9 game, 788 px wide, in under 300 KB', async () => {
    const board = await wideBoard();
    const gif = await board.toGif();
    expect(gif.size, `${gif.size} bytes`).to.be.below(300_000);
  });

  it('should widen the lines and outlines with toPng({ scale }), as everything else in the picture grows', async () => {
    const board = await mount({ sgf: '(;SZ[9])', theme: 'book', controls: 'none' }, '', 270);
    /** How much ink (in whole black pixels) a row between two lines of the picture at `scale`
     * crosses, per line. */
    const darkPerLine = async (scale: number): Promise<number> => {
      const size = 270 * scale;
      const data = (await drawSvg(board.toSvg(), size, size, scale))
        .getContext('2d')!
        .getImageData(0, 0, size, size).data;
      // Row 4.5 of the board lies halfway down: only the nine upright lines cross it.
      const box = find<SVGSVGElement>(board, 'svg.goban').viewBox.baseVal;
      const y = Math.round(((4.5 - box.y) / box.height) * size);
      let ink = 0;
      for (let x = 0; x < size; x++) ink += (255 - data[(y * size + x) * 4]!) / 255;
      return ink / 9;
    };
    const once = await darkPerLine(1);
    const twice = await darkPerLine(2);
    expect(twice / once, `${once} and ${twice} pixels a line`).to.be.within(1.6, 2.6);
  });

  it('should make the default PNG (twice the board, 1576 px) in under 300 KB, as the eye sees the picture', async () => {
    const board = await wideBoard();
    const png = await board.toPng({ scale: 2 });
    expect(png.size, `${png.size} bytes`).to.be.below(300_000);
    const made = await pixelsOf(png);
    expect([made.width, made.height]).to.deep.equal([1576, 1576]);
    // The same picture in true colour, as the browser draws it.
    const canvas = await drawSvg(board.toSvg(), 1576, 1576, 2);
    const truth = canvas.getContext('2d')!.getImageData(0, 0, 1576, 1576).data;
    let sum = 0;
    let large = 0;
    for (let at = 0; at < truth.length; at += 4) {
      let difference = 0;
      for (let channel = 0; channel < 4; channel++)
        difference = Math.max(difference, Math.abs(made.rgba[at + channel]! - truth[at + channel]!));
      sum += difference;
      if (difference > 8) large++;
    }
    const pixels = truth.length / 4;
    expect(sum / pixels, 'the mean difference').to.be.at.most(1.5);
    expect(large / pixels, 'the share of pixels off by more than 8 levels').to.be.at.most(0.002);
  });
});

describe('<go-board> as an animated GIF', () => {
  afterEach(unmountAll);

  it("should say how far it is, and stop when its signal aborts, with the signal's reason", async () => {
    const board = await mount({ sgf: SHORT_GAME, controls: 'none' }, '', 200);
    const steps: [number, number][] = [];
    const abort = new AbortController();
    let error: unknown;
    await board
      .toGif({
        signal: abort.signal,
        onProgress: (done, total) => {
          steps.push([done, total]);
          if (done === 3) abort.abort();
        },
      })
      .catch((caught: unknown) => (error = caught));
    expect((error as DOMException).name).to.equal('AbortError');
    // Ten positions, each drawn and then encoded: 20 steps; it stopped after the third.
    expect(steps).to.deep.equal([
      [0, 20],
      [1, 20],
      [2, 20],
      [3, 20],
    ]);
    const done: [number, number][] = [];
    await board.toGif({ from: 7, onProgress: (step, total) => done.push([step, total]) });
    expect(done.at(-1)).to.deep.equal([6, 6]);
    await board.toGif({ lastDelay: 5 }).catch((caught: unknown) => (error = caught));
    expect(String(error)).to.contain('Expected lastDelay to be 20 milliseconds or more, received 5');
  });

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
      // The last position shows three times as long before the loop.
      expect(image.duration).to.equal(1_200_000);
      expect((await decoder.decode({ frameIndex: 3 })).image.duration).to.equal(400_000);
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

  it('should show the GIF being made: its item disabled, its progress, and a Cancel button that stops it', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '3' });
    // A GIF that is made only as far as a quarter, until it is cancelled.
    let asked: GifOptions | undefined;
    board.toGif = (options: GifOptions = {}) => {
      asked = options;
      options.onProgress?.(1, 4);
      return new Promise((_, reject) =>
        options.signal!.addEventListener('abort', () => reject(options.signal!.reason), { once: true }),
      );
    };
    await openExportMenu(board);
    find(board, '.export-item.gif').click();
    await until(() => findAll(board, '.export-progress').length === 1, 'the progress to show');
    await board.updateComplete;
    expect(find<HTMLButtonElement>(board, '.export-item.gif').disabled).to.equal(true);
    expect(find<HTMLProgressElement>(board, '.export-progress progress').value).to.equal(25);
    expect(find(board, '.export-progress').textContent).to.contain('Making the GIF… 25%');
    expect(board.shadowRoot!.activeElement).to.equal(find(board, '.export-cancel'));
    expect(await audit(board)).to.deep.equal([]);
    find(board, '.export-cancel').click();
    await until(() => findAll(board, '.export-progress').length === 0, 'the progress to go');
    await board.updateComplete;
    expect(asked!.signal!.aborted).to.equal(true);
    expect(spoken(board)).to.equal('GIF cancelled.');
    expect(find<HTMLButtonElement>(board, '.export-item.gif').disabled).to.equal(false);
    expect(board.shadowRoot!.activeElement).to.equal(find(board, '.export-item.gif'));
  });

  it('should make the GIF from the menu and offer it, saying so', async () => {
    const board = await mount({ sgf: SHORT_GAME, move: '3' }, '', 240);
    const names: string[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      names.push(this.download);
    };
    try {
      await openExportMenu(board);
      find(board, '.export-item.gif').click();
      await until(() => names.length === 1, 'the GIF to download');
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
    await until(() => findAll(board, '.export-progress').length === 0, 'the progress to go');
    expect(names).to.deep.equal(['Test game.gif']);
    expect(spoken(board)).to.equal('GIF ready.');
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
