// What a playing board says, on screen and to people who hear it: whose turn it is, each move
// and its captures, why a point cannot be played, and the count at the end. Go players' words
// and Go coordinates throughout ("Black D4, captures 2 stones. White to play."), in the
// board's language.
import {
  pointName,
  pointIndex,
  readResult,
  recordedResult,
  type Color,
  type Game,
  type Point,
  type Score,
} from '@go-board/rules';
import { legalityNotes } from '../board/point-speech.js';
import { moveText } from '../board/speech.js';
import { headed, list, sentence, sentences } from '../words/compose.js';
import type { GoMove } from '../events/go-move.js';
import type { Words } from '../words/words.js';

/** Where a playing board is in its game. */
export type GamePhase = 'play' | 'scoring' | 'finished';

/** "Black to play", or "White to play (the opponent)" when the local player may not move. */
export function turnText(words: Words, game: Game, localTurn: boolean): string {
  return localTurn ? words.toPlay(game.turn) : words.opponentToPlay(game.turn);
}

/** What the live region says after a move: "Move 12: Black D4, captures 2 stones. White to play." */
export function moveAnnouncement(words: Words, game: Game): string {
  const move = moveText(words, game.node, game.height) ?? words.startOfGame;
  const captures = game.lastCaptures;
  const played = headed(
    words,
    words.moveNumber(game.moveNumber),
    list(words, [move, captures > 0 ? words.capturedStones(captures) : '']),
  );
  return sentences(words, sentence(words, played), game.isOver ? '' : sentence(words, words.toPlay(game.turn)));
}

/** A result in words: "White wins by 6.5 points", "Black wins by resignation", "A draw (jigo)".
 * A result the words do not say (a forfeit, a win by an unknown margin, no result) is shown as
 * the record has it. */
export function resultText(words: Words, result: string): string {
  const read = readResult(result);
  if (!read) return result;
  if (read.draw) return words.draw;
  if (read.by === 'resignation') return words.winsByResignation(read.winner);
  if (read.by === 'time') return words.winsOnTime(read.winner);
  return typeof read.by === 'number' ? words.winsBy(read.winner, read.by) : result;
}

/** The count in one sentence: "Black 36, White 42.5: White wins by 6.5 points." */
export function scoreText(words: Words, score: Score): string {
  return sentence(words, headed(words, words.countLine(score.black, score.white), resultText(words, score.result)));
}

/** What the live region says when a colour resigns. */
export function resignationText(words: Words, color: Color, result: string): string {
  return sentences(words, words.resigns(color), sentence(words, resultText(words, result)));
}

/** The phase in the board's accessible name. */
export function phaseName(words: Words, game: Game, phase: GamePhase, localTurn: boolean): string {
  if (phase === 'scoring') return words.scoringInName;
  if (phase === 'finished') return list(words, [words.gameOverInName, recordedResult(game.root) ?? game.result ?? '']);
  return turnText(words, game, localTurn);
}

/** What the cursor of a playing board reads beside `point` itself: whether the side to move may
 * play there and why not; in the count, whether a stone is dead and whose territory it is. */
export function playNotes(
  words: Words,
  game: Game,
  point: Point,
  phase: GamePhase,
  isDead: boolean,
  score: Score | null,
): string[] {
  if (phase === 'play') return legalityNotes(words, game, point);
  const notes: string[] = [];
  const stone = game.at(point);
  if (stone) notes.push(isDead ? words.dead : words.alive);
  const owner = score?.ownership[pointIndex(point, game.width)] ?? 0;
  if ((!stone || isDead) && owner !== 0) notes.push(words.territoryOf(owner > 0 ? 'black' : 'white'));
  return notes;
}

/** A local move in words, as the status says it while it is sent: "Black D4", "Black passes",
 * "Resign". */
export function localMoveText(words: Words, move: GoMove, height: number): string {
  if ('x' in move) return words.playedMove(move.color, pointName(move, height));
  return 'pass' in move ? words.passedMove(move.color) : words.resign;
}
