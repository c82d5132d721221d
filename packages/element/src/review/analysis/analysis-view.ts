// The analysis of a board in view mode: an engine's analysis of the record (the `analysis`
// property, an `analysis-src` file, or a child script), or the built-in engine's on request
// (`analyze()`), shown on the board (candidates, a line, the ownership), in the panel under it
// and in the graph of the main line, and said on request (the A key).
import { html, nothing, type TemplateResult } from 'lit';
import { samePoint, type Game, type GameNode, type Point } from '@go-board/rules';
import type { MarkLayer } from '../../board/marks.js';
import { pointAt } from '../../board/geometry.js';
import type { ModeContext } from '../../modes/mode.js';
import { list, sentence, sentences } from '../../words/compose.js';
import { enReview, reviewWordsOf } from '../../words/en-review.js';
import type { Words } from '../../words/words.js';
import { analyzeWithPlayouts, type KataGoResponse } from './engine.js';
import { candidateText, standing, verdict } from './figures.js';
import { renderGraph } from './graph.js';
import {
  AnalysisError,
  readAnalysis,
  responsesOf,
  type AnalysisPerspective,
  type Candidate,
  type Evaluation,
} from './katago.js';
import { reviewMarks, shownCandidates } from './marks.js';
import { checkFit, mainLineOf, type MainLine } from './main-line.js';
import { renderPanel } from './panel.js';
import {
  analysisArrived,
  analysisLaid,
  analysisRefused,
  analysisRelaid,
  analysisRemoved,
  analysisState,
  chooseMetric,
  nodeShown,
  pinCandidate,
  previewCandidate,
  problemFound,
  runFailed,
  runFinished,
  runProgressed,
  runStarted,
  runStopped,
  toggleOwnership,
  type AnalysisState,
  type Run,
  type Where,
} from './analysis-state.js';

/** The type of a `<script>` child that holds an analysis: KataGo's JSON, or JSON lines. */
export const ANALYSIS_SCRIPT_TYPE = 'application/x-go-analysis';

/** What the analysis needs of the element: its game, its settings, and navigation. */
export interface AnalysisHost extends HTMLElement {
  readonly game: Game | null;
  readonly mode: string;
  readonly isReady: boolean;
  readonly analysisSrc: string | null;
  readonly analysisPerspective: AnalysisPerspective;
  readonly allowAnalysis: boolean;
  /** The `analysis` property's value, as the page set it. */
  readonly analysis: unknown;
  goTo(target: GameNode): boolean;
}

/** Tells the page an analysis could not be read or run: `reason` in the board's words (a
 * go-error, from the board's own code). */
export type AnalysisFailure = (reason: string, error: unknown) => void;

export class AnalysisView {
  readonly #host: AnalysisHost;
  readonly #context: ModeContext;
  readonly #fail: AnalysisFailure;
  /** What the analysis shows, changed only by its transitions (./analysis-state.ts). */
  readonly #state: AnalysisState;
  /** The source read last (the value, URL or script text) and what it held once read. */
  #sourceKey: unknown = null;
  #fetch: AbortController | null = null;
  /** The main line's evaluations as the graph draws them, made again when either source changes. */
  #series: { key: unknown[]; evaluations: Map<number, Evaluation> } | null = null;
  #observer: MutationObserver;

