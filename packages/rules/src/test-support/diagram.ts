// Positions for tests, drawn as text: 'X' black, 'O' white, '.' empty; row 0 at the top.
import { Game } from '../game/game.js';
import type { GameOptions } from '../options.js';
import type { Point } from '../point.js';

/** A game whose root holds the drawn stones as setup, with `turn` to move. */
export function gameFromDiagram(rows: string[], options: GameOptions = {}, turn: 'black' | 'white' = 'black'): Game {
  const black: Point[] = [];
  const white: Point[] = [];
  rows.forEach((row, y) =>
    [...row].forEach((cell, x) => {
      if (cell === 'X') black.push({ x, y });
      if (cell === 'O') white.push({ x, y });
    }),
  );
  const game = new Game({ width: rows[0]!.length, height: rows.length, ...options });
  game.setup({ black, white, turn });
  return game;
}

/** The game's board drawn as text, in the same notation. */
export function diagramOf(game: Game): string[] {
  const rows: string[] = [];
  for (let y = 0; y < game.height; y++) {
    let row = '';
    for (let x = 0; x < game.width; x++) {
      const stone = game.at({ x, y });
      row += stone === 'black' ? 'X' : stone === 'white' ? 'O' : '.';
    }
    rows.push(row);
  }
  return rows;
}

/** Everything observable about a game's position, to show a failed call changed nothing. */
export function stateOf(game: Game): unknown {
  return {
    board: diagramOf(game),
    turn: game.turn,
    moveNumber: game.moveNumber,
    captures: game.captures,
    hash: game.hash,
    ko: game.koPoint,
    isOver: game.isOver,
    moves: game.moves,
  };
}
