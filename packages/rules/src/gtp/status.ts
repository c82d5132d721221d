import { deadPointsOf } from '../estimate/dead-stones.js';
import type { Game } from '../game/game.js';
import { getPlayoutsCore } from '../playouts-core.js';
import { pointIndex, pointOf } from '../point.js';
import { Stone } from '../stone.js';
import type { EstimateOutcome } from '../worker/jobs.js';
import { boardFromSnapshot, snapshotOf } from '../worker/position.js';

/** The statuses GTP's final_status_list asks about. */
export const StoneStatus = { Alive: 'alive', Dead: 'dead', Seki: 'seki' } as const;
export type StoneStatus = (typeof StoneStatus)[keyof typeof StoneStatus];

/** A colour's stones as `game.board` holds them. */
type StoneColor = typeof Stone.Black | typeof Stone.White;

/** Of `points` (indexes), those where neither colour can play without putting itself in atari
 * (the core's isSelfAtari, on a board of the playouts core holding the game's position). */
async function unfillable(game: Game, points: Set<number>): Promise<Set<number>> {
  if (points.size === 0) return points;
  const core = await getPlayoutsCore();
  const board = boardFromSnapshot(core, snapshotOf(game));
  try {
    const isSelfAtari = (index: number, color: StoneColor): boolean => {
      const { x, y } = pointOf(index, game.width);
      return core.isSelfAtari(board, x, y, color) !== 0;
    };
    return new Set([...points].filter((index) => isSelfAtari(index, Stone.Black) && isSelfAtari(index, Stone.White)));
  } finally {
    core.destroyBoard(board);
  }
}

/**
 * The groups of each status (Game.groupAt: chains sharing an eye or territory), each as a list
 * of point indexes (y * width + x). Dead stones are the playouts' guess, which decides a group
 * as a whole. A living group is in seki when it shares a liberty with a living group of the other
 * colour that neither side can fill without putting itself in atari: told by its shape, since the
 * estimate's playouts never break a seki (they refuse such self-ataris), so its stones look as
 * firmly owned as any living group's.
 */
export async function groupsByStatus(game: Game, estimate: EstimateOutcome): Promise<Record<StoneStatus, number[][]>> {
  const { width } = game;
  const board = game.board;
  const dead = deadPointsOf(estimate.dead, width);
  const isAlive = (index: number): boolean => board[index] !== Stone.Empty && !estimate.dead[index];
  // The liberties of each chain, under each of its stones: the guess decides a chain as a whole.
  const chainLiberties = new Map<number, number[]>();
  const libertiesOf = (stone: number): number[] => {
    let liberties = chainLiberties.get(stone);
    if (!liberties) {
      const { x, y } = pointOf(stone, width);
      liberties = game.libertiesAt({ x, y }).map((point) => pointIndex(point, width));
      for (const point of game.chainAt({ x, y })) chainLiberties.set(pointIndex(point, width), liberties);
    }
    return liberties;
  };
  // The liberties of each colour's living chains: those of both are shared by living groups.
  const besideLiving = { [Stone.Black]: new Set<number>(), [Stone.White]: new Set<number>() };
  for (let index = 0; index < board.length; index++) {
    if (isAlive(index)) for (const liberty of libertiesOf(index)) besideLiving[board[index] as StoneColor].add(liberty);
  }
  const shared = new Set([...besideLiving[Stone.Black]].filter((point) => besideLiving[Stone.White].has(point)));
  const sekiLiberties = await unfillable(game, shared);
  const seen = new Uint8Array(board.length);
  const result: Record<StoneStatus, number[][]> = { alive: [], dead: [], seki: [] };
  for (let index = 0; index < board.length; index++) {
    if (board[index] === Stone.Empty || seen[index]) continue;
    const { x, y } = pointOf(index, width);
    const alive = isAlive(index);
    // Should the guess ever split a group, each part is listed as it was judged.
    const stones = game
      .groupAt({ x, y }, dead)
      .map((point) => pointIndex(point, width))
      .filter((stone) => !seen[stone] && isAlive(stone) === alive);
    for (const stone of stones) seen[stone] = 1;
    let status: StoneStatus = alive ? StoneStatus.Alive : StoneStatus.Dead;
    if (alive && stones.some((stone) => libertiesOf(stone).some((liberty) => sekiLiberties.has(liberty))))
      status = StoneStatus.Seki;
    result[status].push(stones);
  }
  return result;
}
