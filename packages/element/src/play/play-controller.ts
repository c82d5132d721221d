// A game played on the board: moves from the local player and from elsewhere, the end of the
// game, and the scoring phase with its dead stones. The element only turns clicks and keys into
// calls and draws what this holds: its record's `changed` asks the element for an update.
//
//   play --two passes--> scoring --accept--> finished
//     ^                    |  resume (takes the last pass back)
//     +--------------------+
//   play --resign--> finished;   undo() from any phase takes the last action back.
import type { ReactiveControllerHost } from 'lit';
import { pointIndex, pointOf, recordedResult, type Color, type Game, type Point, type Score } from '@go-board/rules';
import { toggleGroup } from './dead-groups.js';
import type { GoMove } from '../events/go-move.js';
import type { BoardEvents } from '../modes/mode.js';
import type { LocalMoves } from '../input/input-controller.js';
import { illegalMoveText } from '../board/point-speech.js';
import { playsFor, type LocalPlayer } from './settings.js';
import { localMoveText, moveAnnouncement, resignationText, resultText, scoreText, type GamePhase } from './speech.js';
import { sentence, sentences } from '../words/compose.js';
import { count, enterPhase, playState, tell, type PlayState } from './play-state.js';
import type { Phrase, Words } from '../words/words.js';

/** What the controller needs of its element. */
export interface PlayHost extends ReactiveControllerHost, HTMLElement {
  readonly game: Game | null;
}

/** What the element does for the controller. */
export interface PlayListener {
  /** The game has a new position: show it, say `announcement`, fire go-navigate. */
  moved(announcement: string): void;
  /** Say this in the live region. */
  said(text: string): void;
  /** The words of the board's language, now. */
  words(): Words;
  /** The stones to propose as dead when scoring opens (the one place the guess happens). */
  guessDeadStones(game: Game): Point[] | Promise<Point[]>;
  /** The board's events: go-move, go-score-change, go-game-end. */
  readonly events: BoardEvents;
}

/** The points of the point indexes `indexes` on a board `width` wide, in index order. */
const pointsOf = (indexes: ReadonlySet<number>, width: number): Point[] =>
  [...indexes].sort((a, b) => a - b).map((index) => pointOf(index, width));

/** The line that says the game ended with `result`. */
const gameOver =
  (result: string): Phrase =>
  (words) =>
    words.gameOver(resultText(words, result), result);

export class PlayController implements LocalMoves {
  readonly #host: PlayHost;
  readonly #listener: PlayListener;
  /** Whether the board plays (mode="play"): only then do two passes open the count. */
  #active = false;
  /** What the board draws of the game (./play-state.ts), changed only by its transitions. */
  readonly state: PlayState;
  /** Counts scoring phases, so that a guess arriving late for an earlier one is dropped. */
  #round = 0;
  /** Whether the players or the page marked stones before the guess arrived (it then yields). */
  #marked = false;

  constructor(host: PlayHost, listener: PlayListener) {
    this.#host = host;
    this.#listener = listener;
    this.state = playState(() => host.requestUpdate());
  }

  get phase(): GamePhase {
    return this.state.phase;
  }

  /** Passing is for the play phase; in the count P is left to the page. */
  get canPass(): boolean {
    return this.phase === 'play';
  }

  /** The local user moves for the colours `player` names; the other side's turn is waited for,
   * and so is the page's answer to a move it holds back. */
  waitReason(game: Game, player: LocalPlayer): Phrase | null {
    const pending = this.state.pending;
    if (pending) return (words) => words.sendingMove(localMoveText(words, pending, game.height));
    const turn = game.turn;
    return playsFor(player, turn) ? null : (words) => words.waitingForOpponent(turn);
  }

  /** Drops the move the page held back (its server refused it), saying so with `reason` if
   * given; the local player may move again. False when no move is held. */
  cancelPending(reason = ''): boolean {
    const pending = this.state.pending;
    const game = this.#host.game;
    if (!pending || !game) return false;
    this.say(
      (words) => sentences(words, words.moveNotPlayed(localMoveText(words, pending, game.height)), reason),
      false,
      null,
    );
    return true;
  }

