// English words of the export menu's GIF being made, loaded with the menu; `exportWordsOf` lays a
// board's own table over them, key by key, as the registry lays every table over English.
import { partWordsOf } from './part-words.js';
import type { ExportWords } from './words.js';

export const enExport: ExportWords = {
  makingGif: (percent) => `Making the GIF… ${percent}%`,
  cancelGif: 'Cancel',
  gifCancelled: 'GIF cancelled.',
  gifReady: 'GIF ready.',
};

/** The export menu's words in a board's language. */
export const exportWordsOf = partWordsOf('export', 'ExportWords', enExport);
