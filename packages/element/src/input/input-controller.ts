// The local player's hands on a playing board: the mouse, a finger and the keyboard, turned
// into moves (or, in the count, into marking groups dead or alive). What they point at is the
// shared Hands' (./hands.ts); these add the Pass and Resign buttons' confirming second press.
// The mouse and the keyboard aim alike: both show the stone the side to move would play.
// Where the moves go depends on the mode: a game's PlayController, or a problem's controller.
import type { ReactiveControllerHost } from 'lit';
import type { Color, Game, Point } from '@go-board/rules';
import { playKey } from './keyboard.js';
import { Hands, type ChosenBy, type HandsBoard } from './hands.js';
import type { ArmedAction, BoardState } from '../state/board-state.js';
import { aimKeyboard, arm, hoverAt } from '../state/transitions.js';
import type { ConfirmMoves } from '../attributes.js';
import type { LocalPlayer } from '../play/settings.js';
import type { GamePhase } from '../play/speech.js';
import type { PreviewStone } from '../board/marks.js';
import { pointDescription } from '../board/point-speech.js';
import { headed, sentence } from '../words/compose.js';
import type { Phrase } from '../words/words.js';

/** What the controller needs of its element. */
export interface InputHost extends ReactiveControllerHost, HTMLElement {
  readonly game: Game | null;
  confirmMoves: ConfirmMoves;
}

/** Where the local player's moves go: the PlayController of a game, or a problem's controller. */
export interface LocalMoves {
  /** `play` while stones are placed, `scoring` while groups are marked dead, `finished` after. */
  readonly phase: GamePhase;
  /** Whether P passes now (else the key is left to the page). */
  readonly canPass: boolean;
  /** Why the local user may not move now for the side to move (said aloud), or null when they may. */
  waitReason(game: Game, player: LocalPlayer): Phrase | null;
  /** Plays the side to move at `point`: with `local`, the local player's move, refused (and the
   * reason said) when it cannot be played now; else a move from elsewhere, which throws the
   * rules' error instead. False when refused or vetoed. */
  playStone(point: Point, local: boolean): boolean;
  pass(local: boolean): boolean;
  resign(color: Color, local: boolean): boolean;
  /** Marks the group at `point` dead or alive, in the count. */
  toggle(point: Point): boolean;
}

/** What the element does for the controller. */
export interface InputListener extends HandsBoard {
  /** Say this in the live region (and the status line); a `question` of an armed button only in
   * the live region: the status line shows it while the button is armed, from `armed`. */
  said(phrase: Phrase, question?: boolean): void;
  /** The colours the local user plays now: `player`, less the bot's colour in a game against it,
   * a seat's online; `none` for a spectator. */
  player(): LocalPlayer;
}

export class InputController extends Hands {
  readonly #host: InputHost;
  /** The moves' target for the mode the board is in now. */
  readonly #moves: () => LocalMoves;
  readonly #listener: InputListener;

  /** `state` is the board's state (the ModeContext's), whose hands' fields these change. */
  constructor(host: InputHost, state: BoardState, moves: () => LocalMoves, listener: InputListener) {
    super(listener, state);
    this.#host = host;
    this.#moves = moves;
    this.#listener = listener;
    // Escape forgets the question wherever the focus is in the board: on the board, or on the
    // button just pressed.
    host.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.state.armed) return;
      event.preventDefault();
      arm(this.state, null);
    });
  }

  /** A new game to play: the cursor at the centre, nothing aimed at. */
  override reset(): void {
    super.reset();
    this.pointerleave();
  }

  /** The stone the local player would play now, where the pointer or the cursor is, if legal:
   * `pending` while a tap waits for its confirming tap. */
  preview(game: Game): PreviewStone | null {
    const moves = this.#moves();
    if (moves.phase !== 'play' || moves.waitReason(game, this.#listener.player()) !== null) return null;
    const at = this.state.pending ?? this.state.hover ?? this.cursor;
    if (!at || !game.isLegal(at)) return null;
    return { ...at, color: game.turn, pending: !!this.state.pending };
  }

  keydown(event: KeyboardEvent): void {
    const key = playKey(event);
    const cursor = this.state.cursor;
    // P belongs to the page outside the play phase: there is nothing to pass.
    if (!key || !cursor || !this.#host.game || (key === 'pass' && !this.#moves().canPass)) return;
    event.preventDefault();
    aimKeyboard(this.state);
    if (key === 'pass') return this.pass();
    if (key === 'place') return this.choose(cursor, 'keyboard');
    arm(this.state, null);
    this.step(key);
  }

  pointermove(event: PointerEvent): void {
    // A finger has no hover: its first tap shows the stone instead.
    if (event.pointerType !== 'touch') hoverAt(this.state, this.pointAt(event));
  }

  /** The Pass button or P: the side to move passes, if it is the local player's. A pass after a
   * pass ends play, so it waits for a second press. */
  pass(): void {
    const game = this.#host.game;
    if (!game || this.#moves().phase !== 'play' || !this.#waitForTurn(game)) return;
    if (game.lastMove?.pass && this.state.armed !== 'pass') return this.#arm('pass', (words) => words.passAgainToEnd);
    arm(this.state, null);
    this.#moves().pass(true);
  }

  /** The Resign button: the local player's colour resigns (the side to move, for two at one
   * device), on the second press: one press only asks "Resign?". */
  resign(): void {
    const game = this.#host.game;
    const player = this.#listener.player();
    if (!game || this.#moves().phase !== 'play' || player === 'none') return;
    if (this.state.armed !== 'resign') return this.#arm('resign', (words) => words.resignAgain);
    arm(this.state, null);
    this.#moves().resign(player === 'black' || player === 'white' ? player : game.turn, true);
  }

  #arm(action: ArmedAction, explanation: Phrase): void {
    arm(this.state, action);
    this.#listener.said(explanation, true);
  }

  /** A point chosen by a click, a tap or Enter: in the count, mark its group; in play, play
   * there, after a confirming second tap when `confirm-moves` asks for one. */
  protected override choose(point: Point, by: ChosenBy): void {
    const game = this.#host.game;
    if (!game) return;
    arm(this.state, null);
    const moves = this.#moves();
    const phase = moves.phase;
    if (phase === 'scoring') {
      // A spectator reads the count; the players mark it.
      if (this.#listener.player() !== 'none') moves.toggle(point);
      return;
    }
    if (phase !== 'play' || !this.#waitForTurn(game)) return;
    const waits = this.waits(point, by, this.#host.confirmMoves, game.isLegal(point));
    if (waits) {
      this.#listener.said((words) =>
        sentence(
          words,
          headed(words, pointDescription(words, game, point, []), by === 'touch' ? words.tapAgain : words.clickAgain),
        ),
      );
      return;
    }
    moves.playStone(point, true);
  }

  /** Whether the local player may move now; if not, says why (whose turn it is). */
  #waitForTurn(game: Game): boolean {
    const reason = this.#moves().waitReason(game, this.#listener.player());
    if (reason === null) return true;
    this.#listener.said(reason);
    return false;
  }
}
