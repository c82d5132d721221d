import { encode } from '@jridgewell/sourcemap-codec';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { moduleShares, placeOf } from './module-shares.mjs';

describe('module-shares: where the gzipped bytes of a built script go', () => {
  it('should name a module by its package and path, and its folder by library, package or element folder', () => {
    expect(placeOf('/repo/node_modules/.pnpm/lit-html@3.3.1/node_modules/lit-html/lit-html.js')).toEqual({
      folder: 'lit-html',
      module: 'lit-html',
    });
    expect(placeOf('/repo/node_modules/@lit/reactive-element/reactive-element.js').folder).toBe(
      '@lit/reactive-element',
    );
    expect(placeOf('/repo/packages/rules/src/game/game.ts')).toEqual({ folder: 'rules', module: 'rules/game/game' });
    expect(placeOf('/repo/packages/element/src/board/stones.ts')).toEqual({
      folder: 'element/board',
      module: 'element/board/stones',
    });
    expect(placeOf('/repo/packages/element/src/go-board.ts')).toEqual({
      folder: 'element',
      module: 'element/go-board',
    });
  });

  it("should share the file's whole gzipped size among the sources its map names, each by what its text adds", () => {
    // Two lines: the first from a.ts, the second half from a.ts and half from b.ts, whose text
    // (random-looking) compresses far worse than a.ts's repeated words.
    const a = 'const words = "board board board board board board";'.repeat(20);
    let seed = 7;
    const noise = Array.from({ length: 400 }, () =>
      String.fromCharCode(97 + ((seed = (seed * 48271) % 2147483647) % 26)),
    ).join('');
    const code = `${a}\n${a}${noise}`;
    const map = {
      version: 3,
      sources: ['../src/a.ts', '../src/b.ts'],
      mappings: encode([
        [[0, 0, 0, 0]],
        [
          [0, 0, 0, 0],
          [a.length, 1, 0, 0],
        ],
      ]),
    };
    const { shares, total } = moduleShares(code, map, '/repo/packages/element/dist');
    expect(total).toBe(gzipSync(code, { level: 9 }).length);
    const a_ = shares.get('element/a');
    const b_ = shares.get('element/b');
    expect(Math.round(a_.bytes + b_.bytes)).toBe(total);
    expect(b_.bytes).toBeGreaterThan(a_.bytes);
  });
});
