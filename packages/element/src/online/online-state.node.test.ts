// The online game's transitions, without a board or a server: what each message of the server and
// each step of the connection changes, that each asks for one drawing (or none when nothing drawn
// changes), and that a stale message changes nothing.
import { describe, expect, it } from 'vitest';
import type { ClockView, CountView, GameView, ServerMessage } from '@go-board/rules';
import { counted } from '../test-support/counted.js';
import { NOTHING_SAID } from './clock.js';
import {
  acceptPressed,
  joining,
  lost,
  onlineState,
  opened,
  receive,
  refused,
  secondPassed,
  sent,
  spoke,
  undoState,
  type OnlineState,
} from './online-state.js';

const clock: ClockView = { black: { main: 60_000 }, white: { main: 55_000 }, running: 'black', at: 1000 };
const count: CountView = {
  dead: [{ x: 2, y: 3 }],
  accepted: { black: false, white: false },
  version: 1,
  score: { black: 10, white: 16.5, result: 'W+6.5' },
};
const ann = { name: 'Ann', joined: true };
const bo = { name: 'Bo', joined: true };

const view = (fields: Partial<GameView> = {}): GameView => ({
  id: 'g1',
  size: 9,
  komi: 6.5,
  handicap: 0,
  rules: 'area',
  ko: 'simple',
  clockSettings: { type: 'absolute', main: 60 },
  open: false,
  status: 'playing',
  turn: 'black',
  moves: [],
  captures: { black: 0, white: 0 },
  players: { black: ann, white: bo },
  clock,
  count: null,
  undoRequest: null,
  result: null,
  reason: null,
  seq: 5,
  ...fields,
});

/** A message of the server without its version. */
type Body = ServerMessage extends infer M ? (M extends unknown ? Omit<M, 'v'> : never) : never;

/** `body` as the server sends it, version 1. */
const message = (body: Body): ServerMessage => ({ v: 1, ...body }) as ServerMessage;

/** A record welcomed to the game `view` as black, and its drawings counted from then on. */
function welcomed(game: GameView = view()) {
  const { state, updates } = counted(onlineState);
  opened(state);
  receive(state, message({ type: 'welcome', seat: 'black', game }), 100);
  const before = updates();
  return { state, updates: () => updates() - before };
}

/** The fields a message may change, to compare a record before and after. */
const fields = ({ changed: _, ...rest }: OnlineState) => rest;

