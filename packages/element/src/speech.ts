// What the board says to people who hear it: its accessible name, the announcement of each
// move, and the reading of one intersection under the keyboard cursor. Go players' words and Go
// coordinates throughout ("Black Q16", "group of 3, 2 liberties").
import type { Game, GameNode } from '@go-board/rules';
import { pointName } from './coordinates.js';

/** "1 stone", "2 stones". */
export function count(amount: number, singular: string, plural = `${singular}s`): string {
  return `${amount} ${amount === 1 ? singular : plural}`;
}

/** 'Black' or 'White'. */
export function colorName(color: 'black' | 'white'): string {
  return color === 'black' ? 'Black' : 'White';
}

/** The move of a node in words: "Black Q16", "White passes"; null for a node without a move. */
export function moveText(node: GameNode, height: number): string | null {
  if (node.color === null) return null;
  return node.x < 0 ? `${colorName(node.color)} passes` : `${colorName(node.color)} ${pointName(node.x, node.y, height)}`;
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
export function boardName(label: string, game: Game, totalMoves: number, board: Uint8Array): string {
  const parts = [label];
  if (totalMoves === 0 && game.moveNumber === 0) {
    const stones = stoneCounts(board);
    parts.push(`${game.width} by ${game.height}`, count(stones.black, 'black stone'), count(stones.white, 'white stone'));
  } else {
    parts.push(`move ${game.moveNumber} of ${totalMoves}`);
    const move = moveText(game.node, game.height);
    if (move) parts.push(move);
  }
  return parts.join(', ');
}

/** What the live region says after the shown position changed: the move, its captures, the
 * variations that follow and the node's name and comment. */
export function positionAnnouncement(game: Game, totalMoves: number): string {
  const node = game.node;
  const move = moveText(node, game.height);
  const parts = [move ? `Move ${node.moveNumber} of ${totalMoves}: ${move}` : node.parent ? `Move ${node.moveNumber} of ${totalMoves}` : 'Start of the game'];
  const captures = move ? game.lastCaptures : 0;
  if (captures > 0) parts.push(`captures ${count(captures, 'stone')}`);
  if (node.illegal) parts.push(`an illegal move (${node.illegal})`);
  if (node.children.length > 1) parts.push(count(node.children.length, 'variation'));
  const name = node.props.N?.[0]?.trim();
  const comment = node.props.C?.[0]?.trim();
  let text = parts.join(', ') + '.';
  if (name) text += ` ${name}.`;
  if (comment) text += ` ${comment}`;
  return text;
}

/** The reading of one intersection: "D4, black stone, group of 3, 2 liberties", "Q16, empty,
 * star point". `notes` adds what is drawn there: "triangle", "label A", "last move". */
export function pointDescription(game: Game, x: number, y: number, notes: readonly string[]): string {
  const parts = [pointName(x, y, game.height)];
  const stone = game.at(x, y);
  if (stone) {
    parts.push(`${stone} stone`, `group of ${game.chainAt(x, y).length}`, count(game.libertiesAt(x, y).length, 'liberty', 'liberties'));
  } else {
    parts.push('empty');
  }
  return [...parts, ...notes].join(', ');
}
