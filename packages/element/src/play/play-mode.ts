// The play mode: a game on the board, between two people at one device, against the built-in
// bot, or against someone elsewhere through the page. It puts together the game's phases and
// moves (PlayController), the local player's hands (InputController) and the bot (BotController),
// and shows the game's buttons, status and count under the board.
//
// Playing: a translucent stone of the side to move follows the pointer over the points it may
// play; a click plays (a tap shows the stone first and a second tap on it plays, see
// `confirm-moves`). The keyboard has a cursor: arrows move it, Enter or Space plays, P passes.
// A point that cannot be played says why. Resign, and the pass that would end play, ask for a
// second press. Two passes open the count: click or press Enter on a chain to mark its group dead
// or alive (the dead stones are proposed by playouts, or by `deadStoneGuess`), then accept the
// score or resume play. Every local move fires a cancelable `go-move` first; a vetoed move is
// shown as sent until `play()`, `pass()` or `resign()` applies it from elsewhere (a server), or
// `cancelPendingMove()` drops it.
//
// The built-in bot (`opponent="bot"`) plays `bot-color` (by default the colour `player` leaves,
// White when the user plays both) at strength `bot-level` (1 to 10). On its turn it thinks in a
// Web Worker, so the page stays responsive: the status says "Thinking…", the board is `aria-busy`,
// and a dot pulses. Its move, pass or resignation is played as a move from elsewhere. Meanwhile
// the user may resign or undo (Undo against the bot takes back its move and the user's); any
// change of the position, a new game, switching the bot off or leaving the page aborts its search.
import type { TemplateResult } from 'lit';
import {
  opposite,
  pointIndex,
  type Color,
  type Game,
  type Point,
  type ScoringRules,
  type SuggestedMove,
} from '@go-board/rules';
import type { BoardScene } from '../board/board.js';
import type { MarkLayer } from '../board/marks.js';
import { describePoint } from '../board/point-speech.js';
import type { GoMove } from '../events/go-move.js';
import { downloadText } from '../record/download.js';
import { InputController, type InputHost } from '../input/input-controller.js';
import { InputMode } from '../input/input-mode.js';
import type { BoardMode, ModeContext } from '../modes/mode.js';
import { list, sentences } from '../words/compose.js';
import type { Phrase, Words } from '../words/words.js';
import { BotController, type BotHost } from './bot-controller.js';
import { playDrawers } from './drawers.js';
import { playMarks } from './marks.js';
import { renderPlayPanel } from './panel.js';
import { PlayController } from './play-controller.js';
import { playsFor, type LocalPlayer } from './settings.js';
import { phaseName, playNotes, type GamePhase } from './speech.js';

/** The element's settings a game reads (the element itself), what it does for the game, and
 * what its hands (InputController: `confirmMoves`) and its bot (BotController: `phase`) read. */
export interface PlaySettings extends InputHost, BotHost {
  readonly allowUndo: boolean;
  /** The record as it stands, for Download SGF. */
  readonly sgf: string | null;
  /** Starts a new game from the board's settings. */
  newGame(): void;
}

/** The dead stones to propose when the count opens (the element's one place for the guess). */
export type DeadStoneGuesser = (game: Game) => Point[] | Promise<Point[]>;

export class PlayMode extends InputMode implements BoardMode {
  readonly #context: ModeContext;
  readonly #settings: PlaySettings;
  readonly #play: PlayController;
  protected readonly input: InputController;
  readonly #bot: BotController;
  readonly region = null;
  readonly showsVariations = true;

