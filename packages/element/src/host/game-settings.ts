// The settings of the games <go-board> starts and plays, and of the problems it poses: the rules
// (komi, handicap, how the game is counted, which repetitions are forbidden), who plays, the bot, and
// the hands' manners. GoBoard is made of them (its class JSDoc is the contract of them all); they
// are declared here, apart from the board's own, as play/ and problem/ read them and nothing else does.
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import type { Color, Game, KoRule, Point, ScoringRules } from '@go-board/rules';
import { parseConfirmMoves, type ConfirmMoves, type GoBoardOpponent, type GoBoardPlayer } from '../attributes.js';

/** The hook that proposes the dead stones when the count opens: `guessDeadStones` from
 * `@go-board/rules` fits it, or any function of the game that returns points (or a promise). */
export type DeadStoneGuess = (game: Game) => Point[] | Promise<Point[]>;

/** The game settings of `<go-board>`, which it extends: a page sets them on the board. */
export class GameSettings extends LitElement {
  /** Komi, the points White receives, for the games the board starts itself; changing it re-counts the game. */
  @property({ attribute: 'komi', type: Number }) komi = 6.5;
  /** Handicap stones (0, or 2 to 9) placed on the star points for the games the board starts itself; White then moves first. */
  @property({ attribute: 'handicap', type: Number }) handicap = 0;
  /** How the game is counted: `area` (stones and territory, the default) or `territory` (territory and prisoners). */
  @property({ attribute: 'rules' }) rules: ScoringRules = 'area';
  /** Which repetitions are forbidden: `simple` ko (the default), `positional` or `situational` superko. */
  @property({ attribute: 'ko' }) ko: KoRule = 'simple';
  /** Which colours the local user may play: `black`, `white`, or `both` (the default, two players at one device). */
  @property({ attribute: 'player' }) player: GoBoardPlayer = 'both';
  /** Offer an Undo button, which takes back the last move (or resignation). Off by default, as for online games. */
  @property({ attribute: 'allow-undo', type: Boolean }) allowUndo = false;
  /** When a click or tap must be confirmed by a second one on the same point: `touch` (the default), `always` (also the bare attribute) or `never`. */
  @property({ attribute: 'confirm-moves', converter: { fromAttribute: parseConfirmMoves } }) confirmMoves: ConfirmMoves = 'touch';
  /** In problem mode, milliseconds the board waits before it answers the reader's move (and between the moves of the solution); 0 answers at once. */
  @property({ attribute: 'reply-delay', type: Number }) replyDelay = 400;
  /** Play against the built-in bot: `bot` (in play mode); unset (the default) for an opponent elsewhere, or two players at one device. */
  @property({ attribute: 'opponent' }) opponent: GoBoardOpponent = null;
  /** The bot's strength, from 1 (a few hundred playouts a move, instant) to 10 (the strongest, seconds a move); default 3. */
  @property({ attribute: 'bot-level', type: Number }) botLevel = 3;
  /** Seconds the bot may think per move at most (it answers sooner in easy positions); unset (the default), `bot-level` alone decides. */
  @property({ attribute: 'bot-time', type: Number }) botTime: number | null = null;
  /** The colour the bot plays, `black` or `white`; unset (the default), the colour `player` leaves, White when the user plays both. */
  @property({ attribute: 'bot-color' }) botColor: Color | null = null;
  /** Proposes the dead stones when the count opens, in place of the built-in guess (playouts, `guessDeadStones` from `@go-board/rules`); return `[]` for none. */
  @property({ attribute: false }) deadStoneGuess: DeadStoneGuess | null = null;
}
