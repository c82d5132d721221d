/**
 * FF[1]-FF[3] properties that FF[4] renamed. The reader itself drops lowercase letters of
 * identifiers (`AddBlack` -> `AB`) and renames M (old marks) to MA; old labels need their text.
 */

/** The LB values of old `L` labels: the points get the letters A, B, C ... in order. */
export function labelsOfLegacyPoints(points: readonly string[]): string[] {
  return points.map((point, index) => `${point}:${labelText(index)}`);
}

/** A, B ... Z, then a ... z, then numbers from 53, so that every label in a node differs. */
function labelText(index: number): string {
  if (index < 26) return String.fromCharCode(65 + index);
  if (index < 52) return String.fromCharCode(97 + index - 26);
  return String(index + 1);
}
