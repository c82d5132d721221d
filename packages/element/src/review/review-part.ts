// The game review's part in a board, loaded the first time a board asks for any of it: the
// variation tree (`tree`), and the analysis with its graph (`analysis`, `analysis-src`, a child
// script, `allow-analysis`, `analyze()`). Each of those is a folder of its own again, loaded when
// asked for, so a board with a tree and no analysis never downloads the analysis, and the other
// way round. The board reaches the review only through this part, once it has arrived.
import type { CSSResultOrNative, LitElement, nothing, ReactiveController, TemplateResult } from 'lit';
import type { Game, GameNode, Point } from '@go-board/rules';
import type { AnalysisPerspective, AnalysisView, KataGoResponse } from './analysis/index.js';
import type { MarkLayer } from '../board/marks.js';
import type { ModeContext } from '../modes/mode.js';
import type { TreePlacement, TreeView } from './tree/index.js';
import type { Words } from '../words/words.js';

/** The element, as the review reads it. */
export type ReviewBoard = LitElement & {
  readonly game: Game | null;
  readonly mode: string;
  readonly isReady: boolean;
  readonly tree: TreePlacement;
  readonly analysis: unknown;
  readonly analysisSrc: string | null;
  readonly analysisPerspective: AnalysisPerspective;
  readonly allowAnalysis: boolean;
  goTo(target: GameNode): boolean;
};

/** What the board's own code does for the review: tell the page an analysis could not be read
 * or run (a go-error), and adopt a folder's styles beside the board's (with the modes'). */
export interface ReviewServices {
  fail(reason: string, error: unknown): void;
  adopt(styles: CSSResultOrNative[]): void;
}

/** Whether the board asks for its analysis: data to show, or the built-in engine offered. */
export function asksForAnalysis(board: ReviewBoard): boolean {
  return (
    board.analysis !== null ||
    Boolean(board.analysisSrc) ||
    board.allowAnalysis ||
    board.querySelector(':scope > script[type="application/x-go-analysis"]') !== null
  );
}

export class ReviewPart implements ReactiveController {
  readonly #board: ReviewBoard;
  readonly #context: ModeContext;
  readonly #services: ReviewServices;
  /** Asks the board for an update: the one place the review (its own folders arriving, the
   * tree's and the analysis's states) asks for a drawing. */
  readonly #changed: () => void;
  #tree: TreeView | null = null;
  #analysis: AnalysisView | null = null;
  #loadingTree: Promise<unknown> | null = null;
  #loadingAnalysis: Promise<AnalysisView> | null = null;

  constructor(board: ReviewBoard, context: ModeContext, services: ReviewServices) {
    this.#board = board;
    this.#context = context;
    this.#services = services;
    this.#changed = () => board.requestUpdate();
    board.addController(this);
  }

  hostConnected(): void {
    this.#analysis?.connect();
  }

  hostUpdate(): void {
    const board = this.#board;
    if ((board.tree === 'side' || board.tree === 'below') && !this.#loadingTree) {
      this.#loadingTree = import('./tree/index.js').then(({ TreeView, styles }) => {
        this.#tree = new TreeView(board, this.#changed);
        this.#services.adopt([styles]);
        this.#changed();
      });
    }
    if (asksForAnalysis(board)) void this.#loadAnalysis();
    this.#analysis?.update();
  }

  hostUpdated(): void {
    this.#tree?.afterRender(this.#board.renderRoot);
  }

  hostDisconnected(): void {
    this.#analysis?.disconnect();
    this.#tree?.disconnect();
  }

  /** Runs the built-in engine on the position shown (see GoBoard.analyze). */
  async analyze(options?: { playouts?: number }): Promise<KataGoResponse | null> {
    return (await this.#loadAnalysis()).analyze(options);
  }

  /** What the review adds to the drawing in view mode, as marks (board/marks.ts): candidates, a
   * line, the ownership; their drawers come with the review's part (index.ts). */
  drawing(game: Game, cursor: Point | null): MarkLayer | null {
    return this.#analysis?.drawing(game, cursor) ?? null;
  }

  pointNotes(words: Words, game: Game, point: Point): string[] {
    return this.#analysis?.pointNotes(words, game, point) ?? [];
  }

  /** The analysis panel and graph, under the board's own panel. */
  panel(words: Words, game: Game): TemplateResult | typeof nothing | null {
    return this.#board.mode === 'view' && this.#analysis ? this.#analysis.panel(words, game) : null;
  }

  /** The variation tree, last: beside the board or under everything. */
  tree(words: Words, game: Game): TemplateResult | null {
    const { tree, mode } = this.#board;
    return this.#tree && (mode === 'view' || mode === 'edit') && (tree === 'side' || tree === 'below')
      ? this.#tree.render(words, game, tree)
      : null;
  }

  #loadAnalysis(): Promise<AnalysisView> {
    const board = this.#board;
    this.#loadingAnalysis ??= import('./analysis/index.js').then(({ AnalysisView, styles, drawers }) => {
      // The marks the review makes are drawn by the analysis's drawers.
      Object.assign(this.#context.drawers, drawers);
      const analysis = new AnalysisView(board, this.#context, this.#services.fail, this.#changed);
      this.#services.adopt([styles]);
      this.#analysis = analysis;
      this.#changed();
      return analysis;
    });
    return this.#loadingAnalysis;
  }
}
