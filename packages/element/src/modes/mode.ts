// The one shape every mode of the board has: what it draws over the position, what a point, a
// key and a control do, what it says, and which of the page's commands it answers. `view`
// (replaying records, replay/) is always there; `play`, `problem` and `edit` are folders of their
// own, loaded the first time a board needs them (mode-folders.ts), so a page of diagrams never
// downloads them. A new mode is one more folder behind this interface.
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { Color, Game, Point, Score } from '@go-board/rules';
import type { BoardScene } from '../board/board.js';
import type { MarkDrawers, MarkLayer } from '../board/marks.js';
import type { BoardRegion } from '../board/coordinates.js';
import type { AttributeProblem } from '../attributes.js';
import type { GoChange } from '../events/go-change.js';
import type { ExportHost } from '../export/menu.js';
import type { GoGameEnd } from '../events/go-game-end.js';
import type { GoMove } from '../events/go-move.js';
import type { GoProblemResult } from '../events/go-problem-result.js';
import type { Playouts } from '../playouts/load.js';
import type { OrientationSettings } from '../board/turns.js';
import type { GamePhase } from '../play/speech.js';
import type { ProblemState } from '../problem/speech.js';
import type { BoardState } from '../state/board-state.js';
import type { Words } from '../words/words.js';

/** The modes a board can be in (the `mode` attribute). */
export type ModeName = 'view' | 'play' | 'problem' | 'edit';

/** The board's events, which the element makes and fires for its modes: a mode's folder that
 * imported their classes would share those files with the viewer, and esbuild would put them in a
 * chunk of their own that every page of diagrams loads. */
export interface BoardEvents {
  /** go-move, before the local move is played; false when the page vetoed it. */
  move(move: GoMove): boolean;
  /** go-game-end: the score was accepted or a player resigned. */
  gameEnd(end: GoGameEnd): void;
  /** go-score-change: the local player marked a group dead or alive in the count. */
  scoreChange(deadStones: Point[], score: Score): void;
  /** go-problem-result: a line of the problem ended. */
  problemResult(result: GoProblemResult): void;
  /** go-change: the record was edited. */
  change(change: GoChange): void;
}

/** What a mode may ask of the element it runs in. */
export interface ModeContext {
  /** The element: a mode's controllers are the element's controllers. */
  readonly host: ReactiveControllerHost & HTMLElement & { readonly game: Game | null };
  /** The board's one state record (state/board-state.ts), made once per board: the hands of a mode
   * change its cursor, hover, first tap and armed button through its transitions, and let go of
   * them when the mode stops; what the live region said last is its `said`, set through `say`. */
  readonly state: BoardState;
  /** The words of the board's language, now. */
  words(): Words;
  /** The drawing as it stands: its geometry says where each point is on the screen. */
  scene(): BoardScene;
  /** The board's SVG, to turn a pointer's position into a point. */
  svg(): SVGSVGElement | null;
  /** The game has a new position: show it, say `announcement`, fire go-navigate. */
  show(announcement: string): void;
  /** Says `text` in the live region. */
  say(text: string): void;
  /** Tells the page what the mode did, with the board's events. */
  readonly events: BoardEvents;
  /** The playouts (the bot, ownership, the dead-stone guess), loaded the first time they are asked for. */
  playouts(): Promise<Playouts>;
  /** Says a setting the mode could not use, as the board says its own (a go-error, a warning). */
  report(problem: AttributeProblem): void;
  /** The element as the export button and its menu read it (export/export-button.ts), for the
   * full controls of the replay and the editor. */
  readonly exporting: ExportHost;
  /** What is drawn at a point and what the mode and the review add to its reading under a
   * cursor (board/point-speech.ts reads the rest: the stone, its group). */
  pointNotes(point: Point): string[];
  /** The game server that judges the game when the board plays online (`online`), once its
   * folder has arrived; null for a game the board judges itself. */
  referee(): Referee | null;
  /** The board's drawers of marks, by kind (board/marks.ts): a mode, made, adds those of the
   * kinds it makes, as does the review when its analysis arrives. */
  readonly drawers: MarkDrawers;
}

/** A game server judging the game played on the board (online/): the play mode asks it who the
 * local user is and hands it the acts the server decides; the server's answers come back
 * through the play mode's moves from elsewhere. */
