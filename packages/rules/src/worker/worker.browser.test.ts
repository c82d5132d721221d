import { expect } from '@esm-bundle/chai';
import { Game, estimateOwnership, guessDeadStones, init, suggestMove } from '../index.js';
import { PlayoutWorker } from './client.js';
import { allowWorkers, isUsingWorker, searchThreadsUsed } from './run.js';

/** Runs `work` with an AbortSignal that aborts after 300 ms (with `reason`, if given), and counts
 * the page's timer ticks meanwhile, and the longest gap between two. */
async function watchMainThread(
  work: (signal: AbortSignal) => Promise<unknown>,
  reason?: unknown,
): Promise<{ ticks: number; longestGap: number; error: unknown }> {
  let ticks = 0;
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks++;
  }, 10);
  const controller = new AbortController();
  setTimeout(() => controller.abort(reason), 300);
  let error: unknown;
  try {
    await work(controller.signal);
  } catch (caught) {
    error = caught;
  }
  clearInterval(timer);
  return { ticks, longestGap, error };
}

/** Black walls off the left, White the right, on 9x9. */
function splitBoard(): Game {
  const game = new Game({ size: 9 });
  const black = Array.from({ length: 9 }, (_, y) => ({ x: 3, y }));
  const white = Array.from({ length: 9 }, (_, y) => ({ x: 4, y }));
  game.setup({ black, white: [...white, { x: 1, y: 4 }], turn: 'black' });
  return game;
}

describe('playouts in a Web Worker', () => {
  before(async () => {
    await init();
  });

  afterEach(() => {
    allowWorkers(true);
  });

  it('should estimate ownership and dead stones in the worker', async () => {
    const game = splitBoard();
    const owner = await estimateOwnership(game, { playouts: 600, seed: 1 });
    expect(isUsingWorker()).to.equal(true);
    expect(owner).to.be.instanceOf(Float32Array);
    expect(owner.length).to.equal(81);
    expect(owner[4 * 9 + 0]).to.be.greaterThan(0.3);
    expect(owner[4 * 9 + 8]).to.be.lessThan(-0.3);
    expect(await guessDeadStones(game, { playouts: 600, seed: 1 })).to.deep.equal([{ x: 1, y: 4 }]);
  });

  it('should keep the main thread running during a long suggestMove, and stop it when aborted', async () => {
    const game = new Game({ size: 19 });
    let progress = 0;
    const { ticks, longestGap, error } = await watchMainThread((signal) =>
      suggestMove(game, { playouts: 10_000_000, signal, onProgress: (done) => (progress = done) }),
    );
    expect(isUsingWorker()).to.equal(true);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(progress).to.be.greaterThan(0);
    expect(ticks).to.be.greaterThan(15);
    expect(longestGap).to.be.lessThan(150);
    // The worker is free again for the next job.
    const move = await suggestMove(new Game({ size: 9 }), { playouts: 200, seed: 2 });
    expect(move).to.have.property('x');
  });

  it('should search in several Web Workers at once, merge them, and keep the page responsive', async () => {
    const game = new Game({ size: 9 });
    game.play(4, 4);
    let done = 0;
    let total = 0;
    const { longestGap, error } = await watchMainThread(async () => {
      const move = await suggestMove(game, {
        playouts: 6000,
        threads: 2,
        seed: 9,
        onProgress: (doneSoFar, expected) => {
          done = doneSoFar;
          total = expected;
        },
      });
      expect(move).to.have.property('x');
    });
    expect(error).to.equal(undefined);
    expect(searchThreadsUsed()).to.equal(2);
    // Progress adds up both workers' simulations toward the level's total.
    expect(done).to.be.greaterThan(3000);
    expect(total).to.be.at.most(6000);
    expect(longestGap).to.be.lessThan(100);
  });

  it('should stop every worker of a parallel search when aborted', async () => {
    const { error } = await watchMainThread((signal) => suggestMove(new Game({ size: 19 }), { playouts: 10_000_000, threads: 2, signal }));
    expect((error as DOMException).name).to.equal('AbortError');
    // Both workers are free for the next search at once.
    const move = await suggestMove(new Game({ size: 9 }), { playouts: 400, threads: 2, seed: 2 });
    expect(move).to.have.property('x');
  });

  it('should keep the main thread running inline, in chunks, where no worker is allowed', async () => {
    allowWorkers(false);
    let progress = 0;
    const { ticks, longestGap, error } = await watchMainThread(
      (signal) => estimateOwnership(new Game({ size: 19 }), { playouts: 10_000_000, signal, onProgress: (done) => (progress = done) }),
      new Error('enough'),
    );
    expect(isUsingWorker()).to.equal(false);
    expect((error as Error).message).to.equal('enough');
    expect(progress).to.be.greaterThan(0);
    expect(ticks).to.be.greaterThan(10);
    expect(longestGap).to.be.lessThan(150);
  });

  it('should run the jobs of a worker that cannot start inline instead', async () => {
    const script = URL.createObjectURL(new Blob(['throw new Error("this worker fails as it starts");'], { type: 'text/javascript' }));
    const broken = new PlayoutWorker(new URL(script));
    const game = splitBoard();
    const outcome = await broken.run({ kind: 'estimate', position: {
      width: 9, height: 9, stones: game.board, toMove: 1, komi: 6.5, lastMove: -1, moveBefore: -1, koPoint: -1,
    }, playouts: 200, seed: 3 }, {});
    expect(broken.isBroken).to.equal(true);
    expect(outcome.ownership.length).to.equal(81);
  });
});
