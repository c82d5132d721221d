import { MoveCode } from '@go-board/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCore } from '../init.js';
import { init } from '../index.js';
import { gameFromDiagram } from '../test-support/diagram.js';
import { boardFromSnapshot, snapshotOf } from './position.js';

beforeAll(async () => {
  await init();
});

describe('position snapshots', () => {
  it('should carry the stones, the side to move and komi, and rebuild them on a core board', () => {
    const game = gameFromDiagram(['X.O', '.X.', 'O..'], { komi: 5.5 }, 'white');
    const snapshot = snapshotOf(game);
    expect(snapshot).toMatchObject({ width: 3, height: 3, toMove: 2, komi: 5.5, lastMove: -1, koPoint: -1 });
    expect([...snapshot.stones]).toEqual([1, 0, 2, 0, 1, 0, 2, 0, 0]);
    const core = getCore();
    const board = boardFromSnapshot(core, snapshot);
    try {
      expect([0, 1, 2].flatMap((y) => [0, 1, 2].map((x) => core.stoneAt(board, x, y)))).toEqual([...snapshot.stones]);
    } finally {
      core.destroyBoard(board);
    }
  });

  it('should keep the ko: the side to move may not retake at once', () => {
    const game = gameFromDiagram(['.XO..', 'X.XO.', '.XO..'], {}, 'white');
    game.play({ x: 1, y: 1 });
    const snapshot = snapshotOf(game);
    expect(snapshot).toMatchObject({ koPoint: 1 * 5 + 2, lastMove: 1 * 5 + 1 });
    const core = getCore();
    const board = boardFromSnapshot(core, snapshot);
    try {
      expect(core.moveLegality(board, 2, 1, 1)).toBe(MoveCode.Ko);
      expect(core.stoneAt(board, 1, 1)).toBe(2);
      expect(core.stoneAt(board, 2, 1)).toBe(0);
    } finally {
      core.destroyBoard(board);
    }
  });
});
