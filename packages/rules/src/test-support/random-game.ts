// Seeded random games for property tests: the same seed gives the same positions every run.
import { Game } from '../game/game.js';
import type { GameOptions } from '../options.js';

/** A small, fast generator (mulberry32) returning numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A game of `moves` random legal moves (no passes), captures and kos included. */
export function randomGame(random: () => number, moves: number, options: GameOptions = { size: 9 }): Game {
  const game = new Game(options);
  for (let played = 0; played < moves; played++) {
    const legal: [number, number][] = [];
    for (let y = 0; y < game.height; y++)
      for (let x = 0; x < game.width; x++) if (game.isLegal({ x, y })) legal.push([x, y]);
    if (legal.length === 0) break;
    const [x, y] = legal[Math.floor(random() * legal.length)]!;
    game.play({ x, y });
  }
  return game;
}
