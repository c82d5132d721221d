// The game as the server has it, made into a rules Game the board shows: the same settings, every
// move played again by the rules, and the end the server decided.
import { Game, type Color, type GameView } from '@go-board/rules';

/** The colour that lost a game whose result is `result` ('B+R' is White's loss). */
export function loserOf(result: string): Color {
  return result.startsWith('B+') ? 'white' : 'black';
}

/** A new Game with the view's settings and moves, and its result when it was resigned or
 * counted (a game lost on time is ended by the play mode, which says so). */
export function gameFromView(view: GameView): Game {
  const { size, komi, handicap, rules, ko } = view;
  const game = new Game({ size, komi, handicap, rules, ko });
  for (const move of view.moves) {
    if ('pass' in move) game.pass();
    else game.play(move);
  }
  if (view.status === 'finished' && view.result) {
    if (view.reason === 'resign') game.resign(loserOf(view.result));
    else if (view.reason === 'count') {
      game.deadStones = view.count?.dead ?? [];
      game.recordResult(view.result);
    }
  }
  return game;
}
