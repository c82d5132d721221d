/** What a point of `game.board` holds, one byte per point, row by row. */
export const Stone = { Empty: 0, Black: 1, White: 2 } as const;
export type Stone = (typeof Stone)[keyof typeof Stone];
