// English's words of the problem mode: its buttons, what it says of the reader's moves and of the
// solution. They load with the mode (problem/index.ts), as the rest of English does.
import { player } from './english.js';
import type { RestWords } from './words.js';

export const enProblem = {
  problemInName: 'problem',

  problemKeys: 'Arrow keys move the cursor. Enter or Space plays there.',

  answers: (color) => `${player(color)} answers…`,
  solved: 'Right: solved!',
  wrong: 'Wrong',
  solution: 'The solution',
  problemControls: 'Problem',
  retry: 'Retry',
  hint: 'Hint',
  showSolution: 'Show solution',
  answering: (color) => `${player(color)} is answering.`,
  lineEnded: 'This line has ended: press Retry to try again, or Show solution.',
  solutionShown: 'This is the solution: press Retry to solve the problem yourself.',
  notInProblem: (move) => `${move}: the problem does not have this move.`,
  backToStart: 'Back to the start.',
  noRightMove: 'No right move from here: this line is already lost. Press Retry to start again.',
  hintAt: (point) => `Hint: try ${point}, marked on the board.`,
  noSolution: 'This problem has no right line to show.',
  solutionIntro: 'The solution:',
  setup: 'Setup',
  solutionEnds: 'The solution ends here.',
} satisfies Partial<RestWords>;
