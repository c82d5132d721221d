// The built-in bot's state (./bot-controller.ts): the search for its move under way, if any, and
// the position a search failed in. A plain record: its fields are read-only to everyone but the
// named transitions below, which never touch the DOM (aborting a search is the controller's).
// `changed` is the one place that asks for the board to be drawn again; the board reads whether
// the bot is thinking from the record.
import type { Game, GameNode } from '@go-board/rules';
import { change } from '../state/change.js';

/** A search for the bot's move, in one position of one game. */
export interface Search {
  readonly game: Game;
  readonly node: GameNode;
  readonly abort: AbortController;
}

export interface BotState {
  /** The search under way: the bot is thinking. */
  readonly search: Search | null;
  /** The position a search failed in: not tried again, so a broken worker does not loop. */
  readonly failedAt: GameNode | null;
  /** Asks for the board to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** A bot that has not searched yet; `changed` asks the board for an update. */
export const botState = (changed: () => void): BotState => ({ changed, search: null, failedAt: null });

/** The bot searches for its move in `search`'s position; null: the search under way ended, with
 * the bot's move or given up (the position changed, the board left the page), or failed in the
 * position `failedAt`, which is then not tried again. */
export const searching = (state: BotState, search: Search | null, failedAt = state.failedAt): void =>
  change(state, { search, failedAt });

/** The board is back on the page: asks for an update, whose check starts again the search its
 * leaving gave up. */
export const resumed = (state: BotState): void => state.changed();
