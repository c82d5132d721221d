// The problem mode: a Go problem (tsumego) to solve, whose record's tree holds the solution. It
// puts together the problem's states and answers (ProblemController) and the reader's hands
// (InputController), crops the board to the problem, and shows Retry, Hint and Show solution.
//
// The reader plays one colour (`PL`, else the colour of the tree's first move) by click, tap,
// keyboard or `play(x, y)`; after each move the tree holds, the board answers from the tree after
// `reply-delay` milliseconds; a move the tree does not hold is wrong. A line is right when it ends
// on a node whose comment says RIGHT or CORRECT or that has `GB`/`GW` (for the reader's colour) or
// `TE`; in files that mark only wrong lines (`BM` on the reader's move, or a comment saying WRONG),
// every other line is right; in files with no marks, every line of the tree is. The board shows
// the problem's area (`VW`, else its stones with a margin, out to the near edges) unless `view` is
// given.
import type { TemplateResult } from 'lit';
import { samePoint, type Game, type Point } from '@go-board/rules';
import type { BoardScene } from '../board/board.js';
import type { MarkLayer } from '../board/marks.js';
import type { BoardRegion } from '../board/coordinates.js';
import type { OrientationSettings } from '../board/turns.js';

/** One of the eight orientations of a board (four turns, mirrored or not) and either colour. */
const randomOrientation = (): OrientationSettings => ({
  rotate: ([0, 90, 180, 270] as const)[Math.floor(Math.random() * 4)]!,
  flip: Math.random() < 0.5 ? 'horizontal' : null,
  swapColors: Math.random() < 0.5,
});
import { InputController, type InputHost } from '../input/input-controller.js';
import { InputMode } from '../input/input-mode.js';
import { describePoint, legalityNotes } from '../board/point-speech.js';
import type { BoardMode, ModeContext } from '../modes/mode.js';
import type { Words } from '../words/words.js';
import { problemDrawers } from './drawers.js';
import { problemMarks } from './marks.js';
import { renderProblemPanel } from './panel.js';
import { ProblemController, type ProblemHost } from './problem-controller.js';
import type { ProblemState } from './speech.js';

/** The element as a problem reads it: its `replyDelay` (ProblemController) and its
 * `confirmMoves` (the reader's hands, InputController). */
export type ProblemSettings = ProblemHost & InputHost;

export class ProblemMode extends InputMode implements BoardMode {
  readonly #problem: ProblemController;
  protected readonly input: InputController;
  /** A problem's answers are its tree's: the letters of the continuations would give them away. */
  readonly showsVariations = false;
  readonly areaClass = 'playing play';
  readonly busy = false;
  /** One of the eight orientations and either colour, chosen at each start and Retry: shown when
   * the page sets `random-orientation`, so a problem is not solved by remembering its picture. */
  orientation: OrientationSettings = randomOrientation();

  constructor(context: ModeContext, settings: ProblemSettings) {
    super();
    Object.assign(context.drawers, problemDrawers);
    this.#problem = new ProblemController(settings, {
      moved: (announcement) => {
        this.input.moved();
        context.show(announcement);
      },
      said: (text) => context.say(text),
      words: () => context.words(),
      events: context.events,
    });
    this.input = new InputController(settings, context.state, () => this.#problem, {
      geometry: () => context.scene().geometry,
      svg: () => context.svg(),
      // What the hands say shows in the status line too (why the reader waits).
      said: (phrase) => this.#problem.say(phrase),
      cursorMoved: (point) => context.say(describePoint(context, point)),
      // The reader plays the problem's colour; the board answers for the other.
      player: () => 'both',
    });
  }

  get state(): ProblemState {
    return this.#problem.record.state;
  }

  get region(): BoardRegion | null {
    return this.#problem.region;
  }

  start(game: Game): void {
    this.orientation = randomOrientation();
    this.#problem.start(game);
    this.input.reset();
  }

  stop(): void {
    this.#problem.stop();
    this.input.stop();
  }

  keysHelp(words: Words): string {
    return words.problemKeys;
  }

  drawing(_game: Game, scene: BoardScene): MarkLayer {
    // The verdict (a circle when right, a cross when wrong) marks the reader's last move itself:
    // the last-move ring would only clutter it.
    const record = this.#problem.record;
    if (record.verdict && samePoint(scene.lastMove, record.verdict)) scene.lastMove = null;
    return problemMarks(record);
  }

  name(words: Words, label: string): string {
    return this.#problem.name(words, label);
  }

  panel(words: Words, _game: Game, controls: 'full' | 'minimal' | 'none'): TemplateResult {
    return renderProblemPanel(words, this.#problem.panel(controls), {
      retry: () => this.retry(),
      hint: () => this.#problem.hint(),
      showSolution: () => this.#problem.showSolution(),
    });
  }

  pointNotes(words: Words, game: Game, point: Point): string[] {
    return legalityNotes(words, game, point);
  }

  // The problem's API, as the element offers it to the page.

  /** Plays the reader's move at `point` as a click does (the rules' error for a forbidden move). */
  playStone(point: Point): void {
    this.#problem.playStone(point, false);
  }

  retry(): boolean {
    if (!this.#problem.retry()) return false;
    this.orientation = randomOrientation();
    return true;
  }

  hint(): Point | null {
    return this.#problem.hint();
  }

  showSolution(): boolean {
    return this.#problem.showSolution();
  }
}
