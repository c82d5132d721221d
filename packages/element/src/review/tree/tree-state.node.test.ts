// The variation tree's transitions, without a board: what each changes, and that each change to
// what is drawn asks for one drawing through `changed`, while a transition that changes nothing
// drawn (or is called by the render itself) asks none.
import { describe, expect, it } from 'vitest';
import { GameNode } from '@go-board/rules';
import { clickNode, followShown, measureView, revealDone, stepCursor, treeState } from './tree-state.js';
import { counted } from '../../test-support/counted.js';

/** A record's root with one move after it. */
const twoNodes = (): [GameNode, GameNode] => {
  const root = new GameNode(null, null, -1, -1);
  const move = new GameNode(root, 'black', 3, 3);
  root.children.push(move);
  return [root, move];
};

describe('tree state transitions', () => {
  it('should take a new view, asking for a drawing only when the view moved', () => {
    const { state, updates } = counted(treeState);
    const view = { ...state.view };
    measureView(state, view);
    expect(updates()).toBe(0);
    measureView(state, { ...view, top: 90 });
    expect(state.view).toEqual({ ...view, top: 90 });
    expect(updates()).toBe(1);
    measureView(state, { ...view, top: 90 });
    expect(updates()).toBe(1);
  });

  it('should put the cursor on a clicked node without scrolling to it, asking for a drawing', () => {
    const { state, updates } = counted(treeState);
    const [, move] = twoNodes();
    clickNode(state, move);
    expect(state.cursor).toBe(move);
    expect(state.reveal).toBe(null);
    expect(updates()).toBe(1);
  });

  it('should step the cursor to a node and reveal it after the drawing, asking for one', () => {
    const { state, updates } = counted(treeState);
    const [root] = twoNodes();
    stepCursor(state, root);
    expect(state.cursor).toBe(root);
    expect(state.reveal).toBe(root);
    expect(updates()).toBe(1);
    revealDone(state);
    expect(state.reveal).toBe(null);
    expect(state.cursor).toBe(root);
    expect(updates()).toBe(1);
  });

  it('should follow the node shown and a turn of the tree for the render, asking for no drawing', () => {
    const { state, updates } = counted(treeState);
    const [root, move] = twoNodes();
    followShown(state, root, false);
    expect([state.shown, state.cursor, state.reveal]).toEqual([root, root, root]);
    revealDone(state);
    stepCursor(state, move);
    revealDone(state);
    followShown(state, root, false);
    expect(state.cursor).toBe(move);
    expect(state.reveal).toBe(null);
    followShown(state, root, true);
    expect(state.vertical).toBe(true);
    expect(state.reveal).toBe(move);
    expect(updates()).toBe(1);
  });
});
