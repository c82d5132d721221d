// Sounds for a board with `sound`: a move shown one step after the last (a move played, the
// bot's or the server's answer, a step of the replay, autoplay) sounds its stone, and its
// captures. Nothing sounds before the reader has used the page (the browser's user activation).
// The controller and the sounds' code (sounds.ts) load together, the first time a board has
// `sound` (looks/look-controller.ts): a board without it never downloads them.
import type { Game, GameNode } from '@go-board/rules';
import type { GoNavigateEvent } from '../events/go-navigate.js';
import { playMove } from './sounds.js';

/** What the controller reads of its element. */
export interface SoundHost extends HTMLElement {
  sound: boolean;
  soundVolume: number;
  readonly game: Game | null;
}

export class SoundController {
  /** The position shown last since the controller arrived: a move sounds when it is one step on. */
  #shown: GameNode | null = null;

  constructor(host: SoundHost) {
    host.addEventListener('go-navigate', (event) => {
      const { node } = event as GoNavigateEvent;
      const step = node.parent === this.#shown;
      this.#shown = node;
      const activated =
        (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation?.hasBeenActive ??
        false;
      if (!host.sound || !step || !activated || node.color === null || node.x < 0) return;
      const { soundVolume } = host;
      const captures = host.game?.node === node ? host.game.lastCaptures : 0;
      playMove(soundVolume, captures);
    });
    host.addEventListener('go-load', () => (this.#shown = null));
  }
}
