// What a problem board adds to the drawing, as marks (board/marks.ts): a ring around the hinted
// point, and the verdict on the reader's last move once the line has ended. Their drawers are the problem
// folder's (drawers.ts).
import type { MarkLayer, SceneMark } from '../board/marks.js';
import type { ProblemRecord } from './problem-state.js';

/** The problem layer, as the problem record has it: the hint, then the verdict. */
export function problemMarks({ hint, verdict }: Pick<ProblemRecord, 'hint' | 'verdict'>): MarkLayer {
  const marks: SceneMark[] = [];
  if (hint) marks.push({ kind: 'hint', x: hint.x, y: hint.y });
  if (verdict) marks.push({ kind: 'verdict', ...verdict });
  return { name: 'problem', marks };
}
