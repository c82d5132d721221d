// What a problem board says, on screen and to people who hear it: whose move it is, the
// board's answers, whether the line was right, hints and the solution. Go players' words and Go
// coordinates throughout ("White D4. Black to play.", "Right: solved!"), in the board's language.
import { nodeComment, type Color, type GameNode } from '@go-board/rules';
import { list, sentences } from '../words/compose.js';
import type { Words } from '../words/words.js';

/** Where the reader is in a problem: solving (their move), the board answering, the line ended
 * right (`solved`) or wrong (`failed`), or the solution being shown. */
export const ProblemState = {
  Solving: 'solving',
  Answering: 'answering',
  Solved: 'solved',
  Failed: 'failed',
  Solution: 'solution',
} as const;
export type ProblemState = (typeof ProblemState)[keyof typeof ProblemState];

/** The headline of the status line for each state. */
export function problemHeadline(words: Words, state: ProblemState, solver: Color, opponent: Color): string {
  switch (state) {
    case ProblemState.Solving:
      return words.toPlay(solver);
    case ProblemState.Answering:
      return words.answers(opponent);
    case ProblemState.Solved:
      return words.solved;
    case ProblemState.Failed:
      return words.wrong;
    case ProblemState.Solution:
      return words.solution;
  }
}

/** The board's accessible name in problem mode: "Go board, problem, Black to play". */
export function problemName(words: Words, label: string, state: ProblemState, solver: Color, opponent: Color): string {
  // A name is not exclaimed, nor left trailing: "Right: solved", not "Right: solved!".
  return list(words, [
    label,
    words.problemInName,
    problemHeadline(words, state, solver, opponent).replace(/[!！…]+$/u, ''),
  ]);
}

/** `text`, followed by the comment of `node` when it has one: the file's own words on the move. */
export function withComment(words: Words, text: string, node: GameNode): string {
  return sentences(words, text, nodeComment(node));
}

/** Why the reader cannot move now, or null when they can. */
export function waitText(words: Words, state: ProblemState, opponent: Color): string | null {
  switch (state) {
    case ProblemState.Answering:
      return words.answering(opponent);
    case ProblemState.Solved:
    case ProblemState.Failed:
      return words.lineEnded;
    case ProblemState.Solution:
      return words.solutionShown;
    default:
      return null;
  }
}
