import { MAX_BOARD_SIZE, type PlayoutsCore } from '@go-board/core';
import { pointOf } from '../point.js';
import { FIRST_CHUNK, nextChunkSize, now } from './chunks.js';
import type { JobControl, MoveCandidate, SearchJob, SearchOutcome } from './jobs.js';
import { boardFromSnapshot } from './position.js';
import { applySeed } from './seed.js';
import { canStopEarly } from './stopping.js';

/**
 * Runs the core's tree search in chunks until the playout budget or the time budget is spent, or,
 * when the job allows it, until more thinking cannot change the choice (see canStopEarly), and
 * returns the root's moves, most visited first. The search tree lives in the core between chunks,
 * so one core runs one search at a time (the runners queue jobs); a search that may reuse a tree,
 * two moves on in the same game, starts from the part of the last tree under those moves, and its
 * budget counts only the simulations it adds.
 */
export async function runSearch(core: PlayoutsCore, job: SearchJob, control: JobControl): Promise<SearchOutcome> {
  const started = now();
  const deadline = job.timeMs === null ? Infinity : started + job.timeMs;
  const board = boardFromSnapshot(core, job.position);
  try {
    applySeed(core, job.seed);
    const { toMove, komi, lastMove, moveBefore, width } = job.position;
    core.searchStart(board, toMove, komi);
    // The priors and playouts answer the last two moves, at the root too.
    if (lastMove >= 0) {
      const { x, y } = pointOf(lastMove, width);
      core.searchLastMove(x, y);
    }
    if (moveBefore >= 0) {
      const { x, y } = pointOf(moveBefore, width);
      core.searchMoveBefore(x, y);
    }
    // The simulations a search of this core grew two moves ago under the moves played since, which
    // the core keeps when the job allows it (0 for a new tree): the budget counts the ones run for
    // this move.
    if (job.reuseTree) core.searchReuseTree();
    const kept = core.searchRun(0);
    let visits = 0;
    let chunk = FIRST_CHUNK;
    for (;;) {
      const count = Math.min(chunk, job.playouts - visits);
      const chunkStarted = now();
      visits = core.searchRun(count) - kept;
      const time = now();
      chunk = nextChunkSize(chunk, time - chunkStarted);
      if (visits >= job.playouts || time >= deadline) break;
      // With a time budget the total is a forecast from the speed so far.
      const forecast =
        deadline === Infinity ? job.playouts : Math.round((visits * (deadline - started)) / (time - started));
      const total = Math.max(visits, Math.min(job.playouts, forecast));
      if (job.stopEarly && canStopEarly(readCandidates(core, visits), visits, total)) break;
      await control.checkpoint(visits, total);
      if (now() >= deadline) break;
    }
    await control.checkpoint(visits, visits);
    return { playouts: kept + visits, candidates: readCandidates(core, kept + visits), scores: readScores(core, job) };
  } finally {
    core.destroyBoard(board);
  }
}

/** The search's simulations by area score, in the window of this board (see SearchOutcome). */
function readScores(core: PlayoutsCore, job: SearchJob): Uint32Array {
  const area = job.position.width * job.position.height;
  // The core counts score s at s + MAX_BOARD_SIZE², 4 bytes a count.
  const first = core.searchScoresBuffer() + 4 * (MAX_BOARD_SIZE * MAX_BOARD_SIZE - area);
  return Uint32Array.from(new Int32Array(core.memory.buffer, first, 2 * area + 1));
}

function readCandidates(core: PlayoutsCore, visits: number): MoveCandidate[] {
  const candidates: MoveCandidate[] = [];
  for (let index = 0; index < core.rootChildCount(); index++) {
    candidates.push({
      move: core.rootChildMove(index),
      visits: core.rootChildVisits(index),
      winRate: Math.max(0, core.rootChildWinRate(index)),
    });
  }
  // Most visited first (the robust choice); ties, as after a tiny budget, by win rate.
  candidates.sort((a, b) => b.visits - a.visits || b.winRate - a.winRate);
  return visits > 0 ? candidates : [];
}
