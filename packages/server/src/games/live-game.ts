import { Game, IllegalMoveError, guessDeadStones, opposite, type Point } from '@go-board/rules';
import { ErrorCode, PROTOCOL_VERSION, type Color, type GameView, type ServerMessage } from '../protocol/messages.js';
import { ProtocolError } from '../protocol/parse.js';
import { clockAfter, clockAfterMove, clockView, deadlineOf } from './clock.js';
import type { GameState, StoredGame, StoredMove } from './stored-game.js';

/** What a player (or the server itself) asks of a game. */
export type Action =
  | { type: 'move'; seat: Color; x: number; y: number }
  | { type: 'pass'; seat: Color }
  | { type: 'resign'; seat: Color }
  | { type: 'undo-request'; seat: Color }
  | { type: 'undo-answer'; seat: Color; accept: boolean }
  | { type: 'mark'; seat: Color; x: number; y: number; dead: boolean }
  | { type: 'accept'; seat: Color; version: number }
  | { type: 'name'; seat: Color; name: string }
  /** A player opens their seat: the first time, they sit down (and an open game's seat takes
   * their token's hash). */
  | { type: 'join'; seat: Color; tokenHash?: string }
  /** The server's timer: ends the game when the running side's time is up. */
  | { type: 'timeout' };

/** A message to every viewer, without the `v` and `seq` that delivery adds. */
export type Announcement = DistributiveOmit<ServerMessage, 'v' | 'seq'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What an action changes, to be stored in one statement and then announced. */
export interface Change {
  state: GameState;
  /** A move to append to the game's moves. */
  move?: StoredMove;
  /** The number of moves kept (an undo takes the last one back). */
  keepMoves?: number;
  tokenHash?: { seat: Color; hash: string };
  announcements: Announcement[];
}

/**
 * A game in a server process's memory: the stored game and the rules' `Game` that judges it.
 * `apply()` checks an action against the rules, the turn, the seats and the clocks, and returns
 * the change to store; it changes the rules' game as it goes, so a change that is not stored
 * (another process changed the game first) means this object is thrown away and read again.
 */
export class LiveGame {
  /** The game as stored, replaced by the service after each change it stored. */
  stored: StoredGame;
  readonly game: Game;

  constructor(stored: StoredGame) {
    this.stored = stored;
    const { size, komi, handicap, rules, ko } = stored.settings;
    this.game = new Game({ size, komi, handicap, rules, ko });
    for (const move of stored.moves) {
      if (move.x < 0) this.game.pass();
      else this.game.play(move);
    }
  }

  get id(): string {
    return this.stored.id;
  }

  /** When the running side's time runs out (epoch milliseconds), or null. */
  get deadline(): number | null {
    return this.stored.state.status === 'playing'
      ? deadlineOf(this.stored.settings.clock, this.stored.state.clock)
      : null;
  }

