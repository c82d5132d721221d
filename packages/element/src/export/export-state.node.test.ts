// The export menu's transitions, without a board: what each changes, and that each change to what
// is drawn asks for one drawing through `changed`, while a transition that changes nothing drawn
// asks none.
import { describe, expect, it } from 'vitest';
import { exportState, gifEnded, gifProgressed, gifStarted, type GifRun } from './export-state.js';
import { counted } from '../test-support/counted.js';

const newRun = (): GifRun => ({ abort: new AbortController() });

describe('export state transitions', () => {
  it('should show a GIF being made from 0 percent, asking for a drawing', () => {
    const { state, updates } = counted(exportState);
    const run = newRun();
    gifStarted(state, run);
    expect([state.gif, state.percent]).toEqual([run, 0]);
    expect(updates()).toBe(1);
  });

  it('should show the progress of the GIF under way, asking for a drawing only when the percentage changes', () => {
    const { state, updates } = counted(exportState);
    const run = newRun();
    gifStarted(state, run);
    gifProgressed(state, run, 0);
    gifProgressed(state, run, 25);
    gifProgressed(state, run, 25);
    expect(state.percent).toBe(25);
    expect(updates()).toBe(2);
    gifProgressed(state, newRun(), 50);
    expect(state.percent).toBe(25);
    expect(updates()).toBe(2);
  });

  it('should end the GIF under way, and ask for no drawing when another run ends', () => {
    const { state, updates } = counted(exportState);
    const run = newRun();
    gifStarted(state, run);
    gifEnded(state, newRun());
    expect(state.gif).toBe(run);
    expect(updates()).toBe(1);
    gifEnded(state, run);
    expect(state.gif).toBe(null);
    expect(updates()).toBe(2);
    gifEnded(state, run);
    expect(updates()).toBe(2);
  });
});
