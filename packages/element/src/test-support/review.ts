// A board brought to every state the review draws, for the suites that check every state of the
// board (accessibility, forced colours, contrast, small screens): the built-in engine's analysis
// of two moves in a row (so the graph shows), its ownership heat map, and the tree.
import type { GoBoard } from '../go-board.js';
import { find, findAll, until } from './fixture.js';

/** The attributes of a review board: a replay at move 4 of SHORT_GAME with its tree and the
 * Analyze button; add a theme as needed. */
export const REVIEW_BOARD = { move: '4', tree: 'below', 'allow-analysis': '' } as const;

/** Analyses moves 3 and 4 with the built-in engine, turns the heat map on, and previews the
 * best candidate's line when `line` is set. */
export async function reviewEverything(board: GoBoard, line = false): Promise<void> {
  board.goTo(3);
  await board.analyze({ playouts: 200 });
  board.goTo(4);
  await board.analyze({ playouts: 200 });
  await until(
    () => findAll(board, '[part="graph"]').length === 1 && findAll(board, '[role="treeitem"]').length > 0,
    'the graph and the tree',
  );
  find(board, 'button.ownership').click();
  await board.updateComplete;
  if (line) {
    find(board, '.candidate-button').focus();
    await board.updateComplete;
  }
}
