export type { BoardWords, EditorWords, ExportWords, OnlineWords, Phrase, ReviewWords, Words } from './words.js';
export { en } from './en.js';
export { registerWords } from './registry.js';
