import { existsSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game } from '../game/game.js';
import { init } from '../init.js';
import { randomGame, seededRandom } from '../test-support/random-game.js';
import { parseDiagram } from './parse.js';
import { EVERY_SYMBOL } from './test-support/diagrams.js';
import { toDiagram } from './write.js';

beforeAll(async () => {
  await init();
});

/** Diagrams written for these tests, each as toDiagram writes it: reading one and writing it
 * back gives the same text. */
const DIAGRAMS = {
  everySymbol: EVERY_SYMBOL,
  cornerWithMoves: `$$Bc Nadare in the corner
$$ +------------------
$$ | . . . . . . . . .
$$ | . . . . . . . . .
$$ | . . . 1 6 . . . .
$$ | . . 5 4 . . . . .
$$ | . . 3 2 . . . . .
$$ | . . . . . . . . .`,
  ko: `$$B A ko fight (7 at 1)
$$ . . . . . .
$$ . . O X . .
$$ . O 1 4 X .
$$ . . O X . .
$$ . 2 3 5 6 .`,
  whiteFromMove67: `$$Wm67 From move 67
$$ . . . . . . . . . . . .
$$ , 1 2 3 4 5 6 7 8 9 0 .
$$ . . . . . . . . . . . .`,
  smallBoardLowerRight: `$$13 The lower right of 13x13
$$ . . , . . . |
$$ . . . . . . |
$$ . . . X O . |
$$ . . . . . . |
$$ ------------+`,
  arrowsAndLines: `$$W White to play
$$ +------------------
$$ | . . . . . . . . .
$$ | . . O O . X . . .
$$ | . . X X O . . . .
$$ | . . . , . . . . .
$$ {AR C16 C14}
$$ {LN D17 F15}`,
  noTitle: `$$
$$ | . X a
$$ | O b .`,
};

describe('toDiagram', () => {
  for (const [name, text] of Object.entries(DIAGRAMS)) {
    it(`should write back the diagram it was read from: ${name}`, () => {
      expect(toDiagram(parseDiagram(text))).toBe(text);
    });
  }

  it('should number the last ten moves of a game, from the number they have', () => {
    const game = new Game({ size: 9 });
    const moves: [number, number][] = [
      [2, 2],
      [6, 6],
      [6, 2],
      [2, 6],
      [4, 4],
      [4, 2],
      [4, 6],
      [2, 4],
      [6, 4],
      [3, 3],
      [5, 5],
      [3, 5],
    ];
    for (const [x, y] of moves) game.play({ x, y });
    const text = toDiagram(game);
    expect(text.split('\n')[0]).toBe('$$Bm3');
    // Moves 1 and 2 are stones; 3 to 12 are numbered 1 to 9 and 0.
    expect(text).toContain('$$ | . . X . 4 . 1 . . |');
    expect(text).toContain('$$ | . . 2 . 5 . O . . |');
    const read = parseDiagram(text);
    expect([...read.board]).toEqual([...game.board]);
    expect(toDiagram(read)).toBe(text);
  });

  it('should start the numbers at a figure (FG) on the way to the position', () => {
    const game = Game.fromSgf('(;SZ[9];B[cc];W[gg];B[gc]FG[0:Second diagram];W[cg];B[ee])');
    game.goToEnd();
    expect(toDiagram(game).split('\n').slice(0, 5)).toEqual([
      '$$Bcm3 Second diagram',
      '$$ +-------------------+',
      '$$ | . . . . . . . . . |',
      '$$ | . . . . . . . . . |',
      '$$ | . . X . . . 1 . . |',
    ]);
  });

  it('should write the same text again for any position of a random game', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 60 }), fc.constantFrom(5, 9, 13), (seed, moves, size) => {
        const game = randomGame(seededRandom(seed), moves, { size });
        const text = toDiagram(game);
        expect(toDiagram(parseDiagram(text))).toBe(text);
      }),
      { numRuns: 60 },
    );
  });

  it('should give back the final position of real games at any move', () => {
    const folder = new URL('../../../../../shared/data/sgf/', import.meta.url);
    const files = ['1600JSTP06.sgf', 'Gosei-Gos23-T01.sgf'].filter((file) => existsSync(new URL(file, folder)));
    for (const file of files) {
      const game = Game.fromSgf(readFileSync(new URL(file, folder)));
      for (const move of [0, 5, 50, 120]) {
        game.goToMove(move);
        const text = toDiagram(game);
        const read = parseDiagram(text);
        expect(toDiagram(read)).toBe(text);
        expect([...read.board].filter((point, index) => point !== game.board[index])).toEqual([]);
      }
    }
  });

  it('should refuse what is not a game', () => {
    expect(() => toDiagram('$$' as never)).toThrow(/Expected a Game, received string/);
  });
});
