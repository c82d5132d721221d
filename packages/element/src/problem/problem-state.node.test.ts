// The problem's transitions, without a board: what each changes, and that each asks for one
// drawing through `changed`.
import { describe, expect, it } from 'vitest';
import { ProblemState } from './speech.js';
import { enterState, goOn, problemRecord, tell, type ProblemRecord } from './problem-state.js';
import type { Phrase } from '../words/words.js';
import { counted } from '../test-support/counted.js';

const fields = ({ state, hint, message, verdict }: ProblemRecord) => ({ state, hint, message, verdict });
const said: Phrase = () => 'Hint: C3.';

describe('problem state transitions', () => {
  it('should start with the reader to move, nothing marked or said, and no drawing asked', () => {
    const { state: record, updates } = counted(problemRecord);
    expect(fields(record)).toEqual({ state: ProblemState.Solving, hint: null, message: null, verdict: null });
    expect(updates()).toBe(0);
  });

  it('should say a message and mark a hint, keeping the state and the verdict, asking for one drawing each', () => {
    const { state: record, updates } = counted(problemRecord);
    tell(record, said, { x: 2, y: 16 });
    expect(fields(record)).toEqual({
      state: ProblemState.Solving,
      hint: { x: 2, y: 16 },
      message: said,
      verdict: null,
    });
    expect(updates()).toBe(1);
    const wait: Phrase = () => 'White is answering.';
    tell(record, wait);
    expect(fields(record)).toEqual({
      state: ProblemState.Solving,
      hint: { x: 2, y: 16 },
      message: wait,
      verdict: null,
    });
    expect(updates()).toBe(2);
  });

  it('should enter a state afresh, forgetting the hint and the message, with the verdict given', () => {
    const { state: record, updates } = counted(problemRecord);
    tell(record, said, { x: 2, y: 16 });
    enterState(record, ProblemState.Answering);
    expect(fields(record)).toEqual({ state: ProblemState.Answering, hint: null, message: null, verdict: null });
    expect(updates()).toBe(2);
    enterState(record, ProblemState.Failed, { x: 3, y: 3, right: false });
    expect(fields(record)).toEqual({
      state: ProblemState.Failed,
      hint: null,
      message: null,
      verdict: { x: 3, y: 3, right: false },
    });
    expect(updates()).toBe(3);
    enterState(record, ProblemState.Solving);
    expect(fields(record)).toEqual({ state: ProblemState.Solving, hint: null, message: null, verdict: null });
    expect(updates()).toBe(4);
  });

  it('should go on in another state, keeping what is marked and said', () => {
    const { state: record, updates } = counted(problemRecord);
    enterState(record, ProblemState.Answering);
    const wait: Phrase = () => 'White is answering.';
    tell(record, wait);
    goOn(record, ProblemState.Solving);
    expect(fields(record)).toEqual({ state: ProblemState.Solving, hint: null, message: wait, verdict: null });
    expect(updates()).toBe(3);
  });
});
