// A board's analysis as its sources, the built-in engine and the hands change it: the analysis
// read and laid against the game, the engine's evaluations and its run, what the panel shows (the
// metric, the ownership), the candidate whose line is shown, and the problem to tell. A plain
// record: its fields are read-only to everyone but the named transitions below, which never touch
// the DOM. `changed` is the one place that asks for the analysis to be drawn again; the view's
// render reads the record. (A transition made while the board updates asks too: Lit folds that
// request into the update under way.)
import type { GameNode } from '@go-board/rules';
import type { ReviewWords } from '../../words/words.js';
import type { Metric } from './figures.js';
import type { AnalysisPerspective, Candidate, Evaluation } from './katago.js';

/** Where an analysis came from, to say so when it cannot be read. */
export type Where = (review: ReviewWords) => string;

/** An analysis read from its source but not yet laid against the game (which may still be loading). */
export interface ReadAnalysis {
  readonly input: unknown;
  readonly where: Where;
}

/** What the evaluations in force were laid against: a game's root, from a perspective. */
export interface LaidAgainst {
  readonly root: GameNode;
  readonly perspective: AnalysisPerspective;
}

/** A run of the built-in engine on one position. */
export interface Run {
  readonly node: GameNode;
  readonly abort: AbortController;
}

export interface AnalysisState {
  /** An analysis read, waiting for the next update to lay it against the game. */
  readonly pending: ReadAnalysis | null;
  /** The responses in force, their evaluations by turn for the game shown, and what for. */
  readonly responses: unknown;
  readonly evaluations: Map<number, Evaluation> | null;
  readonly laidAgainst: LaidAgainst | null;
  /** The built-in engine's evaluations, by node, and how many it has made. */
  readonly engine: WeakMap<GameNode, Evaluation>;
  readonly engineRuns: number;
  /** The built-in engine's run under way, and how far it is, in percent. */
  readonly run: Run | null;
  readonly percent: number;
  readonly metric: Metric;
  readonly ownershipShown: boolean;
  /** The candidate whose line is shown: under the pointer (or a focused button), or kept by a click. */
  readonly hovered: Candidate | null;
  readonly pinned: Candidate | null;
  /** The node shown when the board last updated: another one forgets the candidates shown. */
  readonly shownNode: GameNode | null;
  /** Why the analysis could not be read or run, in the board's words; empty when it could. */
  readonly problem: string;
  /** Asks for the analysis to be drawn again: the one place that requests the board's update. */
  readonly changed: () => void;
}

/** A board's analysis before any arrived; `changed` asks the board for an update. */
export const analysisState = (changed: () => void): AnalysisState => ({
  pending: null,
  responses: null,
  evaluations: null,
  laidAgainst: null,
  engine: new WeakMap(),
  engineRuns: 0,
  run: null,
  percent: 0,
  metric: 'winrate',
  ownershipShown: false,
  hovered: null,
  pinned: null,
  shownNode: null,
  problem: '',
  changed,
});

/** The fields a transition may change. */
type Fields = Partial<Omit<AnalysisState, 'changed' | 'engine'>>;

/** Changes the record's fields (read-only to all but these transitions) and asks for a drawing. */
const change = (state: AnalysisState, fields: Fields): void => {
  Object.assign(state, fields);
  state.changed();
};

/** An analysis was read from its source (the property, a file, a child script): the next update
 * lays it against the game. */
export const analysisArrived = (state: AnalysisState, read: ReadAnalysis): void => change(state, { pending: read });

/** The board has no source of analysis any more: none shows. Asks for a drawing only when one was
 * there. */
export const analysisRemoved = (state: AnalysisState): void => {
  if (state.pending || state.responses || state.evaluations || state.laidAgainst)
    change(state, { pending: null, responses: null, evaluations: null, laidAgainst: null });
};

/** The analysis read was laid against the game: its evaluations show, and no problem. */
export const analysisLaid = (
  state: AnalysisState,
  responses: unknown,
  evaluations: Map<number, Evaluation>,
  laidAgainst: LaidAgainst,
): void => change(state, { pending: null, responses, evaluations, laidAgainst, problem: '' });

/** The analysis read could not be laid against the game: `problem` says why, and what showed
 * before stays. */
export const analysisRefused = (state: AnalysisState, problem: string): void =>
  change(state, { pending: null, problem });

/** The responses in force were laid against another game or perspective: `evaluations`, or none
 * (null) when they do not fit it. */
export const analysisRelaid = (
  state: AnalysisState,
  laidAgainst: LaidAgainst,
  evaluations: Map<number, Evaluation> | null,
): void => change(state, { laidAgainst, evaluations });

/** An analysis could not be read or shown: `problem` says why, and what showed before stays. */
export const problemFound = (state: AnalysisState, problem: string): void => change(state, { problem });

/** The board shows `node`: a candidate previewed or kept on another node is forgotten. Asks for a
 * drawing only when one was shown. */
export const nodeShown = (state: AnalysisState, node: GameNode | null): void => {
  if (node === state.shownNode) return;
  const shown = state.hovered !== null || state.pinned !== null;
  Object.assign(state, { shownNode: node, hovered: null, pinned: null });
  if (shown) state.changed();
};

/** The built-in engine starts `run`: its progress shows from 0, and no problem. */
export const runStarted = (state: AnalysisState, run: Run): void => change(state, { run, percent: 0, problem: '' });

/** The engine's `run` is `percent` done. Asks for a drawing only when that run is under way and
 * the percentage shown changed. */
export const runProgressed = (state: AnalysisState, run: Run, percent: number): void => {
  if (state.run === run && state.percent !== percent) change(state, { percent });
};

/** The run under way was stopped (the position changed): no run shows. Asks for a drawing only
 * when one was under way. */
export const runStopped = (state: AnalysisState): void => {
  if (state.run) change(state, { run: null });
};

/** The engine's `run` evaluated its position: the evaluation shows there, and the run ends. */
export const runFinished = (state: AnalysisState, run: Run, evaluation: Evaluation): void => {
  state.engine.set(run.node, evaluation);
  change(state, { engineRuns: state.engineRuns + 1, run: state.run === run ? null : state.run });
};

/** The engine's `run` failed: `problem` says why, and the run ends. */
export const runFailed = (state: AnalysisState, run: Run, problem: string): void =>
  change(state, { problem, run: state.run === run ? null : state.run });

/** The panel shows `metric`. Asks for a drawing only when that changed. */
export const chooseMetric = (state: AnalysisState, metric: Metric): void => {
  if (state.metric !== metric) change(state, { metric });
};

/** The ownership heat map shows, or hides. */
export const toggleOwnership = (state: AnalysisState): void => change(state, { ownershipShown: !state.ownershipShown });

/** The pointer (or the focus) is on `candidate`, or on none (null): its line shows. Asks for a
 * drawing only when that changed. */
export const previewCandidate = (state: AnalysisState, candidate: Candidate | null): void => {
  if (state.hovered !== candidate) change(state, { hovered: candidate });
};

/** A click keeps `candidate`'s line shown, or lets go of it when it was kept. */
export const pinCandidate = (state: AnalysisState, candidate: Candidate): void =>
  change(state, { pinned: state.pinned === candidate ? null : candidate });
