// The symbols of Sensei's Library's diagrams, and what each says in SGF terms.

/** The SGF properties that mark a point: circle, square, triangle and cross. */
export type MarkProperty = 'CR' | 'SQ' | 'TR' | 'MA';
/** 'B' or 'W', as SGF writes the colours. */
export type StoneColor = 'B' | 'W';

/** Stones, plain and marked: X O, B W (circle), # @ (square), Y Q (triangle), Z P (cross). */
export const STONE_SYMBOLS: Readonly<Record<string, { color: StoneColor; mark: MarkProperty | null }>> = {
  X: { color: 'B', mark: null },
  O: { color: 'W', mark: null },
  B: { color: 'B', mark: 'CR' },
  W: { color: 'W', mark: 'CR' },
  '#': { color: 'B', mark: 'SQ' },
  '@': { color: 'W', mark: 'SQ' },
  Y: { color: 'B', mark: 'TR' },
  Q: { color: 'W', mark: 'TR' },
  Z: { color: 'B', mark: 'MA' },
  P: { color: 'W', mark: 'MA' },
};

/** Marks on empty points: C circle, S square, T triangle, M cross. */
export const MARK_SYMBOLS: Readonly<Record<string, MarkProperty>> = { C: 'CR', S: 'SQ', T: 'TR', M: 'MA' };

/** An empty point; ',' is a star point, which the board draws by itself wherever it has one. */
export const EMPTY = '.';
export const STAR_POINT = ',';
/** Space beside the board in a diagram (two positions side by side): SGF dims it (DD). */
export const OFF_BOARD = '_';

/** Every symbol a point of a diagram may hold. */
export const POINT_SYMBOL = /^[.,_XOBW#@YQZPCSTM0-9a-z]$/;

/** The symbol of a stone of `color` with `mark` (or none). */
export function stoneSymbol(color: StoneColor, mark: MarkProperty | null): string {
  for (const [symbol, stone] of Object.entries(STONE_SYMBOLS)) {
    if (stone.color === color && stone.mark === mark) return symbol;
  }
  throw new RangeError(`Expected a stone colour B or W, received ${JSON.stringify(color)}.`);
}

/** The symbol of `mark` on an empty point. */
export function markSymbol(mark: MarkProperty): string {
  return Object.keys(MARK_SYMBOLS).find((symbol) => MARK_SYMBOLS[symbol] === mark)!;
}

/** The number of the numbered-move symbol: '1'..'9' are moves 1 to 9 of the diagram, '0' is 10;
 * null for any other symbol. */
export function moveOfSymbol(symbol: string): number | null {
  if (symbol < '0' || symbol > '9' || symbol.length !== 1) return null;
  return symbol === '0' ? 10 : Number(symbol);
}

/** The symbol of the diagram's move `index` (1 to 10). */
export function symbolOfMove(index: number): string {
  return String(index % 10);
}
