// The local player's hands on a playing board: the mouse, a finger and the keyboard, turned
// into moves (or, in the count, into marking groups dead or alive). It holds what they point
// at: the keyboard cursor, the point under the mouse, and a first tap waiting for the second.
// The mouse and the keyboard aim alike: both show the stone the side to move would play.
// Where the moves go depends on the mode: a game's PlayController, or a problem's controller.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Color, Game, Point } from '@go-board/rules';
import { playKey, stepCursor } from './keyboard.js';
import type { ConfirmMoves } from '../attributes.js';
import type { LocalPlayer } from '../play/settings.js';
import type { GamePhase } from '../play/speech.js';
import { centreOf } from '../board/coordinates.js';
import { pointAt, type BoardGeometry } from '../board/geometry.js';
import type { PreviewStone } from '../play/layer.js';
import { pointDescription } from '../board/speech.js';
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
  playStone(x: number, y: number, local: boolean): boolean;
  pass(local: boolean): boolean;
  resign(color: Color, local: boolean): boolean;
  /** Marks the group at (x, y) dead or alive, in the count. */
  toggle(x: number, y: number): boolean;
}

/** What the element does for the controller. */
export interface InputListener {
  /** The layout of the board as drawn now, and its SVG. */
  geometry(): BoardGeometry;
  svg(): SVGSVGElement | null;
  /** Say this in the live region (and the status line); a `question` of an armed button only in
   * the live region: the status line shows it while the button is armed, from `armed`. */
  said(phrase: Phrase, question?: boolean): void;
  /** Read out the point the keyboard cursor moved to. */
  cursorMoved(point: Point): void;
  /** The colours the local user plays now: `player`, less the bot's colour in a game against it,
   * a seat's online; `none` for a spectator. */
  player(): LocalPlayer;
}

const samePoint = (a: Point | null, b: Point | null): boolean =>
  a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);

export class InputController implements ReactiveController {
  readonly #host: InputHost;
  /** The moves' target for the mode the board is in now. */
  readonly #moves: () => LocalMoves;
  readonly #listener: InputListener;
  /** The keyboard cursor: it starts at the centre, and follows clicks too. */
  #cursor: Point | null = null;
  /** Whether the keyboard moved last, so the cursor shows (the pointer hides it). */
  #aiming = false;
  /** The point under the mouse. */
  #hover: Point | null = null;
  /** The point a first tap chose, waiting for the second tap to play. */
  #pending: Point | null = null;
  /** The kind of pointer that pressed last, for browsers whose clicks do not say. */
  #pointerType = 'mouse';
  /** An action that would end the game, pressed once and waiting for its confirming second
   * press: resigning, or the pass that follows a pass. */
  #armed: 'pass' | 'resign' | null = null;

