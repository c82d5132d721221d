// A Go problem (tsumego) on the board: the reader plays one colour, the record's tree answers
// with the other, and the line ends right or wrong. A reactive controller, so the board's
// pause before each answer never outlives the element.
//
//   solving --move in the tree--> answering --pause--> solving ...
//      |                                  \--> solved | failed   (the tree's line ends)
//      +--move not in the tree--> failed;   retry() from any state --> solving
//   showSolution() --> solution (its moves one by one, the same pause apart)
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  IllegalMoveError,
  Problem,
  opposite,
  pointName,
  type Color,
  type Game,
  type GameNode,
  type Point,
} from '@go-board/rules';
import type { BoardRegion } from '../board/coordinates.js';
import type { BoardEvents } from '../modes/mode.js';
import type { LocalMoves } from '../input/input-controller.js';
import { illegalMoveText } from '../board/point-speech.js';
import { problemRegion } from './region.js';
import { problemName, ProblemState, waitText, withComment } from './speech.js';
import type { ProblemPanelState } from './panel.js';
import { enterState, goOn, problemRecord, tell, type ProblemRecord } from './problem-state.js';
import { moveText } from '../board/speech.js';
import { sentence, sentences } from '../words/compose.js';
import type { Phrase, Words } from '../words/words.js';

/** What the controller needs of its element. */
export interface ProblemHost extends ReactiveControllerHost, HTMLElement {
  readonly game: Game | null;
  /** Milliseconds the board waits before its answer (and between the moves of the solution). */
  readonly replyDelay: number;
}

/** What the element does for the controller. */
export interface ProblemListener {
  /** The game has a new position: show it, say `announcement`, fire go-navigate. */
  moved(announcement: string): void;
  /** Say this in the live region. */
  said(text: string): void;
  /** The words of the board's language, now. */
  words(): Words;
  /** The board's events: go-problem-result. */
  readonly events: BoardEvents;
}

export class ProblemController implements ReactiveController, LocalMoves {
  readonly #host: ProblemHost;
  readonly #listener: ProblemListener;
  #game: Game | null = null;
  #problem: Problem | null = null;
  /** The reader's moves along the current line. */
  #moves: Point[] = [];
  /** The node a move outside the tree added to it; taken out again when the line is left. */
  #added: GameNode | null = null;
  /** What the pause leads to (the board's answer, or the next move of the solution), and its timer. */
  #step: (() => void) | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #region: BoardRegion | null = null;
  /** What the board draws of the problem (./problem-state.ts), changed only by its transitions. */
  readonly record: ProblemRecord;
  /** The reader places stones; there is no count in a problem. */
  readonly phase = 'play';
  /** A problem is answered by a move on the board: P is left to the page. */
  readonly canPass = false;

  constructor(host: ProblemHost, listener: ProblemListener) {
    this.#host = host;
    this.#listener = listener;
    this.record = problemRecord(() => host.requestUpdate());
    host.addController(this);
  }

  /** The part of the board the problem is about (see problem-region.ts), once loaded. */
  get region(): BoardRegion | null {
    return this.#region;
  }

  /** Whether the reader has moved since the start (so Retry has something to undo). */
  get hasMoved(): boolean {
    // The game and the problem are shown together, or neither is.
    return this.#problem !== null && this.#game!.node !== this.#problem.start;
  }

  /** Whether the tree holds a right line to show. */
  get hasSolution(): boolean {
    return this.#problem !== null && this.#problem.leadsRight(this.#problem.start);
  }

  /** What the panel under the board shows. */
  panel(controls: ProblemPanelState['controls']): ProblemPanelState {
    const solver = this.#problem?.solver ?? 'black';
    return {
      ...this.record,
      solver,
      opponent: opposite(solver),
      controls,
      moved: this.hasMoved,
      hasSolution: this.hasSolution,
    };
  }

  /** The board's accessible name: "Go board, problem, Black to play". */
  name(words: Words, label: string): string {
    const solver = this.#problem?.solver ?? 'black';
    return problemName(words, label, this.record.state, solver, opposite(solver));
  }

