// English's words of the play mode: its buttons, its status line, the count and its score table,
// the results and the bot. They load with the mode (play/index.ts), as the rest of English does.
import { player, plural } from './english.js';
import type { RestWords } from './words.js';

export const enPlay = {
  moveInName: (moveNumber) => `move ${moveNumber}`,
  scoringInName: 'scoring',
  gameOverInName: 'game over',

  opponentToPlay: (color) => `${player(color)} to play (the opponent)`,
  waitingForOpponent: (color) => `${player(color)} to play: waiting for the opponent.`,
  captures: (black, white) => `Captures: Black ${black}, White ${white}`,

  winsBy: (color, points) => `${player(color)} wins by ${plural(points, 'point')}`,
  winsByResignation: (color) => `${player(color)} wins by resignation`,
  winsOnTime: (color) => `${player(color)} wins on time`,
  draw: 'A draw (jigo)',
  countLine: (black, white) => `Black ${black}, White ${white}`,
  gameOver: (result, code) => `Game over: ${result} (${code}).`,
  scoringHelp:
    'Both players passed. Mark the dead stones: click a chain, or move the cursor to it and press Enter. Then accept the score, or resume play.',
  resigns: (color) => `${player(color)} resigns.`,
  tookBackMove: (moveNumber) => `Took back move ${moveNumber}.`,
  tookBackMoves: (first, last) =>
    last === first + 1 ? `Took back moves ${first} and ${last}.` : `Took back moves ${first} to ${last}.`,
  tookBackResignation: 'Took back the resignation.',
  scoreAccepted: 'Score accepted.',
  markedDead: 'Marked dead.',
  markedAlive: 'Marked alive.',
  deadStonesProposed: (count) => `${plural(count, 'dead stone')} proposed.`,
  couldNotChangeCount: (detail) => `Could not change the count: ${detail}`,
  scoring: 'Scoring',
  gameOverTitle: 'Game over',
  botThinking: 'Thinking…',
  botPasses: 'The bot passes.',
  botResigns: 'The bot resigns.',
  botFailed: (detail) => `The bot could not choose a move: ${detail}`,

  gameControls: 'Game',
  pass: 'Pass',
  resign: 'Resign',
  confirmResign: 'Resign?',
  confirmPass: 'Pass and count?',
  sendingMove: (move) => `${move}: sending…`,
  moveNotPlayed: (move) => `${move} was not played.`,
  undo: 'Undo',
  newGame: 'New game',
  downloadSgf: 'Download SGF',
  acceptScore: 'Accept score',
  resumePlay: 'Resume play',

  scoreCaption: (rules) => `Score, ${rules} rules`,
  stones: 'Stones',
  territory: 'Territory',
  prisoners: 'Prisoners',
  total: 'Total',

  dead: 'dead',
  alive: 'alive',
  playKeys:
    'Arrow keys move the cursor. Enter or Space plays there; in the count, marks the group dead or alive. P passes.',
} satisfies Partial<RestWords>;
