// The standalone bundle's words, in place of src/words/index.ts: registerWords and the types, but
// not the whole English table (`en`), whose rest a page of diagrams never loads. A page that wants
// it imports @go-board/element/words/en from the package.
export type {
  BoardWords,
  EditorWords,
  ExportWords,
  OnlineWords,
  Phrase,
  ReviewWords,
  Words,
} from '../../src/words/words.js';
export { registerWords } from '../../src/words/registry.js';