  hostConnected(): void {
    // A board put back on the page finishes the pause it was in.
    if (this.#step && this.#timer === undefined) this.#timer = setTimeout(() => this.#runStep(), this.#delay());
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
  }

  /** Takes over a newly shown game as a problem: the reader's colour, the start, the crop. */
  start(game: Game): void {
    this.stop();
    const problem = new Problem(game.root);
    // At the problem's start, with the solver to move (the tree keeps the file's PL when it leaves).
    problem.enter(game);
    this.#game = game;
    this.#problem = problem;
    this.#region = problemRegion(game.root, game.width, game.height);
    this.#reset();
  }

  /** Leaves problem mode (or the game): no pause pending, the tree as the file had it. */
  stop(): void {
    this.#cancel();
    this.#leaveAddedMove();
    this.#problem?.leave();
    this.#game = this.#problem = this.#region = null;
    this.#reset();
  }

  waitReason(): Phrase | null {
    const state = this.record.state;
    const opponent = this.#opponent();
    return state === ProblemState.Solving ? null : (words) => waitText(words, state, opponent) ?? '';
  }

  /**
   * The reader plays at `point`. A local move (click, tap, key) explains a point it cannot play
   * and waits during the board's pause; a move from `play()` throws the rules' IllegalMoveError
   * instead and hurries the answer. A legal move the tree does not hold ends the line wrong.
   */
  playStone(point: Point, local: boolean): boolean {
    const { x, y } = point;
    const game = this.#host.game;
    if (!game || !this.#problem || game !== this.#game) {
      throw new Error(
        'Expected a problem on the board, found none yet: wait for `await board.updateComplete` after adding the board to the page.',
      );
    }
    if (!local && this.record.state === ProblemState.Answering) this.#runStep();
    const wait = this.waitReason();
    const reason = wait ? null : game.whyIllegal(point);
    if (wait || reason) {
      const text: Phrase = wait ?? ((words) => illegalMoveText(words, reason!, point, game.height));
      if (local) this.say(text);
      else if (reason) throw new IllegalMoveError(reason, game.turn, x, y);
      else
        throw new IllegalMoveError(
          'game-over',
          game.turn,
          x,
          y,
          `the problem's line has ended (problemState '${this.record.state}'); call retry() to start again`,
        );
      return false;
    }
    const index = game.node.children.findIndex((child) => child.color === game.turn && child.x === x && child.y === y);
    this.#moves.push({ x, y });
    if (index >= 0) {
      game.next(index);
      this.#afterReaderMove(game);
    } else {
      game.play(point);
      this.#added = game.node;
      const node = game.node;
      this.#end(false, (words) => words.notInProblem(moveText(words, node, game.height) ?? ''));
    }
    return true;
  }

  /** Back to the start of the problem, to try again. */
  retry(): boolean {
    const game = this.#game;
    const problem = this.#problem;
    if (!game || !problem) return false;
    this.#cancel();
    const before = game.node;
    this.#leaveAddedMove();
    game.goTo(problem.start);
    this.#reset();
    const solver = problem.solver;
    const text: Phrase = (words) => sentences(words, words.backToStart, sentence(words, words.toPlay(solver)));
    if (game.node !== before) this.#listener.moved(withComment(this.#words(), text(this.#words()), game.node));
    else this.say(text);
    return true;
  }

  /** Marks the first right move from the reader's position; null (and says why) when there is none. */
  hint(): Point | null {
    const game = this.#game;
    const problem = this.#problem;
    if (!game || !problem) return null;
    if (this.record.state === ProblemState.Answering) this.#runStep();
    if (this.record.state !== ProblemState.Solving) {
      this.say(this.waitReason()!);
      return null;
    }
    const move = problem.rightMoves(game.node).find((node) => node.x >= 0);
    if (!move) {
      this.say((words) => words.noRightMove);
      return null;
    }
    const point = pointName(move, game.height);
    this.say((words) => words.hintAt(point), { x: move.x, y: move.y });
    return { x: move.x, y: move.y };
  }

  /** Replays a right line from the start, a pause between moves; false when the tree has none. */
  showSolution(): boolean {
    const game = this.#game;
    const problem = this.#problem;
    if (!game || !problem) return false;
    const line = problem.solutionFrom(problem.start);
    if (!this.hasSolution || line.length === 0) {
      this.say((words) => words.noSolution);
      return false;
    }
    this.#cancel();
    this.#leaveAddedMove();
    game.goTo(problem.start);
    this.#reset();
    goOn(this.record, ProblemState.Solution);
    this.#listener.moved(this.#words().solutionIntro);
    const step = (index: number): void => {
      const node = line[index]!;
      game.next(game.node.children.indexOf(node));
      const last = index === line.length - 1;
      const words = this.#words();
      const text = sentences(
        words,
        sentence(words, moveText(words, node, game.height) ?? words.setup),
        last ? words.solutionEnds : '',
      );
      this.#listener.moved(withComment(words, text, node));
      if (!last) this.#schedule(() => step(index + 1));
    };
    this.#schedule(() => step(0));
    return true;
  }

  /** Shows `phrase` under the headline and says it in the live region; marks `hint` when given. */
  say(phrase: Phrase, hint?: Point): void {
    tell(this.record, phrase, hint);
    this.#listener.said(phrase(this.#words()));
  }

  #words(): Words {
    return this.#listener.words();
  }

