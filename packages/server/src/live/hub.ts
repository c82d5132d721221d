import { clockView, nextStageIn, timeUntilExpiry } from '../games/clock.js';
import type { GameService } from '../games/game-service.js';
import { PROTOCOL_VERSION, type ServerMessage } from '../protocol/messages.js';
import type { GameNotice } from '../storage/games-table.js';

/** Node's timers hold at most 2^31 - 1 ms (24.8 days); longer waits are armed again on expiry. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** A viewer's connection as the hub sees it. */
export interface Viewer {
  readonly id: number;
  /** The last `seq` this viewer was sent; notices at or before it are skipped, a gap resyncs. */
  seq: number;
  /** False until the welcome is sent: notices meanwhile wait in `waiting`. */
  welcomed: boolean;
  waiting: GameNotice[];
  send(message: ServerMessage): void;
  /** Sends a message already written as JSON (one text for every viewer of a change). */
  sendText(text: string): void;
}

/**
 * The viewers of each game connected to this process, and the timers of every game whose clock
 * runs. Every change reaches the viewers through the database's notices, in the order the changes
 * were stored, whichever process stored them; a viewer that missed one gets the whole game again.
 */
export class Hub {
  readonly #service: GameService;
  readonly #viewers = new Map<string, Set<Viewer>>();
  readonly #deadlines = new Map<string, NodeJS.Timeout>();
  readonly #ticks = new Map<string, NodeJS.Timeout>();
  /** Games seen with a clock that changes stage (byo-yomi, Canadian): worth reading again for it. */
  readonly #staged = new Set<string>();
  #closed = false;

  constructor(service: GameService) {
    this.#service = service;
  }

