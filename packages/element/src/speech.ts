// What the board says to people who hear it: its accessible name, the announcement of each
// move, and the reading of one intersection under the keyboard cursor. Go players' words and Go
// coordinates throughout ("Black Q16", "group of 3, 2 liberties"), in the board's language.
import type { Game, GameNode } from '@go-board/rules';
import { pointName } from './coordinates.js';
import { headed, list, reasonName, sentence, sentences } from './words/compose.js';
import type { Words } from './words/words.js';

/** The move of a node in words: "Black Q16", "White passes"; null for a node without a move. */
export function moveText(words: Words, node: GameNode, height: number): string | null {
  if (node.color === null) return null;
  return node.x < 0 ? words.passedMove(node.color) : words.playedMove(node.color, pointName(node.x, node.y, height));
}

/** Stones of each colour on a board snapshot (0 empty, 1 black, 2 white). */
function stoneCounts(board: Uint8Array): { black: number; white: number } {
  let black = 0;
  let white = 0;
  for (const point of board) {
    if (point === 1) black++;
    else if (point === 2) white++;
  }
  return { black, white };
}

/**
 * The board's accessible name. A record: "Go board, move 57 of 212, Black Q16". A diagram
 * without moves: "Go board, 9 by 9, 3 black stones, 1 white stone".
 */
export function boardName(words: Words, label: string, game: Game, totalMoves: number, board: Uint8Array): string {
  if (totalMoves === 0 && game.moveNumber === 0) {
    const stones = stoneCounts(board);
    return list(words, [label, words.boardSize(game.width, game.height), words.stoneCount(stones.black, 'black'), words.stoneCount(stones.white, 'white')]);
  }
  return list(words, [label, words.moveOfInName(game.moveNumber, totalMoves), moveText(words, game.node, game.height) ?? '']);
}

/** What the live region says after the shown position changed: the move, its captures, the
 * variations that follow and the node's name and comment. */
export function positionAnnouncement(words: Words, game: Game, totalMoves: number): string {
  const node = game.node;
  const move = moveText(words, node, game.height);
  const position = words.moveOf(node.moveNumber, totalMoves);
  const parts = [move ? headed(words, position, move) : node.parent ? position : words.startOfGame];
  const captures = move ? game.lastCaptures : 0;
  if (captures > 0) parts.push(words.capturedStones(captures));
  if (node.illegal) parts.push(words.illegalInRecord(reasonName(words, node.illegal)));
  if (node.children.length > 1) parts.push(words.variationCount(node.children.length));
  const name = node.props.N?.[0]?.trim();
  const comment = node.props.C?.[0]?.trim();
  return sentences(words, sentence(words, list(words, parts)), name ? sentence(words, name) : '', comment ?? '');
}

/** The reading of one intersection: "D4, black stone, group of 3, 2 liberties", "Q16, empty,
 * star point". `notes` adds what is drawn there: "triangle", "label A", "last move". */
export function pointDescription(words: Words, game: Game, x: number, y: number, notes: readonly string[]): string {
  const parts = [pointName(x, y, game.height)];
  const stone = game.at(x, y);
  if (stone) {
    parts.push(words.stone(stone), words.chainOf(game.chainAt(x, y).length), words.liberties(game.libertiesAt(x, y).length));
  } else {
    parts.push(words.empty);
  }
  return list(words, [...parts, ...notes]);
}
