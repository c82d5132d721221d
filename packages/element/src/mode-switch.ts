// The board's modes, one at a time: the view, always there; play and problem, made once their
// folder has arrived, with the styles they add; and the switch between them, which keeps the game.
import type { CSSResultOrNative, LitElement } from 'lit';
import type { Game } from '@go-board/rules';
import { loadedMode, loadMode, type BoardMode, type ModeContext, type ModeName } from './mode.js';
import type { DeadStoneGuesser, PlayMode, PlaySettings } from './play/play-mode.js';
import type { ProblemMode } from './problem/problem-mode.js';
import { mainLineEnd } from './replay/line.js';
import { ReplayMode, type MoveTarget, type ReplaySettings } from './replay/replay-mode.js';
import { adoptFolderStyles } from './styles/adopt.js';

/** The element, as the modes read it: its `mode`, and the settings each mode reads. */
export type ModeBoard = LitElement & PlaySettings & ReplaySettings & { readonly mode: ModeName };

export class ModeSwitch {
  readonly #board: ModeBoard;
  readonly #context: ModeContext;
  readonly #guessDeadStones: DeadStoneGuesser;
  /** The view: replaying records. */
  readonly replay: ReplayMode;
  #play: PlayMode | null = null;
  #problem: ProblemMode | null = null;

  constructor(board: ModeBoard, context: ModeContext, navigable: () => boolean, guessDeadStones: DeadStoneGuesser) {
    this.#board = board;
    this.#context = context;
    this.#guessDeadStones = guessDeadStones;
    this.replay = new ReplayMode(context, board, navigable);
  }

  /** The mode the board is in, as far as it has arrived (the view, until the folder has). */
  get current(): BoardMode {
    return this.play ?? this.problem ?? this.replay;
  }

  /** The play mode, when the board is in it. */
  get play(): PlayMode | null {
    return this.#board.mode === 'play' ? this.#play : null;
  }

  /** The problem mode, when the board is in it. */
  get problem(): ProblemMode | null {
    return this.#board.mode === 'problem' ? this.#problem : null;
  }

  /** Waits for the folder of the board's mode, and makes the mode. A board never shows a mode it
   * is not in, so its renders wait for this. */
  async arrive(): Promise<void> {
    const mode = this.#board.mode;
    if (mode === 'play' || mode === 'problem') await loadMode(mode).catch(() => undefined);
    this.create();
  }

  /** Makes the board's mode, when its folder has arrived and it is not made yet. */
  create(): void {
    const mode = this.#board.mode;
    if (mode === 'play' && !this.#play) {
      const folder = loadedMode('play');
      if (!folder) return;
      this.#play = new folder.PlayMode(this.#context, this.#board, this.#guessDeadStones);
      this.#adopt(folder.styles);
    } else if (mode === 'problem' && !this.#problem) {
      const folder = loadedMode('problem');
      if (!folder) return;
      this.#problem = new folder.ProblemMode(this.#context);
      this.#adopt(folder.styles);
    }
  }

  /** Opens a record newly loaded at the move asked for, or `'last'`, the end of its main line (a
   * playing board continues the record from there), and hands it to the board's mode. */
  open(game: Game, target: MoveTarget): void {
    if (target === 'last' || this.#board.mode === 'play') game.goTo(mainLineEnd(game.root));
    else game.goToMove(target);
    this.start(game);
    this.replay.restartAt(game.node);
  }

  /** The play mode, for a method that plays a move from elsewhere (a record being replayed is not
   * changed by one): throws without a game, or outside play mode. */
  playing(game: Game | null): PlayMode {
    if (!game) throw new Error('Expected a game on the board, found none yet: wait for `await board.updateComplete` after adding the board to the page.');
    if (!this.play) throw new Error(`Expected a board with mode="play" to play moves on, received one in ${this.#board.mode} mode: set its mode to "play" first.`);
    return this.play;
  }

  /** Hands a game to the board's mode, and stops the others. */
  start(game: Game): void {
    this.create();
    const current = this.current;
    for (const mode of [this.replay, this.#play, this.#problem]) if (mode && mode !== current) mode.stop();
    current.start(game);
  }

  /** Stops every mode: the game went away. */
  stopAll(): void {
    for (const mode of [this.replay, this.#play, this.#problem]) mode?.stop();
  }

  /** Enters the mode the board was switched to, with the game shown: a game continues from the
   * end of the main line, a problem from its start. */
  enter(game: Game): void {
    if (this.#board.mode !== 'view') {
      this.#board.autoplay = false;
      if (this.#board.mode === 'play') game.goTo(mainLineEnd(game.root));
    }
    this.start(game);
  }

  #adopt(styles: CSSResultOrNative[]): void {
    adoptFolderStyles(this.#board, styles);
  }
}
