import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game } from '@go-board/rules';
import { init, renderSvg, runCli } from './index.js';

beforeAll(async () => {
  await init();
});

const RECORD = '(;GM[1]SZ[9]AB[cc];B[gg]TR[cc]LB[ee:A];W[gc];B[cg])';
const count = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].length;

describe('renderSvg', () => {
  it('should run in Node without any DOM', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
    expect(renderSvg(RECORD)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('should draw a standalone SVG: its styles inside, no script, no Lit markers', () => {
    const svg = renderSvg(RECORD, { move: 'last' });
    expect(svg).toContain('<style>svg.go-board');
    expect(svg).not.toMatch(/<script|<!--|<\?/);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('role="img"');
  });

  it('should show the position of the move asked for, with its markup and numbers', () => {
    expect(count(renderSvg(RECORD), /class="stone /g)).toBe(1);
    const first = renderSvg(RECORD, { move: 1 });
    expect(count(first, /class="stone /g)).toBe(2);
    // Move 1 carries a triangle on C7 and the label A on E5.
    expect(first).toMatch(/>A<\/text>/);
    const numbered = renderSvg(RECORD, { move: 'last', moveNumbers: true });
    expect(count(numbered, /class="stone /g)).toBe(4);
    for (const n of ['1', '2', '3']) expect(numbered).toContain(`>${n}</text>`);
  });

  it('should crop to a view, add coordinates, and take the theme and width', () => {
    const whole = /viewBox="([^"]+)"/.exec(renderSvg(RECORD))![1];
    const part = /viewBox="([^"]+)"/.exec(renderSvg(RECORD, { view: 'a9:e5' }))![1];
    expect(part).not.toBe(whole);
    expect(renderSvg(RECORD, { coordinates: true })).toContain('>J</text>');
    const book = renderSvg(RECORD, { theme: 'book', width: 240 });
    expect(book).toContain('data-theme="book"');
    expect(book).toContain('width="240"');
  });

  it('should draw an empty board of the given size, and a Game at its current position', () => {
    expect(renderSvg(null, { size: 13 })).toContain('Go diagram, 13x13');
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    game.play({ x: 2, y: 2 });
    expect(count(renderSvg(game), /class="stone /g)).toBe(2);
    expect(game.moveNumber).toBe(2);
  });

  it('should keep text from the file as text', () => {
    const svg = renderSvg('(;SZ[9]LB[ee:<script>x</script>])', { label: 'A "diagram" <b>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('aria-label="A &quot;diagram&quot; &lt;b&gt;"');
  });

  it('should refuse bad options, naming the value', () => {
    expect(() => renderSvg(RECORD, { move: -1 })).toThrow(/move.*-1/);
    expect(() => renderSvg(RECORD, { theme: 'neon' as never })).toThrow(/"neon"/);
    expect(() => renderSvg(null, { size: 30 })).toThrow(/1\.\.25.*30/);
    expect(() => renderSvg(RECORD, { width: 0 })).toThrow(/width.*0/);
    expect(() => renderSvg(42 as never)).toThrow(/SGF text or a Game, received 42/);
  });
});

describe('go-board-svg', () => {
  const folder = mkdtempSync(join(tmpdir(), 'go-board-svg-'));
  const file = join(folder, 'game.sgf');
  writeFileSync(file, RECORD);

  async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    const code = await runCli(args, { stdout: (text) => (out += text), stderr: (text) => (err += text) });
    return { code, out, err };
  }

  it('should write the diagram to standard output', async () => {
    const { code, out, err } = await run([
      file,
      '--move',
      'last',
      '--view',
      'a9:j1',
      '--theme',
      'book',
      '--move-numbers',
    ]);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^<svg[\s\S]*<\/svg>\n$/);
    expect(out).toContain('>3</text>');
  });

  it('should explain bad usage and bad files', async () => {
    expect((await run([])).err).toContain('Expected an SGF file');
    expect((await run([file, '--move', 'x'])).code).toBe(2);
    expect((await run([file, '--bogus'])).err).toContain("Unknown option '--bogus'");
    const missing = await run([join(folder, 'missing.sgf')]);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('missing.sgf');
    expect((await run(['--help'])).out).toContain('Usage: go-board-svg');
  });
});
