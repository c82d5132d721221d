import { suggestMove } from '../bot/bot.js';
import { checkLevel, checkThreads, checkTimeMs } from '../bot/budget.js';
import { Color, describe } from '../color.js';
import { IllegalMoveError } from '../errors.js';
import { deadPointsOf } from '../estimate/dead-stones.js';
import { estimatePosition } from '../estimate/ownership.js';
import { Game } from '../game/game.js';
import { handicapPoints, maxHandicap } from '../handicap.js';
import { pointIndex, pointOf, type Point } from '../point.js';
import type { EstimateOutcome } from '../worker/jobs.js';
import { checkPlayouts, checkSeed } from '../worker/playout-options.js';
import { boardText } from './board-text.js';
import { GtpClock } from './clock.js';
import { GtpError, formatFailure, formatSuccess, parseCommandLine } from './protocol.js';
import { groupsByStatus } from './status.js';
import { useNodeThreads } from './threads.js';
import { closeWorkers, searchThreadsUsed } from '../worker/run.js';
import { formatVertex, parseColor, parseVertex, type GtpVertex } from './vertex.js';

/** Options of a GTP engine: how hard the bot thinks, and what it calls itself. */
export interface GtpEngineOptions {
  /** Strength 1..10 (see suggestMove); default 5 unless `playouts` is given. */
  level?: number;
  /** Playouts per move; overrides `level`. */
  playouts?: number;
  /** Milliseconds per move at most; without it, the clock from time_settings decides, if any. */
  timePerMoveMs?: number;
  /** Seeds the playouts for repeatable games. */
  seed?: number;
  /** Searches at once in Node worker threads (root parallelism), 1 to 8; default 1, inline. */
  threads?: number;
  /** The answer to `name` (default 'go-board'). */
  name?: string;
  /** The answer to `version`. */
  version?: string;
  /** Receives a line about each move the engine generates (move, simulations, threads, time), as
   * GTP engines write to stderr for the controller to show. */
  onLog?: (line: string) => void;
}

/** Playouts for final_score and final_status_list: dead stones decide the result. */
const FINAL_PLAYOUTS = 2000;

/** Komi before the controller sets one. */
const DEFAULT_KOMI = 7.5;

type Handler = (args: string[]) => string | Promise<string>;

/** A move as GTP sent it, kept to rebuild the game on undo. */
interface GtpMove {
  color: Color;
  vertex: GtpVertex;
}

/**
 * A Go engine speaking GTP version 2 over the rules and the bot of this package: give it one
 * command line at a time, get the response text back (ending in an empty line; '' for a blank or
 * comment line). Malformed or impossible commands get a '? ...' failure, never an exception.
 *
 * ```ts
 * const engine = new GtpEngine({ level: 10, timePerMoveMs: 1000 });
 * await engine.handle('boardsize 9');   // '= \n\n'
 * await engine.handle('1 genmove b');   // '=1 E5\n\n'
 * ```
 */
export class GtpEngine {
  readonly #options: GtpEngineOptions;
  readonly #commands: Record<string, Handler>;
  readonly #clock = new GtpClock();
  #size = 19;
  #komi = DEFAULT_KOMI;
  #handicap: Point[] = [];
  #history: GtpMove[] = [];
  #game: Game;
  #quit = false;
  /** The worker threads, once started (on the first genmove, when `threads` is over 1). */
  #threadsStarted: Promise<void> | null = null;

