// The bot's transitions, without a board or a worker: a search under way, ended with a move, given
// up or failed (whose position is kept, so it is not tried again), each asking for one drawing.
import { describe, expect, it } from 'vitest';
import type { Game, GameNode } from '@go-board/rules';
import { counted } from '../test-support/counted.js';
import { botState, resumed, searching, type Search } from './bot-state.js';

const node = (name: string) => ({ name }) as unknown as GameNode;
const search = (at: GameNode): Search => ({ game: {} as Game, node: at, abort: new AbortController() });

describe('bot state transitions', () => {
  it('should start with no search and no failure, asking no drawing', () => {
    const { state, updates } = counted(botState);
    expect(state.search).toBe(null);
    expect(state.failedAt).toBe(null);
    expect(updates()).toBe(0);
  });

  it('should search and end the search, keeping the position an earlier search failed in', () => {
    const { state, updates } = counted(botState);
    const first = search(node('a'));
    searching(state, first);
    expect(state.search).toBe(first);
    searching(state, null, first.node);
    expect(state).toMatchObject({ search: null, failedAt: first.node });
    const second = search(node('b'));
    searching(state, second);
    expect(state).toMatchObject({ search: second, failedAt: first.node });
    searching(state, null);
    expect(state).toMatchObject({ search: null, failedAt: first.node });
    expect(updates()).toBe(4);
  });

  it('should ask for a drawing when the board is back on the page, changing nothing', () => {
    const { state, updates } = counted(botState);
    resumed(state);
    expect(state).toMatchObject({ search: null, failedAt: null });
    expect(updates()).toBe(1);
  });
});
