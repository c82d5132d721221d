// The boards that games play on, lent from a bounded pool of the core's boards.
//
// A game's board is a cache of its position: the game's line of nodes says everything, and the
// game can rebuild the board from it at any time. So a game need not own a board for its whole
// life. Games borrow one here; dispose() gives it back at once; and when every board of the pool
// is lent, the board used least recently goes to the new game, and the game that had it rebuilds
// its position from its line the next time it is used.
//
// Why not free boards when their game is garbage-collected (a FinalizationRegistry)? Its
// callbacks only run once the running code yields, so 200,000 games made in a loop held 200,000
// boards (1.36 GB), and registering a game that dies cost 2 microseconds, some 15 of its moves.
// A pool bounds the core's memory without asking anything of the caller.

import type { BoardPointer, RulesCore } from '@go-board/core';

/** Boards in the pool at most: the games in use at the same time that keep their boards. Past
 * that, a game that comes back after this many other games were made or used replays its line
 * (about 0.05 ms for 300 moves). A 19x19 board takes 3.8 KB (5.5 KB in the full build, which
 * keeps a list of the empty points), and the history of a 300-move game 4 KB more, so 64 boards
 * of games of usual length take under a megabyte, and those of short games fit in the half
 * megabyte or so a processor core keeps in its level 2 cache: there a loop that makes a game per
 * record (never disposed) finds the board it takes next. With 256, such a loop replayed games of
 * 30-60 moves about 9% slower. */
export const POOL_BOARDS = 64;

/** One of the pool's boards, and which game holds it. */
export class BoardLease {
  board: BoardPointer;
  width: number;
  height: number;
  /** The serial number of the game that holds the board; 0 while the board is free. */
  holder = 0;
  /** Whether the holder used the board since the pool last looked: the pool spares it once. */
  recent = true;

  constructor(board: BoardPointer, width: number, height: number) {
    this.board = board;
    this.width = width;
    this.height = height;
  }
}

/** A lease no game holds or will hold: a disposed game points at it, so that its next use finds
 * no board and asks the game why. */
export const NO_LEASE = new BoardLease(0, 0, 0);

/**
 * The boards of one core, lent to games one at a time. Boards given back are lent again first
 * (the last one given back first: it is warm in the cache); then new boards are made up to
 * POOL_BOARDS; then the "clock" goes round the pool and takes the first board whose holder has
 * not used it since the clock last passed.
 */
export class BoardPool {
  readonly #core: RulesCore;
  readonly #leases: BoardLease[] = [];
  readonly #free: BoardLease[] = [];
  /** Where the clock looks next. */
  #hand = 0;

  constructor(core: RulesCore) {
    this.#core = core;
  }

  /** Boards made so far (lent or free). */
  get size(): number {
    return this.#leases.length;
  }

  /** Lends a board of width x height to the game `holder`. Its content is whatever the last
   * holder left: the borrower resets it. */
  lend(holder: number, width: number, height: number): BoardLease {
    let lease = this.#free.pop();
    if (!lease) {
      if (this.#leases.length < POOL_BOARDS) {
        lease = new BoardLease(this.#core.createBoard(width, height), width, height);
        this.#leases.push(lease);
      } else {
        lease = this.#takeLeastRecent();
      }
    }
    if (lease.width !== width || lease.height !== height) {
      // Another size: the core's allocator reuses the freed block for the next board that fits.
      this.#core.destroyBoard(lease.board);
      lease.board = this.#core.createBoard(width, height);
      lease.width = width;
      lease.height = height;
    }
    lease.holder = holder;
    lease.recent = true;
    return lease;
  }

  /** Takes a board back from `holder`, to lend again; nothing happens when it no longer holds it. */
  giveBack(lease: BoardLease, holder: number): void {
    if (lease.holder !== holder || holder === 0) return;
    lease.holder = 0;
    this.#free.push(lease);
  }

  /** The clock: the first board not used since the hand last passed it, sparing the others once. */
  #takeLeastRecent(): BoardLease {
    const leases = this.#leases;
    for (;;) {
      const lease = leases[this.#hand]!;
      this.#hand = this.#hand + 1 === leases.length ? 0 : this.#hand + 1;
      if (!lease.recent) return lease;
      lease.recent = false;
    }
  }
}
