// The built-in engine, for pages without an outside one: the rules' analyzePosition() (the bot's
// tree search, the ownership estimate, short searches for the best lines) in the playout worker,
// its answer written as a KataGo analysis response, so that it fills the very same display and a
// page may keep it, show it, or hand it to another board's `analysis`.
import { pointName, type Game, type Point } from '@go-board/rules';
import { kataGoPlayer, type KataGoPlayer } from './katago-players.js';

/** Playouts of an analysis when the page does not say: about half a second on 19x19. */
export const ANALYSIS_PLAYOUTS = 8000;
/** Moves in each line the engine proposes, the candidate first. */
const PV_LENGTH = 6;

/** A KataGo analysis response, as the engine writes one (the fields the board reads). */
export interface KataGoResponse {
  id: string;
  isDuringSearch: boolean;
  turnNumber: number;
  moveInfos: { move: string; order: number; visits: number; winrate: number; pv: string[] }[];
  rootInfo: { currentPlayer: KataGoPlayer; winrate: number; scoreLead: number; visits: number };
  ownership: number[];
}

/**
 * Analyses the position of `game` (a copy the caller will not move) with the built-in engine.
 * Win rates and the lead are Black's, as in KataGo's default configuration. Rejects with the
 * signal's reason when aborted.
 */
export async function analyzeWithPlayouts(
  game: Game,
  turnNumber: number,
  options: { playouts?: number; signal: AbortSignal; onProgress: (done: number, total: number) => void },
): Promise<KataGoResponse> {
  // The playouts' own module (the one playouts/load.ts loads for the board), imported here
  // directly so the review shares no small chunk with the board's bundle.
  const { analyzePosition } = await import('../../playouts/index.js');
  options.signal.throwIfAborted();
  const review = await analyzePosition(game, {
    playouts: options.playouts ?? ANALYSIS_PLAYOUTS,
    pvLength: PV_LENGTH,
    signal: options.signal,
    onProgress: options.onProgress,
  });
  const name = (move: Point | 'pass'): string => (move === 'pass' ? 'pass' : pointName(move, game.height));
  return {
    id: 'go-board',
    isDuringSearch: false,
    turnNumber,
    moveInfos: review.moves.map((move, order) => ({
      move: name(move.move),
      order,
      visits: move.visits,
      winrate: move.winRate,
      pv: move.pv.map(name),
    })),
    rootInfo: {
      currentPlayer: kataGoPlayer(review.toMove),
      winrate: review.winRate,
      scoreLead: review.scoreLead,
      visits: review.playouts,
    },
    ownership: [...review.ownership],
  };
}