  constructor(host: InputHost, moves: () => LocalMoves, listener: InputListener) {
    this.#host = host;
    this.#moves = moves;
    this.#listener = listener;
    host.addController(this);
    // Escape forgets the question wherever the focus is in the board: on the board, or on the
    // button just pressed.
    host.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !this.#armed) return;
      event.preventDefault();
      this.disarm();
    });
  }

  /** The keyboard cursor while the keyboard aims, else null. */
  get cursor(): Point | null {
    return this.#aiming ? this.#cursor : null;
  }

  /** The action waiting for its confirming second press, if any. */
  get armed(): 'pass' | 'resign' | null {
    return this.#armed;
  }

  /** Forgets an action waiting for its second press (the player turned to something else). */
  disarm(): void {
    if (this.#armed === null) return;
    this.#armed = null;
    this.#host.requestUpdate();
  }

  hostConnected(): void {
    // Nothing to set up: the element calls reset() when it shows a game to play.
  }

  /** A new game to play: the cursor at the centre, nothing aimed at. */
  reset(): void {
    this.#cursor = centreOf(this.#listener.geometry().region);
    this.#aiming = false;
    this.#hover = this.#pending = this.#armed = null;
    this.#host.requestUpdate();
  }

  /** The position changed: a first tap no longer waits for its second. */
  moved(): void {
    this.#pending = this.#armed = null;
  }

  /** The stone the local player would play now, where the pointer or the cursor is, if legal. */
  preview(game: Game): PreviewStone | null {
    const moves = this.#moves();
    if (moves.phase !== 'play' || moves.waitReason(game, this.#listener.player()) !== null) return null;
    const at = this.#pending ?? this.#hover ?? this.cursor;
    if (!at || !game.isLegal(at.x, at.y)) return null;
    return { ...at, color: game.turn, pending: this.#pending !== null };
  }

  keydown(event: KeyboardEvent): void {
    const key = playKey(event);
    const cursor = this.#cursor;
    // P belongs to the page outside the play phase: there is nothing to pass.
    if (!key || !cursor || !this.#host.game || (key === 'pass' && !this.#moves().canPass)) return;
    event.preventDefault();
    this.#aiming = true;
    this.#hover = null;
    this.#host.requestUpdate();
    if (key === 'pass') return this.pass();
    this.#armed = null;
    if (key === 'place') this.#choose(cursor, 'keyboard');
    else {
      const geometry = this.#listener.geometry();
      this.#cursor = stepCursor(cursor, key, geometry.region, geometry.orientation.step);
      this.#listener.cursorMoved(this.#cursor);
    }
  }

  click(event: MouseEvent): void {
    const point = this.#pointAt(event);
    if (!point) return;
    this.#cursor = point;
    const pointerType = (event as Partial<PointerEvent>).pointerType || this.#pointerType;
    this.#choose(point, pointerType === 'touch' ? 'touch' : 'mouse');
  }

  pointerdown(event: PointerEvent): void {
    this.#pointerType = event.pointerType;
  }

  pointermove(event: PointerEvent): void {
    // A finger has no hover: its first tap shows the stone instead.
    if (event.pointerType === 'touch') return;
    const point = this.#pointAt(event);
    if (this.#aiming || !samePoint(point, this.#hover)) {
      this.#aiming = false;
      this.#hover = point;
      this.#host.requestUpdate();
    }
  }

  pointerleave(): void {
    this.#hover = null;
    this.#host.requestUpdate();
  }

  blur(): void {
    this.#aiming = false;
    this.#host.requestUpdate();
  }

  /** The Pass button or P: the side to move passes, if it is the local player's. A pass after a
   * pass ends play, so it waits for a second press. */
  pass(): void {
    const game = this.#host.game;
    if (!game || this.#moves().phase !== 'play' || !this.#waitForTurn(game)) return;
    if (game.lastMove?.pass && this.#armed !== 'pass') return this.#arm('pass', (words) => words.passAgainToEnd);
    this.#armed = null;
    this.#moves().pass(true);
  }

  /** The Resign button: the local player's colour resigns (the side to move, for two at one
   * device), on the second press: one press only asks "Resign?". */
  resign(): void {
    const game = this.#host.game;
    const player = this.#listener.player();
    if (!game || this.#moves().phase !== 'play' || player === 'none') return;
    if (this.#armed !== 'resign') return this.#arm('resign', (words) => words.resignAgain);
    this.#armed = null;
    this.#moves().resign(player === 'black' || player === 'white' ? player : game.turn, true);
  }

  #arm(action: 'pass' | 'resign', explanation: Phrase): void {
    this.#armed = action;
    this.#listener.said(explanation, true);
    this.#host.requestUpdate();
  }

  /** A point chosen by a click, a tap or Enter: in the count, mark its group; in play, play
   * there, after a confirming second tap when `confirm-moves` asks for one. */
  #choose(point: Point, by: 'mouse' | 'touch' | 'keyboard'): void {
    const game = this.#host.game;
    if (!game) return;
    this.#armed = null;
    const moves = this.#moves();
    const phase = moves.phase;
    if (phase === 'scoring') {
      // A spectator reads the count; the players mark it.
      if (this.#listener.player() !== 'none') moves.toggle(point.x, point.y);
      return;
    }
    if (phase !== 'play' || !this.#waitForTurn(game)) return;
    const confirm = this.#host.confirmMoves;
    const twoStep = by !== 'keyboard' && (confirm === 'always' || (confirm !== 'never' && by === 'touch'));
    if (twoStep && !samePoint(point, this.#pending) && game.isLegal(point.x, point.y)) {
      this.#pending = point;
      this.#host.requestUpdate();
      this.#listener.said((words) =>
        sentence(
          words,
          headed(
            words,
            pointDescription(words, game, point.x, point.y, []),
            by === 'touch' ? words.tapAgain : words.clickAgain,
          ),
        ),
      );
      return;
    }
    this.#pending = null;
    this.#host.requestUpdate();
    moves.playStone(point.x, point.y, true);
  }

  /** Whether the local player may move now; if not, says why (whose turn it is). */
  #waitForTurn(game: Game): boolean {
    const reason = this.#moves().waitReason(game, this.#listener.player());
    if (reason === null) return true;
    this.#listener.said(reason);
    return false;
  }

  #pointAt(event: MouseEvent): Point | null {
    // A stone covers its own point only, so a click on one is on its point, wherever it lands
    // (drawn at the record's point, under the board's turn).
    const stone = event.target instanceof Element ? event.target.closest('circle.stone') : null;
    if (stone) return { x: Number(stone.getAttribute('cx')), y: Number(stone.getAttribute('cy')) };
    const svg = this.#listener.svg();
    return svg ? pointAt(svg, this.#listener.geometry(), event.clientX, event.clientY) : null;
  }
}