  /** `changed` asks the board for an update: the analysis's state is drawn again. */
  constructor(host: AnalysisHost, context: ModeContext, fail: AnalysisFailure, changed: () => void) {
    this.#host = host;
    this.#context = context;
    this.#fail = fail;
    this.#state = analysisState(changed);
    // A child script may come, go or change: read the source again.
    this.#observer = new MutationObserver(() => this.#readSource());
    this.connect();
    host.addEventListener('pointermove', (event) => this.#pointerMoved(event));
    host.addEventListener('pointerleave', () => previewCandidate(this.#state, null));
    host.addEventListener('keydown', (event) => this.#keydown(event));
  }

  /** Whether the review has something to show for this board: an analysis, or the engine offered. */
  get active(): boolean {
    const state = this.#state;
    return (
      this.#host.mode === 'view' &&
      (state.evaluations !== null ||
        this.#host.allowAnalysis ||
        state.run !== null ||
        state.engineRuns > 0 ||
        state.problem !== '')
    );
  }

  /** Before each render: reads a new source, lays the analysis against a new game, and stops the
   * engine when the position it analyses is no longer shown. */
  update(): void {
    const game = this.#host.game;
    const state = this.#state;
    this.#readSource();
    if (state.run && (game?.node !== state.run.node || this.#host.mode !== 'view')) this.stop();
    nodeShown(state, game?.node ?? null);
    if (!game || !this.#host.isReady) return;
    const perspective = this.#host.analysisPerspective;
    const laidAgainst = { root: game.root, perspective };
    if (state.pending) {
      const { input, where } = state.pending;
      try {
        const responses = responsesOf(input);
        analysisLaid(state, responses, this.#evaluate(responses, game, perspective), laidAgainst);
      } catch (error) {
        this.#report(where, error, (problem) => analysisRefused(state, problem));
      }
    } else if (
      state.responses &&
      (state.laidAgainst?.root !== game.root || state.laidAgainst.perspective !== perspective)
    ) {
      try {
        analysisRelaid(state, laidAgainst, this.#evaluate(state.responses, game, perspective));
      } catch (error) {
        analysisRelaid(state, laidAgainst, null);
        this.#report(
          (review) => review.analysisProperty,
          error,
          (problem) => problemFound(state, problem),
        );
      }
    }
  }

  /** The board is on the page again: notice its child script again. */
  connect(): void {
    this.#observer.observe(this.#host, { childList: true, subtree: true, characterData: true });
  }

  disconnect(): void {
    this.stop();
    this.#fetch?.abort();
    this.#observer.disconnect();
  }

  /** The evaluation of a node: the built-in engine's for it, else the analysis's for its turn. */
  evaluationAt(node: GameNode, game: Game): Evaluation | undefined {
    const { engine, evaluations } = this.#state;
    const own = engine.get(node);
    if (own) return own;
    const turn = evaluations ? mainLineOf(game).turnOf(node) : null;
    return turn === null ? undefined : evaluations!.get(turn);
  }

  /** Runs the built-in engine on the position shown; resolves with its analysis as a KataGo
   * response, or null when stopped (the position changed). */
  async analyze(options: { playouts?: number } = {}): Promise<KataGoResponse | null> {
    const game = this.#host.game;
    if (!game || !this.#host.isReady)
      throw new Error(
        'Expected a game on the board to analyse, found none yet: wait for `await board.updateComplete` after adding the board to the page.',
      );
    if (this.#host.mode !== 'view')
      throw new Error(
        `Expected a board in view mode to analyse, received one in ${this.#host.mode} mode: analyse a record being replayed.`,
      );
    if (game.isOver)
      throw new Error(
        'Expected a position with a move to play, received the end of a game (two passes or a resignation).',
      );
    this.stop();
    const node = game.node;
    const run: Run = { node, abort: new AbortController() };
    runStarted(this.#state, run);
    const line = mainLineOf(game);
    try {
      const response = await analyzeWithPlayouts(game.clone(), node.moveNumber, {
        playouts: options.playouts,
        signal: run.abort.signal,
        onProgress: (done, total) => runProgressed(this.#state, run, Math.floor((done / Math.max(1, total)) * 100)),
      });
      const evaluation = readAnalysis(response, { ...line, toMoveAt: () => game.turn }, 'black').get(node.moveNumber)!;
      runFinished(this.#state, run, evaluation);
      // The progress is shown, not said (a percentage a second would drown a screen reader); the
      // outcome is said.
      this.#context.say(this.spoken(this.#context.words(), game));
      return response;
    } catch (error) {
      // A run stopped has ended already (stop).
      if (run.abort.signal.aborted) return null;
      const detail = (error as Error)?.message ?? String(error);
      runFailed(this.#state, run, reviewWordsOf(this.#context.words()).analysisFailed(detail));
      this.#context.say(this.#state.problem);
      throw error;
    }
  }

  /** Stops the built-in engine's run, if one is under way. */
  stop(): void {
    const run = this.#state.run;
    if (!run) return;
    runStopped(this.#state);
    run.abort.abort(new DOMException('The position changed.', 'AbortError'));
  }

  /** What the review adds to the drawing, as marks: the ownership heat map and the candidates, or
   * the line of the candidate previewed; the explore cursor on a candidate previews it. */
  drawing(game: Game, cursor: Point | null): MarkLayer | null {
    if (this.#host.mode !== 'view') return null;
    const evaluation = this.evaluationAt(game.node, game);
    if (!evaluation) return null;
    const state = this.#state;
    const atCursor = cursor ? this.#candidateAt(evaluation, cursor) : null;
    const next = game.node.children[0];
    return reviewMarks(
      {
        evaluation,
        toMove: game.turn,
        metric: state.metric,
        heatMap: state.ownershipShown,
        preview: state.hovered ?? atCursor ?? state.pinned,
        played: next && next.color !== null && next.x >= 0 ? { x: next.x, y: next.y } : null,
      },
      game.width,
    );
  }

  /** What the explore cursor hears at a point besides the board's own reading: a candidate. */
  pointNotes(words: Words, game: Game, point: Point): string[] {
    const evaluation = this.#host.mode === 'view' ? this.evaluationAt(game.node, game) : undefined;
    const candidate = evaluation ? this.#candidateAt(evaluation, point) : null;
    if (!evaluation || !candidate) return [];
    const review = reviewWordsOf(words);
    return [
      review.candidateNote(
        evaluation.candidates.indexOf(candidate) + 1,
        candidateText(words, review, candidate, game.height, game.turn),
      ),
    ];
  }

  /** The analysis panel and the graph, under the board. */
  panel(words: Words, game: Game): TemplateResult | typeof nothing {
    if (!this.active) return nothing;
    const state = this.#state;
    const review = reviewWordsOf(words);
    const node = game.node;
    const evaluation = this.evaluationAt(node, game);
    const before = node.parent ? this.evaluationAt(node.parent, game) : undefined;
    const series = this.#series_(game);
    const canScore =
      (evaluation?.scoreLead ?? null) !== null || [...series.values()].some((item) => item.scoreLead !== null);
    const metric = canScore ? state.metric : 'winrate';
    const line = mainLineOf(game);
    return html`${renderPanel(
      words,
      review,
      {
        evaluation,
        fromEngine: evaluation !== undefined && state.engine.get(node) === evaluation,
        verdict: verdict(words, review, node, before, evaluation, game.height),
        metric,
        canScore,
        ownershipShown: state.ownershipShown,
        running: state.run ? state.percent : null,
        problem: state.problem,
        pinned: state.pinned,
        toMove: game.turn,
        height: game.height,
      },
      {
        setMetric: (chosen) => chooseMetric(state, chosen),
        toggleOwnership: () => toggleOwnership(state),
        analyze: () =>
          void this.analyze().catch((error: unknown) => console.warn('go-board: the analysis stopped.', error)),
        stop: () => this.stop(),
        preview: (candidate) => previewCandidate(state, candidate),
        pin: (candidate) => pinCandidate(state, candidate),
      },
    )}
    ${series.size > 1 ? renderGraph(words, review, { line, evaluations: series, metric, current: this.#graphTurn(line, node), goTo: (turn) => this.#goToTurn(line, turn) }) : nothing}`;
  }

  /** The analysis of the position in words, said with the A key. */
  spoken(words: Words, game: Game): string {
    const review = reviewWordsOf(words);
    const evaluation = this.evaluationAt(game.node, game);
    if (!evaluation) return review.noAnalysis;
    const before = game.node.parent ? this.evaluationAt(game.node.parent, game) : undefined;
    const best = shownCandidates(evaluation)
      .slice(0, 3)
      .map((candidate) => candidateText(words, review, candidate, game.height, game.turn, false));
    const said = [
      list(words, standing(words, review, evaluation.winRate, evaluation.scoreLead)),
      verdict(words, review, game.node, before, evaluation, game.height) ?? '',
      best.length > 0 ? review.bestMoves(best.join('; ')) : '',
    ];
    return sentences(words, ...said.filter(Boolean).map((text) => sentence(words, text)));
  }

  /** The evaluations of the main line: the analysis's, with the engine's of main-line positions. */
  #series_(game: Game): Map<number, Evaluation> {
    const { evaluations: read, engine, engineRuns } = this.#state;
    const key = [read, game.root, engineRuns];
    if (this.#series && this.#series.key.every((item, index) => item === key[index])) return this.#series.evaluations;
    const evaluations = new Map(read ?? []);
    mainLineOf(game).nodes.forEach((node, turn) => {
      const own = node && engine.get(node);
      if (own) evaluations.set(turn, own);
    });
    const sorted = new Map([...evaluations].sort(([a], [b]) => a - b));
    this.#series = { key, evaluations: sorted };
    return sorted;
  }

  /** The turn the graph marks: the node's, or its nearest ancestor's on the main line. */
  #graphTurn(line: MainLine, node: GameNode): number {
    for (let current: GameNode | null = node; current; current = current.parent) {
      const turn = line.turnOf(current);
      if (turn !== null) return turn;
    }
    return 0;
  }

  #goToTurn(line: MainLine, turn: number): void {
    const node = line.nodes[turn];
    if (node) this.#host.goTo(node);
  }

  #evaluate(responses: unknown, game: Game, perspective: AnalysisPerspective): Map<number, Evaluation> {
    const evaluations = readAnalysis(responses, mainLineOf(game), perspective);
    checkFit(evaluations, game);
    return evaluations;
  }

  /** Notices a new source: the property, else `analysis-src`, else a child script. */
  #readSource(): void {
    const property = this.#host.analysis;
    const src = this.#host.analysisSrc?.trim();
    const script = this.#host.querySelector<HTMLScriptElement>(`:scope > script[type="${ANALYSIS_SCRIPT_TYPE}"]`);
    const key = property ?? (src ? `src:${src}` : script ? `script:${script.text}` : null);
    if (key === this.#sourceKey) return;
    this.#sourceKey = key;
    this.#fetch?.abort();
    this.#fetch = null;
    if (property !== null && property !== undefined)
      analysisArrived(this.#state, { input: property, where: (review) => review.analysisProperty });
    else if (src) this.#load(src);
    else if (script) analysisArrived(this.#state, { input: script.text, where: (review) => review.analysisScript });
    else analysisRemoved(this.#state);
  }

  async #load(src: string): Promise<void> {
    const abort = new AbortController();
    this.#fetch = abort;
    const where: Where = () => src;
    try {
      const response = await fetch(new URL(src, document.baseURI), { signal: abort.signal });
      if (!response.ok)
        throw new AnalysisError(
          `Expected the analysis file, the server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`,
        );
      const text = await response.text();
      if (abort.signal.aborted) return;
      analysisArrived(this.#state, { input: text, where });
    } catch (error) {
      if (!abort.signal.aborted) this.#report(where, error, (problem) => problemFound(this.#state, problem));
    }
  }

  /** Says why an analysis could not be shown: the reason in the board's words to `show` (a
   * transition that puts it in the panel), a warning for the page's author, a go-error for the
   * page. What was shown before stays. */
  #report(where: Where, error: unknown, show: (problem: string) => void): void {
    const detail = (error as Error)?.message ?? String(error);
    const review = reviewWordsOf(this.#context.words());
    const problem = review.couldNotReadAnalysis(where(review), detail);
    show(problem);
    console.warn(`<go-board>: ${enReview.couldNotReadAnalysis(where(enReview), detail)}`);
    this.#fail(problem, error);
  }

  #candidateAt(evaluation: Evaluation, point: Point): Candidate | null {
    return shownCandidates(evaluation).find((candidate) => samePoint(candidate.point, point)) ?? null;
  }

  #pointerMoved(event: PointerEvent): void {
    const game = this.#host.game;
    const svgElement = this.#context.svg();
    if (!game || !svgElement || this.#host.mode !== 'view' || !event.composedPath().includes(svgElement)) return;
    const evaluation = this.evaluationAt(game.node, game);
    const point = evaluation ? pointAt(svgElement, this.#context.scene().geometry, event.clientX, event.clientY) : null;
    previewCandidate(this.#state, evaluation && point ? this.#candidateAt(evaluation, point) : null);
  }

  #keydown(event: KeyboardEvent): void {
    const game = this.#host.game;
    const area = this.#host.shadowRoot?.querySelector('[part="board"]');
    if (
      event.defaultPrevented ||
      event.altKey ||
      event.ctrlKey ||
      event.metaKey ||
      (event.key !== 'a' && event.key !== 'A')
    )
      return;
    if (!game || !area || !this.active || !event.composedPath().includes(area)) return;
    event.preventDefault();
    this.#context.say(this.spoken(this.#context.words(), game));
  }
}
