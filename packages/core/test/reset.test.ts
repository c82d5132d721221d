import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { MoveCode, loadPlayoutsCore, type BoardPointer, type PlayoutsCore } from '../src/index.js';

let core: PlayoutsCore;

beforeAll(async () => {
  core = await loadPlayoutsCore();
});

/** Everything the host can read of a board: its stones, counters, ko and hash. */
function stateOf(board: BoardPointer, width: number, height: number): unknown {
  core.snapshot(board);
  const stones = [...new Uint8Array(core.memory.buffer, core.bytesBuffer(), width * height)];
  return {
    stones,
    hash: core.positionHash(board),
    captures: [core.capturedBy(board, 1), core.capturedBy(board, 2)],
    ko: core.koPoint(board),
    lastCaptures: core.lastCaptures(board),
  };
}

/** Plays the points in turn (illegal ones are skipped) and returns each answer of the core. */
function playAll(board: BoardPointer, width: number, height: number, points: number[]): number[] {
  const answers: number[] = [];
  let color = 1;
  for (const point of points) {
    const code = core.playMove(board, point % width, Math.floor(point / width) % height, color);
    answers.push(code);
    if (code === MoveCode.Ok) color = 3 - color;
  }
  return answers;
}

describe('resetBoard', () => {
  it('should leave a played board exactly as a new board of its size, empty list order included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 1, max: 25 }),
        fc.array(fc.nat(), { maxLength: 200 }),
        fc.array(fc.nat(), { maxLength: 60 }),
        (width, height, before, after) => {
          const used = core.createBoard(width, height);
          const fresh = core.createBoard(width, height);
          try {
            playAll(used, width, height, before);
            core.resetBoard(used);
            expect(stateOf(used, width, height)).toEqual(stateOf(fresh, width, height));
            // The same moves get the same answers: the superko history and ko were emptied too.
            expect(playAll(used, width, height, after)).toEqual(playAll(fresh, width, height, after));
            expect(stateOf(used, width, height)).toEqual(stateOf(fresh, width, height));
            // Playouts draw from the list of empty points: the same seed plays the same moves only
            // when the reset board lists its empty points as a new board does.
            core.seedRandom(7n);
            const usedMoves = core.playouts(used, 1, 3);
            core.seedRandom(7n);
            expect(usedMoves).toBe(core.playouts(fresh, 1, 3));
          } finally {
            core.destroyBoard(used);
            core.destroyBoard(fresh);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should give every board size, rectangular ones included, its own edges and empty points', () => {
    const mismatches: string[] = [];
    // Both orders, so a size whose layout another size's overwrote would show.
    for (const flip of [false, true]) {
      for (let a = 1; a <= 25; a++) {
        for (let b = 1; b <= 25; b++) {
          const [width, height] = flip ? [b, a] : [a, b];
          const board = core.createBoard(width, height);
          core.playMove(board, 0, 0, 1);
          core.resetBoard(board);
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const neighbours = Number(x > 0) + Number(y > 0) + Number(x < width - 1) + Number(y < height - 1);
              const legal = core.moveLegality(board, x, y, 1);
              core.setupPoint(board, x, y, 1);
              const liberties = core.libertiesAt(board, x, y);
              core.setupPoint(board, x, y, 0);
              if (legal !== (neighbours === 0 ? MoveCode.Suicide : MoveCode.Ok) || liberties !== neighbours) {
                mismatches.push(`${width}x${height} (${x}, ${y}): legality ${legal}, ${liberties} liberties`);
              }
            }
          }
          core.destroyBoard(board);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});
