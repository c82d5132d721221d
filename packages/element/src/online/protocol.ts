// The live protocol of a game server (`@go-board/server`, version 1), as the board speaks it: one
// JSON object per WebSocket text message, each with the version `v` and a `type`. The server's
// README documents every message; these are the ones the board sends and reads, written out here
// so the board carries none of the server's code.
import type { Color, Move, Point } from '@go-board/rules';

/** The protocol version the board speaks. */
export const PROTOCOL_VERSION = 1;

/** A move of the game as the server records it: a stone, or a pass (the rules' `Move`). */
export type RecordedMove = Move;

/** How a game is timed; every time in seconds. */
export type ClockSettings =
  | { type: 'none' }
  | { type: 'absolute'; main: number }
  | { type: 'byo-yomi'; main: number; periods: number; period: number }
  | { type: 'canadian'; main: number; stones: number; period: number }
  | { type: 'fischer'; main: number; increment: number; max?: number }
  | { type: 'correspondence'; days: number };

/** One player's clock in milliseconds, as of `ClockView.at`. */
export interface PlayerClock {
  main: number;
  periods?: number;
  period?: number;
  stones?: number;
}

/** Both clocks at the server's time `at` (epoch milliseconds); `running` is the side whose time runs. */
export interface ClockView {
  black: PlayerClock;
  white: PlayerClock;
  running: Color | null;
  at: number;
}

export type GameStatus = 'waiting' | 'playing' | 'counting' | 'finished';
export type EndReason = 'resign' | 'time' | 'count';

/** The count after two passes: the dead stones, who accepted them, and the score they give. */
export interface CountView {
  dead: Point[];
  accepted: { black: boolean; white: boolean };
  version: number;
  score: { black: number; white: number; result: string };
}

/** A player's seat as everyone sees it. */
export interface SeatView {
  name: string | null;
  joined: boolean;
}

/** The whole game, as a welcome (and a resynchronisation) gives it. */
export interface GameView {
  id: string;
  size: number;
  komi: number;
  handicap: number;
  rules: 'area' | 'territory';
  ko: 'simple' | 'positional' | 'situational';
  clockSettings: ClockSettings;
  status: GameStatus;
  turn: Color;
  moves: RecordedMove[];
  players: { black: SeatView; white: SeatView };
  clock: ClockView | null;
  count: CountView | null;
  /** The player who asked to take back their last move and awaits the answer, or null. */
  undoRequest: Color | null;
  result: string | null;
  reason: EndReason | null;
  seq: number;
}

/** What the board sends; `ref` comes back on the answer (or the error). */
export type ClientMessage = { v: typeof PROTOCOL_VERSION; ref?: number } & (
  | { type: 'move'; x: number; y: number }
  | { type: 'pass' }
  | { type: 'resign' }
  | { type: 'undo-request' }
  | { type: 'undo-answer'; accept: boolean }
  | { type: 'mark'; x: number; y: number; dead: boolean }
  | { type: 'accept'; version: number }
  | { type: 'ping' }
);

/** What the server sends; `seq` is the game's change count, `ref` the answered message's. */
export type ServerMessage = { v: number; seq?: number; ref?: number | string } & (
  | { type: 'welcome'; seat: Color | null; game: GameView }
  | { type: 'game'; game: GameView }
  | { type: 'move'; color: Color; x: number; y: number; number: number; clock: ClockView | null }
  | { type: 'pass'; color: Color; number: number; clock: ClockView | null }
  | { type: 'status'; status: GameStatus; clock: ClockView | null }
  | { type: 'count'; count: CountView }
  | { type: 'undo'; moves: number; turn: Color; clock: ClockView | null }
  | { type: 'undo-request'; color: Color }
  | { type: 'undo-answer'; color: Color; accept: boolean }
  | { type: 'player'; color: Color; player: SeatView }
  | { type: 'clock'; clock: ClockView }
  | { type: 'end'; result: string; reason: EndReason; clock: ClockView | null }
  | { type: 'error'; code: string; message: string }
  | { type: 'pong' }
);

/** The WebSocket address of a game's link: `ws:` for `http:`, `wss:` for `https:`. Throws a
 * TypeError saying what was expected for a link that is no http(s) URL. */
export function socketUrl(link: string): string {
  let url: URL;
  try {
    url = new URL(link, document.baseURI);
  } catch {
    throw new TypeError(
      `Expected the online attribute to be a game's link such as https://go.my.site/games/ID, received "${link}".`,
    );
  }
  if (url.protocol === 'http:' || url.protocol === 'ws:') url.protocol = 'ws:';
  else if (url.protocol === 'https:' || url.protocol === 'wss:') url.protocol = 'wss:';
  else throw new TypeError(`Expected the online attribute to be an http(s) link to a game, received "${link}".`);
  return url.href;
}
