// The game as the live protocol of @go-board/server shows it: its settings, clocks, count and
// seats, as a welcome, a resynchronisation and `GET /games/:id` give it.
import type { Color } from '../color.js';
import type { Move } from '../game/node.js';
import type { Point } from '../point.js';

/** A move of the game record: a stone, or a pass (the rules' `Move`). */
export type RecordedMove = Move;

/** How a game is timed; every time is in seconds. */
export type ClockSettings =
  | { type: 'none' }
  /** One amount of time for the whole game. */
  | { type: 'absolute'; main: number }
  /** Main time, then `periods` periods of `period` seconds; a move within a period keeps it. */
  | { type: 'byo-yomi'; main: number; periods: number; period: number }
  /** Main time, then `stones` moves to play in each period of `period` seconds. */
  | { type: 'canadian'; main: number; stones: number; period: number }
  /** Main time, `increment` added after each move, never above `max` (when given). */
  | { type: 'fischer'; main: number; increment: number; max?: number }
  /** Correspondence: `days` for each move, the clock set back to that after every move. */
  | { type: 'correspondence'; days: number };

/** One player's clock, in milliseconds, as of `ClockView.at` (the running side's keeps running). */
export interface PlayerClock {
  /** Main time left (for correspondence, the time left for this move). */
  main: number;
  /** Byo-yomi periods left (byo-yomi only). */
  periods?: number;
  /** Time left in the current period (byo-yomi: of the period being used; Canadian: the period). */
  period?: number;
  /** Stones still to play in the Canadian period. */
  stones?: number;
}

/** Both clocks at the server's time `at` (epoch milliseconds); `running` is the side whose
 * time runs now, or null (before both players sat down, during the count, after the end). */
export interface ClockView {
  black: PlayerClock;
  white: PlayerClock;
  running: Color | null;
  at: number;
}

/** Where a game is: waiting for its players, in play, in the count after two passes, or over. */
export type GameStatus = 'waiting' | 'playing' | 'counting' | 'finished';

/** Why a game ended. */
export type EndReason = 'resign' | 'time' | 'count';

/** The count after two passes: the stones marked dead, who accepted these marks, and the score
 * they give. `version` grows with every change of the marks; `accept` names the version seen. */
export interface CountView {
  dead: Point[];
  accepted: { black: boolean; white: boolean };
  version: number;
  score: { black: number; white: number; result: string };
}

/** A player's seat as everyone sees it (never its token). */
export interface SeatView {
  name: string | null;
  /** Whether the player has sat down (opened the seat at least once). */
  joined: boolean;
}

/** Everything a viewer needs to draw the game, as `GET /games/:id` answers it too. */
export interface GameView {
  id: string;
  size: number;
  komi: number;
  handicap: number;
  rules: 'area' | 'territory';
  ko: 'simple' | 'positional' | 'situational';
  clockSettings: ClockSettings;
  /** Whether the game was made with `{ open: true }`: the first two to open its link sit down. */
  open: boolean;
  status: GameStatus;
  /** The side to move (while the game is not over). */
  turn: Color;
  moves: RecordedMove[];
  captures: { black: number; white: number };
  players: { black: SeatView; white: SeatView };
  clock: ClockView | null;
  /** The player who asked to take back their last move, while the other has not answered. */
  undoRequest: Color | null;
  count: CountView | null;
  result: string | null;
  reason: EndReason | null;
  /** Grows by one with every change of the game; messages carry it to keep them in order. */
  seq: number;
}
