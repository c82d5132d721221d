// English's words of moves and points, beyond the board's own: what the live region says of a
// position, what the cursor reads of a point, why a point cannot be played. Every part that steps
// through a record, plays or explores loads them with itself: the replay's part, the play and
// problem modes (each has a copy in the standalone bundle), and the rest of English (en-rest.ts).
import { player, plural } from './english.js';
import type { RestWords } from './words.js';

export const enMoves = {
  moveOf: (moveNumber, total) => `Move ${moveNumber} of ${total}`,
  moveNumber: (moveNumber) => `Move ${moveNumber}`,
  startOfGame: 'Start of the game',
  capturedStones: (count) => `captures ${plural(count, 'stone')}`,
  variationCount: (count) => plural(count, 'variation'),
  illegalInRecord: (reason) => `an illegal move (${reason})`,
  toPlay: (color) => `${player(color)} to play`,

  cannotPlay: (point, reason) => `Cannot play ${point} (${reason})`,
  cannotPlayHere: (reason) => `cannot play (${reason})`,
  reasonOccupied: 'occupied',
  reasonSuicide: 'suicide',
  reasonKo: 'ko',
  reasonSuperko: 'superko',
  reasonOffBoard: 'off the board',
  reasonGameOver: 'game over',
  explainOccupied: 'the point already holds a stone',
  explainSuicide: 'the stone would have no liberties and captures nothing (suicide)',
  explainKo: 'retaking the ko at once would repeat the previous position; play elsewhere first',
  explainSuperko: 'the move would repeat an earlier position (superko)',
  explainOffBoard: 'the point is not on the board',
  explainGameOver: 'the game is over',

  tapAgain: 'tap again to play there',
  clickAgain: 'click again to play there',

  resignAgain: 'Press Resign again to resign, or play on.',
  passAgainToEnd:
    'Your opponent passed: another pass ends the game and opens the count. Press Pass (or P) again to pass.',

  empty: 'empty',
  stone: (color) => `${color} stone`,
  chainOf: (count) => `group of ${count}`,
  liberties: (count) => plural(count, 'liberty', 'liberties'),
  moveNote: (number) => `move ${number}`,
  variationNote: (letter) => `variation ${letter}`,
  lastMoveNote: 'last move',
  selected: 'selected',
  dimmed: 'dimmed',
  territoryOf: (color) => `${color} territory`,
  arrowStart: 'arrow starts here',
  arrowEnd: 'arrow ends here',
} satisfies Partial<RestWords>;
