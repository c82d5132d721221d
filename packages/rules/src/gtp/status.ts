import type { Game } from '../game.js';
import type { Point } from '../point.js';
import type { EstimateOutcome } from '../worker/jobs.js';

/** The statuses GTP's final_status_list asks about. */
export const StoneStatus = { Alive: 'alive', Dead: 'dead', Seki: 'seki' } as const;
export type StoneStatus = (typeof StoneStatus)[keyof typeof StoneStatus];

const SIDES = [[1, 0], [-1, 0], [0, 1], [0, -1]] as const;

/** The points next to `point` on the game's board. */
function neighboursOf(game: Game, { x, y }: Point): Point[] {
  return SIDES.map(([dx, dy]) => ({ x: x + dx, y: y + dy })).filter(({ x: nx, y: ny }) => nx >= 0 && ny >= 0 && nx < game.width && ny < game.height);
}

/**
 * Whether the side whose stones are at `own` would put itself in atari by playing the empty
 * point `liberty` (the liberties it would have, its chains' and the point's own, number one at
 * most) without capturing anything.
 */
function fillingIsSelfAtari(game: Game, liberty: Point, own: Point): boolean {
  const color = game.at(own.x, own.y);
  const key = ({ x, y }: Point): number => y * game.width + x;
  const liberties = new Set<number>();
  for (const neighbour of neighboursOf(game, liberty)) {
    const stone = game.at(neighbour.x, neighbour.y);
    if (stone === null) liberties.add(key(neighbour));
    else if (stone === color) for (const point of game.libertiesAt(neighbour.x, neighbour.y)) liberties.add(key(point));
    else if (game.libertiesAt(neighbour.x, neighbour.y).length === 1) return false;
  }
  liberties.delete(key(liberty));
  return liberties.size <= 1;
}

/**
 * The chains of each status, each as a list of point indexes (y * width + x). Dead stones are the
 * playouts' guess; a living chain is in seki when it shares a liberty with a living chain of the
 * other colour that neither side can fill without putting itself in atari.
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
    const own = { x: first % width, y: Math.floor(first / width) };
    const isSeki = game.libertiesAt(own.x, own.y).some((liberty) =>
      neighboursOf(game, liberty).some((point) => {
        const neighbour = point.y * width + point.x;
        if (!isAlive(neighbour) || board[neighbour] === board[first]) return false;
        return fillingIsSelfAtari(game, liberty, own) && fillingIsSelfAtari(game, liberty, point);
      }),
    );
    if (isSeki) chain.status = StoneStatus.Seki;
  }
  for (const chain of chains) result[chain.status].push(chain.stones);
  return result;
}
