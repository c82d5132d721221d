// What the board says of one intersection: the reading under the keyboard cursor ("D4, black
// stone, group of 3, 2 liberties"), and why a move cannot be played there. Loaded with what moves a
// cursor or takes moves (the replay's part, the modes' folders), never with a static diagram.
import { pointName, type Game, type IllegalMoveReason, type Point } from '@go-board/rules';
import { headed, list, reasonExplanation, reasonName, sentence } from '../words/compose.js';
import type { Words } from '../words/words.js';

/** The reading of one intersection: "D4, black stone, group of 3, 2 liberties", "Q16, empty,
 * star point". `notes` adds what is drawn there: "triangle", "label A", "last move". */
export function pointDescription(words: Words, game: Game, point: Point, notes: readonly string[]): string {
  const parts = [pointName(point, game.height)];
  const stone = game.at(point);
  if (stone) {
    parts.push(
      words.stone(stone),
      words.chainOf(game.chainAt(point).length),
      words.liberties(game.libertiesAt(point).length),
    );
  } else {
    parts.push(words.empty);
  }
  return list(words, [...parts, ...notes]);
}

/** Why `point` cannot be played: "Cannot play D4 (ko): retaking the ko at once ...". */
export function illegalMoveText(words: Words, reason: IllegalMoveReason, point: Point, height: number): string {
  return sentence(
    words,
    headed(
      words,
      words.cannotPlay(pointName(point, height), reasonName(words, reason)),
      reasonExplanation(words, reason),
    ),
  );
}

/** What a cursor on a board that takes moves reads beside `point`: whether the side to move may
 * play there, and why not ("cannot play (ko)"). */
export function legalityNotes(words: Words, game: Game, point: Point): string[] {
  const reason = game.at(point) ? null : game.whyIllegal(point);
  return reason ? [words.cannotPlayHere(reasonName(words, reason))] : [];
}

/** What a cursor's reading of a point asks of the board: its words and game, and what is drawn
 * and said there (the mode's ModeContext). */
export interface PointReader {
  words(): Words;
  readonly host: { readonly game: Game | null };
  pointNotes(point: Point): string[];
}

/** The reading of `point` under a cursor on the board's game: the stone, its group, what is drawn
 * there and what the mode adds. */
export function describePoint(board: PointReader, point: Point): string {
  return pointDescription(board.words(), board.host.game!, point, board.pointNotes(point));
}
