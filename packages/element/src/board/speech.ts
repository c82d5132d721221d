// What the board says to people who hear it: its accessible name and the announcement of each
// move (the reading of one intersection under the keyboard cursor is point-speech.ts's, loaded with
// the cursor). Go players' words and Go coordinates throughout ("Black Q16"), in the board's
// language.
import {
  nodeComment,
  nodeName,
  pointName,
  pointOf,
  Stone,
  type Color,
  type Game,
  type GameNode,
  type Point,
} from '@go-board/rules';
import type { Markup } from './markup.js';
import { headed, list, reasonName, sentence, sentences } from '../words/compose.js';
import type { Words } from '../words/words.js';

/** The move of a node in words: "Black Q16", "White passes"; null for a node without a move. */
export function moveText(words: Words, node: GameNode, height: number): string | null {
  if (node.color === null) return null;
  return node.x < 0 ? words.passedMove(node.color) : words.playedMove(node.color, pointName(node, height));
}

/** Up to this many stones a caption names their points; beyond, it counts them. */
const LISTED_STONES = 24;
/** Up to this many marks, labels, arrows and lines a caption says each; beyond, it counts them. */
const LISTED_MARKUP = 12;

/** What a diagram shows, as a figure's caption says it: each colour's stones (with their points,
 * when few), then the markup: "2 black stones at C7 and G7", "1 white stone at E5", "triangle at
 * D4", "label A at F3", "an arrow from C3 to D4". `withStones` false leaves the stones out (a
 * position deep in a game has too many to be worth saying). */
export function positionCaption(
  words: Words,
  game: Game,
  board: Uint8Array,
  markup: Markup,
  withStones = true,
): string[] {
  const name = (point: Point): string => pointName(point, game.height);
  const groups: string[] = [];
  if (withStones) {
    const points: Record<Color, string[]> = { black: [], white: [] };
    board.forEach((stone, index) => {
      if (stone !== Stone.Empty)
        points[stone === Stone.Black ? 'black' : 'white'].push(pointName(pointOf(index, game.width), game.height));
    });
    const listed = points.black.length + points.white.length <= LISTED_STONES;
    for (const color of ['black', 'white'] as const) {
      const count = points[color].length;
      if (count > 0)
        groups.push(
          listed
            ? words.at(words.stoneCount(count, color), words.pointList(points[color]))
            : words.stoneCount(count, color),
        );
    }
  }
  const items = markup.marks.length + markup.labels.length + markup.arrows.length + markup.lines.length;
  if (items > LISTED_MARKUP) {
    groups.push(words.markCount(items));
  } else if (items > 0) {
    for (const shape of ['triangle', 'square', 'circle', 'cross'] as const) {
      const marked = markup.marks.filter((mark) => mark.shape === shape);
      if (marked.length > 0) groups.push(words.at(words[shape], words.pointList(marked.map(name))));
    }
    for (const label of markup.labels) groups.push(words.at(words.labelNote(label.text), name(label)));
    for (const arrow of markup.arrows) groups.push(words.arrowFromTo(name(arrow.from), name(arrow.to)));
    for (const line of markup.lines) groups.push(words.lineFromTo(name(line.from), name(line.to)));
  }
  return groups;
}

/**
 * The board's accessible name, a caption of what it shows. A diagram, or a record at its start:
 * "Go board, 9 by 9: 2 black stones at C7 and G7; 1 white stone at E5; triangle at D4". A record
 * further on: "Go board, move 57 of 212, Black Q16", and its markup if it has any.
 */
export function boardName(
  words: Words,
  label: string,
  game: Game,
  totalMoves: number,
  board: Uint8Array,
  markup: Markup,
): string {
  const start = game.moveNumber === 0;
  const head = start
    ? list(words, [
        label,
        words.boardSize(game.width, game.height),
        totalMoves > 0 ? words.moveOfInName(0, totalMoves) : '',
      ])
    : list(words, [
        label,
        words.moveOfInName(game.moveNumber, totalMoves),
        moveText(words, game.node, game.height) ?? '',
      ]);
  const caption = positionCaption(words, game, board, markup, start);
  return caption.length > 0 ? head + words.colon + caption.join(words.captionSeparator) : head;
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
  const name = nodeName(node);
  return sentences(words, sentence(words, list(words, parts)), name ? sentence(words, name) : '', nodeComment(node));
}
