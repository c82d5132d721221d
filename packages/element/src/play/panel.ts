// Everything under a playing board: the game's buttons (unless controls="none", for pages that
// bring their own), the status line, and the count when there is one. The buttons come first, so
// that nothing the game says (a refusal, "Thinking…", the count) ever moves them or the board.
import { html, nothing, type TemplateResult } from 'lit';
import type { Game, Score } from '@go-board/rules';
import type { GamePhase } from './speech.js';
import type { Phrase, Words } from '../words/words.js';
import { renderPlayControls, type PlayActions } from './controls.js';
import { renderScore } from './score.js';
import { renderStatus } from './status.js';

export interface PlayPanelState {
  game: Game;
  phase: GamePhase;
  /** Whether the side to move is the local player's. */
  localTurn: boolean;
  /** Whether the local user plays at all (not a spectator of an online game). */
  seated: boolean;
  /** Online, what the game server's game shows (the players, the clocks, the connection); else null. */
  online: unknown;
  message: Phrase | null;
  score: Score | null;
  controls: 'full' | 'minimal' | 'none';
  allowUndo: boolean;
  /** Whether the bot is choosing its move. */
  thinking: boolean;
  /** The button pressed once that waits for a second press. */
  armed?: 'pass' | 'resign' | null;
}

export function renderPlayPanel(words: Words, state: PlayPanelState, actions: PlayActions): TemplateResult {
  const { game, phase, localTurn, controls } = state;
  const undoable = game.node.parent !== null || game.resigned !== null;
  return html`${
    controls === 'none'
      ? nothing
      : renderPlayControls(
          words,
          {
            controls,
            phase,
            canMove: phase === 'play' && localTurn,
            canResign: phase === 'play' && state.seated,
            online: state.online !== null,
            seated: state.seated,
            undo: state.allowUndo ? (undoable ? 'enabled' : 'disabled') : 'hidden',
            armed: state.armed,
          },
          actions,
        )
  }${renderStatus(words, state)}${state.online ?? nothing}${state.score ? renderScore(words, state.score) : nothing}`;
}