  constructor(context: ModeContext, settings: PlaySettings, guessDeadStones: DeadStoneGuesser) {
    super();
    this.#context = context;
    this.#settings = settings;
    // Online, a local move the page lets through goes to the server and is held as sent until
    // the server's answer plays it; the marks of the count go to the server, which proposes them.
    Object.assign(context.drawers, playDrawers);
    const { host, events, referee } = context;
    this.#play = new PlayController(host, {
      moved: (announcement) => this.#moved(announcement),
      said: (text) => context.say(text),
      words: () => context.words(),
      guessDeadStones: (game) => referee()?.proposal() ?? guessDeadStones(game),
      events: {
        ...events,
        move: (move) => events.move(move) && !referee()?.send(move),
        scoreChange: (deadStones, score) => {
          referee()?.marked(deadStones);
          events.scoreChange(deadStones, score);
        },
      },
    });
    this.input = new InputController(settings, context.state, () => this.#play, {
      geometry: () => context.scene().geometry,
      svg: () => context.svg(),
      // What the hands say shows in the status line too ("tap again to play there").
      said: (phrase, question) => this.#play.say(phrase, question),
      cursorMoved: (point) => context.say(describePoint(context, point)),
      player: () => this.localPlayer(),
    });
    this.#bot = new BotController(settings, {
      answered: (move, color) => this.#playBotMove(move, color),
      failed: (error) =>
        this.#play.say((words) => words.botFailed(error instanceof Error ? error.message : String(error))),
      playouts: () => context.playouts(),
    });
  }

  get phase(): GamePhase {
    return this.#play.phase;
  }

  get busy(): boolean {
    return this.#bot.thinking;
  }

  get areaClass(): string {
    return `playing ${this.phase}${this.busy ? ' thinking' : ''}`;
  }

  /** The colours the local user plays: against the bot, the other one; online, the seat's. */
  localPlayer(): LocalPlayer {
    const referee = this.#context.referee();
    if (referee) return referee.seat ?? 'none';
    const bot = this.#bot.color;
    return bot ? opposite(bot) : this.#settings.player;
  }

  start(game: Game): void {
    this.input.reset();
    this.#play.start(game);
  }

  stop(): void {
    this.#play.stop();
    this.input.stop();
  }

  keysHelp(words: Words): string {
    return words.playKeys;
  }

  drawing(game: Game, scene: BoardScene): MarkLayer {
    return playMarks(this.#play.state, game, scene.board, this.input.preview(game));
  }

  name(words: Words, label: string, game: Game): string {
    return list(words, [
      label,
      words.boardSize(game.width, game.height),
      words.moveInName(game.moveNumber),
      phaseName(words, game, this.phase, playsFor(this.localPlayer(), game.turn)),
    ]);
  }

  panel(words: Words, game: Game, controls: 'full' | 'minimal' | 'none'): TemplateResult {
    const referee = this.#context.referee();
    const player = this.localPlayer();
    return renderPlayPanel(
      words,
      {
        // The phase, the message and the count, as the game's state holds them.
        ...this.#play.state,
        game,
        localTurn: playsFor(player, game.turn),
        seated: player !== 'none',
        online: referee ? referee.panel(words) : null,
        thinking: this.busy,
        controls,
        // Online, the server would have to agree to take a move back: no Undo.
        allowUndo: this.#settings.allowUndo && !referee,
        armed: this.input.state.armed,
      },
      {
        pass: () => this.input.pass(),
        resign: () => this.input.resign(),
        undo: () => this.undo(),
        newGame: () => this.#settings.newGame(),
        download: () => {
          const text = this.#settings.sgf;
          if (text) downloadText(text, 'game.sgf', 'application/x-go-sgf');
        },
        accept: () => this.accept(),
        resume: () => this.resume(),
      },
    );
  }

  pointNotes(words: Words, game: Game, point: Point): string[] {
    return playNotes(
      words,
      game,
      point,
      this.phase,
      this.#play.state.dead.has(pointIndex(point, game.width)),
      this.#play.state.score,
    );
  }

  // The game's API, as the element offers it to the page.

  /** Plays a stone for the side to move at `point`, as a move from elsewhere (the rules' error if
   * forbidden). */
  playStone(point: Point): void {
    this.#play.playStone(point, false);
  }

  pass(): void {
    this.#play.pass(false);
  }

  resign(color: Color): void {
    this.#play.resign(color, false);
  }

  /** Takes back the last action; against the bot, its last move and the user's, so the user
   * moves again. Online, never: the game is the server's. */
  undo(): boolean {
    if (this.#context.referee()) return false;
    const bot = this.#bot.color;
    const game = this.#context.host.game;
    const botMovedLast = bot !== null && game !== null && !game.resigned && game.lastMove?.color === bot;
    return this.#play.undo(botMovedLast ? 2 : 1);
  }

  /** Accepts the count; online, tells the server, which ends the game once both players have. */
  accept(): boolean {
    const referee = this.#context.referee();
    if (!referee) return this.#play.accept();
    if (this.phase !== 'scoring' || referee.seat === null) return false;
    referee.accept();
    return true;
  }

  /** Leaves the count to play on; online, never (the server's count goes on until both accept). */
  resume(): boolean {
    return !this.#context.referee() && this.#play.resume();
  }

  // What a game server decides, as the online game applies it (online/).

  /** Ends the count with the server's dead stones: the game's result as the count gives it. */
  endCounted(dead: Point[]): void {
    this.#play.setDeadStones(dead);
    this.#play.accept();
  }

  /** Takes back the last move, as the server agreed (both players did): said as an undo is. */
  takeBack(): boolean {
    return this.#play.undo(1);
  }

  /** Ends the game with a result decided elsewhere (a loss on time). */
  end(result: string): void {
    this.#play.end(result);
  }

  /** Shows `phrase` in the status line and says it (what the server answered). */
  tell(phrase: Phrase): void {
    this.#play.say(phrase);
  }

  get score() {
    return this.#play.state.score;
  }

  get deadStones(): Point[] {
    return this.#play.deadStones;
  }

  set deadStones(points: Point[]) {
    this.#play.setDeadStones(points);
  }

  get pendingMove(): GoMove | null {
    return this.#play.state.pending;
  }

  cancelPending(reason?: string): boolean {
    return this.#play.cancelPending(reason);
  }

  get botThinking(): boolean {
    return this.#bot.thinking;
  }

  /** Applies `komi` and `rules` to the game being played (its record says them too) and counts again. */
  applyCount(game: Game, komi: number, rules: ScoringRules): void {
    try {
      game.komi = komi;
      game.rules = rules;
    } catch (error) {
      // The game keeps what it had; the rules' RangeError says what was expected.
      return this.refuseCount((error as Error).message);
    }
    this.#play.rescore();
  }

  /** Says a count the board could not change (a komi or rules value it could not use). */
  refuseCount(detail: string): void {
    this.#play.say((words) => words.couldNotChangeCount(detail));
  }

  #moved(announcement: string): void {
    this.input.moved();
    this.#context.show(announcement);
  }

  /** Plays the bot's answer as a move from elsewhere, and says what it did. */
  #playBotMove(move: SuggestedMove, color: Color): void {
    const game = this.#context.host.game!;
    if (move === 'resign') {
      this.#play.resign(color, false);
      const words = this.#context.words();
      this.#context.say(sentences(words, words.botResigns, this.#context.state.said));
    } else if (move === 'pass' || !game.isLegal(move)) {
      // The bot reads the simple ko only: a move a superko rule forbids becomes a pass.
      this.#play.pass(false);
      if (this.phase === 'play') this.#play.say((words) => words.botPasses);
    } else {
      this.#play.playStone(move, false);
    }
  }
}
