// An online game as the board knows it (./online-game.ts): where the connection is, the board's
// seat, and the server's word on the game: its status, players, clocks, count, a request to take a
// move back, the change count heard last and the local move waiting for its answer. A plain
// record: its fields are read-only to everyone but the named transitions below, which never touch
// the DOM: `receive` for each message of the server, the others for what the connection and the
// page do. `changed` is the one place that asks for the board to be drawn again; the online panel
// reads the record. The game keeps the connection, the timers and the effects of each change.
import type {
  ClockSettings,
  ClockView,
  Color,
  CountView,
  GameStatus,
  GameView,
  SeatView,
  ServerMessage,
} from '@go-board/rules';
import { NOTHING_SAID, type ClockSaid } from './clock.js';
import type { UndoState } from './panel.js';

/** Where the connection is: opening, open, opening again after a loss, or refused for good. */
export type ConnectionState = 'connecting' | 'open' | 'reconnecting' | 'refused';

export interface OnlineState {
  readonly connection: ConnectionState;
  /** Why the server refused the link, in its words. */
  readonly refusal: string;
  /** The board's seat: a colour, or null to watch. */
  readonly seat: Color | null;
  readonly status: GameStatus;
  readonly players: { readonly black: SeatView; readonly white: SeatView };
  readonly settings: ClockSettings;
  readonly clock: ClockView | null;
  /** When the clock's message arrived, on the board's own clock (performance.now()). */
  readonly clockReceived: number;
  /** What was last said of the running clock, so each moment is said once. */
  readonly clockSaid: ClockSaid;
  readonly count: CountView | null;
  /** Accept was pressed after the board's own passes opened the count but before the server's
   * count arrived: it is sent with the count, for that version of the marks. */
  readonly acceptWhenCounted: boolean;
  /** The player who asked to take back their last move and awaits the other's answer, or null. */
  readonly undoRequest: Color | null;
  /** The game's change count as last heard: an older message is stale and changes nothing. */
  readonly seq: number;
  /** The `ref` of the local move sent and not yet answered. */
  readonly pendingRef: number | null;
  /** Whether the game was welcomed before: a later welcome says the board is connected again. */
  readonly welcomed: boolean;
  /** Asks for the board to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

type Fields = Partial<Omit<OnlineState, 'changed'>>;

/** Changes the record's fields (read-only to all but these transitions) and asks for a drawing:
 * state/change.ts's, written here so that this lazy folder does not split it from the chunk the
 * modes share into a file of its own that the play page would download too. */
const change = (state: OnlineState, fields: Fields): void => {
  Object.assign(state, fields);
  state.changed();
};

const NOBODY: SeatView = { name: null, joined: false };

/** An online game before its connection opens; `changed` asks the board for an update. */
export const onlineState = (changed: () => void): OnlineState => ({
  connection: 'connecting',
  refusal: '',
  seat: null,
  status: 'waiting',
  players: { black: NOBODY, white: NOBODY },
  settings: { type: 'none' },
  clock: null,
  clockReceived: 0,
  clockSaid: NOTHING_SAID,
  count: null,
  acceptWhenCounted: false,
  undoRequest: null,
  seq: -1,
  pendingRef: null,
  welcomed: false,
  changed,
});

/** The connection to another game (or the same again) opens: nothing heard of it yet. */
export const joining = (state: OnlineState): void =>
  change(state, { connection: 'connecting', welcomed: false, seat: null, seq: -1 });

/** The socket is open (again): the server's welcome follows. */
export const opened = (state: OnlineState): void => change(state, { connection: 'open' });

/** The socket closed unasked and opens again: a move sent waits for no answer any more. */
export const lost = (state: OnlineState): void => change(state, { connection: 'reconnecting', pendingRef: null });

/** The server (or the link itself) refused the game for good: `reason` says why. */
export const refused = (state: OnlineState, reason: string): void =>
  change(state, { connection: 'refused', refusal: reason });

/** The local move numbered `ref` was sent and waits for its answer. Nothing drawn changes. */
export const sent = (state: OnlineState, ref: number): void => void Object.assign(state, { pendingRef: ref });

/** Accept was pressed: with no count from the server yet, it waits to be sent with the count.
 * Nothing drawn changes. */
export const acceptPressed = (state: OnlineState): void =>
  void Object.assign(state, { acceptWhenCounted: state.count === null });

/** `said` is what has now been said of the running clock. Nothing drawn changes. */
export const spoke = (state: OnlineState, said: ClockSaid): void => void Object.assign(state, { clockSaid: said });

/** The running clock shows another second: asks for a drawing. */
export const secondPassed = (state: OnlineState): void => state.changed();

/** The clock as of a message that arrived at `now` (the board's own clock). */
const clockFields = (clock: ClockView | null, now: number): Fields => ({ clock, clockReceived: now });

/** The whole game as the server has it: a welcome, or a resynchronisation. */
const adopted = (view: GameView, now: number): Fields => ({
  seq: view.seq,
  status: view.status,
  players: view.players,
  settings: view.clockSettings,
  count: view.count,
  acceptWhenCounted: false,
  undoRequest: view.undoRequest ?? null,
  pendingRef: null,
  clockSaid: NOTHING_SAID,
  welcomed: true,
  ...clockFields(view.clock, now),
});

/** What the answer to `ref` changes: the local move waiting for it waits no more. */
const answered = (state: OnlineState, ref: number | string | undefined): Fields =>
  ref !== undefined && ref === state.pendingRef ? { pendingRef: null } : {};

/** The fields `message`, arrived at `now`, changes. */
function fieldsOf(state: OnlineState, message: ServerMessage, now: number): Fields {
  switch (message.type) {
    case 'welcome':
      return { seat: message.seat, ...adopted(message.game, now) };
    case 'game':
      return adopted(message.game, now);
    case 'move':
    case 'pass':
      return { ...clockFields(message.clock, now), ...answered(state, message.ref) };
    case 'status':
      return {
        status: message.status,
        // Back to play from the count (an undo): its marks and an early Accept are gone.
        ...(message.status === 'playing' ? { count: null, acceptWhenCounted: false } : {}),
        ...clockFields(message.clock, now),
      };
    case 'count':
      return { count: message.count, status: 'counting' };
    case 'player':
      return { players: { ...state.players, [message.color]: message.player } };
    case 'clock':
      return clockFields(message.clock, now);
    case 'end':
      return { status: 'finished', pendingRef: null, ...clockFields(message.clock, now) };
    case 'undo-request':
      return { undoRequest: message.color };
    case 'undo-answer':
      return { undoRequest: null };
    case 'undo':
      return { undoRequest: null, ...clockFields(message.clock, now) };
    case 'error':
      return answered(state, message.ref);
    default:
      return {};
  }
}

/** The server's `message`, arrived at `now` (the board's own clock, performance.now()), changes
 * the game as the protocol says, and asks for one drawing. Returns the record as it stood before,
 * for the effects that compare, or null when the message is stale (its `seq` older than the last
 * heard): then nothing changes and no drawing is asked for. */
export function receive(state: OnlineState, message: ServerMessage, now: number): OnlineState | null {
  const before = { ...state };
  const seq = message.type !== 'welcome' && message.type !== 'game' ? message.seq : undefined;
  if (seq !== undefined && seq < state.seq) return null;
  change(state, { ...(seq === undefined ? {} : { seq }), ...fieldsOf(state, message, now) });
  return before;
}

/** What the local player may do about taking a move back now, the last move being `lastMove`'s
 * colour (null: none), or null for a spectator or a game over. */
export function undoState(state: OnlineState, lastMove: Color | null): UndoState | null {
  const { seat, undoRequest } = state;
  if (seat === null || state.status === 'finished') return null;
  if (undoRequest !== null && undoRequest !== seat) return 'answer';
  const mine = lastMove === seat && state.connection === 'open';
  return undoRequest === null && mine ? 'ask' : 'cannot-ask';
}