describe('online state transitions', () => {
  it('should start connecting, watching, heard nothing', () => {
    const { state, updates } = counted(onlineState);
    expect(fields(state)).toMatchObject({
      connection: 'connecting',
      seat: null,
      status: 'waiting',
      settings: { type: 'none' },
      clock: null,
      count: null,
      seq: -1,
      pendingRef: null,
      welcomed: false,
    });
    expect(updates()).toBe(0);
  });

  it('should follow the connection: open, lost (dropping the move sent), refused, joined again', () => {
    const { state, updates } = counted(onlineState);
    opened(state);
    expect(state.connection).toBe('open');
    sent(state, 7);
    expect(state.pendingRef).toBe(7);
    expect(updates()).toBe(1);
    lost(state);
    expect(state).toMatchObject({ connection: 'reconnecting', pendingRef: null });
    refused(state, 'No such game.');
    expect(state).toMatchObject({ connection: 'refused', refusal: 'No such game.' });
    expect(updates()).toBe(3);
    receive(state, message({ type: 'welcome', seat: 'white', game: view() }), 0);
    joining(state);
    expect(state).toMatchObject({ connection: 'connecting', welcomed: false, seat: null, seq: -1 });
    expect(updates()).toBe(5);
  });

  it('should take the whole game from a welcome, its seat, clock and change count, one drawing', () => {
    const { state, updates } = counted(onlineState);
    sent(state, 3);
    acceptPressed(state);
    spoke(state, { color: 'black', periods: -1, low: true });
    const before = receive(
      state,
      message({ type: 'welcome', seat: 'black', game: view({ undoRequest: 'white' }) }),
      250,
    );
    expect(before?.welcomed).toBe(false);
    expect(before?.pendingRef).toBe(3);
    expect(fields(state)).toMatchObject({
      seat: 'black',
      status: 'playing',
      players: { black: ann, white: bo },
      settings: { type: 'absolute', main: 60 },
      clock,
      clockReceived: 250,
      clockSaid: NOTHING_SAID,
      count: null,
      acceptWhenCounted: false,
      undoRequest: 'white',
      seq: 5,
      pendingRef: null,
      welcomed: true,
    });
    expect(updates()).toBe(1);
    const again = receive(state, message({ type: 'game', game: view({ seq: 2, status: 'counting', count }) }), 300);
    expect(again?.welcomed).toBe(true);
    expect(state).toMatchObject({ seat: 'black', seq: 2, status: 'counting', count, undoRequest: null });
  });

  it('should change nothing and ask no drawing for a stale message, nothing for one it does not read, and take one as new as the last', () => {
    const { state, updates } = welcomed();
    const was = fields(state);
    expect(receive(state, message({ type: 'player', seq: 4, color: 'white', player: ann }), 500)).toBe(null);
    expect(receive(state, message({ type: 'clock', seq: 1, clock: { ...clock, running: null } }), 500)).toBe(null);
    expect(fields(state)).toEqual(was);
    expect(updates()).toBe(0);
    // A message the board does not read (a pong, a type of a later protocol) changes nothing.
    expect(receive(state, message({ type: 'pong' }), 500)).not.toBe(null);
    expect(receive(state, { v: 2, type: 'surprise' } as unknown as ServerMessage, 500)).not.toBe(null);
    expect(fields(state)).toEqual(was);
    expect(receive(state, message({ type: 'clock', seq: 5, clock }), 600)).not.toBe(null);
    expect(state.clockReceived).toBe(600);
    expect(updates()).toBe(3);
  });

  it('should run the clock from each move and pass, and answer the move sent with its ref only', () => {
    const { state, updates } = welcomed();
    sent(state, 9);
    const moved = { ...clock, running: 'white' as const };
    const captures = { black: 0, white: 0 };
    receive(
      state,
      message({ type: 'move', seq: 6, ref: 8, color: 'black', x: 2, y: 2, number: 1, captures, clock: moved }),
      700,
    );
    expect(state).toMatchObject({ seq: 6, clock: moved, clockReceived: 700, pendingRef: 9 });
    receive(state, message({ type: 'pass', seq: 7, ref: 9, color: 'white', number: 2, clock }), 800);
    expect(state).toMatchObject({ seq: 7, clock, clockReceived: 800, pendingRef: null });
    expect(updates()).toBe(2);
  });

  it('should enter the count and leave it for play, forgetting its marks and an early Accept', () => {
    const { state, updates } = welcomed();
    acceptPressed(state);
    expect(state.acceptWhenCounted).toBe(true);
    receive(state, message({ type: 'status', seq: 6, status: 'counting', clock: null }), 900);
    expect(state).toMatchObject({ status: 'counting', clock: null, acceptWhenCounted: true });
    const before = receive(state, message({ type: 'count', seq: 7, count }), 950);
    expect(before?.count).toBe(null);
    expect(state).toMatchObject({ status: 'counting', count, acceptWhenCounted: true });
    acceptPressed(state);
    expect(state.acceptWhenCounted).toBe(false);
    acceptPressed(state);
    receive(state, message({ type: 'status', seq: 8, status: 'playing', clock }), 1000);
    expect(state).toMatchObject({ status: 'playing', count: null, acceptWhenCounted: false, clock });
    expect(updates()).toBe(3);
  });

  it('should seat a player, and end the game dropping the move sent', () => {
    const { state, updates } = welcomed(view({ players: { black: ann, white: { name: null, joined: false } } }));
    receive(state, message({ type: 'player', seq: 6, color: 'white', player: bo }), 0);
    expect(state.players).toEqual({ black: ann, white: bo });
    sent(state, 4);
    receive(state, message({ type: 'end', seq: 7, result: 'W+R', reason: 'resign', clock: null }), 1100);
    expect(state).toMatchObject({ status: 'finished', pendingRef: null, clock: null, clockReceived: 1100 });
    expect(updates()).toBe(2);
  });

  it('should hold a request to take a move back until its answer or the undo', () => {
    const { state, updates } = welcomed();
    receive(state, message({ type: 'undo-request', seq: 6, color: 'white' }), 0);
    expect(state.undoRequest).toBe('white');
    receive(state, message({ type: 'undo-answer', seq: 7, color: 'black', accept: false }), 0);
    expect(state.undoRequest).toBe(null);
    receive(state, message({ type: 'undo-request', seq: 8, color: 'black' }), 0);
    receive(state, message({ type: 'undo', seq: 9, moves: 0, turn: 'black', clock }), 1200);
    expect(state).toMatchObject({ undoRequest: null, clockReceived: 1200 });
    expect(updates()).toBe(4);
  });

  it("should drop the move sent on the server's refusal of it only", () => {
    const { state } = welcomed();
    sent(state, 12);
    receive(state, message({ type: 'error', ref: 11, code: 'illegal-move', message: 'Occupied.' }), 0);
    expect(state.pendingRef).toBe(12);
    const before = receive(state, message({ type: 'error', ref: 12, code: 'illegal-move', message: 'Ko.' }), 0);
    expect(before?.pendingRef).toBe(12);
    expect(state.pendingRef).toBe(null);
  });

  it('should keep what was said of the clock without a drawing, and ask one as its second passes', () => {
    const { state, updates } = welcomed();
    spoke(state, { color: 'black', periods: 2, low: false });
    expect(state.clockSaid).toEqual({ color: 'black', periods: 2, low: false });
    expect(updates()).toBe(0);
    secondPassed(state);
    expect(updates()).toBe(1);
  });

  it('should offer the seated player to ask for their own last move back, or to answer the other', () => {
    const { state } = welcomed();
    expect(undoState(state, 'black')).toBe('ask');
    expect(undoState(state, 'white')).toBe('cannot-ask');
    expect(undoState(state, null)).toBe('cannot-ask');
    receive(state, message({ type: 'undo-request', seq: 6, color: 'white' }), 0);
    expect(undoState(state, 'black')).toBe('answer');
    receive(state, message({ type: 'undo-request', seq: 7, color: 'black' }), 0);
    expect(undoState(state, 'black')).toBe('cannot-ask');
    lost(state);
    receive(state, message({ type: 'undo-answer', seq: 8, color: 'white', accept: false }), 0);
    expect(undoState(state, 'black')).toBe('cannot-ask');
    receive(state, message({ type: 'end', seq: 9, result: 'B+R', reason: 'resign', clock: null }), 0);
    expect(undoState(state, 'black')).toBe(null);
    const watching = counted(onlineState).state;
    expect(undoState(watching, 'black')).toBe(null);
  });
});
