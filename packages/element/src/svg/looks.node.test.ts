// The standalone picture's looks and the PNG drawn from it in Node, decoded to check what it shows.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { init, renderSvg, runCli, svgToPng } from './index.js';
import { resolveStyles } from './png.js';

beforeAll(async () => {
  await init();
});

/** Black at the top-left star point's neighbour (C7 on 9x9: 2, 2), White at G3 (6, 6). */
const RECORD = '(;GM[1]FF[4]SZ[9];B[cc];W[gg])';

describe('renderSvg looks', () => {
  it('should draw realistic stones on wood by default, flat ones in the book theme or when asked', () => {
    expect(renderSvg(RECORD, { move: 'last' })).toMatch(
      /class="go-board goban realistic"[\s\S]*<radialGradient id="go-board-wood-upright-black"/,
    );
    expect(renderSvg(RECORD, { move: 'last', theme: 'book' })).not.toContain('radialGradient');
    expect(renderSvg(RECORD, { move: 'last', stones: 'flat' })).toContain('class="go-board goban flat"');
  });

  it("should turn the drawing, name its gradients after the turn and keep the record's points", () => {
    const svg = renderSvg(RECORD, { move: 'last', rotate: 90, coordinates: 'sgf' });
    expect(svg).toContain('<g class="points" transform="matrix(0 1 -1 0 8 0)">');
    expect(svg).toMatch(/id="go-board-wood-0-110-black"/);
    expect(svg).toContain('<circle class="stone black" cx="2" cy="2"');
    // Turned clockwise, the record's rows run along the top: a, b, c ... from the right.
    expect(
      svg
        .match(/<text class="coordinate"[^>]*>([a-z])<\/text>/g)!
        .slice(0, 2)
        .join(),
    ).toMatch(/>i<.*>i</);
  });

  it('should swap the colours, mark the last move as asked, and refuse looks it does not know', () => {
    expect(renderSvg(RECORD, { move: 'last', swapColors: true })).toContain(
      '<circle class="stone white" cx="2" cy="2"',
    );
    expect(renderSvg(RECORD, { move: 'last', lastMove: 'dot' })).toContain('class="last-move dot on-white"');
    expect(renderSvg(RECORD, { move: 'last', lastMove: 'number' })).toMatch(
      /class="point-text number on-white"[^>]*><text[^>]*>2<\/text>/,
    );
    expect(() => renderSvg(RECORD, { rotate: 45 as never })).toThrow(/rotate to be 0, 90, 180, 270, received 45/);
    expect(() => renderSvg(RECORD, { coordinates: 'roman' as never })).toThrow(/received "roman"/);
    expect(() => renderSvg(RECORD, { stones: 'glass' as never })).toThrow(/stones/);
  });
});

describe('PNG in Node', () => {
  it('should leave out the rules that let the element skip painting a board off the screen', () => {
    // WebKit honours content-visibility in an SVG drawn as an image, and left toPng() blank.
    expect(renderSvg(RECORD)).not.toMatch(/content-visibility\s*:/);
  });

  it("should resolve the styles for resvg: no custom property left, the theme's values in place", () => {
    const svg = renderSvg(RECORD, { theme: 'dark' });
    const css = resolveStyles(/<style>([\s\S]*?)<\/style>/.exec(svg)![1]!, 'dark', 0.05);
    expect(css).not.toMatch(/var\(|--go-board|@media|data-theme='wood'/);
    expect(css).toContain('.wood{fill: #2c2f33}');
  });

  it('should draw the board with resvg, the stones where the record has them', async () => {
    const png = PNG.sync.read(Buffer.from(await svgToPng(renderSvg(RECORD, { move: 'last', stones: 'flat' }), 370)));
    expect([png.width, png.height]).toEqual([370, 370]);
    // 370 px over 9.24 units: 40 px a line, the board's edge 0.62 units in.
    const at = (x: number, y: number): number[] => {
      const index = (Math.round((x + 0.62) * 40) * 1 + Math.round((y + 0.62) * 40) * png.width) * 4;
      return [...png.data.subarray(index, index + 3)];
    };
    expect(at(2, 2).every((channel) => channel < 40)).toBe(true);
    expect(at(6, 6).every((channel) => channel > 230)).toBe(true);
    const wood = at(4.5, 1.5);
    expect(wood[0]! > 200 && wood[2]! < 120).toBe(true);
  });

  it('should draw the marks, labels and move numbers, in the colour each takes on its point', async () => {
    // The marks' colour is a custom property set per point (on an empty point, on a black or a
    // white stone): resolved once for the whole picture, it was none, and no mark was drawn.
    const pixels = async (record: string, options = {}): Promise<PNG> =>
      PNG.sync.read(Buffer.from(await svgToPng(renderSvg(record, { theme: 'book', ...options }), 370)));
    // How many pixels of the cell around (x, y) differ between two pictures.
    const changed = (a: PNG, b: PNG, x: number, y: number): number => {
      let count = 0;
      for (let dy = -18; dy <= 18; dy++) {
        for (let dx = -18; dx <= 18; dx++) {
          const index = (Math.round((x + 0.62) * 40) + dx + (Math.round((y + 0.62) * 40) + dy) * a.width) * 4;
          if (Math.abs(a.data[index]! - b.data[index]!) > 60) count++;
        }
      }
      return count;
    };
    const empty = await pixels('(;SZ[9]AB[ee])');
    const marked = await pixels('(;SZ[9]AB[ee]TR[cc]LB[gg:A]SQ[ee])');
    expect(changed(empty, marked, 2, 2), 'a triangle on an empty point').toBeGreaterThan(20);
    expect(changed(empty, marked, 6, 6), 'a label on an empty point').toBeGreaterThan(20);
    expect(changed(empty, marked, 4, 4), 'a square on a black stone').toBeGreaterThan(20);
    const plain = await pixels('(;SZ[9];B[cc];W[gg])', { move: 'last', lastMove: 'none' });
    const numbered = await pixels('(;SZ[9];B[cc];W[gg])', { move: 'last', lastMove: 'none', moveNumbers: 1 });
    expect(changed(plain, numbered, 2, 2), 'the number on a black stone').toBeGreaterThan(20);
    expect(changed(plain, numbered, 6, 6), 'the number on a white stone').toBeGreaterThan(20);
  });

  it("should write a PNG from go-board-svg --png, with the look's options", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'go-board-png-'));
    const file = join(folder, 'game.sgf');
    writeFileSync(file, RECORD);
    let bytes: Uint8Array | undefined;
    let err = '';
    const code = await runCli(
      [
        file,
        '--move',
        'last',
        '--png',
        '--width',
        '200',
        '--rotate',
        '180',
        '--stones',
        'flat',
        '--coordinates',
        'japanese',
      ],
      {
        stdout: () => {},
        stderr: (text) => (err += text),
        write: (written) => (bytes = written),
      },
    );
    expect(err).toBe('');
    expect(code).toBe(0);
    const png = PNG.sync.read(Buffer.from(bytes!));
    expect(png.width).toBe(200);
    const help = await new Promise<string>((resolve) => void runCli(['--help'], { stdout: resolve, stderr: () => {} }));
    for (const option of ['--png', '--stones', '--last-move', '--rotate', '--flip', '--swap-colors', 'japanese'])
      expect(help).toContain(option);
  });
});
