// What the ownership overlay shows: an estimate, and the position it is of. Its controller
// (ownership-controller.ts) makes one, the drawing (ownership.ts) draws it.
import type { Game, GameNode } from '@go-board/rules';

/** An estimate and the position it is of. */
export interface Ownership {
  game: Game;
  node: GameNode;
  /** -1 (White's) to +1 (Black's) per point, row by row. */
  values: Float32Array;
}
