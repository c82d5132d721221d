// The rest of English beyond the board's words (en-board.ts): the words of moves and points, the
// replay's, the play and problem modes' and the export menu's. The replay's part and the two modes
// bring their own (words/registry.ts takes them in as they arrive); the parts that say more (the
// editor, the review, an online game, the export menu) load this whole rest with them.
import { enMoves } from './en-moves.js';
import { enPlay } from './en-play.js';
import { enProblem } from './en-problem.js';
import { enReplay } from './en-replay.js';
import type { RestWords } from './words.js';

export const enRest: RestWords = {
  ...enMoves,
  ...enReplay,
  ...enPlay,
  ...enProblem,
  exportSvg: 'Download SVG',
  exportPng: 'Download PNG',
  exportGif: 'Animated GIF',
  copyImage: 'Copy image',
  imageCopied: 'Image copied.',
  exportFailed: (detail) => `Could not export: ${detail}`,
};
