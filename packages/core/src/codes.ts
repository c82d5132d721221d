// The numbers the WebAssembly core speaks, named. They mirror assembly/constants.ts.

/** Colours on the core's board. */
export const CoreColor = { Empty: 0, Black: 1, White: 2 } as const;
export type CoreColor = (typeof CoreColor)[keyof typeof CoreColor];

/** Why the core refused a move; 0 means the move is legal. */
export const MoveCode = {
  Ok: 0,
  Occupied: 1,
  Suicide: 2,
  Ko: 3,
  Superko: 4,
  OffBoard: 5,
} as const;
export type MoveCode = (typeof MoveCode)[keyof typeof MoveCode];

/** The core's ko rules. */
export const KoRule = { Simple: 0, Positional: 1, Situational: 2 } as const;
export type KoRule = (typeof KoRule)[keyof typeof KoRule];

/** Slots of the score buffer written by `score()`. */
export const ScoreSlot = {
  Black: 0,
  White: 1,
  BlackStones: 2,
  WhiteStones: 3,
  BlackTerritory: 4,
  WhiteTerritory: 5,
  BlackPrisoners: 6,
  WhitePrisoners: 7,
  DeadBlack: 8,
  DeadWhite: 9,
  Neutral: 10,
} as const;

/** Bits of the per-point ownership byte written by `score()`. */
export const OwnerBit = { Black: 1, White: 2, Territory: 4, Dead: 8 } as const;

/** The largest width or height the core supports. */
export const MAX_BOARD_SIZE = 25;
