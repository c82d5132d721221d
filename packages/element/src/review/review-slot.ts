// Where the game review goes in a board: the variation tree, the analysis and its graph are
// loaded the first time a board asks for one of them (this folder's index.ts, tree/, analysis/). The
// board's own bundle holds only this: noticing that a board asks, and loading the review's part.
import { isServer, type ReactiveController } from 'lit';
import { GoErrorEvent } from '../events/go-error.js';
import type { ModeContext } from '../modes/mode.js';
import type { ReviewBoard, ReviewPart, ReviewServices } from './index.js';
import { adoptFolderStyles } from '../styles/adopt.js';
import { loadRestOfEnglish } from '../words/registry.js';

export type { AnalysisPerspective, KataGoResponse, ReviewBoard, TreePlacement } from './index.js';

export class ReviewSlot implements ReactiveController {
  readonly #board: ReviewBoard;
  readonly #context: ModeContext;
  readonly #services: ReviewServices;
  /** The review's part, once it has arrived: what it draws, shows and says. */
  part: ReviewPart | null = null;
  #loading: Promise<ReviewPart> | undefined;

  constructor(board: ReviewBoard, context: ModeContext) {
    this.#board = board;
    this.#context = context;
    this.#services = {
      fail: (reason, error) => board.dispatchEvent(new GoErrorEvent(reason, error, 'analysis')),
      adopt: (styles) => adoptFolderStyles(board, styles),
    };
    board.addController(this);
  }

  hostUpdate(): void {
    // The server draws the board alone; the review arrives in the browser.
    if (isServer) return;
    const board = this.#board;
    const asks =
      board.tree !== 'none' ||
      board.analysis !== null ||
      board.analysisSrc ||
      board.allowAnalysis ||
      board.querySelector(':scope>script[type="application/x-go-analysis"]');
    if (asks) void this.load();
  }

  /** Loads the review's part once, with the rest of English, which it speaks. */
  load(): Promise<ReviewPart> {
    return (this.#loading ??= Promise.all([import('./index.js'), loadRestOfEnglish()]).then(([{ ReviewPart }]) => {
      this.part = new ReviewPart(this.#board, this.#context, this.#services);
      this.#board.requestUpdate();
      return this.part;
    }));
  }
}
