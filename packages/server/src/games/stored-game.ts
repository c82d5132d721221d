import type { Color, EndReason, GameStatus, Point } from '../protocol/messages.js';
import type { ClockState } from './clock.js';
import type { GameSettings } from './settings.js';

/** A move as stored, one row each: x and y are -1 for a pass; `left` is the mover's main time
 * left after it (milliseconds), for the record's BL and WL, or null for an untimed game. */
export interface StoredMove {
  color: Color;
  x: number;
  y: number;
  left: number | null;
}

/** The count as stored: the dead stones marked, who accepted them, and the marks' version. */
export interface StoredCount {
  dead: Point[];
  accepted: { black: boolean; white: boolean };
  version: number;
}

/** Everything about a game but its moves and tokens: one JSON column of the games row. */
export interface GameState {
  status: GameStatus;
  result: string | null;
  reason: EndReason | null;
  names: { black: string | null; white: string | null };
  joined: { black: boolean; white: boolean };
  clock: ClockState | null;
  undoRequest: Color | null;
  count: StoredCount | null;
  /** The final score of a counted game. */
  score: { black: number; white: number } | null;
}

/** A game as the database holds it. Tokens are stored as their SHA-256 hashes only. */
export interface StoredGame {
  id: string;
  settings: GameSettings;
  seq: number;
  state: GameState;
  moves: StoredMove[];
  tokens: { black: string | null; white: string | null };
  createdAt: number;
}