  constructor(options: GtpEngineOptions = {}) {
    if (options.level !== undefined) checkLevel(options.level);
    if (options.playouts !== undefined) checkPlayouts(options.playouts);
    if (options.timePerMoveMs !== undefined) checkTimeMs(options.timePerMoveMs);
    checkSeed(options.seed);
    if (options.threads !== undefined) checkThreads(options.threads);
    this.#options = { ...options };
    this.#game = this.#rebuild();
    this.#commands = {
      protocol_version: () => '2',
      name: () => this.#options.name ?? 'go-board',
      version: () => this.#options.version ?? '',
      known_command: ([name]) => String(name !== undefined && Object.hasOwn(this.#commands, name)),
      list_commands: () => Object.keys(this.#commands).join('\n'),
      quit: () => {
        this.#quit = true;
        if (this.#threadsStarted) closeWorkers();
        return '';
      },
      boardsize: (args) => this.#boardSize(args),
      clear_board: () => {
        this.#reset();
        return '';
      },
      komi: ([value]) => {
        if (value === undefined || !/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(value))
          throw new GtpError('komi not a float');
        this.#komi = Number(value);
        this.#game.komi = this.#komi;
        return '';
      },
      play: (args) => this.#play(args),
      genmove: (args) => this.#genmove(args),
      undo: () => {
        if (this.#history.length === 0) throw new GtpError('cannot undo');
        this.#history.pop();
        this.#game = this.#rebuild();
        return '';
      },
      fixed_handicap: (args) => this.#fixedHandicap(args, false),
      place_free_handicap: (args) => this.#fixedHandicap(args, true),
      set_free_handicap: (args) => this.#setFreeHandicap(args),
      final_score: () => this.#finalScore(),
      final_status_list: (args) => this.#finalStatusList(args),
      showboard: () => boardText(this.#game),
      time_settings: (args) => {
        const [main, byo, stones] = this.#wholeNumbers(args, 3);
        this.#clock.set(main!, byo!, stones!);
        return '';
      },
      'kgs-time_settings': (args) => this.#kgsTimeSettings(args),
      time_left: ([color, ...rest]) => {
        const side = parseColor(color);
        const [seconds, stones] = this.#wholeNumbers(rest, 2);
        this.#clock.setLeft(side, seconds!, stones!);
        return '';
      },
    };
  }

  /** Whether `quit` was received: the controller expects the engine to exit. */
  get hasQuit(): boolean {
    return this.#quit;
  }

  /** The game as the engine sees it: read it, do not change it. boardsize, clear_board, undo and
   * the handicap commands replace it with a new Game (and dispose of this one). */
  get game(): Game {
    return this.#game;
  }

  /** Handles one command line and returns the full response, or '' for a line with no command. */
  async handle(line: string): Promise<string> {
    const command = parseCommandLine(String(line));
    if (!command) return '';
    try {
      const handler = Object.hasOwn(this.#commands, command.name) ? this.#commands[command.name] : undefined;
      if (!handler) return formatFailure(command.id, 'unknown command');
      return formatSuccess(command.id, await handler(command.args));
    } catch (error) {
      const message =
        error instanceof GtpError
          ? error.message
          : `internal error: ${error instanceof Error ? error.message : describe(error)}`;
      return formatFailure(command.id, message);
    }
  }

  #boardSize([value]: string[]): string {
    if (value === undefined || !/^\d+$/.test(value)) throw new GtpError('boardsize not an integer');
    const size = Number(value);
    if (size < 1 || size > 25) throw new GtpError('unacceptable size');
    this.#size = size;
    this.#reset();
    return '';
  }

  #reset(): void {
    this.#history = [];
    this.#handicap = [];
    this.#game = this.#rebuild();
  }

  /** A new game from the settings, handicap and moves so far. */
  #rebuild(): Game {
    const game = new Game({ size: this.#size, komi: this.#komi, ko: 'simple', rules: 'area' });
    if (this.#handicap.length > 0) game.setup({ black: this.#handicap, turn: Color.White });
    for (const move of this.#history) this.#apply(game, move);
    this.#game?.dispose();
    return game;
  }

  /** Lets `color` move next. GTP allows the same colour twice and play after two passes; the
   * Game does not, so the side to move is set, and a game ended by passes takes its final pass
   * back (a pass leaves the stones as they were). */
  #prepare(game: Game, color: Color): void {
    if (game.isOver) game.undo();
    if (game.turn !== color) game.setup({ turn: color });
  }

  #apply(game: Game, { color, vertex }: GtpMove): void {
    this.#prepare(game, color);
    if (vertex === 'pass') game.pass();
    else game.play(vertex);
  }

  #play([colorText, vertexText, ...rest]: string[]): string {
    const vertex = parseVertex(vertexText, this.#size);
    if (vertex === null || rest.length > 0) throw new GtpError('invalid color or coordinate');
    let color: Color;
    try {
      color = parseColor(colorText);
    } catch {
      throw new GtpError('invalid color or coordinate');
    }
    const move = { color, vertex };
    try {
      this.#apply(this.#game, move);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      // Preparing may have changed the game before the move was refused: start again from the moves.
      this.#game = this.#rebuild();
      throw new GtpError('illegal move');
    }
    this.#history.push(move);
    return '';
  }

  async #genmove([colorText, ...rest]: string[]): Promise<string> {
    if (rest.length > 0) throw new GtpError('invalid color');
    const color = parseColor(colorText);
    const game = this.#game;
    this.#prepare(game, color);
    const threads = this.#options.threads ?? 1;
    if (threads > 1) await (this.#threadsStarted ??= useNodeThreads(threads));
    const started = performance.now();
    const empty = game.board.reduce((count, stone) => count + (stone === 0 ? 1 : 0), 0);
    const clockMs = this.#clock.budgetMs(color, empty);
    const timeMs = this.#options.timePerMoveMs ?? clockMs ?? undefined;
    let simulations = 0;
    const suggestion = await suggestMove(game, {
      onProgress: (done) => (simulations = done),
      level: this.#options.level,
      playouts: this.#options.playouts,
      timeMs: timeMs === undefined ? undefined : Math.min(timeMs, clockMs ?? Infinity),
      seed: this.#options.seed === undefined ? undefined : this.#options.seed + game.moveNumber,
      threads,
    });
    const spent = performance.now() - started;
    this.#clock.spend(color, spent);
    this.#options.onLog?.(
      `genmove ${color}: ${typeof suggestion === 'string' ? suggestion : formatVertex(suggestion, this.#size)}, ` +
        `${simulations} simulations in ${searchThreadsUsed()} thread${searchThreadsUsed() === 1 ? '' : 's'}, ${(spent / 1000).toFixed(2)} s`,
    );
    if (suggestion === 'resign') return 'resign';
    const move: GtpMove = { color, vertex: suggestion };
    this.#apply(game, move);
    this.#history.push(move);
    return formatVertex(suggestion, this.#size);
  }

  #isBoardEmpty(): boolean {
    return this.#history.length === 0 && this.#handicap.length === 0 && this.#game.board.every((stone) => stone === 0);
  }

  #fixedHandicap([countText]: string[], free: boolean): string {
    if (countText === undefined || !/^\d+$/.test(countText)) throw new GtpError('handicap not an integer');
    if (!this.#isBoardEmpty()) throw new GtpError('board not empty');
    const most = maxHandicap(this.#size);
    // place_free_handicap may place fewer stones than asked; fixed_handicap must place them all.
    const count = free ? Math.min(Number(countText), most) : Number(countText);
    if (count < 2 || count > most) throw new GtpError('invalid number of stones');
    this.#handicap = handicapPoints(this.#size, count);
    this.#game = this.#rebuild();
    return this.#handicap.map((point) => formatVertex(point, this.#size)).join(' ');
  }

  #setFreeHandicap(args: string[]): string {
    if (!this.#isBoardEmpty()) throw new GtpError('board not empty');
    const points = args.map((text) => parseVertex(text, this.#size));
    const keys = new Set(points.map((point) => (point && point !== 'pass' ? pointIndex(point, this.#size) : -1)));
    if (points.length < 2 || points.length >= this.#size * this.#size || keys.has(-1) || keys.size !== points.length) {
      throw new GtpError('bad vertex list');
    }
    this.#handicap = points as Point[];
    this.#game = this.#rebuild();
    return '';
  }

  async #estimate(): Promise<EstimateOutcome> {
    return estimatePosition(this.#game, { playouts: FINAL_PLAYOUTS, seed: this.#options.seed }, 'the GTP engine');
  }

  async #finalScore(): Promise<string> {
    const { dead } = await this.#estimate();
    return this.#game.score({ rules: 'area', dead: deadPointsOf(dead, this.#size) }).result;
  }

  async #finalStatusList([status, ...rest]: string[]): Promise<string> {
    if ((status !== 'alive' && status !== 'dead' && status !== 'seki') || rest.length > 0)
      throw new GtpError('invalid status');
    const chains = (await groupsByStatus(this.#game, await this.#estimate()))[status];
    const vertex = (index: number) => formatVertex(pointOf(index, this.#size), this.#size);
    return chains.map((stones) => stones.map(vertex).join(' ')).join('\n');
  }

  /** kgs-time_settings none | absolute MAIN | byoyomi MAIN PERIOD PERIODS | canadian MAIN PERIOD STONES. */
  #kgsTimeSettings([kind, ...rest]: string[]): string {
    if (kind === 'none' && rest.length === 0) this.#clock.setNone();
    else if (kind === 'absolute') this.#clock.setAbsolute(this.#wholeNumbers(rest, 1)[0]!);
    else if (kind === 'byoyomi') {
      const [main, period, periods] = this.#wholeNumbers(rest, 3);
      this.#clock.setByoYomi(main!, period!, periods!);
    } else if (kind === 'canadian') {
      const [main, period, stones] = this.#wholeNumbers(rest, 3);
      this.#clock.set(main!, period!, stones!);
    } else throw new GtpError('syntax error');
    return '';
  }

  /** Reads `count` whole numbers (seconds, stones); anything else is a syntax error. */
  #wholeNumbers(args: string[], count: number): number[] {
    if (args.length !== count || !args.every((arg) => /^\d+$/.test(arg))) throw new GtpError('syntax error');
    return args.map(Number);
  }
}
