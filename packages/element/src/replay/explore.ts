// Exploring the points of a record with a cursor (Enter on a board replaying it): the arrows move
// the cursor and each point is read out, Escape or Enter goes back to replaying. Loaded the first
// time a reader asks to explore (replay-part.ts), so neither a static diagram nor a replay that is
// only stepped through downloads it.
import type { Game, Point } from '@go-board/rules';
import { centreOf } from '../board/coordinates.js';
import { isShown } from '../board/geometry.js';
import { describePoint } from '../board/point-speech.js';
import { cursorMove, stepCursor } from '../input/keyboard.js';
import type { ModeContext } from '../modes/mode.js';
import { sentences } from '../words/compose.js';

export class Explorer {
  readonly #context: ModeContext;
  /** The cursor, while the reader explores the points; else null. */
  #cursor: Point | null = null;

  constructor(context: ModeContext) {
    this.#context = context;
  }

  get cursor(): Point | null {
    return this.#cursor;
  }

  /** Starts where the eye already is: the last move, or else the middle of what is shown. */
  start(game: Game): void {
    const { geometry } = this.#context.scene();
    const last = game.lastMove;
    const start = last && !last.pass && isShown(geometry, last) ? { x: last.x, y: last.y } : centreOf(geometry.region);
    this.#moveCursor(start, this.#context.words().exploring);
  }

  /** A key while exploring: the arrows, Home and End move the cursor, Escape and Enter leave. */
  keydown(event: KeyboardEvent): void {
    const move = this.#cursor && cursorMove(event);
    if (!move) return;
    event.preventDefault();
    if (move === 'leave') {
      this.#cursor = null;
      this.#context.say(this.#context.words().backToReplay);
      this.#context.host.requestUpdate();
      return;
    }
    const { geometry } = this.#context.scene();
    this.#moveCursor(stepCursor(this.#cursor!, move, geometry.region, geometry.orientation.step));
  }

  /** The cursor goes (the board lost focus, or shows another record); true if there was one. */
  stop(): boolean {
    const had = this.#cursor !== null;
    this.#cursor = null;
    return had;
  }

  #moveCursor(point: Point, preface = ''): void {
    this.#cursor = point;
    this.#context.say(sentences(this.#context.words(), preface, describePoint(this.#context, point)));
    this.#context.host.requestUpdate();
  }
}
