// English's plurals and the players' names, which the parts of the English table (en-*.ts) share.
import type { Color } from '@go-board/rules';

/** A count and its noun: "1 stone", "2 stones". */
export const plural = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;

/** 'Black' or 'White'. */
export const player = (color: Color): string => (color === 'black' ? 'Black' : 'White');
