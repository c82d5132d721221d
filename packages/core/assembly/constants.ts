// Shared constants of the core: colours, result codes and board limits.
// The TypeScript side mirrors these numbers in packages/core/src/codes.ts.

/** An intersection with no stone. */
export const EMPTY: u8 = 0;
/** A black stone, or Black as the side to move. */
export const BLACK: u8 = 1;
/** A white stone, or White as the side to move. */
export const WHITE: u8 = 2;
/** A sentinel point outside the board, so neighbour loops never test coordinates. */
export const EDGE: u8 = 3;

/** The move was played (or would be legal). */
export const OK: i32 = 0;
/** The point already holds a stone. */
export const ILLEGAL_OCCUPIED: i32 = 1;
/** The move would leave its own chain without liberties and captures nothing. */
export const ILLEGAL_SUICIDE: i32 = 2;
/** The move retakes a ko at once, returning the board to the previous position. */
export const ILLEGAL_KO: i32 = 3;
/** The move repeats an earlier position, forbidden by the superko option in force. */
export const ILLEGAL_SUPERKO: i32 = 4;
/** The point is not on the board. */
export const ILLEGAL_OFF_BOARD: i32 = 5;

/** Ko rule: only the immediate recapture that restores the previous position is forbidden. */
export const KO_SIMPLE: i32 = 0;
/** Ko rule: no move may recreate any earlier board position. */
export const KO_POSITIONAL: i32 = 1;
/** Ko rule: no move may recreate an earlier position with the same side to move. */
export const KO_SITUATIONAL: i32 = 2;

/** The largest width or height of a board. */
export const MAX_SIZE: i32 = 25;
/** Points in the padded layout of the largest board: (25 + 2) rows of stride 26, plus one. */
export const MAX_AREA: i32 = (MAX_SIZE + 2) * (MAX_SIZE + 1) + 1;
