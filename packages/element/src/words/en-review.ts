// English words of the game review (the variation tree, the analysis, the graph), loaded with the
// review; `reviewWordsOf` lays a board's own table over them, key by key, as the registry lays
// every table over English.
import type { Color } from '@go-board/rules';
import { partWordsOf } from './part-words.js';
import type { ReviewWords } from './words.js';

const player = (color: Color): string => (color === 'black' ? 'Black' : 'White');
const grouped = new Intl.NumberFormat('en');

export const enReview: ReviewWords = {
  gameTree: 'Game tree',
  treeKeys:
    'Arrow keys move through the tree; Enter or Space shows the move; Home and End go to the start and the end of the line.',
  commentNote: 'comment',
  goodMove: 'good move',
  badMove: 'bad move',
  interestingMove: 'interesting move',
  doubtfulMove: 'doubtful move',

  analysis: 'Analysis',
  analyze: 'Analyze',
  stop: 'Stop',
  analyzing: (percent) => `Analyzing… ${percent}%`,
  visits: (count) => `${grouped.format(count)} ${count === 1 ? 'visit' : 'visits'}`,
  playouts: (count) => `${grouped.format(count)} playouts of the built-in engine`,
  winRateOf: (color, percent) => `${player(color)}'s win rate ${percent}%`,
  leads: (color, amount) => `${player(color)} leads by ${amount} ${amount === '1' ? 'point' : 'points'}`,
  even: 'even',
  lostPoints: (color, amount) => `${player(color)} lost ${amount} ${amount === '1' ? 'point' : 'points'} here`,
  lostWinRate: (color, percent) => `${player(color)} lost ${percent}% of win rate here`,
  bestWas: (point) => `the best was ${point}`,
  playedBest: (color) => `${player(color)} played the best move`,
  candidateMoves: 'Candidate moves',
  line: (moves) => `Line: ${moves}`,
  candidateNote: (rank, text) => `candidate ${rank}: ${text}`,
  bestMoves: (list) => `Best moves: ${list}`,
  noAnalysis: 'No analysis of this position.',
  analysisKeys: 'On the board, press A to hear the analysis of the position.',
  ownership: 'Ownership',
  winRate: 'Win rate',
  scoreLead: 'Score lead',
  alongTheGame: (what) => `${what} along the game`,
  mistake: 'mistake',
  moveHeader: 'Move',
  playedHeader: 'Played',
  lossHeader: 'Loss',
  points: (amount) => `${amount} ${amount === '1' ? 'point' : 'points'}`,
  percent: (value) => `${value}%`,
  couldNotReadAnalysis: (where, detail) => `Could not read the analysis from ${where}: ${detail}`,
  analysisProperty: 'the analysis property',
  analysisScript: 'the analysis script',
  analysisFailed: (detail) => `The analysis stopped: ${detail}`,
};

/** The review's words in the board's language: its table's `review` (a shipped or registered
 * table may give them), English for any it lacks. */
export const reviewWordsOf = partWordsOf('review', 'ReviewWords', enReview);
