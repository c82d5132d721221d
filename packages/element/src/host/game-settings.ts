// The settings of the games <go-board> starts and plays, and of the problems it poses: the rules
// (komi, handicap, how the game is counted, which repetitions are forbidden), who plays, the bot, and
// the hands' manners. GoBoard extends this class, through BoardLook (its class JSDoc is the contract
// of them all): they are declared apart from the board's own, as the games the board starts (its empty
// board's too) and the play and problem modes read them.
import { LitElement, type PropertyDeclarations } from 'lit';
import type { Color, Game, KoRule, Point, ScoringRules } from '@go-board/rules';
import { parseConfirmMoves, type ConfirmMoves, type GoBoardOpponent, type GoBoardPlayer } from '../attributes.js';

/** The hook that proposes the dead stones when the count opens: `guessDeadStones` from
 * `@go-board/rules` fits it, or any function of the game that returns points (or a promise). */
export type DeadStoneGuess = (game: Game) => Point[] | Promise<Point[]>;

/** The game settings of `<go-board>`, which extends this class: a page sets them on the board. */
export class GameSettings extends LitElement {
  /** The reactive properties and their attributes, as in GoBoard. */
  static override properties: PropertyDeclarations = {
    komi: { attribute: 'komi', type: Number },
    handicap: { attribute: 'handicap', type: Number },
    rules: { attribute: 'rules' },
    ko: { attribute: 'ko' },
    player: { attribute: 'player' },
    allowUndo: { attribute: 'allow-undo', type: Boolean },
    confirmMoves: { attribute: 'confirm-moves', converter: { fromAttribute: parseConfirmMoves } },
    replyDelay: { attribute: 'reply-delay', type: Number },
    opponent: { attribute: 'opponent' },
    botLevel: { attribute: 'bot-level', type: Number },
    botTime: { attribute: 'bot-time', type: Number },
    botColor: { attribute: 'bot-color' },
    deadStoneGuess: { attribute: false },
    online: { attribute: 'online' },
  };

  /** Komi, the points White receives, for the games the board starts itself; changing it re-counts the game. */
  komi = 6.5;
  /** Handicap stones (0, or 2 to 9) placed on the star points for the games the board starts itself; White then moves first. */
  handicap = 0;
  /** How the game is counted: `area` (stones and territory, the default) or `territory` (territory and prisoners). */
  rules: ScoringRules = 'area';
  /** Which repetitions are forbidden: `simple` ko (the default), `positional` or `situational` superko. */
  ko: KoRule = 'simple';
  /** Which colours the local user may play: `black`, `white`, or `both` (the default, two players at one device). */
  player: GoBoardPlayer = 'both';
  /** Offer an Undo button, which takes back the last move (or resignation). Off by default, as for online games. */
  allowUndo = false;
  /** When a click or tap must be confirmed by a second one on the same point: `touch` (the default), `always` (also the bare attribute) or `never`. */
  confirmMoves: ConfirmMoves = 'touch';
  /** In problem mode, milliseconds the board waits before it answers the reader's move (and between the moves of the solution); 0 answers at once. */
  replyDelay = 400;
  /** Play against the built-in bot: `bot` (in play mode); unset (the default) for an opponent elsewhere, or two players at one device. */
  opponent: GoBoardOpponent = null;
  /** The bot's strength, from 1 (a few hundred playouts a move, instant) to 10 (the strongest, seconds a move); default 3. */
  botLevel = 3;
  /** Seconds the bot may think per move at most (it answers sooner in easy positions); unset (the default), `bot-level` alone decides. */
  botTime: number | null = null;
  /** The colour the bot plays, `black` or `white`; unset (the default), the colour `player` leaves, White when the user plays both. */
  botColor: Color | null = null;
  /** Proposes the dead stones when the count opens, in place of the built-in guess (playouts, `guessDeadStones` from `@go-board/rules`); return `[]` for none. */
  deadStoneGuess: DeadStoneGuess | null = null;
  /** The URL of a game on a game server (`@go-board/server`): a seat's link (with its token) plays that colour there, the game's link without a seat watches it live. The board switches to `mode="play"`; the server judges every move, pass, resignation and the count. Unset (the default): the board judges its games itself. */
  online: string | null = null;
}
