// Where the ownership overlay (show-ownership) waits on a board: its controller, which estimates
// it in the playouts' worker and adds the ownership's drawing (ownership.ts) to the board's
// drawers, and its styles load the first time a board is asked to show it, so a page of diagrams
// never downloads them.
import type { ReactiveController } from 'lit';
import { drawers, type MarkOf } from '../board/marks.js';
import { adoptFolderStyles, type StyledElement } from '../styles/adopt.js';
import { loadPlayouts } from '../playouts/load.js';
import type { OwnershipController, OwnershipHost } from './index.js';

/** What the slot needs of its element: the controller's host, which takes the overlay's styles. */
export type OwnershipSlotHost = OwnershipHost & StyledElement;

export class OwnershipSlot implements ReactiveController {
  readonly #host: OwnershipSlotHost;
  readonly #enabled: () => boolean;
  /** The controller, once asked for and loaded (it adds itself to the host). */
  #controller: OwnershipController | null = null;
  #loading: Promise<void> | null = null;

  constructor(host: OwnershipSlotHost, enabled: () => boolean) {
    this.#host = host;
    this.#enabled = enabled;
    host.addController(this);
  }

  /** The latest estimate of the game shown (it may lag a move behind) as a mark, or none. */
  get mark(): MarkOf<'ownership'> | null | undefined {
    return this.#controller?.mark;
  }

  hostUpdate(): void {
    // Asked first: reading the host's game would hold a game at rest (record/kept-game.ts).
    if (this.#loading || !this.#enabled()) return;
    this.#loading = import('./index.js').then(
      ({ OwnershipController, styles }) => {
        adoptFolderStyles(this.#host, [styles]);
        // Added while connected, it asks for an update, whose hostUpdate starts the first estimate.
        this.#controller = new OwnershipController(this.#host, this.#enabled, loadPlayouts, drawers);
      },
      (error: unknown) => console.warn('go-board: could not load the ownership overlay.', error),
    );
  }
}
