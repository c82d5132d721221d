// The ownership overlay (show-ownership): after each change of the position shown, and a short
// pause so that stepping through a record does not start an estimate per step, the rules'
// estimateOwnership() runs in their Web Worker; a newer position aborts the older estimate, which
// the board draws as an ownership mark (board/marks.ts). Loaded by ownership-slot.ts the first
// time a board shows the overlay, with the ownership's drawing (which the slot registers) and
// its styles. Of the element it imports nothing else but types: the slot hands it the
// playouts' loader, so its chunk shares no module with the bundle (a module shared would be split
// into a chunk of its own that every page then loads); Lit it shares with every chunk.
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Game, GameNode } from '@go-board/rules';
import type { MarkDrawers, MarkOf } from '../board/marks.js';
import { drawOwnership } from './ownership.js';
import type { loadPlayouts } from '../playouts/load.js';
import type { Ownership } from './ownership-estimate.js';

export { ownershipStyles as styles } from './ownership.styles.js';

/** Milliseconds the position must stay before it is estimated. */
const DEBOUNCE = 120;
/** Playouts per estimate: enough for a steady picture of 19x19 in a fraction of a second. */
const PLAYOUTS = 500;

/** What the controller needs of its element. */
export interface OwnershipHost extends ReactiveControllerHost, HTMLElement {
  readonly game: Game | null;
}

export class OwnershipController implements ReactiveController {
  readonly #host: OwnershipHost;
  readonly #enabled: () => boolean;
  readonly #playouts: typeof loadPlayouts;
  /** The position the latest estimate was asked for. */
  #asked: { game: Game; node: GameNode } | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #abort: AbortController | null = null;
  #latest: Ownership | null = null;

  /** `drawers` are the board's drawers of marks (board/marks.ts), which get the ownership's. */
  constructor(host: OwnershipHost, enabled: () => boolean, playouts: typeof loadPlayouts, drawers: MarkDrawers) {
    drawers.ownership = drawOwnership;
    this.#host = host;
    this.#enabled = enabled;
    this.#playouts = playouts;
    host.addController(this);
  }

  /** The latest estimate of the game shown (it may lag a move behind), or null. */
  get ownership(): Ownership | null {
    return this.#enabled() && this.#latest?.game === this.#host.game ? this.#latest : null;
  }

  /** The latest estimate as a mark, of the move it was made at, or null. */
  get mark(): MarkOf<'ownership'> | null {
    const ownership = this.ownership;
    return ownership && { kind: 'ownership', values: ownership.values, move: ownership.node.moveNumber };
  }

  hostConnected(): void {
    this.#host.requestUpdate();
  }

  hostUpdate(): void {
    // Enabled first: reading the game of a board at rest would hold it (record/kept-game.ts).
    const game = this.#enabled() ? this.#host.game : null;
    if (!game || !this.#host.isConnected) {
      this.#cancel();
      this.#latest = null;
      return;
    }
    if (this.#asked?.game === game && this.#asked.node === game.node) return;
    this.#cancel();
    const asked = { game, node: game.node };
    this.#asked = asked;
    this.#timer = setTimeout(() => this.#estimate(asked), DEBOUNCE);
  }

  hostDisconnected(): void {
    this.#cancel();
  }

  #estimate({ game, node }: { game: Game; node: GameNode }): void {
    const abort = new AbortController();
    this.#abort = abort;
    this.#playouts()
      .then((playouts) => playouts.estimateOwnership(game, { playouts: PLAYOUTS, signal: abort.signal }))
      .then(
        (values) => {
          if (abort.signal.aborted) return;
          this.#abort = null;
          this.#latest = { game, node, values };
          this.#host.requestUpdate();
        },
        (error: unknown) => {
          if (!abort.signal.aborted) console.warn('go-board: could not estimate the ownership.', error);
        },
      );
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#abort?.abort(new DOMException('The position changed.', 'AbortError'));
    this.#abort = null;
    this.#asked = null;
  }
}