export interface Referee {
  /** The colour of the local user's seat, or null for a spectator (or before the server said). */
  readonly seat: Color | null;
  /** The local player accepts the count as marked: the game ends when both players have. */
  accept(): void;
  /** Sends the local player's move (let through by the page) to the server, and answers true:
   * the board holds it as sent until the server's answer plays it, or cancels it. */
  send(move: GoMove): true;
  /** The local player marked a group dead or alive: the marks now, told to the server. */
  marked(deadStones: Point[]): void;
  /** The dead stones the server proposed when the count opened, or none yet. */
  proposal(): Point[];
  /** What the board shows of the online game under its status: the players, the clocks, the
   * connection. */
  panel(words: Words): unknown;
}

/**
 * What the page may ask of the mode the board is in, through the element's properties and methods
 * of the same purpose (named in brackets). A mode answers the ones that are its own and leaves the
 * others out; where the mode the board is in leaves one out, the element answers for it: a property
 * gives its value outside that mode (`'play'`, `'solving'`, null, none, false), a method changes
 * nothing and returns false or null, and a move from elsewhere (`play`, `pass`, `resign`) throws.
 */
export interface ModeCommands {
  /** Where the game is: playing, scoring or finished (`phase`). */
  readonly phase?: GamePhase;
  /** Where the reader of a problem is (`problemState`). */
  readonly state?: ProblemState;
  /** The count while scoring, the accepted one once finished (`score`). */
  readonly score?: Score | null;
  /** The stones marked dead in the count; set, they replace the marks (`deadStones`). */
  deadStones?: Point[];
  /** The local move held back while the page's server answers (`pendingMove`). */
  readonly pendingMove?: GoMove | null;
  /** Whether the bot is choosing its move (`botThinking`). */
  readonly botThinking?: boolean;
  /** Plays a stone for the side to move at `point`, as a move from elsewhere (`play`). */
  playStone?(point: Point): void;
  /** The side to move passes, as a move from elsewhere (`pass`). */
  pass?(): void;
  /** `color` resigns, as a move from elsewhere (`resign`). */
  resign?(color: Color): void;
  /** Takes back the last action (`undo`). */
  undo?(): boolean;
  /** Drops the held-back local move (`cancelPendingMove`). */
  cancelPending?(reason?: string): boolean;
  /** Accepts the count (`acceptScore`). */
  accept?(): boolean;
  /** Leaves the count to play on (`resumePlay`). */
  resume?(): boolean;
  /** Back to the problem's start (`retry`). */
  retry?(): boolean;
  /** Rings the first right move and says where (`hint`). */
  hint?(): Point | null;
  /** Replays a right line of the problem (`showSolution`). */
  showSolution?(): boolean;
  /** Takes back the last edit (`undoEdit`). */
  undoEdit?(): boolean;
  /** Makes again the edit last taken back (`redoEdit`). */
  redoEdit?(): boolean;
}

/** A mode of the board, as the element sees it. */
export interface BoardMode extends ModeCommands {
  /** A game to take over: a record just loaded, or the game the board switched to this mode with. */
  start(game: Game): void;
  /** The board leaves the mode, or its game goes away. */
  stop(): void;
  /** The part of the board the mode shows (a problem's corner), or null for the record's own. */
  readonly region: BoardRegion | null;
  /** Whether letters mark the continuations on the board (a problem hides them). */
  readonly showsVariations: boolean;
  /** The orientation the mode would show its game in when the page asks for a random one (a
   * problem's, chosen again at each start and Retry); none for the others. */
  readonly orientation?: OrientationSettings;
  /** The keyboard cursor over the board, or null. */
  readonly cursor: Point | null;
  /** Classes of the board area for the mode's styles ('playing scoring', 'thinking'). */
  readonly areaClass: string;
  /** Whether the board is busy (aria-busy): the bot thinks. */
  readonly busy: boolean;
  /** What the keys do, said to screen readers as the board's description; empty for none. */
  keysHelp(words: Words): string;
  /** What the mode adds to the drawing, as data: its layer of marks (board/marks.ts) and the
   * stones it marks dead, or null. It never draws them: its folder registers the drawers of the
   * kinds it makes. It may change the scene (a problem's verdict takes the place of the last-move
   * mark). */
  drawing(game: Game, scene: BoardScene): MarkLayer | null;
  /** The board's accessible name. */
  name(words: Words, label: string, game: Game, scene: BoardScene): string;
  /** Everything the mode shows under the board: its controls, status, lists. */
  panel(words: Words, game: Game, controls: 'full' | 'minimal' | 'none'): TemplateResult | null;
  /** What the mode adds to the reading of a point (whether it can be played, whether it is dead). */
  pointNotes(words: Words, game: Game, point: Point): string[];
  keydown(event: KeyboardEvent): void;
  click(event: MouseEvent): void;
  pointerdown(event: PointerEvent): void;
  pointermove(event: PointerEvent): void;
  pointerleave(): void;
  blur(): void;
}
