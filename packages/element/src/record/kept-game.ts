// A record's game, kept as lightly as the board allows: a diagram that nobody navigates need not
// keep a live game. Once the board has drawn it, a game at rest is held only weakly, beside what
// it takes to read it again (the record, and the path from the root to the node shown). Whoever
// asks for it then gets the same game while anything still holds it (the page, through go-load's
// `game` or any node of its tree, whose root names its game), else the game read again, at that
// same node: nobody can tell the two apart. A board that navigates, plays, or hands its `game` to
// the page holds its game for good (until the next record): those may change it.
import type { Game, GameNode } from '@go-board/rules';

/** The indices of the children from the root down to `node`. */
function pathTo(node: GameNode): number[] {
  const path: number[] = [];
  for (let child = node; child.parent; child = child.parent) path.push(child.parent.children.indexOf(child));
  return path.reverse();
}

export class KeptGame {
  /** The game, while it is held; null while it rests. */
  #held: Game | null;
  #resting: WeakRef<Game> | null = null;
  /** Where the game stood when it was put to rest. */
  #path: number[] = [];
  /** Whether the game is held for good. */
  #needed = false;
  /** Reads the record's game again, at its root; null for a game that cannot be (the board's own). */
  readonly #reread: (() => Game) | null;
  /** Told of a game read again, standing where the rested one stood. */
  readonly #reopened: (game: Game) => void;

  constructor(game: Game, reread: (() => Game) | null, reopened: (game: Game) => void) {
    this.#held = game;
    this.#reread = reread;
    this.#reopened = reopened;
  }

  /** The game: held, still alive at rest, or else read again. */
  get game(): Game {
    const game = this.#held ?? this.#resting?.deref();
    if (game) return game;
    const again = this.#reread!();
    let node = again.root;
    for (const index of this.#path) node = node.children[index]!;
    again.goTo(node);
    this.#resting = new WeakRef(again);
    this.#reopened(again);
    return again;
  }

  /** Holds the game for good: it is about to change, or to leave the board's hands. */
  hold(): Game {
    const game = this.game;
    this.#held = game;
    this.#resting = null;
    this.#needed = true;
    return game;
  }

  /** Puts the game to rest, unless it is needed or cannot be read again. */
  rest(): void {
    if (this.#needed || !this.#reread || !this.#held) return;
    this.#path = pathTo(this.#held.node);
    this.#resting = new WeakRef(this.#held);
    this.#held = null;
  }
}