  /** Stubs of LocalMoves: a problem has no passes, resignations or count. */
  pass(): boolean {
    return false;
  }

  resign(): boolean {
    return false;
  }

  toggle(): boolean {
    return false;
  }

  /** After the reader's move of the tree: the board's answer after a pause, or the end. */
  #afterReaderMove(game: Game): void {
    const problem = this.#problem!;
    const node = game.node;
    const said: Phrase = (words) => sentence(words, moveText(words, node, game.height) ?? '');
    const reply = problem.replyTo(node);
    if (!reply) {
      this.#end(problem.leadsRight(node), said);
      return;
    }
    enterState(this.record, ProblemState.Answering);
    this.#listener.moved(withComment(this.#words(), said(this.#words()), node));
    this.#schedule(() => this.#answer(game, reply));
  }

  /** The board plays the tree's answer; the line ends there unless the reader has a move after it. */
  #answer(game: Game, reply: GameNode): void {
    const problem = this.#problem!;
    game.next(game.node.children.indexOf(reply));
    const said: Phrase = (words) => sentence(words, moveText(words, reply, game.height) ?? words.setup);
    if (!reply.children.some((child) => child.color === problem.solver)) {
      this.#end(problem.leadsRight(reply), said);
      return;
    }
    goOn(this.record, ProblemState.Solving);
    const words = this.#words();
    this.#listener.moved(
      withComment(words, sentences(words, said(words), sentence(words, words.toPlay(problem.solver))), reply),
    );
  }

  /** The line has ended: the verdict on the board, in words, and in go-problem-result. */
  #end(solved: boolean, said: Phrase): void {
    const game = this.#game!;
    const last = this.#moves[this.#moves.length - 1];
    enterState(
      this.record,
      solved ? ProblemState.Solved : ProblemState.Failed,
      last ? { ...last, right: solved } : null,
    );
    const words = this.#words();
    this.#listener.moved(
      withComment(
        words,
        sentences(words, said(words), solved ? words.solved : sentence(words, words.wrong)),
        game.node,
      ),
    );
    this.#listener.events.problemResult({ solved, moves: this.#moves.map(({ x, y }) => ({ x, y })) });
  }

  /** A fresh line: no moves of the reader's, and the reader to move. */
  #reset(): void {
    this.#moves = [];
    enterState(this.record, ProblemState.Solving);
  }

  #opponent(): Color {
    return opposite(this.#problem?.solver ?? 'black');
  }

  #delay(): number {
    const delay = Number(this.#host.replyDelay);
    return Number.isFinite(delay) && delay > 0 ? delay : 0;
  }

  /** Runs `step` after the pause; at once when there is no pause (`reply-delay="0"`). */
  #schedule(step: () => void): void {
    const delay = this.#delay();
    if (delay === 0) {
      step();
      return;
    }
    this.#step = step;
    this.#timer = setTimeout(() => this.#runStep(), delay);
  }

  #runStep(): void {
    const step = this.#step;
    this.#cancel();
    step?.();
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#step = null;
  }

  /** Takes the node of a move outside the tree back out of it, so the record stays as it was. */
  #leaveAddedMove(): void {
    const game = this.#game;
    const added = this.#added;
    this.#added = null;
    if (!game || !added?.parent?.children.includes(added)) return;
    // Back to the node before it when the game is there; next() then follows the tree's main line.
    game.removeNode(added);
  }
}
