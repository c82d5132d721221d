// The board state's transition of what is said and shown, without a board: what it changes, and
// that a change to what is said or shown asks for one drawing through `changed`, while one that
// changes nothing asks none.
import { describe, expect, it } from 'vitest';
import { announce } from './announce.js';
import { boardState } from './board-state.js';
import { counted } from '../test-support/counted.js';

describe('announce, the transition of what the board says and shows', () => {
  it("should start saying nothing and showing no comment, with no hands' fields yet, without asking for a drawing", () => {
    const { state, updates } = counted(boardState);
    expect(state.said).toBe('');
    expect(state.comment).toBe(null);
    expect(Object.keys(state)).toEqual(['said', 'comment', 'changed']);
    expect(updates()).toBe(0);
  });

  it('should say a text, keeping the comment shown, and ask for a drawing only when the text changed', () => {
    const { state, updates } = counted(boardState);
    const comment = { name: '', comment: 'A fine move.' };
    announce(state, 'Move 1 of 3', comment);
    announce(state, 'Black to play');
    expect(state.said).toBe('Black to play');
    expect(state.comment).toBe(comment);
    expect(updates()).toBe(2);
    announce(state, 'Black to play');
    announce(state, 'Black to play', comment);
    expect(updates()).toBe(2);
    announce(state, '');
    expect(state.said).toBe('');
    expect(updates()).toBe(3);
  });

  it('should show another comment, or none, asking for a drawing when only the comment changed', () => {
    const { state, updates } = counted(boardState);
    announce(state, 'Move 2 of 3', { name: 'Joseki', comment: '' });
    announce(state, 'Move 2 of 3', { name: 'Joseki', comment: '' });
    expect(state.comment).toEqual({ name: 'Joseki', comment: '' });
    expect(updates()).toBe(2);
    announce(state, 'Move 2 of 3', null);
    expect(state.said).toBe('Move 2 of 3');
    expect(state.comment).toBe(null);
    expect(updates()).toBe(3);
    announce(state, 'Move 2 of 3', null);
    expect(updates()).toBe(3);
  });
});
