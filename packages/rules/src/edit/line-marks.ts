// A problem's lines marked right or wrong by an editor, as problem files mark them: the first
// word of the comment of the line's last node (problem-marks.ts reads every convention).
import { describe } from '../color.js';
import type { GameNode } from '../game/node.js';

/** The first word of a comment when it marks the line: RIGHT, CORRECT, WRONG or INCORRECT,
 * with what separates it from the rest. */
const LEADING_MARK = /^\s*(right|correct|wrong|incorrect)\b[\s.:!,;-]*/i;

/**
 * Marks the line that ends at `node` right or wrong, as problem files do: with RIGHT or WRONG as
 * the first word of the node's comment (replacing such a word there); null takes that word away.
 * What the mark makes of the line depends on the whole tree and on the rest of the comment (a
 * comment that says "wrong" further on is still wrong): read it back with markOf().
 */
export function markLine(node: GameNode, mark: 'right' | 'wrong' | null): void {
  if (mark !== 'right' && mark !== 'wrong' && mark !== null) {
    throw new RangeError(`Expected 'right', 'wrong' or null to mark the line with, received ${describe(mark)}.`);
  }
  const rest = (node.props.C?.[0] ?? '').replace(LEADING_MARK, '');
  const comment = mark === null ? rest : rest ? `${mark.toUpperCase()}\n${rest}` : mark.toUpperCase();
  if (comment.trim() === '') node.deleteProperty('C');
  else node.setProperty('C', [comment]);
}
