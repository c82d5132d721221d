import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Game, init } from './index.js';
import { ReferenceBoard } from './test-support/reference-board.js';

beforeAll(async () => {
  await init();
});

/** A random game: a board size and a list of choices, each a point index or a pass. */
const randomGame = (maxSize: number, maxMoves: number) =>
  fc.record({
    width: fc.integer({ min: 1, max: maxSize }),
    height: fc.integer({ min: 1, max: maxSize }),
    ko: fc.constantFrom('simple' as const, 'positional' as const),
    choices: fc.array(fc.oneof({ weight: 12, arbitrary: fc.nat() }, { weight: 1, arbitrary: fc.constant(-1) }), {
      minLength: 1,
      maxLength: maxMoves,
      // Without 'max', fast-check keeps arrays short (about ten items): far too short a game.
      size: 'max',
    }),
  });

describe('Game against a reference board', () => {
  const cases = [
    { name: 'small boards, where captures, kos and suicides are frequent', maxSize: 7, maxMoves: 300, runs: 400 },
    { name: 'boards up to 19x19 and long games', maxSize: 19, maxMoves: 800, runs: 60 },
  ];
  it.each(cases)(
    'should agree on legality, captures and the whole board after every move: $name',
    ({ maxSize, maxMoves, runs }) => {
      fc.assert(
        fc.property(randomGame(maxSize, maxMoves), ({ width, height, ko, choices }) => {
          const game = new Game({ width, height, ko });
          const reference = new ReferenceBoard(width, height);
          let passes = 0;
          for (const choice of choices) {
            const color = game.turn === 'black' ? 1 : 2;
            if (choice < 0) {
              // Never end the game: a pass after a pass becomes a move attempt instead.
              if (passes === 0) {
                game.pass();
                reference.pass();
                passes++;
                continue;
              }
            }
            const index = Math.abs(choice) % (width * height);
            const x = index % width;
            const y = Math.floor(index / width);
            const expected = reference.whyIllegal(index, color, ko);
            const actual = game.whyIllegal({ x, y });
            // Under superko the core still names the immediate recapture 'ko'; both forbid it.
            expect(actual === 'superko' && expected === 'ko' ? 'ko' : actual).toBe(expected);
            if (expected === null) {
              game.play({ x, y });
              reference.play(index, color);
              passes = 0;
            } else {
              expect(() => game.play({ x, y })).toThrow();
            }
            expect([...game.board]).toEqual(reference.cells);
            expect(game.captures).toEqual({ black: reference.captures[1], white: reference.captures[2] });
          }
          game.dispose();
        }),
        { numRuns: runs },
      );
    },
  );
});
