// What a playing board says, on screen and to people who hear it: whose turn it is, each move
// and its captures, why a point cannot be played, and the count at the end. Go players' words
// and Go coordinates throughout ("Black D4, captures 2 stones. White to play.").
import { explainIllegalMove, type Color, type Game, type IllegalMoveReason, type Score } from '@go-board/rules';
import { pointName } from './coordinates.js';
import { colorName, count, moveText } from './speech.js';

/** Where a playing board is in its game. */
export type GamePhase = 'play' | 'scoring' | 'finished';

/** "Black to play", or "White to play (the opponent)" when the local player may not move. */
export function turnText(game: Game, localTurn: boolean): string {
  return `${colorName(game.turn)} to play${localTurn ? '' : ' (the opponent)'}`;
}

/** "Captures: Black 2, White 0". */
export function capturesText(game: Game): string {
  const { black, white } = game.captures;
  return `Captures: Black ${black}, White ${white}`;
}

/** What the live region says after a move: "Black D4, captures 2 stones. White to play." */
export function moveAnnouncement(game: Game): string {
  const move = moveText(game.node, game.height) ?? 'Start of the game';
  const captures = game.lastCaptures;
  const parts = [`Move ${game.moveNumber}: ${move}${captures > 0 ? `, captures ${count(captures, 'stone')}` : ''}.`];
  if (!game.isOver) parts.push(`${colorName(game.turn)} to play.`);
  return parts.join(' ');
}

/** Why a point cannot be played: "Cannot play D4 (ko): retaking the ko at once ...". */
export function illegalMoveText(reason: IllegalMoveReason, x: number, y: number, height: number): string {
  return `Cannot play ${pointName(x, y, height)} (${reason}): ${explainIllegalMove(reason)}.`;
}

/** A result in words: "White wins by 6.5 points", "Black wins by resignation", "A draw (jigo)". */
export function resultText(result: string): string {
  const match = /^([BW])\+(.+)$/.exec(result);
  if (!match) return result === '0' ? 'A draw (jigo)' : result;
  const winner = match[1] === 'B' ? 'Black' : 'White';
  if (match[2] === 'R') return `${winner} wins by resignation`;
  if (match[2] === 'T') return `${winner} wins on time`;
  const margin = Number(match[2]);
  return `${winner} wins by ${Number.isFinite(margin) ? count(margin, 'point') : match[2]}`;
}

/** The count in one sentence: "Black 36, White 42.5: White wins by 6.5 points." */
export function scoreText(score: Score): string {
  return `Black ${score.black}, White ${score.white}: ${resultText(score.result)}.`;
}

/** Said when two passes open the count. */
export const SCORING_HELP =
  'Both players passed. Mark the dead stones: click a chain, or move the cursor to it and press Enter. Then accept the score, or resume play.';

/** What the live region says when a colour resigns. */
export function resignationText(color: Color, result: string): string {
  return `${colorName(color)} resigns. ${resultText(result)}.`;
}

/** The phase in the board's accessible name. */
export function phaseName(game: Game, phase: GamePhase, localTurn: boolean): string {
  if (phase === 'scoring') return 'scoring';
  if (phase === 'finished') return `game over, ${game.root.props.RE?.[0] ?? game.result ?? ''}`.replace(/, $/, '');
  return turnText(game, localTurn);
}

/** What the cursor of a playing board reads beside the point itself: whether the side to move
 * may play there and why not; in the count, whether a stone is dead and whose territory it is. */
export function playNotes(game: Game, x: number, y: number, phase: GamePhase, isDead: boolean, score: Score | null): string[] {
  const notes: string[] = [];
  const stone = game.at(x, y);
  if (phase === 'play') {
    // The ko point reads "cannot play (ko)": the reason says it.
    const reason = stone ? null : game.whyIllegal(x, y);
    if (reason) notes.push(`cannot play (${reason})`);
    return notes;
  }
  if (stone) notes.push(isDead ? 'dead' : 'alive');
  const owner = score?.ownership[y * game.width + x] ?? 0;
  if ((!stone || isDead) && owner !== 0) notes.push(`${owner > 0 ? 'black' : 'white'} territory`);
  return notes;
}
