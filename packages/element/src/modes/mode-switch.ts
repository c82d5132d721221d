// The board's modes, one at a time: the view, always there (its controls and keys made once their
// folder has arrived); play, problem and edit, each made once its folder has arrived (by the
// folder's own makeMode), with the styles it adds; and the switch between them, which keeps the game.
import type { Game } from '@go-board/rules';
import type { BoardMode, ModeCommands, ModeContext, ModeName } from './mode.js';
import type { ModeBoard } from './mode-board.js';
import { loadedMode, loadedReplay, loadMode, loadReplay, type FolderModes } from './mode-folders.js';
import type { DeadStoneGuesser, PlayMode } from '../play/play-mode.js';
import { mainLineEnd } from '../replay/line.js';
import { ReplayMode, type MoveTarget } from '../replay/replay-mode.js';
import { adoptFolderStyles } from '../styles/adopt.js';

export class ModeSwitch {
  readonly #board: ModeBoard;
  readonly #context: ModeContext;
  readonly #guessDeadStones: DeadStoneGuesser;
  /** The view: replaying records. */
  readonly replay: ReplayMode;
  /** The modes made so far. */
  readonly #made: Partial<FolderModes> = {};

  constructor(board: ModeBoard, context: ModeContext, navigable: () => boolean, guessDeadStones: DeadStoneGuesser) {
    this.#board = board;
    this.#context = context;
    this.#guessDeadStones = guessDeadStones;
    this.replay = new ReplayMode(context, navigable, {
      make: (replay) => {
        const folder = loadedReplay();
        if (!folder) return null;
        adoptFolderStyles(board, [folder.styles]);
        return new folder.ReplayPart(context, board, replay);
      },
      load: loadReplay,
    });
  }

  /** The mode the board is in, as far as it has arrived (the view, until the folder has). */
  get current(): BoardMode {
    return this.#made[this.#board.mode] ?? this.replay;
  }

  /** The play mode, when the board is in it. */
  get play(): PlayMode | null {
    return this.#in('play');
  }

  /** Waits for the folder of the board's mode, and makes the mode. A board never shows a mode it
   * is not in, so its renders wait for this. */
  async arrive(): Promise<void> {
    await loadMode(this.#board.mode).catch(() => undefined);
    this.create();
  }

  /** Makes the board's mode, when its folder has arrived and it is not made yet. */
  create(): void {
    this.#make(this.#board.mode);
  }

  #make<N extends ModeName>(mode: N): void {
    const folder = this.#made[mode] ? undefined : loadedMode(mode);
    if (!folder) return;
    this.#made[mode] = folder.makeMode(this.#context, this.#board, this.#guessDeadStones);
    adoptFolderStyles(this.#board, folder.styles);
  }

  /** Opens a record newly loaded at the move asked for, or `'last'`, the end of its main line (a
   * playing board continues the record from there), and hands it to the board's mode. */
  open(game: Game, target: MoveTarget): void {
    if (target === 'last' || this.#board.mode === 'play') game.goTo(mainLineEnd(game.root));
    else game.goToMove(target);
    this.start(game);
    this.replay.restartAt(game.node);
  }

  /** The mode the board is in, for a method that plays a move from elsewhere (`command`; a record
   * being replayed is not changed by one): throws without a game, or when the mode plays no such
   * move (only the play mode passes and resigns; the problem mode plays the reader's stones too). */
  playing<C extends 'playStone' | 'pass' | 'resign'>(game: Game | null, command: C): Required<Pick<ModeCommands, C>> {
    if (!game)
      throw new Error(
        'Expected a game on the board, found none yet: wait for `await board.updateComplete` after adding the board to the page.',
      );
    const mode: ModeCommands = this.current;
    if (!mode[command])
      throw new Error(
        `Expected a board with mode="play" to play moves on, received one in ${this.#board.mode} mode: set its mode to "play" first.`,
      );
    return mode as Required<Pick<ModeCommands, C>>;
  }

  /** Hands a game to the board's mode, and stops the others. */
  start(game: Game): void {
    this.create();
    const current = this.current;
    for (const mode of [this.replay, ...Object.values(this.#made)]) if (mode !== current) mode.stop();
    current.start(game);
  }

  /** Stops every mode: the game went away. */
  stopAll(): void {
    for (const mode of [this.replay, ...Object.values(this.#made)]) mode.stop();
  }

  /** Enters the mode the board was switched to, with the game shown: a game continues from the
   * end of the main line, a problem from its start, the editor where the record is shown. */
  enter(game: Game): void {
    if (this.#board.mode !== 'view') {
      this.#board.autoplay = false;
      if (this.#board.mode === 'play') game.goTo(mainLineEnd(game.root));
    }
    this.start(game);
  }

  /** The mode `name`, when the board is in it and it is made. */
  #in<N extends ModeName>(name: N): FolderModes[N] | null {
    return this.#board.mode === name ? (this.#made[name] ?? null) : null;
  }
}