  /** The game as viewers see it at `now`. */
  view(now: number): GameView {
    const { id, settings, state, moves, seq } = this.stored;
    return {
      id,
      size: settings.size,
      komi: settings.komi,
      handicap: settings.handicap,
      rules: settings.rules,
      ko: settings.ko,
      clockSettings: settings.clock,
      open: settings.open,
      status: state.status,
      turn: this.game.turn,
      moves: moves.map((move) =>
        move.x < 0 ? { color: move.color, pass: true } : { color: move.color, x: move.x, y: move.y },
      ),
      captures: this.game.captures,
      players: {
        black: { name: state.names.black, joined: state.joined.black },
        white: { name: state.names.white, joined: state.joined.white },
      },
      clock: clockView(settings.clock, state.clock, now),
      undoRequest: state.undoRequest,
      count: state.count && { ...state.count, score: this.#score(state.count.dead) },
      result: state.result,
      reason: state.reason,
      seq,
    };
  }

  /** Checks `action` and returns what it changes; throws a ProtocolError (changing nothing that is
   * stored) when the rules, the turn or the game's phase refuse it. */
  async apply(action: Action, now: number): Promise<Change> {
    const state = structuredClone(this.stored.state);
    const over = state.status === 'finished';
    if (action.type === 'timeout') return this.#timeout(state, now);
    if (action.type === 'join') return this.#join(state, action.seat, now, action.tokenHash);
    if (action.type === 'name') {
      state.names[action.seat] = action.name.trim();
      return { state, announcements: [this.#player(state, action.seat)] };
    }
    if (over)
      throw new ProtocolError(ErrorCode.WrongPhase, `The game is over (${state.result}): nothing more can be played.`);
    // A move of a player whose time ran out is not played: the game ends on time instead.
    if (this.#expired(state, now)) return this.#timeout(state, now);
    switch (action.type) {
      case 'move':
      case 'pass':
        return this.#play(state, action, now);
      case 'resign':
        return this.#end(state, action.seat === 'black' ? 'W+R' : 'B+R', 'resign', now);
      case 'undo-request':
        return this.#undoRequest(state, action.seat);
      case 'undo-answer':
        return this.#undoAnswer(state, action.seat, action.accept, now);
      case 'mark':
        return this.#mark(state, action);
      case 'accept':
        return this.#accept(state, action.seat, action.version, now);
    }
  }

  async #play(state: GameState, action: Action & { type: 'move' | 'pass' }, now: number): Promise<Change> {
    if (state.status === 'counting') {
      throw new ProtocolError(
        ErrorCode.WrongPhase,
        'Expected marks of dead stones: the game is being counted after two passes (ask to undo the last pass to play on).',
      );
    }
    const color = this.game.turn;
    if (action.seat !== color) {
      throw new ProtocolError(
        ErrorCode.NotYourTurn,
        `Expected a move by ${color}, whose turn it is, received one by ${action.seat}.`,
      );
    }
    const isPass = action.type === 'pass';
    if (!isPass) {
      try {
        this.game.play(action);
      } catch (error) {
        if (error instanceof IllegalMoveError) throw new ProtocolError(ErrorCode.IllegalMove, error.message);
        throw error;
      }
    } else {
      this.game.pass();
    }
    const clock = this.#clockAfterMove(state, color, now);
    const move: StoredMove = {
      color,
      x: isPass ? -1 : action.x,
      y: isPass ? -1 : action.y,
      left: clock ? clock[color].main : null,
    };
    state.clock = clock;
    const announcements: Announcement[] = [];
    if (state.undoRequest) {
      announcements.push({ type: 'undo-answer', color, accept: false });
      state.undoRequest = null;
    }
    const number = this.stored.moves.length + 1;
    const view = clockView(this.stored.settings.clock, clock, now);
    announcements.push(
      isPass
        ? { type: 'pass', color, number, clock: view }
        : { type: 'move', color, x: action.x, y: action.y, number, captures: this.game.captures, clock: view },
    );
    if (this.game.isOver) {
      // Two passes: the count begins with the dead stones the playouts propose; the clocks stop.
      state.status = 'counting';
      if (state.clock) state.clock = { ...this.#stopped(state, now), running: null };
      state.count = { dead: await guessDeadStones(this.game), accepted: { black: false, white: false }, version: 1 };
      const stopped = clockView(this.stored.settings.clock, state.clock, now);
      announcements.push({ type: 'status', status: 'counting', clock: stopped }, this.#countMessage(state));
    }
    return { state, move, announcements };
  }

  #undoRequest(state: GameState, seat: Color): Change {
    const last = this.stored.moves.at(-1);
    if (!last || last.color !== seat) {
      throw new ProtocolError(
        ErrorCode.NothingToUndo,
        `Expected the last move to be ${seat}'s to take back, received ${last ? `a last move by ${last.color}` : 'a game without moves'}.`,
      );
    }
    state.undoRequest = seat;
    return { state, announcements: [{ type: 'undo-request', color: seat }] };
  }

  #undoAnswer(state: GameState, seat: Color, accept: boolean, now: number): Change {
    if (state.undoRequest !== opposite(seat)) {
      throw new ProtocolError(
        ErrorCode.NoUndoRequest,
        `Expected an undo request by ${opposite(seat)} to answer, received none.`,
      );
    }
    state.undoRequest = null;
    const announcements: Announcement[] = [{ type: 'undo-answer', color: seat, accept }];
    if (!accept) return { state, announcements };
    const requester = opposite(seat);
    // The answering player's thinking time is theirs; then the requester's clock runs again.
    const running = state.clock && state.clock.running !== null;
    if (state.clock && running) state.clock = { ...this.#stopped(state, now), running: requester, since: now };
    if (state.status === 'counting') {
      state.status = 'playing';
      state.count = null;
      if (state.clock && state.joined.black && state.joined.white)
        state.clock = { ...state.clock, running: requester, since: now };
      announcements.push({
        type: 'status',
        status: 'playing',
        clock: clockView(this.stored.settings.clock, state.clock, now),
      });
    }
    this.game.undo();
    const moves = this.stored.moves.length - 1;
    announcements.push({
      type: 'undo',
      moves,
      turn: this.game.turn,
      clock: clockView(this.stored.settings.clock, state.clock, now),
    });
    return { state, keepMoves: moves, announcements };
  }

  #mark(state: GameState, action: Action & { type: 'mark' }): Change {
    const count = this.#counting(state);
    const { x, y } = action;
    if (x >= this.game.size || y >= this.game.size || this.game.at({ x, y }) === null) {
      throw new ProtocolError(
        ErrorCode.NoStone,
        `Expected a point with a stone to mark, received (${x}, ${y}), which holds none.`,
      );
    }
    // The whole group goes with the stone marked, as players mark dead stones.
    const group = this.game.groupAt({ x, y }, count.dead);
    const key = (point: Point) => point.y * this.game.size + point.x;
    const inGroup = new Set(group.map(key));
    const dead = count.dead.filter((point) => !inGroup.has(key(point)));
    if (action.dead) dead.push(...group);
    dead.sort((a, b) => key(a) - key(b));
    // Each change of the marks takes back both players' acceptance.
    state.count = { dead, accepted: { black: false, white: false }, version: count.version + 1 };
    return { state, announcements: [this.#countMessage(state)] };
  }

  #accept(state: GameState, seat: Color, version: number, now: number): Change {
    const count = this.#counting(state);
    if (version !== count.version) {
      throw new ProtocolError(
        ErrorCode.StaleCount,
        `Expected to accept the marks of version ${count.version}, received version ${version}: the marks changed, look again.`,
      );
    }
    count.accepted[seat] = true;
    if (!count.accepted.black || !count.accepted.white) return { state, announcements: [this.#countMessage(state)] };
    const score = this.#score(count.dead);
    state.score = { black: score.black, white: score.white };
    return this.#end(state, score.result, 'count', now, [this.#countMessage(state)]);
  }

  #join(state: GameState, seat: Color, now: number, tokenHash?: string): Change {
    if (tokenHash && this.stored.tokens[seat] !== null) {
      throw new ProtocolError(ErrorCode.NotAPlayer, `Expected a free seat, received ${seat}'s seat, which is taken.`);
    }
    state.joined[seat] = true;
    const announcements: Announcement[] = [this.#player(state, seat)];
    if (state.status === 'waiting' && state.joined.black && state.joined.white) {
      // Both players sat down: the clock of the side to move starts.
      state.status = 'playing';
      if (state.clock) state.clock = { ...state.clock, running: this.game.turn, since: now };
      announcements.push({
        type: 'status',
        status: 'playing',
        clock: clockView(this.stored.settings.clock, state.clock, now),
      });
    }
    return { state, announcements, ...(tokenHash ? { tokenHash: { seat, hash: tokenHash } } : {}) };
  }

  #timeout(state: GameState, now: number): Change {
    if (state.status !== 'playing' || !this.#expired(state, now)) return { state, announcements: [] };
    const loser = state.clock!.running!;
    return this.#end(state, loser === 'black' ? 'W+T' : 'B+T', 'time', now);
  }

  #end(
    state: GameState,
    result: string,
    reason: 'resign' | 'time' | 'count',
    now: number,
    before: Announcement[] = [],
  ): Change {
    if (state.clock && state.clock.running !== null) state.clock = { ...this.#stopped(state, now), running: null };
    state.status = 'finished';
    state.result = result;
    state.reason = reason;
    state.undoRequest = null;
    const clock = clockView(this.stored.settings.clock, state.clock, now);
    const end: Announcement = state.score
      ? { type: 'end', result, reason, score: state.score, clock }
      : { type: 'end', result, reason, clock };
    return { state, announcements: [...before, end] };
  }

  /** The clocks after `color` moved: theirs charged and renewed, the opponent's started. */
  #clockAfterMove(state: GameState, color: Color, now: number) {
    const clock = state.clock;
    if (!clock || clock.running === null) return clock;
    const mine = clockAfterMove(this.stored.settings.clock, clock[color], now - clock.since)!;
    return { ...clock, [color]: mine, running: opposite(color), since: now };
  }

  /** The clocks with the running side charged for its turn so far, as stored when they stop. */
  #stopped(state: GameState, now: number) {
    const clock = state.clock!;
    if (clock.running === null) return clock;
    const spent = clockAfter(this.stored.settings.clock, clock[clock.running], now - clock.since).clock;
    return { ...clock, [clock.running]: spent, since: now };
  }

  #expired(state: GameState, now: number): boolean {
    const deadline = state.status === 'playing' ? deadlineOf(this.stored.settings.clock, state.clock) : null;
    return deadline !== null && now >= deadline;
  }

  #counting(state: GameState) {
    if (state.status !== 'counting' || !state.count) {
      throw new ProtocolError(
        ErrorCode.WrongPhase,
        `Expected the count after two passes, received a game that is ${state.status}.`,
      );
    }
    return state.count;
  }

  #score(dead: Point[]) {
    const score = this.game.score({ dead });
    return { black: score.black, white: score.white, result: score.result };
  }

  #countMessage(state: GameState): Announcement {
    return { type: 'count', count: { ...state.count!, score: this.#score(state.count!.dead) } };
  }

  #player(state: GameState, seat: Color): Announcement {
    return { type: 'player', color: seat, player: { name: state.names[seat], joined: state.joined[seat] } };
  }
}

/** The protocol fields every delivered message carries. */
export function stamp(announcement: Announcement, seq: number): ServerMessage {
  return { v: PROTOCOL_VERSION, seq, ...announcement } as ServerMessage;
}
