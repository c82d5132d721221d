// What a problem board says, on screen and to people who hear it: whose move it is, the
// board's answers, whether the line was right, hints and the solution. Go players' words and Go
// coordinates throughout ("White D4. Black to play.", "Right: solved!").
import type { Color, GameNode } from '@go-board/rules';
import { colorName } from './speech.js';

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
export function problemHeadline(state: ProblemState, solver: Color, opponent: Color): string {
  switch (state) {
    case ProblemState.Solving:
      return `${colorName(solver)} to play`;
    case ProblemState.Answering:
      return `${colorName(opponent)} answers…`;
    case ProblemState.Solved:
      return 'Right: solved!';
    case ProblemState.Failed:
      return 'Wrong';
    case ProblemState.Solution:
      return 'The solution';
  }
}

/** The board's accessible name in problem mode: "Go board, problem, Black to play". */
export function problemName(label: string, state: ProblemState, solver: Color, opponent: Color): string {
  return `${label}, problem, ${problemHeadline(state, solver, opponent).replace(/[!…]$/, '')}`;
}

/** `text`, followed by the comment of `node` when it has one: the file's own words on the move. */
export function withComment(text: string, node: GameNode): string {
  const comment = node.props.C?.[0]?.trim();
  return comment ? `${text} ${comment}` : text;
}

/** Why the reader cannot move now, or null when they can. */
export function waitText(state: ProblemState, opponent: Color): string | null {
  switch (state) {
    case ProblemState.Answering:
      return `${colorName(opponent)} is answering.`;
    case ProblemState.Solved:
    case ProblemState.Failed:
      return 'This line has ended: press Retry to try again, or Show solution.';
    case ProblemState.Solution:
      return 'This is the solution: press Retry to solve the problem yourself.';
    default:
      return null;
  }
}

/** What the keys do on a problem board, for its description. */
export const PROBLEM_KEYS = 'Arrow keys move the cursor. Enter or Space plays there.';