  get deadStones(): Point[] {
    return pointsOf(this.state.dead, this.#host.game?.width ?? 1);
  }

  /** Takes over a newly shown game (or one the board switched to playing): a game over by two
   * passes and without a result opens the count; one with a result (RE) is finished. */
  start(game: Game): void {
    this.#active = true;
    this.#reset();
    const recorded = recordedResult(game.root);
    if (game.resigned || (game.isOver && recorded)) {
      // A record keeps its result but not the count it came from: show the result alone.
      const result = recorded ?? game.result ?? '';
      enterPhase(
        this.state,
        'finished',
        gameOver(result),
        null,
        new Set(game.deadStones.map((point) => pointIndex(point, game.width))),
      );
    } else if (game.isOver) {
      this.#openScoring(game);
    }
  }

  /** Back to showing a record: no phases, no dead stones. */
  stop(): void {
    this.#active = false;
    this.#reset();
  }

  /** Plays a stone for the side to move. A local move explains an illegal point and fires
   * go-move first (false when refused or vetoed); a move from elsewhere throws the rules' error. */
  playStone(point: Point, local: boolean): boolean {
    const game = this.#game();
    if (local) {
      const reason = game.whyIllegal(point);
      if (reason) {
        this.say((words) => illegalMoveText(words, reason, point, game.height));
        return false;
      }
      if (!this.#confirm(game, { color: game.turn, x: point.x, y: point.y })) return false;
    }
    game.play(point);
    this.#afterMove(game, null);
    return true;
  }

  /** The side to move passes; two passes in a row open the count. */
  pass(local: boolean): boolean {
    const game = this.#game();
    const color = game.turn;
    if (local && (game.isOver || !this.#confirm(game, { color, pass: true }))) return false;
    game.pass();
    this.#afterMove(game, (words) => sentence(words, words.passedMove(color)));
    return true;
  }

  /** `color` resigns, which finishes the game at once. */
  resign(color: Color, local: boolean): boolean {
    const game = this.#game();
    if (local && (game.isOver || !this.#confirm(game, { color, resign: true }))) return false;
    game.resign(color);
    const result = game.result!;
    this.#finish(game, result, null, resignationText(this.#words(), color, result));
    return true;
  }

  /** Takes back the last action (a resignation, or the last move, so also the pass that ended
   * play), or the last `moves` moves (against the bot: its answer and the player's move), and
   * returns to playing. False at the start. */
  undo(moves = 1): boolean {
    const game = this.#host.game;
    if (!game || !this.#active) return false;
    const before = game.node;
    if (!game.undo()) return false;
    // A resignation taken back is the whole action; moves go back as many as asked, while any are left.
    if (game.node !== before) for (let more = moves - 1; more > 0 && game.node.parent && game.undo(); more--);
    game.recordResult(null);
    game.deadStones = [];
    this.#reset();
    const words = this.#words();
    const first = game.moveNumber + 1;
    const last = before.moveNumber;
    const tookBack = last > first ? words.tookBackMoves(first, last) : words.tookBackMove(last);
    if (game.node !== before) this.#listener.moved(sentences(words, tookBack, moveAnnouncement(words, game)));
    else this.say((words) => sentences(words, words.tookBackResignation, sentence(words, words.toPlay(game.turn))));
    return true;
  }

  /** Ends the scoring phase with the count as marked; false outside it. */
  accept(): boolean {
    const game = this.#host.game;
    if (!game || this.phase !== 'scoring') return false;
    game.deadStones = this.deadStones;
    const score = game.score();
    const words = this.#words();
    this.#finish(game, score.result, score, sentences(words, words.scoreAccepted, scoreText(words, score)));
    return true;
  }

  /** Ends the game with a result decided elsewhere (a game server's: a loss on time), and says it. */
  end(result: string): void {
    const game = this.#game();
    this.#finish(game, result, null, gameOver(result)(this.#words()));
  }

  /** Leaves the scoring phase to play on, taking back the pass that ended play; false outside it. */
  resume(): boolean {
    return this.phase === 'scoring' && this.undo();
  }

  /** Marks the group at `point` dead, or alive again, as the local player does. */
  toggle(point: Point): boolean {
    const game = this.#host.game;
    if (!game || this.phase !== 'scoring' || game.at(point) === null) return false;
    this.#marked = true;
    const index = pointIndex(point, game.width);
    this.#setDead(game, toggleGroup(game, this.state.dead, index));
    const score = this.state.score!;
    const dead = this.state.dead.has(index);
    this.say((words) => sentences(words, dead ? words.markedDead : words.markedAlive, scoreText(words, score)));
    this.#listener.events.scoreChange(this.deadStones, score);
    return true;
  }

  /** Replaces the dead stones with the page's, in the scoring phase only: a guess still to come
   * then yields to them, as it does to the players' marks. */
  setDeadStones(points: Point[]): void {
    if (this.#replaceDead(points)) this.#marked = true;
  }

  /** Replaces the dead stones (the page's, or the guess); false outside the scoring phase. */
  #replaceDead(points: Point[]): boolean {
    const game = this.#host.game;
    if (!game || this.phase !== 'scoring') return false;
    // score() checks every point and throws a RangeError that names a bad one.
    game.score({ dead: points });
    this.#setDead(game, new Set(points.map((point) => pointIndex(point, game.width))));
    return true;
  }

  /** Counts again after the rules or komi changed. */
  rescore(): void {
    const game = this.#host.game;
    if (game && this.phase === 'scoring') this.#setDead(game, this.state.dead);
  }

  /** Shows `phrase` in the status line and says it in the live region; a `question` (an armed
   * button's, which the status line shows from the button) is only said. `pending` is the local
   * move held as sent from now (null: none; by default the one held). */
  say(phrase: Phrase, question = false, pending?: GoMove | null): void {
    if (!question) tell(this.state, phrase, pending);
    this.#listener.said(phrase(this.#words()));
  }

  #words(): Words {
    return this.#listener.words();
  }

  #game(): Game {
    const game = this.#host.game;
    if (!game)
      throw new Error(
        'Expected a game on the board, found none yet: wait for `await board.updateComplete` after adding the board to the page.',
      );
    // A record being replayed is not changed by moves from elsewhere.
    if (!this.#active)
      throw new Error(
        'Expected a board with mode="play" to play moves on, received one in view mode: set its mode to "play" first.',
      );
    return game;
  }

  #reset(): void {
    this.#round++;
    enterPhase(this.state, 'play', null, null);
  }

  /** Fires go-move; true when the page let the move through and the position is still the one
   * the move was made in (a listener may have applied a move itself). */
  #confirm(game: Game, move: GoMove): boolean {
    const node = game.node;
    const allowed = this.#listener.events.move(move);
    const unchanged = this.#host.game === game && game.node === node && !game.isOver;
    if (!allowed && unchanged) {
      // Vetoed: the page sends it to its server, and plays it when the server agrees. Until then
      // the board shows the move as sent and takes no other local move.
      this.say((words) => words.sendingMove(localMoveText(words, move, game.height)), false, move);
    }
    return allowed && unchanged;
  }

  #afterMove(game: Game, message: Phrase | null): void {
    tell(this.state, message, null);
    const words = this.#words();
    let announcement = moveAnnouncement(words, game);
    if (this.#active && game.isOver) {
      this.#openScoring(game);
      announcement = sentences(words, announcement, words.scoringHelp, scoreText(words, this.state.score!));
    }
    this.#listener.moved(announcement);
  }

  /** Opens the count: no stone dead, then whatever the guess proposes. */
  #openScoring(game: Game): void {
    this.#marked = false;
    const round = ++this.#round;
    enterPhase(this.state, 'scoring', (words) => words.scoringHelp, game.score({ dead: [] }));
    const proposal = (points: Point[]): void => {
      if (round !== this.#round || this.#marked || points.length === 0) return;
      this.#replaceDead(points);
      const words = this.#words();
      this.#listener.said(
        sentences(words, words.deadStonesProposed(points.length), scoreText(words, this.state.score!)),
      );
    };
    try {
      const guess = this.#listener.guessDeadStones(game);
      if (Array.isArray(guess)) proposal(guess);
      else
        Promise.resolve(guess).then(proposal, (error: unknown) =>
          console.warn('go-board: could not guess the dead stones.', error),
        );
    } catch (error) {
      console.warn('go-board: could not guess the dead stones.', error);
    }
  }

  #setDead(game: Game, dead: ReadonlySet<number>): void {
    count(this.state, dead, game.score({ dead: pointsOf(dead, game.width) }));
  }

  #finish(game: Game, result: string, score: Score | null, announcement: string): void {
    game.recordResult(result);
    this.#round++;
    this.#listener.said(announcement);
    enterPhase(this.state, 'finished', gameOver(result), score, this.state.dead);
    this.#listener.events.gameEnd({ result, score });
  }
}
