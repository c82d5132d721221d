// The letters that name the continuations of a move, on the board and in the variations list.

/** The letter of variation `index`: A, B, ... Z, then 27, 28 (more than 26 is rare). */
export function variationLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}
