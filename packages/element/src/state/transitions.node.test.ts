// The board state's hands' transitions, without a board: what each changes, and that each change
// to what is drawn asks for one drawing through `changed`, while a transition that changes nothing
// drawn asks none.
import { describe, expect, it } from 'vitest';
import { boardState } from './board-state.js';
import {
  aimKeyboard,
  arm,
  clearHover,
  positionChanged,
  holdTap,
  hoverAt,
  letGo,
  moveCursor,
  recentre,
  stopAiming,
} from './transitions.js';
import { counted } from '../test-support/counted.js';

describe('board state transitions', () => {
  it('should recentre the cursor hidden, forgetting a first tap, and ask for a drawing', () => {
    const { state, updates } = counted(boardState);
    expect(state.cursor).toBeUndefined();
    holdTap(state, { x: 2, y: 2 });
    aimKeyboard(state);
    recentre(state, { x: 4, y: 4 });
    expect(state.cursor).toEqual({ x: 4, y: 4 });
    expect(state.aiming).toBe(false);
    expect(state.pending).toBe(null);
    expect(updates()).toBe(3);
  });

  it('should let the keyboard forget the hover, and the pointer hide the cursor', () => {
    const { state, updates } = counted(boardState);
    hoverAt(state, { x: 1, y: 1 });
    expect(state.hover).toEqual({ x: 1, y: 1 });
    aimKeyboard(state);
    expect(state.hover).toBe(null);
    expect(state.aiming).toBe(true);
    hoverAt(state, null);
    expect(state.aiming).toBe(false);
    expect(updates()).toBe(3);
    hoverAt(state, null);
    expect(updates()).toBe(3);
    hoverAt(state, { x: 3, y: 0 });
    clearHover(state);
    expect(state.hover).toBe(null);
    expect(updates()).toBe(5);
  });

  it('should forget a first tap and an armed button when the position changes, asking for a drawing only then', () => {
    const { state, updates } = counted(boardState);
    positionChanged(state);
    expect(updates()).toBe(0);
    holdTap(state, { x: 0, y: 8 });
    expect(state.pending).toEqual({ x: 0, y: 8 });
    positionChanged(state);
    expect(state.pending).toBe(null);
    expect(updates()).toBe(2);
    arm(state, 'pass');
    positionChanged(state);
    expect(state.armed).toBe(null);
    expect(updates()).toBe(4);
    arm(state, 'resign');
    recentre(state, { x: 4, y: 4 });
    expect(state.armed).toBe(null);
  });

  it('should arm a game-ending button once, asking for a drawing only when that changes', () => {
    const { state, updates } = counted(boardState);
    arm(state, null);
    expect(updates()).toBe(0);
    arm(state, 'resign');
    arm(state, 'resign');
    expect(state.armed).toBe('resign');
    expect(updates()).toBe(1);
    arm(state, null);
    expect(state.armed).toBe(null);
    expect(updates()).toBe(2);
  });

  it('should move the cursor and hide it on blur, each asking for a drawing', () => {
    const { state, updates } = counted(boardState);
    moveCursor(state, { x: 5, y: 6 });
    aimKeyboard(state);
    stopAiming(state);
    expect(state.cursor).toEqual({ x: 5, y: 6 });
    expect(state.aiming).toBe(false);
    expect(updates()).toBe(3);
  });

  it('should let go of the cursor, the hover, a first tap and an armed button, keeping what is said', () => {
    const { state, updates } = counted(boardState);
    recentre(state, { x: 4, y: 4 });
    aimKeyboard(state);
    hoverAt(state, { x: 1, y: 2 });
    holdTap(state, { x: 1, y: 2 });
    arm(state, 'resign');
    Object.assign(state, { said: 'Black to play' });
    letGo(state);
    expect(state).toMatchObject({ cursor: null, aiming: false, hover: null, pending: null, armed: null });
    expect(state.said).toBe('Black to play');
    expect(updates()).toBe(6);
    letGo(state);
    expect(updates()).toBe(7);
  });
});