  get connections(): number {
    let count = 0;
    for (const viewers of this.#viewers.values()) count += viewers.size;
    return count;
  }

  add(gameId: string, viewer: Viewer): void {
    let viewers = this.#viewers.get(gameId);
    if (!viewers) this.#viewers.set(gameId, (viewers = new Set()));
    viewers.add(viewer);
  }

  remove(gameId: string, viewer: Viewer): void {
    const viewers = this.#viewers.get(gameId);
    if (!viewers) return;
    viewers.delete(viewer);
    if (viewers.size > 0) return;
    this.#viewers.delete(gameId);
    this.#staged.delete(gameId);
    clearTimeout(this.#ticks.get(gameId));
    this.#ticks.delete(gameId);
    this.#service.forget(gameId);
  }

  /** Marks a viewer welcomed at `seq` and sends it the notices that came meanwhile. */
  welcomed(gameId: string, viewer: Viewer, seq: number): void {
    viewer.seq = seq;
    viewer.welcomed = true;
    const waiting = viewer.waiting.splice(0);
    for (const notice of waiting) this.#deliver(gameId, viewer, notice);
    this.#scheduleTick(gameId);
  }

  /** A change stored by any process. */
  notice(notice: GameNotice): void {
    this.#service.noticed(notice.id, notice.seq, notice.process);
    this.#setDeadline(notice.id, notice.deadline);
    const viewers = this.#viewers.get(notice.id);
    if (!viewers) return;
    // Written once for all the viewers; the connection whose message it answers gets its ref.
    notice.texts = notice.messages?.map((message) => JSON.stringify(message));
    for (const viewer of viewers) {
      if (viewer.welcomed) this.#deliver(notice.id, viewer, notice);
      else viewer.waiting.push(notice);
    }
    this.#scheduleTick(notice.id);
  }

  /** Notices may have been lost (the listening connection was made again): every viewer gets
   * its game again, and the deadlines are read again. */
  resume(deadlines: { id: string; deadline: number }[]): void {
    for (const [gameId, viewers] of this.#viewers) {
      this.#service.forget(gameId);
      for (const viewer of viewers) if (viewer.welcomed) void this.#resync(gameId, viewer);
    }
    this.setDeadlines(deadlines);
  }

  setDeadlines(deadlines: { id: string; deadline: number }[]): void {
    for (const { id, deadline } of deadlines) this.#setDeadline(id, Number(deadline));
  }

  close(): void {
    this.#closed = true;
    for (const timer of this.#deadlines.values()) clearTimeout(timer);
    for (const timer of this.#ticks.values()) clearTimeout(timer);
    this.#deadlines.clear();
    this.#ticks.clear();
  }

  #deliver(gameId: string, viewer: Viewer, notice: GameNotice): void {
    if (notice.seq <= viewer.seq) return;
    if (notice.seq !== viewer.seq + 1 || !notice.messages) {
      void this.#resync(gameId, viewer);
      return;
    }
    viewer.seq = notice.seq;
    const own =
      notice.origin && notice.origin.process === this.#service.processId && notice.origin.connection === viewer.id;
    const messages = notice.messages as ServerMessage[];
    messages.forEach((message, k) => {
      if (own && notice.origin!.ref !== undefined) viewer.send({ ...message, ref: notice.origin!.ref });
      else viewer.sendText(notice.texts?.[k] ?? JSON.stringify(message));
    });
  }

  /** Sends a viewer the whole game as it is stored now. */
  async #resync(gameId: string, viewer: Viewer): Promise<void> {
    viewer.welcomed = false;
    try {
      const game = await this.#service.view(gameId);
      if (!game) return;
      viewer.send({ v: PROTOCOL_VERSION, type: 'game', seq: game.seq, game });
      this.welcomed(gameId, viewer, game.seq);
    } catch {
      // The database is away: the next notice (or the listener's resume) tries again.
      viewer.welcomed = true;
    }
  }

  /** Ends the game on time when its deadline comes (any process may; the first one stores it). */
  #setDeadline(gameId: string, deadline: number | null): void {
    clearTimeout(this.#deadlines.get(gameId));
    this.#deadlines.delete(gameId);
    if (deadline === null || this.#closed) return;
    const wait = Math.min(Math.max(deadline - Date.now(), 0), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.#deadlines.delete(gameId);
      if (Date.now() < deadline) return this.#setDeadline(gameId, deadline);
      this.#service.act(gameId, { type: 'timeout' }).then(
        () => {
          // Nobody here follows the game: it need not stay in memory.
          if (!this.#viewers.has(gameId)) this.#service.forget(gameId);
        },
        () => {
          // Stored by another process first, or the database is away: its notice resets the timer.
          if (!this.#deadlines.has(gameId) && !this.#closed) {
            this.#deadlines.set(
              gameId,
              setTimeout(() => this.#setDeadline(gameId, deadline), 1000),
            );
          }
        },
      );
    }, wait + 1);
    timer.unref();
    this.#deadlines.set(gameId, timer);
  }

  /** Sends this process's viewers a `clock` message when the running clock changes stage (main
   * time over, a byo-yomi period used): the clocks count down between messages by themselves. */
  #scheduleTick(gameId: string): void {
    clearTimeout(this.#ticks.get(gameId));
    this.#ticks.delete(gameId);
    const live = this.#service.cached(gameId);
    if (!live && this.#staged.has(gameId) && this.#viewers.has(gameId) && !this.#closed) {
      // Another process changed the game: read it once, then the clock's next stage is known.
      void this.#service.view(gameId).then(
        () => this.#service.cached(gameId) && this.#scheduleTick(gameId),
        () => {},
      );
      return;
    }
    const clock = live?.stored.state.clock;
    if (!live || !clock || clock.running === null || live.stored.state.status !== 'playing' || this.#closed) return;
    const settings = live.stored.settings.clock;
    if (settings.type === 'byo-yomi' || settings.type === 'canadian') this.#staged.add(gameId);
    const spent = Date.now() - clock.since;
    const wait = nextStageIn(settings, clock[clock.running], spent);
    // The last stage's end is the end of the game on time, which its `end` message tells.
    if (wait === null || wait >= timeUntilExpiry(settings, clock[clock.running]) - spent) return;
    const timer = setTimeout(
      () => {
        this.#ticks.delete(gameId);
        const now = Date.now();
        const current = this.#service.cached(gameId);
        const view = current && clockView(settings, current.stored.state.clock, now);
        if (!current || !view || current.stored.state.status !== 'playing') return;
        // A timer late past the end of the time: the game's `end` is on its way instead.
        if (current.deadline !== null && now >= current.deadline) return;
        for (const viewer of this.#viewers.get(gameId) ?? []) {
          if (viewer.welcomed)
            viewer.send({ v: PROTOCOL_VERSION, type: 'clock', seq: current.stored.seq, clock: view });
        }
        this.#scheduleTick(gameId);
      },
      Math.min(wait + 1, MAX_TIMER_MS),
    );
    timer.unref();
    this.#ticks.set(gameId, timer);
  }
}
