// The analysis's transitions, without a board: what each changes, and that each change to what is
// drawn asks for one drawing through `changed`, while a transition that changes nothing drawn asks
// none.
import { describe, expect, it } from 'vitest';
import { GameNode } from '@go-board/rules';
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
} from './analysis-state.js';
import type { Candidate, Evaluation } from './katago.js';
import { counted } from '../../test-support/counted.js';

/** The fields of a state, to compare what a transition left alone. */
const fieldsOf = (state: AnalysisState): Record<string, unknown> => ({ ...state, changed: null });

const candidate = (x: number): Candidate => ({ point: { x, y: 3 }, visits: 10, winRate: 0.5, scoreLead: 0, pv: [] });

const evaluation = (turnNumber: number): Evaluation => ({
  turnNumber,
  winRate: 0.5,
  scoreLead: 0.5,
  visits: 100,
  candidates: [candidate(3)],
  ownership: null,
});

const root = new GameNode(null, null);
const move = new GameNode(root, 'black', 3, 3);
root.children.push(move);
const against = { root, perspective: 'black' as const };

describe('analysis state transitions', () => {
  it('should take an analysis read, lay it against the game, and forget it when its source goes', () => {
    const { state, updates } = counted(analysisState);
    const read = { input: '{}', where: () => 'here' };
    analysisArrived(state, read);
    expect(state.pending).toBe(read);
    expect(updates()).toBe(1);
    const evaluations = new Map([[0, evaluation(0)]]);
    problemFound(state, 'an older problem');
    analysisLaid(state, ['response'], evaluations, against);
    expect(state.pending).toBe(null);
    expect([state.responses, state.evaluations, state.laidAgainst, state.problem]).toEqual([
      ['response'],
      evaluations,
      against,
      '',
    ]);
    expect(updates()).toBe(3);
    analysisRemoved(state);
    expect([state.pending, state.responses, state.evaluations, state.laidAgainst]).toEqual([null, null, null, null]);
    expect(updates()).toBe(4);
    analysisRemoved(state);
    expect(updates()).toBe(4);
  });

  it('should keep what showed when an analysis is refused, and lay the one in force against another game', () => {
    const { state, updates } = counted(analysisState);
    const evaluations = new Map([[0, evaluation(0)]]);
    analysisLaid(state, ['response'], evaluations, against);
    analysisArrived(state, { input: 42, where: () => 'here' });
    analysisRefused(state, 'not an analysis');
    expect(state.pending).toBe(null);
    expect(state.evaluations).toBe(evaluations);
    expect(state.problem).toBe('not an analysis');
    const other = { root: new GameNode(null, null), perspective: 'white' as const };
    analysisRelaid(state, other, null);
    expect(state.laidAgainst).toBe(other);
    expect(state.evaluations).toBe(null);
    expect(state.responses).toEqual(['response']);
    expect(updates()).toBe(4);
  });

  it('should forget the candidates shown when another node shows, asking for a drawing only when one was shown', () => {
    const { state, updates } = counted(analysisState);
    nodeShown(state, root);
    expect(state.shownNode).toBe(root);
    expect(updates()).toBe(0);
    const first = candidate(3);
    previewCandidate(state, first);
    previewCandidate(state, first);
    expect(state.hovered).toBe(first);
    expect(updates()).toBe(1);
    pinCandidate(state, first);
    expect(state.pinned).toBe(first);
    nodeShown(state, root);
    expect(updates()).toBe(2);
    nodeShown(state, move);
    expect([state.shownNode, state.hovered, state.pinned]).toEqual([move, null, null]);
    expect(updates()).toBe(3);
  });

  it('should let a second click on a kept candidate let go of it', () => {
    const { state, updates } = counted(analysisState);
    const first = candidate(3);
    pinCandidate(state, first);
    pinCandidate(state, candidate(4));
    expect(state.pinned).not.toBe(first);
    pinCandidate(state, state.pinned!);
    expect(state.pinned).toBe(null);
    expect(updates()).toBe(3);
  });

  it('should show a run and its progress, asking for a drawing only when the run under way moved on', () => {
    const { state, updates } = counted(analysisState);
    problemFound(state, 'an older problem');
    const run: Run = { node: move, abort: new AbortController() };
    runStarted(state, run);
    expect([state.run, state.percent, state.problem]).toEqual([run, 0, '']);
    runProgressed(state, run, 0);
    runProgressed(state, run, 40);
    runProgressed(state, run, 40);
    expect(state.percent).toBe(40);
    expect(updates()).toBe(3);
    runProgressed(state, { node: move, abort: new AbortController() }, 60);
    expect(state.percent).toBe(40);
    expect(updates()).toBe(3);
  });

  it('should keep the evaluation of a finished run, and end a run stopped or failed', () => {
    const { state, updates } = counted(analysisState);
    const run: Run = { node: move, abort: new AbortController() };
    runStarted(state, run);
    const made = evaluation(1);
    runFinished(state, run, made);
    expect(state.engine.get(move)).toBe(made);
    expect([state.run, state.engineRuns]).toEqual([null, 1]);
    expect(updates()).toBe(2);
    runStopped(state);
    expect(updates()).toBe(2);
    runStarted(state, run);
    runStopped(state);
    expect(state.run).toBe(null);
    expect(updates()).toBe(4);
    const next: Run = { node: move, abort: new AbortController() };
    runStarted(state, next);
    runFailed(state, run, 'the older run failed');
    expect(state.run).toBe(next);
    runFailed(state, next, 'the engine failed');
    expect([state.run, state.problem]).toEqual([null, 'the engine failed']);
    expect(updates()).toBe(7);
  });

  it('should change the metric and the heat map each alone, asking for a drawing only when they change', () => {
    const { state, updates } = counted(analysisState);
    const before = fieldsOf(state);
    chooseMetric(state, 'winrate');
    expect(updates()).toBe(0);
    chooseMetric(state, 'score');
    expect(fieldsOf(state)).toEqual({ ...before, metric: 'score' });
    toggleOwnership(state);
    expect(fieldsOf(state)).toEqual({ ...before, metric: 'score', ownershipShown: true });
    toggleOwnership(state);
    expect(state.ownershipShown).toBe(false);
    expect(updates()).toBe(3);
  });
});
