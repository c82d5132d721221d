// A small, obviously-correct Go board for differential tests: a plain 2-D array and flood fills,
// no incremental state, no cleverness. It decides legality with the rules as written:
// - a stone goes on an empty point;
// - opponent chains left without liberties are captured;
// - a move that leaves its own chain without liberties (and captures nothing) is suicide;
// - a move may not recreate the previous position (simple ko), or any earlier one (superko).

export type Cell = 0 | 1 | 2;

export class ReferenceBoard {
  readonly width: number;
  readonly height: number;
  cells: Cell[];
  captures = { 1: 0, 2: 0 };
  /** Every position so far, oldest first, as strings. */
  readonly positions: string[];

  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.cells = new Array<Cell>(width * height).fill(0);
    this.positions = [this.cells.join('')];
  }

  neighbours(i: number): number[] {
    const x = i % this.width;
    const y = Math.floor(i / this.width);
    const result: number[] = [];
    if (x > 0) result.push(i - 1);
    if (x < this.width - 1) result.push(i + 1);
    if (y > 0) result.push(i - this.width);
    if (y < this.height - 1) result.push(i + this.width);
    return result;
  }

  /** The chain at i and whether it has a liberty, on the given cells. */
  chain(cells: Cell[], i: number): { stones: number[]; free: boolean } {
    const color = cells[i];
    const stones = [i];
    const seen = new Set(stones);
    let free = false;
    for (let k = 0; k < stones.length; k++) {
      for (const n of this.neighbours(stones[k]!)) {
        if (cells[n] === 0) free = true;
        else if (cells[n] === color && !seen.has(n)) {
          seen.add(n);
          stones.push(n);
        }
      }
    }
    return { stones, free };
  }

  /** The cells after `color` plays at i, the stones it captures, and whether it is suicide. */
  tryMove(i: number, color: 1 | 2): { cells: Cell[]; captured: number; suicide: boolean } | null {
    if (this.cells[i] !== 0) return null;
    const cells = [...this.cells];
    cells[i] = color;
    let captured = 0;
    for (const n of this.neighbours(i)) {
      if (cells[n] === 3 - color) {
        const { stones, free } = this.chain(cells, n);
        if (!free) {
          for (const s of stones) cells[s] = 0;
          captured += stones.length;
        }
      }
    }
    const suicide = !this.chain(cells, i).free;
    return { cells, captured, suicide };
  }

  /** Why `color` may not play at i under `ko`, or null. */
  whyIllegal(i: number, color: 1 | 2, ko: 'simple' | 'positional'): string | null {
    const result = this.tryMove(i, color);
    if (!result) return 'occupied';
    if (result.suicide) return 'suicide';
    const position = result.cells.join('');
    const previous = this.positions.length >= 2 ? this.positions[this.positions.length - 2] : undefined;
    if (position === previous) return 'ko';
    if (ko === 'positional' && this.positions.includes(position)) return 'superko';
    return null;
  }

  play(i: number, color: 1 | 2): void {
    const result = this.tryMove(i, color)!;
    this.cells = result.cells;
    this.captures[color] += result.captured;
    this.positions.push(this.cells.join(''));
  }

  pass(): void {
    this.positions.push(this.cells.join(''));
  }
}
