// The view mode: a record replayed. It walks the tree as a reader steps through it (forward along
// the variations last visited, sideways between variations), always there: the board's methods
// (next(), goTo() ...) navigate at once. What the reader sees and uses to step (the controls, the
// variations list, the keys, exploring the points, autoplay) is its part (replay-part.ts), loaded
// the first time a board shows it, so a static diagram never downloads it.
import { html, type TemplateResult } from 'lit';
import type { Game, GameNode, Point } from '@go-board/rules';
import type { BoardScene } from '../board/board.js';
import type { MarkLayer } from '../board/marks.js';
import { boardName, positionAnnouncement } from '../board/speech.js';
import { ownedReplayAction } from '../input/replay-keys.js';
import type { BoardMode, ModeContext } from '../modes/mode.js';
import { englishHas } from '../words/registry.js';
import type { Words } from '../words/words.js';
import type { AutoplayHost } from './autoplay-controller.js';
import { lineEnd, mainLineEnd, neighbourVariation, rememberPath, type VisitedChildren } from './line.js';

/** A position to show: a move number along the line shown, or `'last'`, the end of the main line. */
export type MoveTarget = number | 'last';

/** The element's settings the replay reads (the element itself), and autoplay, which it may
 * switch: the element is the autoplay's host. */
export type ReplaySettings = AutoplayHost;

/** The replay's part as the view uses it (replay-part.ts): what it shows, and what the reader's
 * keys do. */
export interface ReplayControls {
  readonly cursor: Point | null;
  stop(): void;
  panel(words: Words, game: Game, controls: 'full' | 'minimal'): TemplateResult;
  loadingControls(words: Words, controls: 'full' | 'minimal'): TemplateResult;
  keydown(event: KeyboardEvent): void;
  blur(): void;
  /** Settles when what the part loads later (exploring), asked for, has arrived. */
  readonly arriving: Promise<void> | undefined;
}

/** Where the view gets its part (modes/mode-switch.ts hands it the folder): `make` makes it for `replay`
 * once the folder has arrived (else null), `load` loads the folder once. */
export interface ReplayFolder {
  make(replay: ReplayMode): ReplayControls | null;
  load(): Promise<unknown>;
}

/** The room the replay controls take (styles/panels.styles.ts), kept while they load. */
function controlsRoom(controls: 'full' | 'minimal'): TemplateResult {
  return html`<div class="controls-room"><div class="controls-waiting ${controls}"></div></div>`;
}

export class ReplayMode implements BoardMode {
  readonly #context: ModeContext;
  /** Whether the board shows a record now (in view mode, loaded): only then does it navigate. */
  readonly #navigable: () => boolean;
  /** The child each node was last left through, as the rules' Game follows it too. */
  #visited: VisitedChildren = new WeakMap();
  readonly #folder: ReplayFolder;
  /** The controls, keys and autoplay, once their folder has arrived and the board showed them. */
  #part: ReplayControls | null = null;
  /** The part's folder while it loads. */
  #arriving: Promise<void> | undefined;
  /** Keys pressed before the part arrived (the board had just taken focus): handled when it does. */
  #early: KeyboardEvent[] = [];
  readonly region = null;
  readonly showsVariations = true;
  readonly areaClass = '';
  readonly busy = false;

  constructor(context: ModeContext, navigable: () => boolean, folder: ReplayFolder) {
    this.#context = context;
    this.#navigable = navigable;
    this.#folder = folder;
  }

  get cursor(): Point | null {
    return this.#part?.cursor ?? null;
  }

