import type { Game } from '../game.js';
import type { EstimateOutcome } from '../worker/jobs.js';

/** The statuses GTP's final_status_list asks about. */
export const StoneStatus = { Alive: 'alive', Dead: 'dead', Seki: 'seki' } as const;
export type StoneStatus = (typeof StoneStatus)[keyof typeof StoneStatus];

/** How far from a side's full ownership (1) a living chain's stones may average and still be
 * called alive rather than seki: playouts break a seki now and then, so its stones average well
 * short of their colour, while a chain with two eyes stays close to it. */
const SEKI_OWNERSHIP = 0.6;

/**
 * The chains of each status, each as a list of point indexes (y * width + x). Dead stones are the
 * playouts' guess; a living chain is in seki when its stones are owned weakly and it shares a
 * liberty with a living chain of the other colour (which filling would put in atari).
 */
export function chainsByStatus(game: Game, estimate: EstimateOutcome): Record<StoneStatus, number[][]> {
  const width = game.width;
  const board = game.board;
  const seen = new Uint8Array(board.length);
  const result: Record<StoneStatus, number[][]> = { alive: [], dead: [], seki: [] };
  const chains: { stones: number[]; status: StoneStatus }[] = [];
  for (let index = 0; index < board.length; index++) {
    if (board[index] === 0 || seen[index]) continue;
    const stones = game.chainAt(index % width, Math.floor(index / width)).map(({ x, y }) => y * width + x);
    for (const stone of stones) seen[stone] = 1;
    chains.push({ stones, status: estimate.dead[index] ? StoneStatus.Dead : StoneStatus.Alive });
  }
  const isAlive = (index: number): boolean => board[index] !== 0 && !estimate.dead[index];
  for (const chain of chains) {
    if (chain.status === StoneStatus.Dead) continue;
    const first = chain.stones[0]!;
    const sign = board[first] === 1 ? 1 : -1;
    const owned = chain.stones.reduce((sum, stone) => sum + sign * estimate.ownership[stone]!, 0) / chain.stones.length;
    if (owned >= SEKI_OWNERSHIP) continue;
    const liberties = game.libertiesAt(first % width, Math.floor(first / width));
    const sharesLiberty = liberties.some(({ x, y }) =>
      [[1, 0], [-1, 0], [0, 1], [0, -1]].some(([dx, dy]) => {
        const nx = x + dx!;
        const ny = y + dy!;
        if (nx < 0 || ny < 0 || nx >= width || ny >= game.height) return false;
        const neighbour = ny * width + nx;
        return isAlive(neighbour) && board[neighbour] !== board[first];
      }),
    );
    if (sharesLiberty) chain.status = StoneStatus.Seki;
  }
  for (const chain of chains) result[chain.status].push(chain.stones);
  return result;
}
