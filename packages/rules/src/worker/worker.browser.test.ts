import { expect } from '@esm-bundle/chai';
import { Game, estimateOwnership, guessDeadStones, init, suggestMove } from '../index.js';
import { PlayoutWorker } from './client.js';
import { mergeSearches } from './merge.js';
import { snapshotOf } from './position.js';
import { allowWorkers, isUsingWorker, runSearchJob, searchThreadsUsed } from './run.js';

/** Runs `work` and aborts it (with `reason`, if given) from a timer on the page, set when the
 * first progress report arrives: the abort can only come if the page's own tasks (timers, input)
 * still run while the work goes on. Resolves with the error the work ended with and the progress
 * seen; a work that held the main thread to its end would never see the abort. */
async function abortFromThePage(
  work: (signal: AbortSignal, onProgress: (done: number) => void) => Promise<unknown>,
  reason?: unknown,
): Promise<{ progress: number; error: unknown }> {
  const controller = new AbortController();
  let progress = 0;
  const onProgress = (done: number): void => {
    if (progress === 0) setTimeout(() => controller.abort(reason), 0);
    progress = done;
  };
  let error: unknown;
  try {
    await work(controller.signal, onProgress);
  } catch (caught) {
    error = caught;
  }
  return { progress, error };
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
    const { progress, error } = await abortFromThePage((signal, onProgress) =>
      suggestMove(game, { playouts: 10_000_000, signal, onProgress }),
    );
    expect(isUsingWorker()).to.equal(true);
    expect((error as DOMException).name).to.equal('AbortError');
    expect(progress).to.be.greaterThan(0).and.lessThan(10_000_000);
    // The worker is free again for the next job.
    const move = await suggestMove(new Game({ size: 9 }), { playouts: 200, seed: 2 });
    expect(move).to.have.property('x');
  });

  it('should search in several Web Workers at once, each its own tree, and merge their root moves', async () => {
    const game = new Game({ size: 9 });
    game.play({ x: 4, y: 4 });
    const position = snapshotOf(game);
    const job = {
      kind: 'search',
      position,
      playouts: 6000,
      timeMs: null,
      seed: 9,
      stopEarly: false,
      reuseTree: false,
    } as const;
    const reports: [number, number][] = [];
    const merged = await runSearchJob(job, { onProgress: (done, total) => reports.push([done, total]) }, 2);
    expect(searchThreadsUsed()).to.equal(2);
    // Each worker ran its half of the budget: more than one worker's share in all.
    expect(merged.playouts).to.equal(6000);
    expect(reports.at(-1)).to.deep.equal([6000, 6000]);
    // The same two searches, one after the other in one worker, give the same root moves merged:
    // the second worker's seed is derived from the job's, and neither tree saw the other.
    const halves = [];
    for (const seed of [9, 9 + 7919]) halves.push(await runSearchJob({ ...job, playouts: 3000, seed }, {}, 1));
    expect(searchThreadsUsed()).to.equal(1);
    expect(merged).to.deep.equal(mergeSearches(halves));
  });

  it('should stop every worker of a parallel search when aborted, with the page running meanwhile', async () => {
    // Aborted from a page timer once both workers have reported (each its share of 10,000,000 in
    // its total): each would take minutes to finish its share, so the next search below can only
    // start at once if both have stopped.
    const controller = new AbortController();
    let total = 0;
    let error: unknown;
    try {
      await suggestMove(new Game({ size: 19 }), {
        playouts: 10_000_000,
        threads: 2,
        signal: controller.signal,
        onProgress: (_, expected) => {
          if (total < 10_000_000 && expected >= 10_000_000) setTimeout(() => controller.abort(), 0);
          total = expected;
        },
      });
    } catch (caught) {
      error = caught;
    }
    expect((error as DOMException).name).to.equal('AbortError');
    expect(searchThreadsUsed()).to.equal(2);
    expect(total).to.equal(10_000_000);
    const move = await suggestMove(new Game({ size: 9 }), { playouts: 400, threads: 2, seed: 2 });
    expect(move).to.have.property('x');
  });

  it('should keep the main thread running inline, in chunks, where no worker is allowed', async () => {
    allowWorkers(false);
    const { progress, error } = await abortFromThePage(
      (signal, onProgress) => estimateOwnership(new Game({ size: 19 }), { playouts: 10_000_000, signal, onProgress }),
      new Error('enough'),
    );
    expect(isUsingWorker()).to.equal(false);
    expect((error as Error).message).to.equal('enough');
    expect(progress).to.be.greaterThan(0).and.lessThan(10_000_000);
  });

  it('should run the jobs of a worker that cannot start inline instead', async () => {
    const script = URL.createObjectURL(
      new Blob(['throw new Error("this worker fails as it starts");'], { type: 'text/javascript' }),
    );
    const broken = new PlayoutWorker(new URL(script));
    const game = splitBoard();
    const outcome = await broken.run(
      {
        kind: 'estimate',
        position: {
          width: 9,
          height: 9,
          stones: game.board,
          toMove: 1,
          komi: 6.5,
          lastMove: -1,
          moveBefore: -1,
          koPoint: -1,
        },
        playouts: 200,
        seed: 3,
      },
      {},
    );
    expect(broken.isBroken).to.equal(true);
    expect(outcome.ownership.length).to.equal(81);
  });
});
