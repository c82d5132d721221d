// The game's transitions, without a board: what each changes, and that each asks for one drawing
// through `changed`.
import { describe, expect, it } from 'vitest';
import type { Score } from '@go-board/rules';
import { count, enterPhase, playState, tell, type PlayState } from './play-state.js';
import type { Phrase } from '../words/words.js';
import { counted } from '../test-support/counted.js';

const fields = ({ phase, dead, score, pending, message }: PlayState) => ({ phase, dead, score, pending, message });
const said: Phrase = () => 'Black passed.';
const score = { result: 'W+6.5' } as Score;
const move = { color: 'black', x: 2, y: 3 } as const;

describe('play state transitions', () => {
  it('should start in play, nothing dead, counted, held or said', () => {
    const { state } = counted(playState);
    expect(fields(state)).toEqual({ phase: 'play', dead: new Set(), score: null, pending: null, message: null });
  });

  it('should say a message and hold a move as sent, keeping the phase and the count, one drawing each', () => {
    const { state, updates } = counted(playState);
    const before = updates();
    tell(state, said, move);
    expect(fields(state)).toEqual({ phase: 'play', dead: new Set(), score: null, pending: move, message: said });
    expect(updates()).toBe(before + 1);
    const wait: Phrase = () => 'Sending C17…';
    tell(state, wait);
    expect(fields(state)).toEqual({ phase: 'play', dead: new Set(), score: null, pending: move, message: wait });
    expect(updates()).toBe(before + 2);
    tell(state, null, null);
    expect(fields(state)).toEqual({ phase: 'play', dead: new Set(), score: null, pending: null, message: null });
    expect(updates()).toBe(before + 3);
  });

  it('should enter a phase with its message and count, no move held, the dead stones given or none', () => {
    const { state, updates } = counted(playState);
    const before = updates();
    tell(state, said, move);
    const help: Phrase = () => 'Mark the dead stones.';
    enterPhase(state, 'scoring', help, score);
    expect(fields(state)).toEqual({ phase: 'scoring', dead: new Set(), score, pending: null, message: help });
    expect(updates()).toBe(before + 2);
    const over: Phrase = () => 'White wins.';
    const dead = new Set([4, 9]);
    enterPhase(state, 'finished', over, null, dead);
    expect(fields(state)).toEqual({ phase: 'finished', dead, score: null, pending: null, message: over });
    expect(updates()).toBe(before + 3);
    enterPhase(state, 'play', null, null);
    expect(fields(state)).toEqual({ phase: 'play', dead: new Set(), score: null, pending: null, message: null });
    expect(updates()).toBe(before + 4);
  });

  it('should count the dead stones, keeping the phase, the message and the held move', () => {
    const { state, updates } = counted(playState);
    const help: Phrase = () => 'Mark the dead stones.';
    enterPhase(state, 'scoring', help, null);
    const before = updates();
    const dead = new Set([7]);
    count(state, dead, score);
    expect(fields(state)).toEqual({ phase: 'scoring', dead, score, pending: null, message: help });
    expect(updates()).toBe(before + 1);
  });
});