  /** Loads the part when the board shows it (`shown`: the controls of a record with moves,
   * autoplay, the keys of a focused board). Returns what settles once the part asked for has
   * arrived (undefined when none is loading): the board draws it then, a board still loading its
   * record in the room kept for it meanwhile (`panel`). */
  want(shown: boolean): Promise<void> | undefined {
    if (shown && !this.#part)
      this.#arriving ??= this.#folder.load().then(
        () => {
          this.#arriving = undefined;
          this.#made();
          this.#context.host.requestUpdate();
        },
        () => (this.#arriving = undefined),
      );
    return this.#arriving;
  }

  /** Settles when the part asked for has arrived, or what it loads later (at once when none is loading). */
  get arriving(): Promise<void> | undefined {
    return this.#arriving ?? this.#part?.arriving;
  }

  /** The part, made once its folder has arrived (at once where the folder was given: the server). */
  #made(): ReplayControls | null {
    if (this.#part) return this.#part;
    this.#part = this.#folder.make(this);
    for (const event of this.#part ? this.#early.splice(0) : []) this.#part!.keydown(event);
    return this.#part;
  }

  /** The number of the last move of the line shown (the main line unless a variation was chosen). */
  totalMoves(game: Game | null): number {
    return game ? lineEnd(game.node, this.#visited).moveNumber : 0;
  }

  /** The child the reader last left `node` through, if any: the variation "forward" follows. */
  chosenAt(node: GameNode): GameNode | undefined {
    return this.#visited.get(node);
  }

  /** Forgets the paths visited: only the line to `node` counts (a new record, or a move played). */
  restartAt(node: GameNode): void {
    this.#visited = new WeakMap();
    rememberPath(this.#visited, node);
  }

  start(): void {
    this.#part?.stop();
  }

  stop(): void {
    this.#part?.stop();
  }

  /** Runs a step of navigation; when it changed the position, shows it and tells the page. A
   * playing board always shows its game's latest position, and a problem the reader's line, so
   * they do not navigate. */
  navigate(step: (game: Game) => void): boolean {
    const game = this.#context.host.game;
    if (!game || !this.#navigable()) return false;
    const before = game.node;
    step(game);
    if (game.node === before) return false;
    rememberPath(this.#visited, game.node);
    this.#context.show(this.#announcement(game));
    return true;
  }

  /** What the live region says of the position shown. Its words (of moves and points) are beyond
   * the board's own and come with the part: on a board whose part has not arrived (a static
   * diagram the page steps through), it says nothing at once, loads the part, and says the
   * announcement once it arrives if the position is still shown. */
  #announcement(game: Game): string {
    const say = (): string => positionAnnouncement(this.#context.words(), game, this.totalMoves(game));
    if (englishHas('moveOf')) return say();
    const node = game.node;
    this.#folder.load().then(
      () => {
        if (this.#context.host.game === game && game.node === node) this.#context.say(say());
      },
      (error: unknown) => console.error('go-board: could not load the words.', error),
    );
    return '';
  }

  /** Goes to a move number along the line shown, or to the end of the main line. */
  goToTarget(target: MoveTarget): boolean {
    if (target === 'last') return this.navigate((game) => game.goTo(mainLineEnd(game.root)));
    return this.navigate((game) => game.goToMove(target));
  }

  /** The neighbouring variation at the nearest move with variations. */
  switchVariation(step: -1 | 1): boolean {
    const game = this.#context.host.game;
    const target = game ? neighbourVariation(game, step, this.#visited) : null;
    return target ? this.navigate((shown) => shown.goTo(target)) : false;
  }

  drawing(): MarkLayer | null {
    return null;
  }

  name(words: Words, label: string, game: Game, scene: BoardScene): string {
    return boardName(words, label, game, this.totalMoves(game), scene.board, scene.markup);
  }

  keysHelp(): string {
    return '';
  }

  pointNotes(): string[] {
    return [];
  }

  /** The controls and the variations list of a record with moves; none for a static diagram.
   * Until the part has arrived, the room its controls take. */
  panel(words: Words, game: Game, controls: 'full' | 'minimal' | 'none'): TemplateResult | null {
    if (controls === 'none' || game.root.children.length === 0) return null;
    this.want(true);
    return this.#made()?.panel(words, game, controls) ?? controlsRoom(controls);
  }

  /** The controls, disabled, while a record that may have moves loads: their room is kept. */
  loadingPanel(words: Words, controls: 'full' | 'minimal'): TemplateResult {
    return this.#made()?.loadingControls(words, controls) ?? controlsRoom(controls);
  }

  /** The part handles the keys. Before it has arrived (the board just took focus) the keys it
   * owns are claimed at once, kept from the page, and handled when it does. */
  keydown(event: KeyboardEvent): void {
    if (this.#part) return this.#part.keydown(event);
    const game = this.#context.host.game;
    if (!game || !ownedReplayAction(event, game)) return;
    event.preventDefault();
    this.#early.push(event);
  }

  click(event: MouseEvent): void {
    // Variation letters on the board choose that variation.
    const letter = (event.target as Element).closest('[data-variation]');
    if (letter) this.navigate((game) => game.next(Number(letter.getAttribute('data-variation'))));
  }

  pointerdown(): void {}

  pointermove(): void {}

  pointerleave(): void {}

  blur(): void {
    this.#part?.blur();
  }
}
